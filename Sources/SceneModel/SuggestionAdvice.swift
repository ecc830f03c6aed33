/// Names with no counterpart in this format — 3D properties, `zPosition`, CSS's composite
/// `box-shadow`, Penner's easing names — where the nearest name by spelling would mislead
/// (`zPosition` is not `position`): these get a sentence on what to write instead.
extension Suggestion {
  /// What to say about a name, and the names whose presence among the candidates shows the
  /// name was written where the advice applies (a layer's or animation's property).
  struct Advice {
    var context: [String]
    var message: String
    /// Names whose presence means the word has a plain synonym there instead.
    var absent: [String] = []
  }

  /// Keyed by the foreign name, lowercased.
  static let adviceTable: [String: Advice] = {
    let properties = ["position", "transform", "transform.rotation"]
    let zPosition = "there is no zPosition: layers draw in the order of their array, each on top of the ones before it (move a layer later in \"layers\" or \"children\" to bring it forward)"
    let flip = "3D rotation is not supported (flipbook draws in 2D, without perspective); a card flip is \"transform.scale.x\" from 1 to 0 and back to 1, swapping the content half-way"
    let depth = "there is no z axis (flipbook draws in 2D, without perspective); layers draw in the order of their array, each on top of the ones before it"
    let boxShadow = "CSS's box-shadow is four keys here: shadowOffset [x, y], shadowRadius (half the CSS blur), shadowColor, and shadowOpacity above 0 to turn it on"
    let transform = "a transform animates through its parts: \"transform.scale\" (\".x\", \".y\") and \"transform.rotation\" (degrees); a layer is scaled, then rotated, about its anchor point, then placed at its \"position\" (animate that to translate)"
    let skew = "skew is not supported: a layer is scaled (\"transform.scale.x\", \".y\") and rotated (\"transform.rotation\") about its anchor point"
    let dashes = "lineDashPattern does not animate; animate \"lineDashPhase\" to move the dashes along the outline"
    let table: [(names: [String], context: [String], message: String)] = [
      (["zPosition", "z-index", "zIndex"], properties, zPosition),
      (["transform.rotation.x", "transform.rotation.y", "rotationX", "rotationY", "rotateX", "rotateY", "rotate3d"], properties, flip),
      (["position.z", "transform.translation.z", "translateZ", "translate3d", "transform.scale.z", "scaleZ", "perspective", "sublayerTransform"], properties, depth),
      (["box-shadow", "boxShadow"], ["shadowRadius"], boxShadow),
      (["transform.skew", "transform.skew.x", "transform.skew.y", "skew", "skewX", "skewY"], properties, skew),
      // An animation's property (a layer's "transform" is an object of these parts).
      (["transform"], ["transform.rotation"], transform),
    ]
    var advice: [String: Advice] = [:]
    // An animation's property: a layer's keys have lineDashPattern, its synonym.
    for name in ["stroke-dasharray", "strokeDasharray", "lineDashPattern"] {
      advice[name.lowercased()] = Advice(context: ["lineDashPhase"], message: dashes, absent: ["lineDashPattern"])
    }
    for entry in table {
      for name in entry.names { advice[name.lowercased()] = Advice(context: entry.context, message: entry.message) }
    }
    return advice
  }()

  /// The advice for `word`, when it applies where `isCandidate` accepts names.
  static func advice(for word: String, isCandidate: (String) -> Bool) -> String? {
    if let penner = PennerEasing.advice(for: word), isCandidate("easeIn") { return penner }
    guard let advice = adviceTable[word.lowercased()], advice.context.contains(where: isCandidate),
          !advice.absent.contains(where: isCandidate) else { return nil }
    return advice.message
  }
}
