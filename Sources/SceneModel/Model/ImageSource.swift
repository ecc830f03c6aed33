import Timing

/// An image layer's bitmap: which file, how it is placed, and (for animated GIFs) its timeline.
public struct ImageSource: Sendable, Equatable {
  /// Absolute path of the file, resolved against the scene's folder when decoded.
  public var file: String
  /// The file's format, from its signature (not its extension).
  public var format: ImageFormat
  /// Size in pixels, read from the file header.
  public var widthPixels: Int
  /// Height in pixels.
  public var heightPixels: Int
  /// How the image is placed in the layer's bounds.
  public var gravity: ContentsGravity
  /// Image pixels per point (CALayer.contentsScale): 2 for an @2x asset. Used by the
  /// gravities that keep the image's natural size.
  public var contentsScale: Double
  /// For a GIF with more than one frame, when each frame shows.
  public var animation: GIFTimeline?

  /// Creates an image source.
  public init(file: String, format: ImageFormat, widthPixels: Int, heightPixels: Int,
              gravity: ContentsGravity = .resize, contentsScale: Double = 1, animation: GIFTimeline? = nil) {
    self.file = file
    self.format = format
    self.widthPixels = widthPixels
    self.heightPixels = heightPixels
    self.gravity = gravity
    self.contentsScale = contentsScale
    self.animation = animation
  }
}

/// Image file formats Flipbook reads.
public enum ImageFormat: String, Sendable {
  case png, jpeg, gif
}

/// CALayer.contentsGravity: where the image goes in the bounds. The edge names mean what they
/// look like on screen (UIView.contentMode's `.top` is the top edge), not Core Animation's
/// unflipped reading, in which iOS shows `top` at the bottom.
public enum ContentsGravity: String, Sendable, CaseIterable {
  case resize, resizeAspect, resizeAspectFill
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
