import Timing

extension AnimationDecoder {
  /// Warns about keyframe segments whose spring easing their length cuts off
  /// (`DecodingContext.warnIfSegmentSpringsCutOff`), pointing at where each easing is written:
  /// Core Animation's `timingFunctions[i]`, a CSS keyframe's `easing`, or the animation's own
  /// `timingFunction`/`easing` for CSS intervals that take it.
  func warnIfSegmentSpringsCutOff(_ values: AnimationValues, reader: inout ObjectReader, iterationSeconds: Double) {
    switch values {
    case .keyframes(let track):
      let items = Self.elements(reader.node("timingFunctions"))
      let listPath = reader.memberPath("timingFunctions")
      context.warnIfSegmentSpringsCutOff(track, iterationSeconds: iterationSeconds) { segment in
        segment < items.count ? (JSONPath.element(listPath, segment), items[segment]) : nil
      }
    case .cssKeyframes(let frames, let defaultEasing, _):
      // The track the frames make when sampled, but for its values: its timing is the same.
      guard !frames.isEmpty,
            let track = try? KeyframeTrack(cssKeyframes: frames, underlyingValue: frames[0].value, defaultEasing: defaultEasing)
      else { return }
      // A missing 0 % keyframe is put first, eased by the animation's easing.
      let firstOffset = frames[0].offset ?? (frames.count > 1 ? 0 : 1)
      let shift = firstOffset == 0 ? 0 : 1
      let elements = Self.elements(reader.node("keyframes"))
      let framesPath = reader.memberPath("keyframes")
      let animationEasing = reader.node(oneOf: ["timingFunction", "easing"]).map { (path: reader.memberPath($0.key), node: $0.node) }
      context.warnIfSegmentSpringsCutOff(track, iterationSeconds: iterationSeconds) { segment in
        let index = segment - shift
        if index >= 0, index < frames.count, frames[index].easing != nil, index < elements.count {
          return (JSONPath.member(JSONPath.element(framesPath, index), "easing"), Self.member("easing", of: elements[index]))
        }
        return animationEasing.map { ($0.path, $0.node) }
      }
    case .basic, .path:
      return
    }
  }

  private static func elements(_ node: JSONNode?) -> [JSONNode] {
    if case .array(let items)? = node?.value { return items }
    return []
  }

  private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
    if case .object(let members) = node.value { return members.first { $0.key == key }?.value }
    return nil
  }
}
