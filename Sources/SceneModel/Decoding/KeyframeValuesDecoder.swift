import Timing

/// Reads an animation's values: from/to/by, CAKeyframeAnimation's `values` + `keyTimes` +
/// `timingFunctions` + `calculationMode`, or CSS `keyframes: [{offset, value, easing}]`.
struct KeyframeValuesDecoder {
  let context: DecodingContext
  let colorSpace: ColorSpace

  func decodeBasic(_ reader: inout ObjectReader, kind: PropertyKind, path: String, node: JSONNode, needsValue: Bool,
                   measures: inout [TextMeasure]) -> AnimationValues? {
    func value(_ key: String) -> PropertyValue? {
      guard let valueNode = reader.node(key) else { return nil }
      if let end = TextMeasure.End(rawValue: key), DecodingContext.isMeasure(valueNode) {
        // Filled in from the measured text once fonts are loaded; a measure with a problem has
        // reported it, so it is not read again as a plain value.
        if let measure = context.textMeasure(valueNode, target: .animation(end), kind: kind, path: reader.memberPath(key)) {
          measures.append(measure)
        }
        return nil
      }
      return context.propertyValue(valueNode, kind: kind, path: reader.memberPath(key))
    }
    let values = BasicValues(from: value("from"), to: value("to"), by: value("by"))
    if reader.has("from"), reader.has("to"), reader.has("by") {
      // Core Animation interpolates from → to and ignores "by"; a scene with all three means
      // something it does not get.
      context.error(reader.memberPath("by"), "give one or two of \"from\", \"to\" and \"by\": with both \"from\" and \"to\", \"by\" would be ignored", at: reader.node("by"))
      return nil
    }
    if kind == .string, reader.has("by") {
      context.error(reader.memberPath("by"), "text cannot be animated by a relative amount", at: reader.node("by"))
      return nil
    }
    if let problem = Self.overflow(in: values) {
      context.error(reader.memberPath(problem.key), problem.message, at: reader.node(problem.key))
      return nil
    }
    if needsValue, !reader.has("from"), !reader.has("to"), !reader.has("by") {
      context.error(path, "needs \"from\", \"to\" or \"by\", \"values\", or \"keyframes\"", at: node)
      return nil
    }
    return .basic(values)
  }

  func decodeCoreAnimation(_ reader: inout ObjectReader, kind: PropertyKind) -> AnimationValues? {
    let valuesPath = reader.memberPath("values")
    guard let valuesNode = reader.node("values"),
          let elements = ValueReader.array(valuesNode, path: valuesPath, context: context) else { return nil }
    if elements.isEmpty { context.error(valuesPath, "needs at least one value", at: valuesNode) }
    let values = elements.enumerated().compactMap { index, element in
      context.record(JSONPath.element(valuesPath, index), element)  // so checks after decoding can point at one value
      return context.propertyValue(element, kind: kind, path: JSONPath.element(valuesPath, index)).map { TrackValue($0, colorSpace: colorSpace) }
    }
    let keyTimes = numbers(&reader, "keyTimes")
    let timingFunctions = timingFunctionList(&reader)
    guard let mode = calculationMode(&reader) else { return nil }
    let tension = splineParameters(&reader, "tensionValues", mode: mode)
    let continuity = splineParameters(&reader, "continuityValues", mode: mode)
    let bias = splineParameters(&reader, "biasValues", mode: mode)
    guard values.count == elements.count, !values.isEmpty else { return nil }
    if kind == .string, mode != .discrete, mode != .linear {
      context.error(reader.memberPath("calculationMode"), "text values switch discretely; use \"discrete\" (or \"linear\", which holds each value until the next key time)", at: reader.node("calculationMode"))
      return nil
    }
    do {
      return .keyframes(try KeyframeTrack(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: mode,
                                          tension: tension, continuity: continuity, bias: bias))
    } catch {
      var message = error.description
      // Seconds written as key times (QA: an article's [0, 0.4, 3.4, 3.8] for a 3.8 s loop).
      if case .keyTimeOutOfRange(_, let value) = error, value > 1, let keyTimes, let last = keyTimes.last, last > 1 {
        let fractions = keyTimes.map { NumberFormatting.roundTrip(($0 / last * 100_000).rounded() / 100_000) }
        message += "; key times are fractions of the duration: if these are seconds of a \(NumberFormatting.roundTrip(last)) s animation, "
          + "write \"duration\": \(NumberFormatting.roundTrip(last)) and \"keyTimes\": [\(fractions.joined(separator: ", "))]"
      }
      context.error(reader.memberPath(Self.field(of: error)), message, at: reader.node(Self.field(of: error)) ?? valuesNode)
      return nil
    }
  }

