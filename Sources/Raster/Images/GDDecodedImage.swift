internal import CGD

/// Owns one image libgd decoded from bytes in memory (JPEG, or a GIF's first frame); never
/// escapes the Raster module. One owner for every libgd reader, so loading libgd
/// (`LibgdLibrary`), the silenced warnings and the NULL check live in one place.
final class GDDecodedImage {
  let pointer: gdImagePtr
  private let destroy: @convention(c) (gdImagePtr?) -> Void

  /// Runs `decode` with libgd's functions over a mutable copy of `bytes` (libgd takes a
  /// non-const pointer); a NULL result, or libgd missing, becomes `failure(reason)`.
  init(
    bytes: [UInt8], failure: (String) -> RasterError,
    decode: (LibgdLibrary.Functions, Int32, UnsafeMutableRawPointer?) -> gdImagePtr?
  ) throws(RasterError) {
    guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { throw failure("no data") }
    let libgd: LibgdLibrary.Functions
    do { libgd = try LibgdLibrary.functions() } catch { throw failure(error.reason) }
    var copy = bytes
    guard let decoded = copy.withUnsafeMutableBytes({ decode(libgd, Int32($0.count), $0.baseAddress) })
    else { throw failure("libgd could not decode the data (unsupported or damaged)") }
    pointer = decoded
    destroy = libgd.destroy
  }

  deinit { destroy(pointer) }
}
