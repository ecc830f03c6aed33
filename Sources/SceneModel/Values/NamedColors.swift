import Timing

/// Colour names: the common CSS keywords and UIKit's system colours (light appearance),
/// because scene authors copy values from both worlds.
enum NamedColors {
  static let table: [String: RGBAColor] = {
    func hex(_ value: UInt32, alpha: Double = 1) -> RGBAColor {
      RGBAColor(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255, alpha: alpha)
    }
    return [
      "transparent": hex(0, alpha: 0), "clear": hex(0, alpha: 0),
      "black": hex(0x000000), "white": hex(0xFFFFFF), "gray": hex(0x808080), "grey": hex(0x808080),
      "silver": hex(0xC0C0C0), "red": hex(0xFF0000), "green": hex(0x008000), "lime": hex(0x00FF00),
      "blue": hex(0x0000FF), "yellow": hex(0xFFFF00), "orange": hex(0xFFA500), "purple": hex(0x800080),
      "pink": hex(0xFFC0CB), "cyan": hex(0x00FFFF), "magenta": hex(0xFF00FF), "navy": hex(0x000080),
      "teal": hex(0x008080), "brown": hex(0xA52A2A), "gold": hex(0xFFD700), "indigo": hex(0x4B0082),
      "lightgray": hex(0xD3D3D3), "darkgray": hex(0xA9A9A9), "whitesmoke": hex(0xF5F5F5),
      // UIKit system colours, light appearance (iOS 13+ values).
      "systemblue": hex(0x007AFF), "systemred": hex(0xFF3B30), "systemgreen": hex(0x34C759),
      "systemorange": hex(0xFF9500), "systemyellow": hex(0xFFCC00), "systempink": hex(0xFF2D55),
      "systempurple": hex(0xAF52DE), "systemteal": hex(0x5AC8FA), "systemindigo": hex(0x5856D6),
      "systemgray": hex(0x8E8E93), "systemgray2": hex(0xAEAEB2), "systemgray3": hex(0xC7C7CC),
      "systemgray4": hex(0xD1D1D6), "systemgray5": hex(0xE5E5EA), "systemgray6": hex(0xF2F2F7),
      "label": hex(0x000000), "secondarylabel": hex(0x3C3C43, alpha: 0.6), "separator": hex(0x3C3C43, alpha: 0.29),
      "systembackground": hex(0xFFFFFF), "secondarysystembackground": hex(0xF2F2F7),
      "placeholdertext": hex(0x3C3C43, alpha: 0.3),
    ]
  }()

  /// The names as their sources spell them, for suggestions (`systemGray`, not `systemgray`):
  /// names match whatever their case, but a suggestion should read as the documentation does.
  static let spelledNames: [String] = {
    let uikit = ["systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple",
                 "systemTeal", "systemIndigo", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
                 "systemGray6", "secondaryLabel", "systemBackground", "secondarySystemBackground", "placeholderText"]
    let spelling = Dictionary(uniqueKeysWithValues: uikit.map { ($0.lowercased(), $0) })
    return table.keys.sorted().map { spelling[$0] ?? $0 }
  }()
}
