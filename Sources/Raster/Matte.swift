/// Putting partly transparent pixels over an opaque colour, for GIF, whose transparency is all
/// or nothing per pixel: without a matte a pixel is cut at half opacity, so antialiased edges
/// turn jagged and fades pop in at 50 %; over the colour of the page the GIF is shown on they
/// blend into it as they would in a browser. Fully transparent pixels stay transparent, so the
/// page still shows through around the shapes.
extension Canvas {
  /// Puts every partly transparent pixel over the opaque colour (`red`, `green`, `blue`),
  /// which leaves it opaque (source-over on the premultiplied bytes, rounded to nearest).
  public func applyMatte(red: UInt8, green: UInt8, blue: UInt8) {
    pixels.withUnsafeMutableBytes { raw in
      raw.withMemoryRebound(to: UInt32.self) { words in
        for index in words.indices {
          let word = UInt32(littleEndian: words[index])  // r | g << 8 | b << 16 | a << 24
          let alpha = word >> 24
          guard alpha != 0 && alpha != 255 else { continue }
          let uncovered = 255 - alpha
          func channel(_ shift: UInt32, _ matte: UInt8) -> UInt32 {
            min(255, ((word >> shift) & 0xFF) + (UInt32(matte) * uncovered + 127) / 255) << shift
          }
          words[index] = (channel(0, red) | channel(8, green) | channel(16, blue) | 255 << 24).littleEndian
        }
      }
    }
  }
}

extension PixelBuffer {
  /// Puts every partly transparent pixel over the opaque colour (`red`, `green`, `blue`),
  /// which leaves it opaque (source-over on the straight bytes, rounded to nearest). Returns
  /// whether there was such a pixel (`encode` says when a matte changed nothing).
  @discardableResult
  public mutating func applyMatte(red: UInt8, green: UInt8, blue: UInt8) -> Bool {
    bytes.withUnsafeMutableBufferPointer { bytes in
      var changed = false
      var i = 0
      while i < bytes.count {
        let alpha = UInt32(bytes[i + 3])
        if alpha != 0 && alpha != 255 {
          let uncovered = 255 - alpha
          func blend(_ value: UInt8, _ matte: UInt8) -> UInt8 {
            UInt8((UInt32(value) * alpha + UInt32(matte) * uncovered + 127) / 255)
          }
          bytes[i] = blend(bytes[i], red)
          bytes[i + 1] = blend(bytes[i + 1], green)
          bytes[i + 2] = blend(bytes[i + 2], blue)
          bytes[i + 3] = 255
          changed = true
        }
        i += 4
      }
      return changed
    }
  }
}
