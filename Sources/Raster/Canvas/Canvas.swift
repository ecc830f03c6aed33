/// A premultiplied-RGBA drawing surface in device pixels.
///
/// Storage is 8 bits per channel, premultiplied, gamma-encoded sRGB, in a Swift-owned array.
/// Why 8-bit and not Float: frames leave as 8-bit anyway, a 1500×2668 @2x frame is 16 MB
/// instead of 64 MB per layer group, and blending arithmetic is done in Float and rounded
/// once per composite, so an opaque shape's pixels are exactly its colour. The cost is
/// precision at very low alpha inside nested group layers (a 2 %-alpha premultiplied
/// colour keeps only ~5 levels per channel).
public final class Canvas {
  /// Largest accepted width or height (4× a 4K frame's width).
  public static let maximumSidePixels = 16_384
  /// Largest accepted area: 64 Mpx is 256 MB of pixels, the most a frame should ever need.
  public static let maximumAreaPixels = 64 * 1024 * 1024

  /// Width in device pixels.
  public let widthPixels: Int
  /// Height in device pixels.
  public let heightPixels: Int
  /// `widthPixels * heightPixels * 4` bytes: premultiplied R, G, B, A per pixel, rows top to bottom.
  var pixels: [UInt8]
  /// Active clips, innermost last; each entry is already intersected with the ones before it.
  var clipStack: [ClipState] = []
  /// Memory for the coverage cells of the next fill, kept from the last one: a canvas reused
  /// frame after frame then allocates its cells once instead of once per shape (a large fresh
  /// allocation is page faults on its first write, which contend between render threads).
  var coverageStorage: [Float] = []
  /// Shadows of still shapes blurred over the whole canvas, for later partial redraws.
  let shadowMasks = ShadowMaskCache()
  /// Shadows of flattened drawings, for the frames that draw the same drawing again.
  let flattenedShadows = FlattenedShadowCache()
  /// Samples of images drawn again at the same place, for the frames that fade them.
  let imageSamples = ImageSampleCache()
  /// Transparent canvases of this size kept for the next layer flattened offscreen onto this
  /// one (`takeSpare`, `recycle`): allocating and zeroing a frame-sized canvas for every faded
  /// or shadowed group on every frame was a tenth of a scrolling card feed's time.
  var spares: [Canvas] = []

  /// A transparent canvas; throws for non-positive or absurdly large sizes.
  public init(widthPixels: Int, heightPixels: Int) throws(RasterError) {
    guard widthPixels > 0, heightPixels > 0,
      widthPixels <= Self.maximumSidePixels, heightPixels <= Self.maximumSidePixels,
      widthPixels * heightPixels <= Self.maximumAreaPixels
    else { throw .allocationFailed(width: widthPixels, height: heightPixels) }
    self.widthPixels = widthPixels
    self.heightPixels = heightPixels
    self.pixels = [UInt8](repeating: 0, count: widthPixels * heightPixels * 4)
  }

  /// Replaces every pixel with `color` (no blending).
  public func clear(to color: RasterColor) {
    let p = color.premultiplied255
    // One 32-bit pattern per pixel (byte order r, g, b, a in memory on any endianness).
    let pattern = UInt32(littleEndian: UInt32(Self.byte(p.r)) | UInt32(Self.byte(p.g)) << 8
      | UInt32(Self.byte(p.b)) << 16 | UInt32(Self.byte(p.a)) << 24)
    pixels.withUnsafeMutableBytes { raw in
      raw.withMemoryRebound(to: UInt32.self) { words in words.update(repeating: pattern) }
    }
  }

  /// The premultiplied 8-bit value at (x, y), for tests and diagnostics.
  public func premultipliedPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(x >= 0 && x < widthPixels && y >= 0 && y < heightPixels, "pixel (\(x), \(y)) outside the canvas")
    let i = (y * widthPixels + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Calls `body` with the premultiplied pixels (r, g, b, a bytes per pixel, rows top to
  /// bottom), without copying: an opaque pixel's bytes are its straight colour, so a consumer
  /// that only needs to straighten the rare translucent pixel can skip `makePixelBuffer()`.
  public func withPremultipliedBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try pixels.withUnsafeBytes(body)
  }

  /// A straight-alpha 8-bit copy: what the PNG and GIF writers consume.
  ///
  /// Un-premultiplying rounds to nearest (`c · 255 / a`), so an opaque pixel keeps its value
  /// and a premultiplied (128, 0, 0, 128) becomes (255, 0, 0, 128).
  public func makePixelBuffer() -> PixelBuffer {
    var buffer = PixelBuffer(width: 0, height: 0)
    copyStraight(into: &buffer)
    return buffer
  }

  /// The same pixels as `makePixelBuffer()`, written into `buffer` (reallocated only when its
  /// size differs): a worker copying frame after frame reuses memory already mapped.
  public func copyStraight(into buffer: inout PixelBuffer) {
    if buffer.width != widthPixels || buffer.height != heightPixels {
      buffer = PixelBuffer(width: widthPixels, height: heightPixels, bytes: pixels)
    } else {
      buffer.bytes.withUnsafeMutableBytes { target in
        pixels.withUnsafeBytes { source in target.copyMemory(from: source) }
      }
    }
    // Opaque pixels (most of a UI frame) are already straight: copy everything, fix the rest.
    buffer.bytes.withUnsafeMutableBytes { raw in
      raw.withMemoryRebound(to: UInt32.self) { words in
        for index in words.indices where UInt32(littleEndian: words[index]) >> 24 != 255 {
          words[index] = Self.straightWord(words[index])
        }
      }
    }
  }

  /// One pixel, as its four bytes in memory order (r, g, b, a) read as a word, un-premultiplied:
  /// each colour channel `c · 255 / a` rounded to nearest; fully transparent pixels become 0.
  /// The one definition of straightening: the straight-alpha copy, packing from the canvas and
  /// the GIF palette mapper's reads of the canvas all use it, so they agree to the bit.
  @inlinable @inline(__always)
  public static func straightWord(_ premultiplied: UInt32) -> UInt32 {
    let word = UInt32(littleEndian: premultiplied)  // r | g << 8 | b << 16 | a << 24
    let a = word >> 24
    if a == 255 { return premultiplied }
    guard a != 0 else { return 0 }
    func channel(_ shift: UInt32) -> UInt32 { min(255, (((word >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
    return (channel(0) | channel(8) | channel(16) | a << 24).littleEndian
  }

  /// Replaces the contents with a straight-alpha buffer of the same size (premultiplying with rounding).
  public func load(_ buffer: PixelBuffer) {
    precondition(buffer.width == widthPixels && buffer.height == heightPixels, "pixel buffer size differs from the canvas")
    buffer.bytes.withUnsafeBufferPointer { src in
      pixels.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i < src.count {
          let a = UInt32(src[i + 3])
          for k in 0..<3 { dst[i + k] = UInt8((UInt32(src[i + k]) * a + 127) / 255) }
          dst[i + 3] = UInt8(a)
          i += 4
        }
      }
    }
  }

  /// Rounds a 0…255 Float to the nearest byte, clamping (never traps, NaN becomes 0).
  @inline(__always)
  static func byte(_ value: Float) -> UInt8 {
    let v = value + 0.5
    return v >= 255 ? 255 : (v > 0 ? UInt8(v) : 0)
  }
}
