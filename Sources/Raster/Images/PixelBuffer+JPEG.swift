internal import CGD

extension PixelBuffer {
  /// Decodes a JPEG (baseline or progressive, any libjpeg colour space) to opaque RGBA through
  /// libgd. Callers should check the size from the file's SOF marker first: libgd allocates the
  /// full image before it can refuse anything.
  public init(jpegData: [UInt8]) throws(RasterError) {
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
}
