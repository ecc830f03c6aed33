/// Opens the font and image files a scene names while the scene is decoded, so a file that
/// exists but cannot be used — a PNG renamed `.ttf`, a font or PNG cut short, a GIF with broken
/// LZW data — is a scene error at the JSON value that names it, reported with every other
/// problem, instead of a failure after `validate` said the scene was fine.
///
/// SceneModel reads no pixels and links no C library, so the renderer supplies the
/// implementation (`SceneAssets` in Render), which keeps what it loaded for rendering: each
/// file is opened and decoded once.
public protocol ResourceInspector: AnyObject {
  /// Why the font file at `file` (a resolved path) cannot be used, or nil when it can.
  /// Called once per use; an implementation remembers files it has seen.
  func problem(withFont file: String) -> String?
  /// Why the image file at `file` (a resolved path whose header said `format`, within the size
  /// limits) cannot be decoded, or nil when it can.
  func problem(withImage file: String, format: ImageFormat) -> String?
}
