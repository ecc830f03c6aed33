import Timing

/// Decodes one animation: a property animation (from/to/by, CA keyframes or CSS keyframes) or
/// an animation group, with its timing in Core Animation or CSS vocabulary.
struct AnimationDecoder {
  let context: DecodingContext
  let colorSpace: ColorSpace

  static let valueKeys = ["from", "to", "by", "values", "keyTimes", "timingFunctions", "calculationMode",
                          "tensionValues", "continuityValues", "biasValues", "keyframes", "path", "rotationMode"]
  static let keys = ["id", "property", "keyPath", "animations", "after", "when"] + valueKeys + AnimationTimingDecoder.keys

  /// Decodes `node`; `insideGroup` animations may not chain with `after` (their clock is the group's).
  /// `layerType` is nil when the layer's own type is missing or unknown (its error says so).
  /// `groupDuration` is the enclosing group's duration when it has one (given, or taken from its
  /// own group): an animation without a `duration` takes it.
  func decode(_ node: JSONNode, path: String, layerType: String?, insideGroup: Bool = false, groupDuration: TickTime? = nil) -> Animation? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    defer { reader.finish(known: Self.keys) }
    let id = reader.string("id")
    let after = reader.string("after")
    if after != nil && insideGroup {
      context.error(reader.memberPath("after"), "animations inside a group run on the group's clock; chain the group instead", at: reader.node("after"))
    }
    var trigger: ValueTrigger?
    if let whenNode = reader.node("when") {
      if insideGroup {
        context.error(reader.memberPath("when"), "animations inside a group run on the group's clock; give the group the \"when\"", at: whenNode)
      } else if after != nil {
        context.error(reader.memberPath("when"), "give \"after\" or \"when\", not both: an animation starts at one moment", at: whenNode)
      } else {
        trigger = ValueTriggerDecoder(context: context).decode(whenNode, path: reader.memberPath("when"))
      }
    }

    let usesCSSKeyframes = reader.has("keyframes")
    let hasNoDuration = !reader.has("duration")
    let decodedTiming = AnimationTimingDecoder(context: context).decode(&reader, usesCSSKeyframes: usesCSSKeyframes, groupDuration: groupDuration)
    // A group whose duration is known passes it on to children without one; a group without one
    // lasts until its last child ends, so it has none to pass on.
    let durationKnown = !hasNoDuration || groupDuration != nil

    var content: AnimationContent?
    var measures: [TextMeasure] = []
    if let groupNode = reader.node("animations") {
      for key in ["property", "keyPath"] + Self.valueKeys where reader.has(key) {
        context.error(reader.memberPath(key), "a group (\"animations\") animates through its children; move \"\(key)\" into one of them", at: reader.node(key))
      }
      if let elements = ValueReader.array(groupNode, path: reader.memberPath("animations"), context: context) {
        let children = elements.enumerated().compactMap { index, element in
          decode(element, path: JSONPath.element(reader.memberPath("animations"), index), layerType: layerType, insideGroup: true,
                 groupDuration: durationKnown ? decodedTiming?.duration : nil)
        }
        if children.count == elements.count {
          content = .group(children)
        } else {
          // Refused with its group: chaining to one of these reports only their group's errors.
          context.refusedAnimationIDs.formUnion(children.compactMap(\.id))
        }
      }
    } else {
      content = decodePropertyContent(&reader, node: node, path: path, layerType: layerType,
                                      keyframeEasing: decodedTiming?.keyframeEasing ?? .ease, measures: &measures)
    }

