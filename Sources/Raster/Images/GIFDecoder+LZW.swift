extension GIFDecoder {
  /// Decodes GIF LZW data into at most `pixelCount` palette indices.
  ///
  /// Lenient the way browsers are: a missing end code or short data yields fewer indices rather
  /// than an error; a full table (4096 codes) keeps the 12-bit code size until the next clear.
  static func decodeLZW(_ data: [UInt8], minimumCodeSize: Int, pixelCount: Int, frameIndex: Int) throws(GIFDecodeError) -> [UInt8] {
    guard (1...11).contains(minimumCodeSize) else {
      throw .invalidLZW(frameIndex: frameIndex, reason: "minimum code size \(minimumCodeSize)")
    }
    let maximumCodes = 4096
    let clearCode = 1 << minimumCodeSize
    let endCode = clearCode + 1
    var prefix = [Int](repeating: 0, count: maximumCodes)
    var suffix = [UInt8](repeating: 0, count: maximumCodes)
    var firstSymbol = [UInt8](repeating: 0, count: maximumCodes)
    var length = [Int](repeating: 0, count: maximumCodes)
    for code in 0..<min(clearCode, maximumCodes) {
      suffix[code] = UInt8(truncatingIfNeeded: code)
      firstSymbol[code] = UInt8(truncatingIfNeeded: code)
      length[code] = 1
    }
    var output = [UInt8](repeating: 0, count: pixelCount)
    var written = 0
    var codeSize = minimumCodeSize + 1
    var nextCode = endCode + 1
    var previous = -1
    var accumulator: UInt32 = 0
    var bitCount = 0
    var position = 0

    decoding: while written < pixelCount {
      while bitCount < codeSize {
        guard position < data.count else { break decoding }
        accumulator |= UInt32(data[position]) << UInt32(bitCount)
        position += 1
        bitCount += 8
      }
      let code = Int(accumulator & ((1 << UInt32(codeSize)) - 1))
      accumulator >>= UInt32(codeSize)
      bitCount -= codeSize

      if code == clearCode {
        codeSize = minimumCodeSize + 1
        nextCode = endCode + 1
        previous = -1
        continue
      }
      if code == endCode { break }
      if previous < 0 {
        guard code < clearCode else {
          throw .invalidLZW(frameIndex: frameIndex, reason: "code \(code) before any literal")
        }
        output[written] = UInt8(code)
        written += 1
        previous = code
        continue
      }
      let first: UInt8
      if code < nextCode {
        first = firstSymbol[code]
        emit(code, into: &output, at: &written, prefix: prefix, suffix: suffix, length: length)
      } else if code == nextCode && nextCode < maximumCodes {
        // The "KwKwK" case: the string is previous + first symbol of previous.
        first = firstSymbol[previous]
        emit(previous, into: &output, at: &written, prefix: prefix, suffix: suffix, length: length)
        if written < pixelCount { output[written] = first; written += 1 }
      } else {
        throw .invalidLZW(frameIndex: frameIndex, reason: "code \(code) beyond table size \(nextCode)")
      }
      if nextCode < maximumCodes {
        prefix[nextCode] = previous
        suffix[nextCode] = first
        firstSymbol[nextCode] = firstSymbol[previous]
        length[nextCode] = length[previous] + 1
        nextCode += 1
        if nextCode == (1 << codeSize) && codeSize < 12 { codeSize += 1 }
      }
      previous = code
    }
    if written < pixelCount { output.removeLast(pixelCount - written) }
    return output
  }

  /// Writes the string for `code` (walking its prefix chain backwards), clipped to the output.
  @inline(__always)
  private static func emit(_ code: Int, into output: inout [UInt8], at written: inout Int, prefix: [Int], suffix: [UInt8], length: [Int]) {
    let count = length[code]
    var cursor = code
    var index = written + count - 1
    while index >= written {
      if index < output.count { output[index] = suffix[cursor] }
      cursor = prefix[cursor]
      index -= 1
    }
    written = min(written + count, output.count)
  }
}
