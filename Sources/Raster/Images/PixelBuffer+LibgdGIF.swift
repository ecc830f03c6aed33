internal import CGD

extension PixelBuffer {
  /// The first frame of a GIF decoded by libgd's own reader (libgd reads no later frames).
  /// An independent decoder: tests compare it with `GIFDecoder` and with the encoder's input.
  public init(libgdFirstGIFFrame bytes: [UInt8]) throws(RasterError) {
    let image = try GDDecodedImage(bytes: bytes, failure: { .gifDecodeFailed(reason: $0) }) { libgd, size, data in libgd.createFromGifPtr(size, data) }
    let info = image.pointer.pointee
    let width = Int(info.sx), height = Int(info.sy)
    guard width > 0, height > 0, info.trueColor == 0, let rows = info.pixels
    else { throw .gifDecodeFailed(reason: "unexpected image layout from libgd") }
    let transparent = Int(info.transparent)
    // libgd keeps the palette as fixed arrays in the struct; copy them out once.
    let (reds, greens, blues) = withUnsafeBytes(of: info.red) { red in
      withUnsafeBytes(of: info.green) { green in
        withUnsafeBytes(of: info.blue) { blue in
          (Array(red.bindMemory(to: Int32.self)), Array(green.bindMemory(to: Int32.self)), Array(blue.bindMemory(to: Int32.self)))
        }
      }
    }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      guard let row = rows[y] else { continue }
      for x in 0..<width {
        let index = Int(row[x])
        let offset = (y * width + x) * 4
        guard index != transparent, index < reds.count else { continue }  // transparent: (0, 0, 0, 0)
        bytes[offset] = UInt8(clamping: reds[index])
        bytes[offset + 1] = UInt8(clamping: greens[index])
        bytes[offset + 2] = UInt8(clamping: blues[index])
        bytes[offset + 3] = 255
      }
    }
    self.init(width: width, height: height, bytes: bytes)
  }
}
