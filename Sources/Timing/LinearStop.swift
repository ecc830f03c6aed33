/// One resolved point of a CSS `linear(…)` easing: `output` at input progress `input`
/// (a fraction, so `50%` is 0.5).
public struct LinearStop: Sendable, Equatable, Hashable {
  /// The eased output at this point (may be outside [0, 1]).
  public var output: Double
  /// The input progress (fraction) of this point.
  public var input: Double

  /// A point with both coordinates known.
  public init(output: Double, input: Double) {
    self.output = output
    self.input = input
  }

  /// Resolves the points of a `linear(…)` function as css-easing-2 parses them: the first
  /// point defaults to input 0 and the last to 1, every input is raised to at least the
  /// largest input before it, and runs of points without input are spaced evenly between
  /// their known neighbours.
  ///
  /// - Parameter points: outputs with optional inputs (fractions), in source order. A CSS stop
  ///   with two percentages is passed as two points with the same output.
  public static func resolve(_ points: [(output: Double, input: Double?)]) throws(TimingError) -> [LinearStop] {
    guard points.count >= 2 else {
      throw .invalidLinearStops(reason: "needs at least 2 points, got \(points.count)")
    }
    for point in points where !point.output.isFinite || !(point.input?.isFinite ?? true) {
      throw .invalidLinearStops(reason: "values must be finite numbers")
    }
    var inputs = points.map(\.input)
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }

    // Clamp each known input to the largest known input before it.
    var largest = -Double.infinity
    for index in inputs.indices {
      guard let input = inputs[index] else { continue }
      largest = max(largest, input)
      inputs[index] = largest
    }

    // Spread runs of missing inputs evenly between the known neighbours.
    var index = 1
    while index < inputs.count {
      guard inputs[index] == nil else { index += 1; continue }
      let runStart = index - 1
      var runEnd = index
      while inputs[runEnd] == nil { runEnd += 1 }
      let start = inputs[runStart]!
      let end = inputs[runEnd]!
      let gaps = Double(runEnd - runStart)
      for missing in (runStart + 1)..<runEnd {
        inputs[missing] = start + (end - start) * Double(missing - runStart) / gaps
      }
      index = runEnd + 1
    }
    return zip(points, inputs).map { LinearStop(output: $0.output, input: $1!) }
  }
}

/// Evaluates resolved `linear(…)` points at `input` (css-easing-2): the segment is chosen by
/// the last point with input ≤ `input`, and the end segments extend as straight lines.
func linearStopsProgress(_ input: Double, stops: [LinearStop]) -> Double {
  guard stops.count >= 2 else { return stops.first?.output ?? input }
  // A = last point with input ≤ p (index 0 if none); if A is the last point, step back one.
  var indexA = 0
  for (index, stop) in stops.enumerated() where stop.input <= input {
    indexA = index
  }
  if indexA == stops.count - 1 { indexA -= 1 }
  let a = stops[indexA]
  let b = stops[indexA + 1]
  if a.input == b.input { return b.output }
  let fraction = (input - a.input) / (b.input - a.input)
  return a.output + (b.output - a.output) * fraction
}
