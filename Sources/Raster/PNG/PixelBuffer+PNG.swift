internal import CPNG

extension PixelBuffer {
  /// The largest image `init(pngData:)` accepts (same bound as `Canvas`), so a tiny malicious
  /// file declaring 100 000 × 100 000 pixels cannot exhaust memory.
  static let maximumDecodedAreaPixels = Canvas.maximumAreaPixels

  /// Encodes as an 8-bit RGBA PNG with straight alpha and an sRGB chunk.
  ///
  /// Every row uses the Up filter (`flipbook_png_write_rgba`): libpng's simplified writer tries
  /// all five on every row, half of a frame's encoding time, for files a few percent smaller
  /// on UI frames and larger on photos. The bytes are deterministic for a given libpng/zlib
  /// (no time stamp is written).
  public func pngData() throws(RasterError) -> [UInt8] {
    guard width > 0, height > 0 else { throw .pngEncodeFailed(reason: "image is empty (\(width)×\(height))") }
    guard width <= Int(Int32.max) / 4, height <= Int(UInt32.max) else {
      throw .pngEncodeFailed(reason: "image is too large (\(width)×\(height))")
    }
    var output = flipbook_png_output(bytes: nil, count: 0, capacity: 0, failed: 0)
    let ok = bytes.withUnsafeBufferPointer { pixels in
      flipbook_png_write_rgba(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, &output)
    }
    defer { free(output.bytes) }
    guard ok != 0, let written = output.bytes else {
      throw .pngEncodeFailed(reason: output.failed != 0 ? "out of memory" : "libpng could not write the image")
    }
    return Array(UnsafeBufferPointer(start: written, count: output.count))
  }

  /// Decodes any PNG (palette, grey, 16-bit, interlaced, with or without alpha) to 8-bit
  /// straight-alpha RGBA; libpng converts gamma to sRGB where the file says otherwise (a gAMA
  /// chunk, unless an embedded profile overrides it; profiles themselves are not applied).
  public init(pngData: [UInt8]) throws(RasterError) {
    let handle = PNGImageHandle()
    // 16-bit interlaced files go through a non-interlaced copy (`PNGDeinterlace`: a libpng bug).
    // An embedded profile overrides gAMA (`PNGColorChunks`).
    let colours = PNGColorChunks.dropGammaOverriddenByProfile(pngData) ?? pngData
    let source = PNGDeinterlace.rewrittenIfNeeded(colours, maximumAreaPixels: Self.maximumDecodedAreaPixels) ?? colours
    let result: Result<(Int, Int, [UInt8]), RasterError> = source.withUnsafeBytes { data in
      // libpng keeps pointing at `data` until png_image_finish_read returns, so both calls stay in here.
      guard png_image_begin_read_from_memory(handle.image, data.baseAddress, data.count) != 0 else {
        return .failure(.pngDecodeFailed(reason: handle.message))
      }
      let width = Int(handle.image.pointee.width), height = Int(handle.image.pointee.height)
      guard width > 0, height > 0, width <= Canvas.maximumSidePixels, height <= Canvas.maximumSidePixels,
        width * height <= Self.maximumDecodedAreaPixels
      else { return .failure(.pngDecodeFailed(reason: "image size \(width)×\(height) is too large")) }
      handle.image.pointee.format = flipbook_png_format_rgba
      // A 16-bit file without gAMA/sRGB is sRGB-encoded in practice (browsers read it so);
      // libpng would otherwise assume linear light and brighten mid-tones. Set after
      // begin_read, which resets the flags from the header.
      handle.image.pointee.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let ok = pixels.withUnsafeMutableBytes { out in
        png_image_finish_read(handle.image, nil, out.baseAddress, Int32(width * 4), nil)
      }
      guard ok != 0 else { return .failure(.pngDecodeFailed(reason: handle.message)) }
      return .success((width, height, pixels))
    }
    switch result {
    case let .success((width, height, pixels)): self.init(width: width, height: height, bytes: pixels)
    case let .failure(error): throw error
    }
  }
}
