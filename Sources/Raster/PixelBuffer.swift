/// A finished frame: 8-bit RGBA with straight (non-premultiplied) alpha, rows top to bottom.
///
/// This is the hand-off format between rasterizing and encoding: PNG stores straight
/// alpha, and the GIF encoder quantizes straight colours.
public struct PixelBuffer: Sendable, Equatable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A per pixel, straight alpha.
  public var bytes: [UInt8]

  /// A buffer filled with one straight-alpha colour.
  public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
    precondition(width >= 0 && height >= 0, "negative size")
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if fill != (0, 0, 0, 0) {
      for i in stride(from: 0, to: bytes.count, by: 4) {
        bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
      }
    }
    self.bytes = bytes
  }

  /// Wraps existing bytes; `bytes.count` must be `width * height * 4`.
  public init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height * 4, "pixel buffer size mismatch")
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The straight-alpha RGBA value at (x, y).
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    get {
      let i = (y * width + x) * 4
      return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
    }
  }
}
