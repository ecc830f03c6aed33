/// Robert Penner's easing names as easings.net lists them (`easeInOutBack`, `ease-out-quad`),
/// which flipbook does not build in: each but elastic and bounce is close to a cubic Bézier,
/// and easings.net publishes the one to use.
enum PennerEasing {
  /// easings.net's cubic-bezier() for each curve, by "in", "out" or "inout" and family.
  static let cubicBeziers: [String: String] = [
    "insine": "0.12, 0, 0.39, 0", "outsine": "0.61, 1, 0.88, 1", "inoutsine": "0.37, 0, 0.63, 1",
    "inquad": "0.11, 0, 0.5, 0", "outquad": "0.5, 1, 0.89, 1", "inoutquad": "0.45, 0, 0.55, 1",
    "incubic": "0.32, 0, 0.67, 0", "outcubic": "0.33, 1, 0.68, 1", "inoutcubic": "0.65, 0, 0.35, 1",
    "inquart": "0.5, 0, 0.75, 0", "outquart": "0.25, 1, 0.5, 1", "inoutquart": "0.76, 0, 0.24, 1",
    "inquint": "0.64, 0, 0.78, 0", "outquint": "0.22, 1, 0.36, 1", "inoutquint": "0.83, 0, 0.17, 1",
    "inexpo": "0.7, 0, 0.84, 0", "outexpo": "0.16, 1, 0.3, 1", "inoutexpo": "0.87, 0, 0.13, 1",
    "incirc": "0.55, 0, 1, 0.45", "outcirc": "0, 0.55, 0.45, 1", "inoutcirc": "0.85, 0, 0.15, 1",
    "inback": "0.36, 0, 0.66, -0.56", "outback": "0.34, 1.56, 0.64, 1", "inoutback": "0.68, -0.6, 0.32, 1.6",
  ]

  /// What to write instead of the Penner curve `word` names, or nil when it names none.
  static func advice(for word: String) -> String? {
    // easeInOutBack, ease-in-out-back, ease_in_out_back, EaseInOutBack: one key.
    let key = word.lowercased().filter { $0 != "-" && $0 != "_" }
    guard key.hasPrefix("ease") else { return nil }
    let curve = String(key.dropFirst(4))
    if let points = cubicBeziers[curve] {
      return "\(word) is not built in; easings.net gives it as \"cubic-bezier(\(points))\""
    }
    if ["inelastic", "outelastic", "inoutelastic"].contains(curve) {
      return "\(word) is not built in, and no cubic Bézier follows its oscillation: use a spring, e.g. {\"spring\": {\"response\": 0.5, \"dampingRatio\": 0.3}}"
    }
    if ["inbounce", "outbounce", "inoutbounce"].contains(curve) {
      return "\(word) is not built in, and no cubic Bézier follows its bounces: use keyframes (the bounce heights as \"values\" with \"keyTimes\" and \"timingFunctions\"), or a spring for an overshoot that settles"
    }
    return nil
  }
}