    guard let decodedTiming, let content else {
      if let id { context.refusedAnimationIDs.insert(id) }
      if let after, !insideGroup {
        context.refusedReferences.append((.animation, after, reader.memberPath("after"), reader.node("after")?.location))
      }
      if let trigger {
        context.refusedReferences.append((.layer, trigger.layerID, reader.memberPath("when") + ".layer", reader.node("when")?.location))
      }
      return nil
    }
    var timing = decodedTiming.timing
    if case .group(let children) = content, !durationKnown {
      // CAAnimationGroup needs a duration; without one, a group lasts until its last child ends.
      timing.iterationDuration = children.compactMap(\.timing.endTime).max() ?? .zero
    }
    if case .property(_, let values) = content {
      warnIfSegmentSpringsCutOff(values, reader: &reader, iterationSeconds: timing.iterationDuration.seconds)
    }
    if case .group = content {
      let easing = reader.node(oneOf: ["timingFunction", "easing"])
      context.warnIfGroupEasingOvershoots(timing, path: easing.map { reader.memberPath($0.key) } ?? path, node: easing?.node ?? node)
    }
    var animation = Animation(id: id, timing: timing, content: content, composite: decodedTiming.composite,
                              cumulative: decodedTiming.cumulative, autoreverses: decodedTiming.autoreverses, path: path)
    animation.colorSpace = colorSpace
    animation.hasOwnFill = decodedTiming.fillGiven
    animation.textMeasures = measures
    animation.after = after
    animation.afterLocation = reader.node("after")?.location
    animation.trigger = trigger
    animation.triggerLocation = reader.node("when")?.location
    return animation
  }

  /// The keys of CSS-style keyframes that name properties (this format's key paths, or CSS's
  /// names for them such as "transform" or "background-color"), in order of first use; nil when
  /// `keyframes` is not an array of objects.
  private static func propertiesSet(in keyframes: JSONNode) -> [String]? {
    guard case .array(let elements) = keyframes.value else { return nil }
    var named: [String] = []
    for element in elements {
      guard case .object(let members) = element.value else { return nil }
      for member in members where !["offset", "value", "easing", "composite"].contains(member.key) && !named.contains(member.key) {
        let isProperty = AnimatableProperty(keyPath: member.key) != nil || member.key == "transform"
          || Suggestion.synonym(for: member.key).map { AnimatableProperty(keyPath: $0.name) != nil } == true
        if isProperty { named.append(member.key) }
      }
    }
    return named
  }

  private func decodePropertyContent(_ reader: inout ObjectReader, node: JSONNode, path: String, layerType: String?,
                                     keyframeEasing: TimingFunction, measures: inout [TextMeasure]) -> AnimationContent? {
    var property: AnimatableProperty?
    if let (key, propertyNode) = reader.node(oneOf: ["property", "keyPath"]),
       let name = ValueReader.string(propertyNode, path: reader.memberPath(key), context: context) {
      property = AnimatableProperty(keyPath: name)
      if property == nil {
        let hint = Suggestion.didYouMean(name, in: AnimatableProperty.allNames)
        context.error(reader.memberPath(key), "unknown property \"\(name)\"\(hint)", at: propertyNode)
      } else if property == .transformRotation {
        context.warnIfRadianRotation(node, path: path)
      } else if let property, let layerType, let owners = LayerDecoder.owners(ofAnimated: property), !owners.contains(layerType) {
        // As for the key set on the layer itself (`reportKeysOfOtherTypes`): an animation of a
        // property the layer does not have changes nothing (QA: strokeEnd on a text layer passed).
        context.error(reader.memberPath(key), "\"\(name)\" applies to \(owners.joined(separator: ", ")) layers only; this layer's type is \"\(layerType)\"",
                      at: propertyNode)
      }
    } else if !reader.has("property") && !reader.has("keyPath") {
      if let keyframes = reader.node("keyframes"), let named = Self.propertiesSet(in: keyframes), !named.isEmpty {
        // A CSS @keyframes rule setting several properties: one message for what would be a
        // "property is required", and a "value is required" plus an unknown key per keyframe.
        let list = named.map { "\"\($0)\"" }.joined(separator: ", ")
        context.error(reader.memberPath("keyframes"), "each keyframe holds one \"value\" of the animation's \"property\": a CSS @keyframes rule "
          + "that sets several properties (here \(list)) is one animation per property, each with its own keyframes", at: keyframes)
        return nil
      }
      context.error(reader.memberPath("property"), "is required: the key path to animate, e.g. \"opacity\" or \"position.x\" (or \"animations\" for a group)", at: node)
    }

    // Blame the second style as written: the key added to an animation that already had values.
    let styles = [["from", "to", "by"], ["values"], ["keyframes"], ["path"]].compactMap(reader.firstWritten(of:))
    if styles.count > 1 {
      let ordered = [styles[0], styles[1]].sorted { ($0.node.location.line, $0.node.location.column) < ($1.node.location.line, $1.node.location.column) }
      context.error(reader.memberPath(ordered[1].key), "\"\(ordered[1].key)\" cannot go with \"\(ordered[0].key)\": give one of from/to/by, values (+ keyTimes), keyframes or path, not several", at: ordered[1].node)
    }
    let valuesDecoder = KeyframeValuesDecoder(context: context, colorSpace: colorSpace)
    // With an unknown property the values' kind is unknown too: checking them as numbers would
    // only add follow-on errors ("to: expected a number, got an array"). Their keys are known.
    if property == nil, reader.has("property") || reader.has("keyPath") { return nil }
    let kind = property?.kind ?? .number
    let content: AnimationValues?
    if reader.has("values") {
      content = valuesDecoder.decodeCoreAnimation(&reader, kind: kind)
    } else if reader.has("path") {
      content = valuesDecoder.decodePath(&reader, property: property)
    } else if reader.has("keyframes") {
      content = valuesDecoder.decodeCSS(&reader, kind: kind, defaultEasing: keyframeEasing)
    } else {
      content = valuesDecoder.decodeBasic(&reader, kind: kind, path: path, node: node, needsValue: property != nil, measures: &measures)
    }
    for key in ["keyTimes", "timingFunctions", "calculationMode", "tensionValues", "continuityValues", "biasValues"]
      where reader.has(key) && !reader.has("values") && !(reader.has("path") && !key.hasSuffix("Values")) {
      context.error(reader.memberPath(key), "\"\(key)\" goes with \"values\"", at: reader.node(key))
    }
    if reader.has("rotationMode"), !reader.has("path") {
      context.error(reader.memberPath("rotationMode"), "\"rotationMode\" turns a layer along a \"path\"; this animation has none", at: reader.node("rotationMode"))
    }
    guard let property, let content else { return nil }
    return .property(property, content)
  }
}

extension LayerDecoder {
  /// The layer types that have the key `property` animates (`strokeEnd`: rect, ellipse, path;
  /// `fontSize`: text), or nil when every type has it (`opacity`, `transform.scale`).
  static func owners(ofAnimated property: AnimatableProperty) -> [String]? {
    let key = property.rawValue.split(separator: ".").first.map(String.init) ?? property.rawValue
    guard allTypeKeys.contains(key) else { return nil }
    return types.filter { typeKeys[$0]?.contains(key) == true }
  }
}
