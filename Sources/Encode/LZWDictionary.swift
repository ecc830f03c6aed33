/// GIF LZW's dictionary on raw storage (the encoders probe it once or twice per pixel), with the
/// code counter and code width that go with it; shared by `LZWEncoder` and `LossyLZWEncoder`.
///
/// Strings live in a hash table keyed by (prefix code, next index). `LZWEncoder` keeps pure runs
/// `sᵐ` apart, in `longestRun` (M per symbol; `s¹` is the literal) and `runCodes` (the code of
/// `sᵐ` at `s << 12 + m`, for 2 ≤ m ≤ M: only those entries are ever read, so it is never
/// cleared); `LossyLZWEncoder` puts every string in the hash table and leaves those alone.
struct LZWDictionary: ~Copyable {
  /// Hash slots: at least 2× the strings that can be learned keeps probes short. A string of
  /// n symbols learns fewer than n (one per code written, at most 4096 before a clear), so a
  /// small rectangle's table is small: clearing the full 32 kB table was 3 % of a flat-UI
  /// render, for frames of a few hundred pixels. The size changes where entries sit, never
  /// which codes are found, so the output is the same.
  static func slotCount(symbolCount: Int) -> Int {
    var slots = 64
    while slots < 2 * min(symbolCount, LZWEncoder.maximumCode) { slots <<= 1 }
    return slots
  }

  private let slotCount: Int
  private let slotMask: Int

  let minimumCodeSize: Int
  let clearCode: Int
  /// Width of the next code written, in bits.
  private(set) var codeSize: Int
  private var nextCode: Int
  /// `(prefix << 8 | index) << 12 | code`: key and code in one load. All ones is never a
  /// real entry (the string 4095·255 would need a code after 4095).
  private let entries: UnsafeMutablePointer<UInt32>
  private static let emptySlot = UInt32.max
  let longestRun: UnsafeMutablePointer<Int>
  let runCodes: UnsafeMutablePointer<Int16>

  /// A dictionary for encoding `symbolCount` symbols (the hash table is sized for them).
  init(minimumCodeSize: Int, symbolCount: Int) {
    self.minimumCodeSize = minimumCodeSize
    clearCode = 1 << minimumCodeSize
    codeSize = minimumCodeSize + 1
    nextCode = clearCode + 2
    slotCount = Self.slotCount(symbolCount: symbolCount)
    slotMask = slotCount - 1
    entries = .allocate(capacity: slotCount)
    entries.initialize(repeating: Self.emptySlot, count: slotCount)
    longestRun = .allocate(capacity: clearCode)
    longestRun.initialize(repeating: 1, count: clearCode)
    runCodes = .allocate(capacity: clearCode << LZWEncoder.maximumCodeSize)
  }

  deinit {
    entries.deallocate()
    longestRun.deallocate()
    runCodes.deallocate()
  }

  /// The code of the string `prefix` + `symbol` (-1 when absent) and the slot where it is, or
  /// where `insert` must put it.
  @inline(__always) func find(prefix: Int, symbol: Int) -> (code: Int, slot: Int) {
    let key = UInt32(prefix << 8 | symbol)
    var slot = (prefix &* 0x9E37 ^ symbol &* 0x2F) & slotMask
    var entry = entries[slot]
    while entry != Self.emptySlot {
      if entry >> 12 == key { return (Int(entry & 0xFFF), slot) }
      slot = (slot + 1) & slotMask
      entry = entries[slot]
    }
    return (-1, slot)
  }

  /// Records `prefix` + `symbol` as `code` in the empty `slot` that `find` returned.
  @inline(__always) func insert(prefix: Int, symbol: Int, code: Int, at slot: Int) {
    entries[slot] = UInt32(prefix << 8 | symbol) << 12 | UInt32(code)
  }

  /// The code of `sᵏ` (k ≤ longestRun[s]).
  @inline(__always) func runCode(_ symbol: Int, length: Int) -> Int {
    length == 1 ? symbol : Int(runCodes[symbol << LZWEncoder.maximumCodeSize + length])
  }

  /// The code for the string learned next, or nil when all 4096 are used (the caller writes a
  /// clear code, at the current width, and calls `clear()`).
  @inline(__always) mutating func claimCode() -> Int? {
    guard nextCode < LZWEncoder.maximumCode else { return nil }
    let code = nextCode
    nextCode += 1
    // The decoder adds its entries one code later, so widen only once nextCode passes 2^size.
    if nextCode > (1 << codeSize) && codeSize < LZWEncoder.maximumCodeSize { codeSize += 1 }
    return code
  }

  /// The width of the end code after the last data code. The decoder learns one more string
  /// from that code (an entry the encoder never claims, as no symbol follows), and a string that
  /// fills the current width widens the code after it: the end code was written a bit too
  /// narrow then (QA: 21 of 300 small images; lenient decoders stop at the last pixel anyway).
  var endCodeSize: Int {
    nextCode == 1 << codeSize && codeSize < LZWEncoder.maximumCodeSize ? codeSize + 1 : codeSize
  }

  /// Forgets every learned string.
  mutating func clear() {
    entries.update(repeating: Self.emptySlot, count: slotCount)
    longestRun.update(repeating: 1, count: clearCode)
    codeSize = minimumCodeSize + 1
    nextCode = clearCode + 2
  }
}
