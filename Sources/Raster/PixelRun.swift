/// Runs of one pixel in r, g, b, a bytes, stepped over four pixels (two 8-byte compares) at a
/// time. Most of a UI frame is runs: pixel by pixel they were a large part of mapping frames to
/// the palette and counting their colours (Encode) and of packing kept frames
/// (`PackedPixelBuffer`).
public enum PixelRun {
  /// `start` plus the bytes of every whole group of four pixels from there that are all `word`
  /// (r | g << 8 | b << 16 | a << 24): where the run stops, or fewer than four pixels remain.
  @inline(__always)
  public static func endOfFours(of word: UInt32, in raw: UnsafeRawBufferPointer, from start: Int) -> Int {
    let pair = UInt64(word) | UInt64(word) << 32
    var offset = start
    while offset &+ 16 <= raw.count
      && UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) == pair
      && UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)) == pair
    {
      offset &+= 16
    }
    return offset
  }
}
