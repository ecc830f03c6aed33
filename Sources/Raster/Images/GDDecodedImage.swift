internal import CGD

/// Owns one image libgd decoded from bytes in memory (JPEG, or a GIF's first frame); never
/// escapes the Raster module. One owner for every libgd reader, so the size guard, the
/// silenced warnings and the NULL check live in one place.
final class GDDecodedImage {
  let pointer: gdImagePtr

  /// Runs `decode` over a mutable copy of `bytes` (libgd takes a non-const pointer); a NULL
  /// result becomes `failure(reason)`.
  init(bytes: [UInt8], failure: (String) -> RasterError, decode: (Int32, UnsafeMutableRawPointer?) -> gdImagePtr?) throws(RasterError) {
    guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { throw failure("no data") }
    LibgdMessages.silence()
    var copy = bytes
    guard let decoded = copy.withUnsafeMutableBytes({ decode(Int32($0.count), $0.baseAddress) })
    else { throw failure("libgd could not decode the data (unsupported or damaged)") }
    pointer = decoded
  }

  deinit { gdImageDestroy(pointer) }
}