  func decodeCSS(_ reader: inout ObjectReader, kind: PropertyKind, defaultEasing: TimingFunction) -> AnimationValues? {
    let framesPath = reader.memberPath("keyframes")
    guard let framesNode = reader.node("keyframes"),
          let elements = ValueReader.array(framesNode, path: framesPath, context: context) else { return nil }
    if elements.isEmpty { context.error(framesPath, "needs at least one keyframe", at: framesNode); return nil }
    var keyframes: [CSSKeyframe<TrackValue>] = []
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(framesPath, index)
      guard var frame = ObjectReader(element, path: path, context: context) else { continue }
      defer { frame.finish(known: ["offset", "value", "easing"]) }
      // Every key is read even after a problem, so each one is checked and reported on its own.
      var ok = true
      var offset: Double?
      if let node = frame.node("offset") {
        if case .string(let text) = node.value, ["from", "to"].contains(text.lowercased()) {
          offset = text.lowercased() == "from" ? 0 : 1  // CSS's keyword selectors for 0% and 100%
        } else if case .string(let text) = node.value, text.hasSuffix("%"), let percent = Double(text.dropLast()) {
          offset = percent / 100  // "40%" as in CSS
          if !(0...1).contains(percent / 100) {
            context.error(frame.memberPath("offset"), "must be in [0, 1] (or \"0%\"…\"100%\"), got \"\(text)\"", at: node)
            ok = false
          }
        } else if case .string(let text) = node.value {
          // "50" for "50%": a percentage needs its sign, a fraction must be a number. CSS's
          // shared selector ("0%, 80%") is one keyframe per offset here.
          let shared = text.contains(",") ? "; a keyframe has one offset: write one keyframe for each, with the same value" : ""
          context.error(frame.memberPath("offset"), "expected a number in [0, 1], a percentage such as \"40%\", \"from\" or \"to\", got \"\(text)\"\(shared)", at: node)
          ok = false
        } else {
          offset = context.number(node, path: frame.memberPath("offset"), in: 0...1, rangeText: "in [0, 1] (or \"0%\"…\"100%\")")
          if offset == nil { ok = false }
        }
      }
      var value: PropertyValue?
      if let valueNode = frame.node("value") {
        value = context.propertyValue(valueNode, kind: kind, path: frame.memberPath("value"))
      } else {
        context.error(frame.memberPath("value"), "is required", at: element)
      }
      var easing: TimingFunction?
      if let node = frame.node("easing") {
        easing = context.timingFunction(node, path: frame.memberPath("easing"))
        if easing == nil { ok = false }
      }
      guard ok, let value else { continue }
      // CSS's discrete values (text) flip half-way between keyframes, not at the next one.
      keyframes.append(CSSKeyframe(offset: offset, value: TrackValue(value, colorSpace: colorSpace, discreteSwitch: 0.5), easing: easing))
    }
    guard keyframes.count == elements.count else { return nil }
    let track: KeyframeTrack<TrackValue>
    do {
      // Validate the offsets now (the underlying value only fills in missing ends at sample time).
      track = try KeyframeTrack(cssKeyframes: keyframes, underlyingValue: keyframes[0].value, defaultEasing: defaultEasing)
    } catch {
      // The user wrote offsets, not Core Animation's key times (QA).
      var message = error.description
      if case let .keyTimesDecreasing(index, value, previous) = error {
        message = "offsets must not decrease (\(NumberFormatting.roundTrip(value)) at [\(index)] after \(NumberFormatting.roundTrip(previous)))"
      }
      context.error(framesPath, message, at: framesNode)
      return nil
    }
    // No end was synthesized (the track has a value per keyframe): it is the animation's track.
    return .cssKeyframes(keyframes, defaultEasing: defaultEasing, complete: track.values.count == keyframes.count ? track : nil)
  }

  /// `timingFunctions`, each checked where it is written; nil when absent or one is wrong.
  func timingFunctionList(_ reader: inout ObjectReader) -> [TimingFunction]? {
    guard let node = reader.node("timingFunctions"),
          let items = ValueReader.array(node, path: reader.memberPath("timingFunctions"), context: context) else { return nil }
    let parsed = items.enumerated().compactMap { index, item in
      context.timingFunction(item, path: JSONPath.element(reader.memberPath("timingFunctions"), index))
    }
    return parsed.count == items.count ? parsed : nil
  }

  /// `calculationMode` (linear when absent), nil after an error. Paced modes warn that
  /// `keyTimes` and `timingFunctions` do nothing, naming the modes that use them (`cubic`
  /// only for `values`: a path is its own curve).
  func calculationMode(_ reader: inout ObjectReader, cubicAllowed: Bool = true) -> CalculationMode? {
    var mode = CalculationMode.linear
    if let node = reader.node("calculationMode") {
      let table = CalculationMode.allCases.map { ($0.rawValue, $0) }
      guard let value = context.keyword(node, path: reader.memberPath("calculationMode"), table: table) else { return nil }
      mode = value
    }
    if mode == .paced || mode == .cubicPaced {
      // As in Core Animation, pacing times the keyframes by distance (QA: accepted in silence).
      for key in ["keyTimes", "timingFunctions"] where reader.has(key) {
        context.warning(reader.memberPath(key), "ignored with \"calculationMode\": \"\(mode.rawValue)\", which times the keyframes by the distance between them (as Core Animation does); use \(cubicAllowed ? "\"linear\" or \"cubic\"" : "\"linear\"") to time them with \(key)", at: reader.node(key))
      }
    }
    return mode
  }

  /// Kochanek–Bartels parameters, each checked where it is written (`tensionValues[1]`); on a
  /// mode that draws no spline they change nothing, which is worth a warning.
  private func splineParameters(_ reader: inout ObjectReader, _ key: String, mode: CalculationMode) -> [Double]? {
    guard let node = reader.node(key), let items = ValueReader.array(node, path: reader.memberPath(key), context: context) else { return nil }
    if mode != .cubic, mode != .cubicPaced {
      context.warning(reader.memberPath(key), "shapes only \"cubic\" and \"cubicPaced\" animations; this animation's calculationMode is \"\(mode.rawValue)\", so it has no effect", at: node)
    }
    let values = items.enumerated().compactMap { index, item in
      context.number(item, path: JSONPath.element(reader.memberPath(key), index), in: -1...1, rangeText: "between -1 and 1")
    }
    return values.count == items.count ? values : nil
  }

  func numbers(_ reader: inout ObjectReader, _ key: String) -> [Double]? {
    guard let node = reader.node(key), let items = ValueReader.array(node, path: reader.memberPath(key), context: context) else { return nil }
    let values = items.enumerated().compactMap { index, item in
      ValueReader.number(item, path: JSONPath.element(reader.memberPath(key), index), context: context)
    }
    return values.count == items.count ? values : nil
  }

  /// Which field a keyframe-track error is about, so the message carries its path.
  static func field(of error: TimingError) -> String {
    switch error {
    case .keyTimesCountMismatch, .keyTimeOutOfRange, .keyTimesDecreasing, .keyTimesMustSpanUnitInterval,
         .discreteKeyTimesMustStartAtZero, .discreteKeyTimesMustEndAtOne: return "keyTimes"
    case .timingFunctionsCountMismatch: return "timingFunctions"
    case .invalidTiming(let field, _) where field == "calculationMode": return "calculationMode"
    case .invalidTiming(let field, _) where ["tension", "continuity", "bias"].contains(field): return field + "Values"
    default: return "values"
    }
  }

  /// An end computed from the given values (`from + by`, `to − by`), or the distance the
  /// animation covers, that is beyond the largest double: sampling would print `inf` or `nan`.
  static func overflow(in values: BasicValues) -> (key: String, message: String)? {
    func numbers(_ value: PropertyValue) -> [Double] {
      switch value {
      case .number(let number): return [number]
      case .vector(let vector): return [vector.x, vector.y]
      default: return []
      }
    }
    let limit = "beyond the largest number (about 1.8e308)"
    switch (values.from, values.to, values.by) {
    case let (from?, nil, by?) where numbers(PropertyValue.add(from, by)).contains { !$0.isFinite }:
      return ("by", "\"from\" + \"by\" is \(limit), so the animation has no end value")
    case let (nil, to?, by?) where numbers(PropertyValue.subtract(to, by)).contains { !$0.isFinite }:
      return ("by", "\"to\" − \"by\" is \(limit), so the animation has no start value")
    case let (from?, to?, _) where numbers(PropertyValue.subtract(to, from)).contains { !$0.isFinite }:
      return ("to", "the distance from \"from\" to \"to\" is \(limit), so the values between cannot be computed")
    default:
      return nil
    }
  }

}
