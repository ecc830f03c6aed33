internal import CGD

extension PixelBuffer {
  /// Decodes a JPEG (baseline or progressive, any libjpeg colour space) to opaque RGBA through
  /// libgd. Callers should check the size from the file's SOF marker first: libgd allocates the
  /// full image before it can refuse anything.
  public init(jpegData: [UInt8]) throws(RasterError) {
    // libjpeg decodes a file cut short with a warning only, and draws the missing rows grey; a
    // cut PNG or GIF is an error, and so is this (QA: a partial download drew half grey, and
    // validate and render said nothing).
    if Self.jpegEndsEarly(jpegData) {
      throw .jpegDecodeFailed(reason: "the file ends before its image data does (truncated: no end-of-image marker after the scan)")
    }
    // ignore_warning = 1: accept slightly damaged files the way browsers do, instead of refusing them.
    let image = try GDDecodedImage(bytes: jpegData, failure: { .jpegDecodeFailed(reason: $0) }) { libgd, size, data in libgd.createFromJpegPtrEx(size, data, 1) }
    let width = Int(image.pointer.pointee.sx), height = Int(image.pointer.pointee.sy)
    guard width > 0, height > 0, image.pointer.pointee.trueColor != 0, let rows = image.pointer.pointee.tpixels
    else { throw .jpegDecodeFailed(reason: "unexpected image layout from libgd") }
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        guard let row = rows[y] else { continue }
        for x in 0..<width {
          let pixel = UInt32(bitPattern: row[x])  // 0x00RRGGBB: JPEGs have no alpha
          let offset = (y * width + x) * 4
          out[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
          out[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
          out[offset + 2] = UInt8(truncatingIfNeeded: pixel)
        }
      }
    }
    self.init(width: width, height: height, bytes: bytes)
  }

  /// Whether a JPEG has a start-of-scan marker (FF DA) and no end-of-image marker (FF D9) after
  /// it. In the compressed data an FF byte is always followed by 00 or a restart marker (D0–D7),
  /// so FF D9 there is the end marker; bytes after it (padding, a trailer) are allowed.
  static func jpegEndsEarly(_ data: [UInt8]) -> Bool {
    guard let scan = (0..<max(data.count - 1, 0)).first(where: { data[$0] == 0xFF && data[$0 + 1] == 0xDA }) else { return false }
    return !(scan + 2..<max(data.count - 1, scan + 2)).contains { data[$0] == 0xFF && data[$0 + 1] == 0xD9 }
  }
}
