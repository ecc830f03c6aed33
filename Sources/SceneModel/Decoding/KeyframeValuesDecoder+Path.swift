import Timing

/// `"path"`: motion along one SVG subpath (`CAKeyframeAnimation.path`, CSS `offset-path`),
/// with `keyTimes`, `timingFunctions` and `calculationMode` as for `values`, and `rotationMode`.
extension KeyframeValuesDecoder {
  /// A motion path may have this many segments: each keeps a table of lengths for pacing.
  static let maximumPathSegments = 10_000

  /// The rotation modes by the names Core Animation and this format give them.
  static let rotationModes: [(String, MotionPath.Rotation)] = [
    ("auto", .auto), ("autoReverse", .autoReverse), ("rotateAuto", .auto), ("rotateAutoReverse", .autoReverse),
  ]

  func decodePath(_ reader: inout ObjectReader, property: AnimatableProperty?) -> AnimationValues? {
    guard let node = reader.node("path") else { return nil }
    let pathPath = reader.memberPath("path")
    if let property, property != .position {
      context.error(pathPath, "a path moves the layer: it animates \"position\", not \"\(property.rawValue)\"", at: node)
      return nil
    }
    guard let text = ValueReader.string(node, path: pathPath, context: context) else { return nil }
    if text.unicodeScalars.count > 1_000_000 {
      context.error(pathPath, "path data of \(text.unicodeScalars.count) characters is longer than the limit of 1000000", at: node)
      return nil
    }
    let data: PathData
    switch SVGPathParser.parse(text) {
    case .success(let parsed): data = parsed
    case .failure(let failure):
      context.error(pathPath, "\(failure.message) (at character \(failure.offset + 1) of the path data)", at: node)
      return nil
    }
    guard let segments = motionSegments(data, path: pathPath, node: node) else { return nil }

    var rotation: MotionPath.Rotation?
    if let rotationNode = reader.node("rotationMode") {
      guard let value = context.keyword(rotationNode, path: reader.memberPath("rotationMode"), table: Self.rotationModes) else { return nil }
      rotation = value
    }
    let keyTimes = numbers(&reader, "keyTimes")
    let timingFunctions = timingFunctionList(&reader)
    guard let mode = calculationMode(&reader, cubicAllowed: false) else { return nil }
    if mode == .cubic {
      context.error(reader.memberPath("calculationMode"), "\"cubic\" draws a curve through values; a path is its own curve: use \"linear\" (key times per point) or \"paced\" (constant speed)", at: reader.node("calculationMode"))
      return nil
    }
    // The path's points are its keyframes: the keyframe track checks the key times and
    // timing functions against them, with the messages `values` gets.
    let motionPoints = MotionPath(segments: segments, pacing: .paced, rotation: nil).points
    let track: KeyframeTrack<TrackValue>
    do {
      track = try KeyframeTrack(values: motionPoints.map { TrackValue(.vector($0)) }, keyTimes: keyTimes,
                                timingFunctions: timingFunctions, mode: mode)
    } catch {
      let field = Self.field(of: error) == "values" ? "path" : Self.field(of: error)
      context.error(reader.memberPath(field), error.description.replacingOccurrences(of: "values", with: "points of the path"), at: reader.node(field) ?? node)
      return nil
    }
    let pacing: MotionPath.Pacing
    switch mode {
    case .paced, .cubicPaced: pacing = .paced
    case .discrete: pacing = .discrete(keyTimes: track.keyTimes)
    default: pacing = .linear(keyTimes: track.keyTimes, timingFunctions: timingFunctions)
    }
    return .path(MotionPath(segments: segments, pacing: pacing, rotation: rotation))
  }

  /// The segments of one subpath; a second `M` (a jump) or a path with nothing after its `M`
  /// is an error.
  private func motionSegments(_ data: PathData, path: String, node: JSONNode) -> [MotionPath.Segment]? {
    var segments: [MotionPath.Segment] = []
    var start = Vec2.zero
    var current = Vec2.zero
    var moves = 0
    for command in data.commands {
      switch command {
      case .move(let point):
        moves += 1
        if moves > 1 && !segments.isEmpty {
          context.error(path, "a motion path is one subpath: a second \"M\" would make the layer jump (use one animation per subpath, chained with \"after\")", at: node)
          return nil
        }
        start = point
        current = point
      case .line(let point):
        segments.append(.line(current, point))
        current = point
      case .quadratic(let control, let point):
        segments.append(.quadratic(current, control, point))
        current = point
      case .cubic(let control1, let control2, let point):
        segments.append(.cubic(current, control1, control2, point))
        current = point
      case .close:
        if current != start { segments.append(.line(current, start)) }
        current = start
      }
    }
    if segments.isEmpty {
      context.error(path, "needs at least one segment after its \"M\", e.g. \"M 20 100 C 100 0 200 200 280 100\"", at: node)
      return nil
    }
    if segments.count > Self.maximumPathSegments {
      context.error(path, "a motion path may have at most \(Self.maximumPathSegments) segments, got \(segments.count)", at: node)
      return nil
    }
    return segments
  }
}
