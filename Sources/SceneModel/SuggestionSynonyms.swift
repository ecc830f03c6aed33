/// Names other animation tools use — CSS, Core Animation, UIKit / SwiftUI — for things this
/// format spells differently. Edit distance cannot connect `transform-origin` to `anchorPoint`,
/// so these are looked up first; one table rather than special cases in each decoder.
extension Suggestion {
  /// A format name to suggest for a foreign one, and an optional note on how it differs.
  public struct Synonym: Sendable, Equatable {
    /// The name this format uses.
    public var name: String
    /// Why it is not the same word, when that helps (` (…)` after the suggestion).
    public var note: String?
  }

  /// Keyed by the foreign name, lowercased.
  static let synonyms: [String: Synonym] = {
    let translationNote = "Core Animation's transform.translation offsets the layer; here the layer moves by its position (use \"by\" for a relative move)"
    let cssTranslationNote = "CSS's translate offsets the layer; here the layer moves by its position (use \"by\" for a relative move)"
    let blurNote = "a CSS or design-tool blur B is shadowRadius B / 2: shadowRadius is the Gaussian's σ"
    let table: [(String, String, String?)] = [
      // CSS properties and values
      ("rotate", "transform.rotation", nil),
      ("rotateZ", "transform.rotation", nil),
      ("rotation", "transform.rotation", nil),
      ("scale", "transform.scale", nil),
      ("scaleX", "transform.scale.x", nil),
      ("scaleY", "transform.scale.y", nil),
      ("translate", "position", cssTranslationNote),
      ("translateX", "position.x", cssTranslationNote),
      ("translateY", "position.y", cssTranslationNote),
      ("background-color", "backgroundColor", nil),
      ("background", "backgroundColor", nil),
      ("border-radius", "cornerRadius", nil),
      ("border-width", "borderWidth", nil),
      ("border-color", "borderColor", nil),
      ("stroke-dashoffset", "lineDashPhase", nil),
      ("stroke-dasharray", "lineDashPattern", nil),
      ("stroke-width", "lineWidth", nil),
      ("stroke-linecap", "lineCap", nil),
      ("stroke-linejoin", "lineJoin", nil),
      ("stroke-miterlimit", "miterLimit", nil),
      ("stroke", "strokeColor", nil),
      ("fill", "fillColor", nil),
      ("shadowBlur", "shadowRadius", blurNote),
      ("shadow-blur", "shadowRadius", blurNote),
      ("blur", "shadowRadius", blurNote),
      ("transform-origin", "anchorPoint", "as a unit point: [0.5, 0.5] is the centre; the layer's \"position\" is where that point goes, so keep the box in place by moving the position with it"),
      // CSS's count: "iterations" reads 0 as CSS does (none); "repeatCount" 0 plays once.
      ("iteration-count", "iterations", nil),
      ("animation-iteration-count", "iterations", nil),
      ("animation-delay", "beginTime", nil),
      ("animation-duration", "duration", nil),
      ("animation-timing-function", "timingFunction", nil),
      ("animation-fill-mode", "fillMode", nil),
      ("animation-direction", "direction", nil),
      ("playbackRate", "speed", nil),
      ("playback-rate", "speed", nil),
      ("text-align", "alignment", nil),
      ("font-size", "fontSize", nil),
      ("font-weight", "weight", nil),
      ("text-overflow", "lineBreakMode", "CSS's text-overflow: ellipsis is \"truncatingTail\""),
      ("backward", "reverse", nil),
      ("backwards", "reverse", nil),
      // Value-crossing directions in other words
      ("rising", "up", nil),
      ("increasing", "up", nil),
      ("falling", "down", nil),
      ("decreasing", "down", nil),
      // Core Animation key paths and constants
      ("transform.translation", "position", translationNote),
      ("transform.translation.x", "position.x", translationNote),
      ("transform.translation.y", "position.y", translationNote),
      ("kCAMediaTimingFunctionLinear", "linear", nil),
      ("kCAMediaTimingFunctionEaseIn", "easeIn", nil),
      ("kCAMediaTimingFunctionEaseOut", "easeOut", nil),
      ("kCAMediaTimingFunctionEaseInEaseOut", "easeInEaseOut", nil),
      ("kCAMediaTimingFunctionDefault", "default", nil),
      // UIKit's Objective-C-era curve constants (QA: they got no hint, the Swift ones did)
      ("UIViewAnimationCurveEaseInOut", "easeInEaseOut", nil),
      ("UIViewAnimationCurveEaseIn", "easeIn", nil),
      ("UIViewAnimationCurveEaseOut", "easeOut", nil),
      ("UIViewAnimationCurveLinear", "linear", nil),
      ("UIViewAnimationOptionCurveEaseInOut", "easeInEaseOut", nil),
      ("UIViewAnimationOptionCurveEaseIn", "easeIn", nil),
      ("UIViewAnimationOptionCurveEaseOut", "easeOut", nil),
      ("UIViewAnimationOptionCurveLinear", "linear", nil),
      ("kCAFillModeForwards", "forwards", nil),
      ("kCAFillModeBackwards", "backwards", nil),
      ("kCAFillModeBoth", "both", nil),
      ("kCAFillModeRemoved", "removed", nil),
      ("offset-path", "path", "a \"position\" animation's \"path\": SVG path data in the parent's coordinates"),
      ("offsetPath", "path", nil),
      ("offset-rotate", "rotationMode", nil),
      ("kCAAnimationRotateAuto", "rotateAuto", nil),
      ("kCAAnimationRotateAutoReverse", "rotateAutoReverse", nil),
      ("kCAAnimationLinear", "linear", nil),
      ("kCAAnimationDiscrete", "discrete", nil),
      ("kCAAnimationPaced", "paced", nil),
      ("kCAAnimationCubic", "cubic", nil),
      ("kCAAnimationCubicPaced", "cubicPaced", nil),
      ("controlPoints", "cubic-bezier", "CAMediaTimingFunction(controlPoints: x1, y1, x2, y2) is \"cubic-bezier(x1, y1, x2, y2)\""),
      ("kCAGravityResizeAspect", "resizeAspect", nil),
      ("kCAGravityResizeAspectFill", "resizeAspectFill", nil),
      // UIKit / SwiftUI
      ("alpha", "opacity", nil),
      ("center", "position", "a view's center is its layer's position while the anchor point is the centre, as it is by default"),
      ("frame", "position", "a layer is placed by its position, the point its anchor point goes to, which is its centre by default, and sized by \"size\"; there is no frame origin"),
      ("bounds", "size", "a bounds origin has no equivalent"),
      ("visibility", "opacity", "hide a layer with opacity 0; \"calculationMode\": \"discrete\" switches it at an instant"),
      ("hidden", "opacity", "hide a layer with opacity 0; \"calculationMode\": \"discrete\" switches it at an instant"),
      ("isHidden", "opacity", "hide a layer with opacity 0; \"calculationMode\": \"discrete\" switches it at an instant"),
      ("textColor", "color", nil),
      // A text layer's key is "color"; "foregroundColor" is accepted only as an animation's
      // property, where Core Animation's key path names it.
      ("foregroundColor", "color", "CATextLayer's foregroundColor; as an animation's \"property\" either name works"),
      ("fontWeight", "weight", nil),
      ("numberOfLines", "maximumLines", nil),
      ("lineLimit", "maximumLines", nil),
      ("tracking", "letterSpacing", nil),
      ("kern", "letterSpacing", nil),
      ("lineSpacing", "lineHeight", "UIKit's lineSpacing is the extra space between lines; lineHeight is the distance between baselines"),
      // NSLineBreakMode's cases and CSS's text-align value (QA: they got no suggestion).
      ("byWordWrapping", "wordWrap", nil),
      ("byCharWrapping", "wordWrap", "it wraps at spaces and between Japanese characters, and breaks a word too long for the box between characters"),
      ("byClipping", "clip", nil),
      ("byTruncatingTail", "truncatingTail", nil),
      ("byTruncatingHead", "truncatingTail", "only the end of a line is truncated here"),
      ("byTruncatingMiddle", "truncatingTail", "only the end of a line is truncated here"),
      ("justify", "justified", nil),
      ("font-kerning", "kerning", "a boolean here: false for CSS's none"),
      ("contentMode", "contentsGravity", "it takes UIKit's content mode names too, e.g. \"scaleAspectFill\""),
      ("aspectFit", "resizeAspect", nil),
      ("aspectFill", "resizeAspectFill", nil),
      ("usingSpringWithDamping", "dampingRatio", "UIKit's damping ratio; give it a \"response\" too"),
      ("springDamping", "dampingRatio", nil),
      ("initialSpringVelocity", "initialVelocity", "in the same unit: the whole distance per second"),
      ("spring", "{\"spring\": {…}}", "a spring is an object such as {\"spring\": {\"damping\": 12}}, or a preset: \"smooth\", \"snappy\", \"bouncy\""),
      // Layer keys under other names (QA: "fontColor" got "fillColor", the text's background).
      ("fontColor", "color", nil),
      ("textAlign", "alignment", nil),
      ("textAlignment", "alignment", nil),
      ("strokeWidth", "lineWidth", nil),
      ("width", "size", "as \"size\": [width, height]"),
      ("height", "size", "as \"size\": [width, height]"),
      ("left", "position", "as \"position\": [x, y], where the layer's anchor point goes"),
      ("top", "position", "as \"position\": [x, y], where the layer's anchor point goes"),
      // Layer classes and views as layer types.
      ("CALayer", "group", "or \"rect\" for a layer that only fills its bounds"),
      ("CAShapeLayer", "path", "or \"rect\" / \"ellipse\" for those shapes"),
      ("CATextLayer", "text", nil),
      ("CAGradientLayer", "gradient", nil),
      ("UIView", "group", "or \"rect\" for a view that only fills its bounds"),
      ("UILabel", "text", nil),
      ("UIImageView", "image", nil),
      ("Circle", "ellipse", nil),
      ("Rectangle", "rect", nil),
      ("RoundedRectangle", "rect", "with a \"cornerRadius\""),
      ("Capsule", "rect", "with a \"cornerRadius\" of half its height"),
      ("LinearGradient", "gradient", nil),
      ("RadialGradient", "gradient", "with \"gradientType\": \"radial\""),
    ]
    return Dictionary(uniqueKeysWithValues: table.map { ($0.0.lowercased(), Synonym(name: $0.1, note: $0.2)) })
  }()

  /// The format's name for `word` when another tool's name for it is in the table.
  public static func synonym(for word: String) -> Synonym? {
    synonyms[word.lowercased()]
  }
}
