import Timing

/// Colour names: CSS's named colours and UIKit's system colours (light appearance),
/// because scene authors copy values from both worlds.
enum NamedColors {
  /// The names as their sources spell them (UIKit's camelCase), for suggestions that read as
  /// the documentation does, with their colours.
  static let spelled: [String: RGBAColor] = {
    func hex(_ value: UInt32, alpha: Double = 1) -> RGBAColor {
      RGBAColor(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255, alpha: alpha)
    }
    let css = CSSNamedColors.hexByName.mapValues { hex($0) }
    return css.merging([
      "transparent": hex(0, alpha: 0), "clear": hex(0, alpha: 0),
      "black": hex(0x000000), "white": hex(0xFFFFFF), "gray": hex(0x808080), "grey": hex(0x808080),
      "silver": hex(0xC0C0C0), "red": hex(0xFF0000), "green": hex(0x008000), "lime": hex(0x00FF00),
      "blue": hex(0x0000FF), "yellow": hex(0xFFFF00), "orange": hex(0xFFA500), "purple": hex(0x800080),
      "pink": hex(0xFFC0CB), "cyan": hex(0x00FFFF), "magenta": hex(0xFF00FF), "navy": hex(0x000080),
      "teal": hex(0x008080), "brown": hex(0xA52A2A), "gold": hex(0xFFD700), "indigo": hex(0x4B0082),
      "lightgray": hex(0xD3D3D3), "darkgray": hex(0xA9A9A9), "whitesmoke": hex(0xF5F5F5),
      // UIKit system colours, light appearance (iOS 13+ values).
      "systemBlue": hex(0x007AFF), "systemRed": hex(0xFF3B30), "systemGreen": hex(0x34C759),
      "systemOrange": hex(0xFF9500), "systemYellow": hex(0xFFCC00), "systemPink": hex(0xFF2D55),
      "systemPurple": hex(0xAF52DE), "systemTeal": hex(0x5AC8FA), "systemIndigo": hex(0x5856D6),
      "systemGray": hex(0x8E8E93), "systemGray2": hex(0xAEAEB2), "systemGray3": hex(0xC7C7CC),
      "systemGray4": hex(0xD1D1D6), "systemGray5": hex(0xE5E5EA), "systemGray6": hex(0xF2F2F7),
      "label": hex(0x000000), "secondaryLabel": hex(0x3C3C43, alpha: 0.6), "separator": hex(0x3C3C43, alpha: 0.29),
      "systemBackground": hex(0xFFFFFF), "secondarySystemBackground": hex(0xF2F2F7),
      "placeholderText": hex(0x3C3C43, alpha: 0.3),
    ]) { _, own in own }
  }()

  /// The colours by lower-cased name: names match whatever their case.
  static let table: [String: RGBAColor] = Dictionary(uniqueKeysWithValues: spelled.map { ($0.key.lowercased(), $0.value) })

  /// Every name as spelled, sorted.
  static let spelledNames: [String] = spelled.keys.sorted()
}
