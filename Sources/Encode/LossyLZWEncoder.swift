/// GIF LZW that may write a *near* colour instead of the exact one when that extends the
/// current dictionary string — the idea of gifsicle's `--lossy`, bounded per pixel.
///
/// For every pixel the caller says which palette entries are acceptable: entries within the
/// tolerance of the wanted colour (`neighbours`, nearest first), plus the transparent index
/// when the pixel may be left as it is. Greedily, the encoder extends the current string with
/// the first acceptable symbol the dictionary already has (the wanted one first), so runs and
/// repeats that differ by an antialiasing step still compress as one code. What it wrote is
/// returned so the caller knows what the decoder shows.
struct LossyLZWEncoder {
  /// Acceptable substitutes per palette index: `list[offsets[i] ..< offsets[i + 1]]`, nearest first, `i` itself first.
  let neighbourOffsets: [Int]
  let neighbourList: [UInt8]
  let minimumCodeSize: Int

  /// Neighbour lists for `colors`: entries within `tolerance` (Euclidean RGB), at most `limit` each.
  init(colors: [UInt32], tolerance: Int, limit: Int, minimumCodeSize: Int) {
    var offsets = [0]
    var list: [UInt8] = []
    let limitSquared = tolerance * tolerance
    for (index, color) in colors.enumerated() {
      var near: [(distance: Int, index: Int)] = []
      for (other, candidate) in colors.enumerated() {
        let d = Self.distanceSquared(color, candidate)
        if d <= limitSquared { near.append((d, other)) }
      }
      near.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
      precondition(near.first?.index == index || near.first?.distance == 0)
      // The colour itself always comes first (a duplicate colour could tie with it).
      list.append(UInt8(index))
      for entry in near.prefix(limit) where entry.index != index { list.append(UInt8(entry.index)) }
      offsets.append(list.count)
    }
    neighbourOffsets = offsets
    neighbourList = list
    self.minimumCodeSize = minimumCodeSize
  }

  @inline(__always) static func distanceSquared(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = Int(a >> 16) - Int(b >> 16)
    let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
    let db = Int(a & 0xFF) - Int(b & 0xFF)
    return dr * dr + dg * dg + db * db
  }

  /// Encodes `wanted` (palette indices); where `mayKeep[i]`, `transparent` (keep what is shown)
  /// is acceptable too. Appends the LZW block to `output` and returns the symbols written.
  func encode(wanted: [UInt8], mayKeep: [Bool], transparent: UInt8, into output: inout [UInt8]) -> [UInt8] {
    precondition(wanted.count == mayKeep.count && !wanted.isEmpty)
    output.append(UInt8(minimumCodeSize))
    var writer = SubBlockBitWriter()
    var dictionary = LZWDictionary(minimumCodeSize: minimumCodeSize, symbolCount: wanted.count)
    var written = [UInt8](repeating: 0, count: wanted.count)

    writer.write(dictionary.clearCode, bits: dictionary.codeSize, into: &output)
    // First symbol: the exact colour, or "keep" where allowed (it costs nothing to look at).
    var previousSymbol = mayKeep[0] ? transparent : wanted[0]
    written[0] = previousSymbol
    var prefix = Int(previousSymbol)
    var position = 1
    while position < wanted.count {
      let target = Int(wanted[position])
      let keep = mayKeep[position]
      // Try to extend the current string: preferred symbol first, then near colours.
      var extended = false
      let preferred = keep ? Int(transparent) : target
      var hit = dictionary.find(prefix: prefix, symbol: preferred)
      var chosen = preferred
      if hit.code < 0 {
        if keep {
          let exact = dictionary.find(prefix: prefix, symbol: target)
          if exact.code >= 0 { hit = exact; chosen = target }
        }
        // The transparent index (transparent content) has no near colours.
        if hit.code < 0 && target + 1 < neighbourOffsets.count {
          for k in (neighbourOffsets[target] + 1)..<neighbourOffsets[target + 1] {
            let candidate = Int(neighbourList[k])
            let found = dictionary.find(prefix: prefix, symbol: candidate)
            if found.code >= 0 { hit = found; chosen = candidate; break }
          }
        }
      }
      if hit.code >= 0 {
        prefix = hit.code
        extended = true
      }
      if !extended {
        writer.write(prefix, bits: dictionary.codeSize, into: &output)
        // Start the next string; continuing the previous symbol's run keeps future strings long.
        let previousOK = previousSymbol == transparent ? keep
          : (previousSymbol == wanted[position] || isNeighbour(Int(previousSymbol), of: target))
        chosen = previousOK ? Int(previousSymbol) : preferred
        let slot = dictionary.find(prefix: prefix, symbol: chosen).slot  // absent: every acceptable symbol was tried above
        if let code = dictionary.claimCode() {
          dictionary.insert(prefix: prefix, symbol: chosen, code: code, at: slot)
        } else {
          writer.write(dictionary.clearCode, bits: dictionary.codeSize, into: &output)
          dictionary.clear()
        }
        prefix = chosen
      }
      written[position] = UInt8(chosen)
      previousSymbol = UInt8(chosen)
      position += 1
    }
    writer.write(prefix, bits: dictionary.codeSize, into: &output)
    writer.write(dictionary.clearCode + 1, bits: dictionary.endCodeSize, into: &output)
    writer.finish(into: &output)
    return written
  }

  @inline(__always) private func isNeighbour(_ symbol: Int, of target: Int) -> Bool {
    guard target + 1 < neighbourOffsets.count else { return false }
    for k in neighbourOffsets[target]..<neighbourOffsets[target + 1] where Int(neighbourList[k]) == symbol { return true }
    return false
  }
}
