import Testing
@testable import Encode
@testable import Raster

@Suite("LZW: the run fast path writes exactly what textbook LZW writes, and decodes back")
struct LZWEncoderTests {
  /// Textbook GIF LZW: one dictionary lookup per symbol, no fast path. The encoder under test
  /// must produce the same bytes, sub-block framing included.
  static func referenceEncode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    var output: [UInt8] = [UInt8(minimumCodeSize)]
    var bits: [Bool] = []
    func write(_ code: Int, _ size: Int) { for bit in 0..<size { bits.append(code >> bit & 1 == 1) } }
    let clear = 1 << minimumCodeSize
    var size = minimumCodeSize + 1
    var next = clear + 2
    var dictionary: [Int: Int] = [:]
    write(clear, size)
    if var prefix = indices.first.map(Int.init) {
      for symbol in indices.dropFirst().map(Int.init) {
        if let code = dictionary[prefix << 8 | symbol] {
          prefix = code
          continue
        }
        write(prefix, size)
        if next < 4096 {
          dictionary[prefix << 8 | symbol] = next
          next += 1
          if next > 1 << size && size < 12 { size += 1 }
        } else {
          write(clear, size)
          dictionary.removeAll()
          size = minimumCodeSize + 1
          next = clear + 2
        }
        prefix = symbol
      }
      write(prefix, size)
    }
    // The decoder learns a string from the last data code too, which widens the end code when
    // it fills the current width.
    write(clear + 1, next == 1 << size && size < 12 ? size + 1 : size)
    var bytes: [UInt8] = []
    for start in stride(from: 0, to: bits.count, by: 8) {
      var byte: UInt8 = 0
      for bit in start..<min(start + 8, bits.count) where bits[bit] { byte |= 1 << UInt8(bit - start) }
      bytes.append(byte)
    }
    for start in stride(from: 0, to: bytes.count, by: 255) {
      let block = bytes[start..<min(start + 255, bytes.count)]
      output.append(UInt8(block.count))
      output.append(contentsOf: block)
    }
    output.append(0)
    return output
  }

  static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    var output: [UInt8] = []
    _ = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: minimumCodeSize, into: &output) }
    return output
  }

  /// Runs of random symbols with random lengths up to `longestRun` (a small deterministic LCG).
  static func runs(count: Int, alphabet: Int, longestRun: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    func random(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    var indices: [UInt8] = []
    while indices.count < count {
      let symbol = UInt8(random(alphabet))
      indices.append(contentsOf: repeatElement(symbol, count: min(count - indices.count, 1 + random(longestRun))))
    }
    return indices
  }

  /// The sub-blocks' payload, as `GIFDecoder.decodeLZW` takes it.
  static func payload(_ encoded: [UInt8]) -> [UInt8] {
    var data: [UInt8] = []
    var position = 1
    while encoded[position] != 0 {
      let length = Int(encoded[position])
      data.append(contentsOf: encoded[(position + 1)...(position + length)])
      position += length + 1
    }
    return data
  }

  @Test(arguments: 2...8)
  func sameBytesAsTextbookLZW(minimumCodeSize: Int) throws {
    let alphabet = 1 << minimumCodeSize
    var cases: [[UInt8]] = [[], [0], [1, 1], [UInt8](repeating: 1, count: 20_000)]
    for (seed, longestRun) in [1, 2, 5, 40, 600, 9000].enumerated() {
      cases.append(Self.runs(count: 30_000, alphabet: alphabet, longestRun: longestRun, seed: UInt64(seed * 31 + minimumCodeSize)))
    }
    // Two symbols only: long pure runs fill the dictionary (4096 codes) in the middle of a run.
    cases.append(Self.runs(count: 200_000, alphabet: 2, longestRun: 5000, seed: 7))
    // Short inputs get smaller hash tables (`LZWDictionary.slotCount`): sizes at and around
    // each table size, with no runs, so the strings learned fill the table as far as they can.
    for count in [2, 31, 32, 33, 63, 64, 65, 100, 1023, 1024, 2047, 2048, 2049, 4095, 4096, 4097] {
      cases.append(Self.runs(count: count, alphabet: alphabet, longestRun: 1, seed: UInt64(count)))
    }
    for indices in cases {
      let encoded = Self.encode(indices, minimumCodeSize: minimumCodeSize)
      #expect(encoded == Self.referenceEncode(indices, minimumCodeSize: minimumCodeSize), "\(indices.count) indices")
      let decoded = try GIFDecoder.decodeLZW(Self.payload(encoded), minimumCodeSize: minimumCodeSize, pixelCount: indices.count, frameIndex: 0)
      #expect(decoded == indices)
    }
  }

  /// Reads the code stream as a strict decoder does (every code at the width the decoder's own
  /// table gives, the end code included) and returns how many codes it read before the end
  /// code, or nil when the end code is not where that decoder reads it.
  static func strictCodeCount(_ payload: [UInt8], minimumCodeSize: Int) -> Int? {
    let clear = 1 << minimumCodeSize
    var size = minimumCodeSize + 1, next = clear + 2, learns = false
    var bit = 0, codes = 0
    while bit + size <= payload.count * 8 {
      var code = 0
      for offset in 0..<size where payload[(bit + offset) / 8] >> UInt8((bit + offset) % 8) & 1 == 1 { code |= 1 << offset }
      bit += size
      if code == clear {
        (size, next, learns) = (minimumCodeSize + 1, clear + 2, false)
        continue
      }
      if code == clear + 1 { return codes }
      codes += 1
      if learns && next < 4096 {
        next += 1
        if next == 1 << size && size < 12 { size += 1 }
      }
      learns = true
    }
    return nil
  }

  /// QA: the end code was written a bit too narrow when the string learned from the last data
  /// code filled the width (21 of 300 small images); lenient decoders stop at the last pixel.
  @Test(arguments: 2...8)
  func theEndCodeIsWhereAStrictDecoderReadsIt(minimumCodeSize: Int) throws {
    var cases: [[UInt8]] = [[2, 1, 2, 0, 2, 0, 0, 0, 1, 0, 0, 0, 2, 0]]  // QA's 7×2 image (3 colours)
    for count in 1...400 {
      cases.append(Self.runs(count: count, alphabet: min(1 << minimumCodeSize, 6), longestRun: 1 + count % 7, seed: UInt64(count * 13 + minimumCodeSize)))
    }
    for indices in cases where indices.allSatisfy({ Int($0) < 1 << minimumCodeSize }) {
      let encoded = Self.encode(indices, minimumCodeSize: minimumCodeSize)
      let codes = Self.strictCodeCount(Self.payload(encoded), minimumCodeSize: minimumCodeSize)
      #expect(codes != nil, "\(indices.count) indices: no end code where a strict decoder reads it")
      var scratch: [UInt8] = []
      let statistics = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: minimumCodeSize, into: &scratch) }
      #expect(codes == statistics.dataCodes)
      #expect(LZWEncoder.encodedByteCount(dataCodes: statistics.dataCodes, minimumCodeSize: minimumCodeSize) == encoded.count,
              "\(indices.count) indices: the predicted size")
    }
  }

  /// With no tolerance the lossy encoder has nothing to choose and writes textbook LZW, end
  /// code included.
  @Test func theLossyEncoderWithoutToleranceIsTextbookLZW() {
    let colors: [UInt32] = (0..<8).map { UInt32($0) * 0x202020 }
    let lossy = LossyLZWEncoder(colors: colors, tolerance: 0, limit: 4, minimumCodeSize: 3)
    for count in [1, 2, 7, 14, 100, 1000, 5000] {
      let indices = Self.runs(count: count, alphabet: 8, longestRun: 1 + count % 5, seed: UInt64(count))
      var output: [UInt8] = []
      let written = lossy.encode(wanted: indices, mayKeep: Array(repeating: false, count: count), transparent: 0, into: &output)
      #expect(written == indices)
      #expect(output == Self.referenceEncode(indices, minimumCodeSize: 3), "\(count) indices")
    }
  }

  @Test func theHashTableHasTwiceTheSlotsOfTheStringsItCanLearn() {
    #expect(LZWDictionary.slotCount(symbolCount: 0) == 64)
    #expect(LZWDictionary.slotCount(symbolCount: 32) == 64)
    #expect(LZWDictionary.slotCount(symbolCount: 33) == 128)
    #expect(LZWDictionary.slotCount(symbolCount: 1000) == 2048)
    #expect(LZWDictionary.slotCount(symbolCount: 4096) == 8192)
    #expect(LZWDictionary.slotCount(symbolCount: 1_000_000) == 8192)  // at most 4096 codes before a clear
  }

  @Test func aLongRunCostsAboutSquareRootCodes() {
    // A run of N learns one symbol longer per code: K codes with K(K+1)/2 ≥ N, ~√(2N), not N.
    let count = 100_000
    var codes = 0
    while codes * (codes + 1) / 2 < count { codes += 1 }  // 447
    let encoded = Self.encode([UInt8](repeating: 3, count: count), minimumCodeSize: 2)
    #expect(encoded.count == LZWEncoder.encodedByteCount(dataCodes: codes, minimumCodeSize: 2))
  }

  @Test(arguments: [(2, 8), (4, 8), (7, 8), (3, 5), (2, 3)])
  func predictedSizeOfASmallerTableIsExactWithoutResets(smaller: Int, larger: Int) {
    var checked = 0
    for (seed, count) in [1, 10, 300, 5_000, 40_000].enumerated() {
      // Indices spread over the larger table, then the same pixels re-indexed 0..<2^smaller.
      let small = Self.runs(count: count, alphabet: 1 << smaller, longestRun: 1 + seed * 7, seed: UInt64(seed + smaller))
      let large = small.map { UInt8(truncatingIfNeeded: (Int($0) * 37 + 5) % (1 << larger)) }
      #expect(Set(large).count == Set(small).count)  // a bijection: same equal pixels
      var largeOutput: [UInt8] = []
      let statistics = large.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: larger, into: &largeOutput) }
      guard statistics.dictionaryResets == 0 else { continue }
      checked += 1
      #expect(largeOutput.count == LZWEncoder.encodedByteCount(dataCodes: statistics.dataCodes, minimumCodeSize: larger))
      #expect(Self.encode(small, minimumCodeSize: smaller).count
        == LZWEncoder.encodedByteCount(dataCodes: statistics.dataCodes, minimumCodeSize: smaller), "\(count) indices")
    }
    #expect(checked >= 3)
  }

  @Test func resetsAreCounted() {
    // Alternating pairs never repeat a string for long: thousands of codes, so the table fills.
    let indices = Self.runs(count: 200_000, alphabet: 256, longestRun: 1, seed: 3)
    var output: [UInt8] = []
    let statistics = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 8, into: &output) }
    #expect(statistics.dictionaryResets >= 10)
    #expect(statistics.dataCodes > 3838 * statistics.dictionaryResets)
  }

  @Test func aSmallerTableSavesBitsOnlyWhileTheDictionaryIsYoung() {
    // 7 against 8 bits: one bit on 4 stretches of ~128 codes each, about 64 bytes a cycle.
    let savings = LZWEncoder.cycleSavingsBits(smallerCodeSize: 7, largerCodeSize: 8)
    #expect((500...530).contains(savings))
    #expect(LZWEncoder.cycleSavingsBits(smallerCodeSize: 2, largerCodeSize: 8) > savings)
  }
}
