/// A bitmap prepared for drawing: premultiplied, with a mipmap chain for good downscaling.
///
/// Build one per image (or per animated-GIF frame) and reuse it across frames; it is
/// immutable and safe to share between threads.
public final class RasterImage: Sendable {
  /// Width of the full-resolution image in pixels.
  public let widthPixels: Int
  /// Height of the full-resolution image in pixels.
  public let heightPixels: Int
  /// Level 0 is the image; each next level halves both sides (2×2 box average, premultiplied,
  /// so transparent pixels never bleed dark fringes), down to 1×1.
  let levels: [Level]

  struct Level: Sendable {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, 8 bits per channel.
    let pixels: [UInt8]
  }

  /// Prepares a straight-alpha buffer for drawing.
  public convenience init(_ buffer: PixelBuffer) {
    var premultiplied = buffer.bytes
    var i = 0
    while i < premultiplied.count {
      let a = UInt32(premultiplied[i + 3])
      if a != 255 {
        for k in 0..<3 { premultiplied[i + k] = UInt8((UInt32(premultiplied[i + k]) * a + 127) / 255) }
      }
      i += 4
    }
    self.init(premultipliedRGBA: premultiplied, width: buffer.width, height: buffer.height)
  }

  /// Prepares pixels that are premultiplied already (FreeType's colour glyphs), `width × height × 4` bytes.
  init(premultipliedRGBA premultiplied: [UInt8], width: Int, height: Int) {
    widthPixels = width
    heightPixels = height
    var chain = [Level(width: width, height: height, pixels: premultiplied)]
    while let last = chain.last, last.width > 1 || last.height > 1 {
      chain.append(Self.halved(last))
    }
    levels = width > 0 && height > 0 ? chain : []
  }

  /// The next mip level: each pixel averages a 2×2 block (edge pixels repeat for odd sides).
  private static func halved(_ level: Level) -> Level {
    let w = max(1, (level.width + 1) / 2), h = max(1, (level.height + 1) / 2)
    var out = [UInt8](repeating: 0, count: w * h * 4)
    level.pixels.withUnsafeBufferPointer { src in
      for y in 0..<h {
        let y0 = min(2 * y, level.height - 1), y1 = min(2 * y + 1, level.height - 1)
        for x in 0..<w {
          let x0 = min(2 * x, level.width - 1), x1 = min(2 * x + 1, level.width - 1)
          for k in 0..<4 {
            let sum = UInt32(src[(y0 * level.width + x0) * 4 + k]) + UInt32(src[(y0 * level.width + x1) * 4 + k])
              + UInt32(src[(y1 * level.width + x0) * 4 + k]) + UInt32(src[(y1 * level.width + x1) * 4 + k])
            out[(y * w + x) * 4 + k] = UInt8((sum + 2) / 4)
          }
        }
      }
    }
    return Level(width: w, height: h, pixels: out)
  }

  /// Bilinear sample at (`u`, `v`) in level coordinates (pixel centres at +0.5), edges clamped.
  /// `pixels` is the level's bytes, borrowed once by the caller for a whole draw: reading the
  /// level through the array on every sample retained and released it each time.
  @inline(__always)
  static func sample(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, u: Double, v: Double) -> SIMD4<Float> {
    let x = (u - 0.5).clamped(to: 0...Double(width - 1)), y = (v - 0.5).clamped(to: 0...Double(height - 1))
    let x0 = Int(x), y0 = Int(y)
    let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
    let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
    @inline(__always) func px(_ xi: Int, _ yi: Int) -> SIMD4<Float> {
      let i = (yi * width + xi) * 4
      return SIMD4(Float(pixels[i]), Float(pixels[i + 1]), Float(pixels[i + 2]), Float(pixels[i + 3]))
    }
    let top = px(x0, y0) + (px(x1, y0) - px(x0, y0)) * fx
    let bottom = px(x0, y1) + (px(x1, y1) - px(x0, y1)) * fx
    return top + (bottom - top) * fy
  }
}
