/// Median cut by weighted variance: repeatedly split the box with the largest weighted squared
/// error, along its widest axis, at the weighted median. Deterministic: every sort breaks ties
/// by the full colour value.
enum MedianCut {
  private struct Box {
    var range: Range<Int>
    var error: Double
    var axis: Int
  }

  /// Up to `count` representative colours (weighted means of the boxes) for `colors`.
  static func split(_ colors: [WeightedColor], into count: Int) -> [UInt32] {
    guard count > 0, !colors.isEmpty else { return [] }
    var items = colors
    var boxes = [makeBox(items, 0..<items.count)]
    while boxes.count < count {
      // The box whose split lowers the total error most is, to first order, the one with most error.
      guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
            boxes[worst].error > 0, boxes[worst].range.count > 1 else { break }
      let box = boxes[worst]
      let axis = box.axis
      items[box.range].sort { a, b in
        let ca = a.channel(axis), cb = b.channel(axis)
        return ca != cb ? ca < cb : a.rgb < b.rgb
      }
      let total = items[box.range].reduce(0) { $0 + $1.weight }
      var cumulative = 0.0
      var cut = box.range.lowerBound + 1
      for index in box.range {
        cumulative += items[index].weight
        if cumulative >= total / 2 { cut = index + 1; break }
      }
      cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
      boxes[worst] = makeBox(items, box.range.lowerBound..<cut)
      boxes.append(makeBox(items, cut..<box.range.upperBound))
    }
    return boxes.map { mean(items, $0.range) }
  }

  private static func makeBox(_ items: [WeightedColor], _ range: Range<Int>) -> Box {
    var sum = [0.0, 0.0, 0.0], sumSquares = [0.0, 0.0, 0.0], weight = 0.0
    for index in range {
      let item = items[index]
      for axis in 0..<3 {
        let value = Double(item.channel(axis))
        sum[axis] += value * item.weight
        sumSquares[axis] += value * value * item.weight
      }
      weight += item.weight
    }
    var error = 0.0, widestAxis = 0, widestError = -1.0
    for axis in 0..<3 {
      let axisError = max(0, sumSquares[axis] - sum[axis] * sum[axis] / weight)
      error += axisError
      if axisError > widestError { widestError = axisError; widestAxis = axis }
    }
    // A single colour cannot be split, however heavy.
    return Box(range: range, error: range.count > 1 ? error : 0, axis: widestAxis)
  }

  private static func mean(_ items: [WeightedColor], _ range: Range<Int>) -> UInt32 {
    var r = 0.0, g = 0.0, b = 0.0, weight = 0.0
    for index in range {
      let item = items[index]
      r += Double(item.channel(0)) * item.weight
      g += Double(item.channel(1)) * item.weight
      b += Double(item.channel(2)) * item.weight
      weight += item.weight
    }
    return packRGB(r / weight, g / weight, b / weight)
  }
}
