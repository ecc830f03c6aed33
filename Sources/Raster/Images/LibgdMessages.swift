internal import CGD

/// libgd prints warnings about damaged input straight to stderr (e.g. "Premature end of JPEG
/// file"), which would mix with Flipbook's own messages; every failure that matters already
/// comes back as a NULL image and becomes a typed `RasterError`. So libgd's messages are
/// silenced once, before the first decode.
enum LibgdMessages {
  /// Installs the silent handler (idempotent; a Swift global initializer runs exactly once).
  static func silence() { _ = installed }

  private static let installed: Void = {
    gdSetErrorMethod { _, _, _ in }
  }()
}
