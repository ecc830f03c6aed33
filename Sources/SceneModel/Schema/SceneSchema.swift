import Timing

/// The JSON Schema (draft 2020-12) of the scene format, for editors: `flipbook schema` prints it,
/// `docs/scene.schema.json` is a copy, and a scene may name it in `$schema`. Built from the same
/// enumerations the decoder uses; a test checks that every key the decoder accepts is in it.
/// The schema is a help, not the judge: it says which keys each layer type takes, which keys
/// are required or exclude each other, and the decoder's ranges; `flipbook validate` also checks
/// what depends on values (colour and timing-function strings, ids, orders of key times).
public enum SceneSchema {
  /// The schema as pretty-printed JSON with sorted keys.
  public static var json: String { SchemaBuilder.json(document) }

  typealias Schema = SchemaBuilder.Schema

  static var document: Schema {
    let builder = SchemaBuilder.self
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://flipbook.invalid/scene.schema.json",
      "title": "Flipbook scene",
      "description": "A UI animation for Flipbook: canvas, duration and layers with Core Animation / CSS style animations. See docs/scene-format.md.",
      "type": "object",
      "additionalProperties": false,
      "required": ["canvas"],
      "properties": [
        "$schema": builder.string("This schema's location, for editors; ignored by Flipbook."),
        "description": builder.string("Free text describing the scene."),
        "canvas": builder.ref("canvas"),
        "duration": builder.number("Length of the scene in seconds (frames sample [0, duration) at 60 fps); default: the end of the last animation. "
          + "At most 3600 unless raised with --max-duration, and never over 86400.", above: 0, maximum: SceneLimits.ceilings.maximumDurationSeconds),
        "layers": builder.array(of: builder.ref("layer"), "Layers, drawn in order (later ones on top)."),
        "colorInterpolation": builder.keyword("The space colours animate in (premultiplied).", ColorSpace.allCases.map(\.rawValue)),
      ],
      "$defs": definitions,
    ]
  }

  static var definitions: [String: Schema] {
    let builder = SchemaBuilder.self
    return [
      "canvas": builder.object([
        "width": builder.number("Width in points.", minimum: 1, maximum: SceneLimits().maximumCanvasPoints),
        "height": builder.number("Height in points.", minimum: 1, maximum: SceneLimits().maximumCanvasPoints),
        "scale": builder.number("Pixels per point (2 renders @2x).", minimum: 0.01, maximum: SceneLimits().maximumScale),
        "background": builder.ref("color", "Colour behind all layers (default white)."),
      ], required: ["width", "height"], "The output surface."),
      "color": builder.string("An sRGB colour: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb()/rgba() with 0–255 or %, hsl()/hsla(), or a CSS or UIKit system colour name."),
      "vector": pair(minimum: nil, "A point or size."),
      // A layer's size: the decoder refuses a negative side (a measured one is checked once measured).
      "size": pair(minimum: 0, "A size, each side ≥ 0 points."),
      "timingFunction": builder.anyOf([
        builder.string("linear, ease/default, easeIn/ease-in, easeOut/ease-out, easeInEaseOut/ease-in-out, cubic-bezier(x1, y1, x2, y2), steps(n, jump-…), step-start, step-end, linear(…), smooth, snappy, bouncy."),
        builder.object(["spring": builder.anyOf([builder.keyword("A spring preset.", ["smooth", "snappy", "bouncy"]), builder.ref("spring")])]),
      ], "How progress follows time."),
      "spring": builder.object([
        "mass": builder.number("CASpringAnimation mass (default 1).", minimum: 1e-9, maximum: 1e9),
        "stiffness": builder.number("Stiffness (default 100).", minimum: 1e-9, maximum: 1e9),
        "damping": builder.number("Damping (default 10).", minimum: 0, maximum: 1e9),
        "initialVelocity": builder.number("Initial velocity towards the target, in distance fractions per second.", minimum: -Spring.initialVelocityLimit, maximum: Spring.initialVelocityLimit),
        "allowsOverdamping": builder.boolean("Keep ζ > 1 over-damped instead of critically damped."),
        "duration": builder.number("SwiftUI-style perceptual duration, seconds (with bounce).", minimum: 0.001, maximum: 1000),
        "bounce": builder.number("SwiftUI-style bounce, −0.999 … 1 (needs duration).", minimum: -0.999, maximum: 1),
        "response": builder.number("SwiftUI response, seconds (with dampingRatio).", minimum: 0.001, maximum: 1000),
        "dampingRatio": builder.number("Damping ratio ζ.", minimum: 0, maximum: 1000),
      ], "A spring: {mass, stiffness, damping, initialVelocity} or {duration, bounce} or {response, dampingRatio}."),
      "value": builder.anyOf([
        ["type": "number"], ["type": "string"], builder.ref("vector"), builder.ref("measure"),
        builder.array(of: ["type": "string"], "Gradient colours (the colors property)."),
        builder.array(of: builder.number("-1000 … 1000", minimum: -1000, maximum: 1000), "Gradient stop positions (the locations property)."),
      ], "A value of the animated property's kind: number, point/size, colour string, list of colours or locations, or text."),
      "measure": builder.object([
        "measure": builder.string("The id of a text layer to measure."),
        "of": builder.keyword("Which measurement.", TextMeasure.Metric.allCases.map(\.rawValue)),
        "plus": builder.anyOf([builder.number("Points added to the measurement."), builder.ref("vector")],
                              "Points added: a number, or a pair for textSize, textCenter and textOrigin."),
        "round": builder.keyword("Snap the measurement to the pixel grid before plus (up: as UIKit's sizeToFit).", PixelRounding.allCases.map(\.rawValue)),
      ], required: ["measure", "of"], "A value taken from a text layer's measured layout."),
      "measuredVector": builder.anyOf([
        builder.ref("vector"),
        builder.ref("measure"),
        builder.array(of: builder.anyOf([["type": "number"], builder.ref("measure")]), "[x, y] with measured parts.", minItems: 2, maxItems: 2),
      ], "A point or size, or one measured from a text layer (whole, or either part)."),
      "measuredSize": builder.anyOf([
        builder.ref("size"),
        builder.ref("measure"),
        builder.array(of: builder.anyOf([builder.number("points", minimum: 0), builder.ref("measure")]), "[width, height] with measured parts.", minItems: 2, maxItems: 2),
      ], "A size (each side ≥ 0), or one measured from a text layer (whole, or either part)."),
      "keyframe": builder.object([
        "offset": builder.anyOf([builder.number("0 … 1", minimum: 0, maximum: 1), builder.string("A percentage, e.g. \"40%\".", pattern: percentPattern),
                                 builder.string("CSS's \"from\" (0) or \"to\" (1), in any case.", pattern: Self.caseless("from", "to"))]),
        "value": builder.ref("value"),
        "easing": builder.ref("timingFunction"),
      ], required: ["value"], "A CSS keyframe."),
      "stagger": builder.object([
        "each": builder.number("Seconds between consecutive starts.", minimum: -3600, maximum: 3600),
        "order": builder.keyword("Which child starts when.", ["forward", "reverse", "center", "random"]),
        "seed": builder.integer("Seed of the random order.", minimum: 0, maximum: 9_007_199_254_740_991),
      ], required: ["each"], "Staggered starts for the children (or split text units)."),
      "transform": builder.object([
        "scale": builder.anyOf([["type": "number"], builder.ref("vector")], "Uniform scale, or [x, y]."),
        "scaleX": builder.number("Horizontal scale."),
        "scaleY": builder.number("Vertical scale."),
        "rotation": builder.number("Rotation in degrees, clockwise on screen."),
      ], "Scale and rotation about the anchor point."),
      "colorRamp": builder.object([
        "by": builder.string("\"counter\" (this layer's) or \"<layer id>.counter\"."),
        "stops": builder.array(of: ["type": "array", "prefixItems": [["type": "number"], builder.ref("color")], "minItems": 2, "maxItems": 2],
                               "[threshold, colour] pairs in increasing order."),
        "mode": builder.keyword("Switch at thresholds or blend between them.", ColorRamp.Mode.allCases.map(\.rawValue)),
        "input": builder.keyword("Thresholds in the counter's progress (0…1) or its value.", ColorRamp.Input.allCases.map(\.rawValue)),
      ], required: ["by", "stops"], "A colour driven by a counter."),
      "counter": counterSchema,
      "animation": animationSchema,
      "layer": LayerSchema.layer,
    ]
  }

  /// `[x, y]` or `{"x", "y"}` or `{"width", "height"}`: exactly two numbers, as the decoder
  /// reads them (`minimum` for sizes).
  static func pair(minimum: Double?, _ description: String) -> Schema {
    let builder = SchemaBuilder.self
    let component = builder.number(minimum == nil ? "A number." : "A number ≥ \(NumberFormatting.roundTrip(minimum!)).", minimum: minimum)
    return builder.anyOf([
      builder.array(of: component, "[x, y] or [width, height].", minItems: 2, maxItems: 2),
      builder.object(["x": component, "y": component], required: ["x", "y"]),
      builder.object(["width": component, "height": component], required: ["width", "height"]),
    ], description)
  }

  /// A CSS keyframe offset as a percentage from "0%" to "100%", the decimal forms the decoder
  /// reads (it also takes exponents such as "1e1%", which editors need not suggest).
  /// A pattern matching any of `words` in any case (JSON Schema patterns have no flags).
  static func caseless(_ words: String...) -> String {
    let alternatives = words.map { word in word.map { "[\($0.lowercased())\($0.uppercased())]" }.joined() }
    return "^(" + alternatives.joined(separator: "|") + ")$"
  }

  static let percentPattern = #"^\+?0*(100(\.0*)?|[0-9]{1,2}(\.[0-9]*)?|\.[0-9]+)%$"#

  /// Timing keys that cannot go together: two spellings of one key, or two ways to repeat.
  static var timingRules: [Schema] {
    let builder = SchemaBuilder.self
    return [
      builder.notAll("beginTime", "delay"), builder.notAll("fillMode", "fill"), builder.notAll("timingFunction", "easing"),
      builder.notAll("repeatCount", "iterations"), builder.notAll("repeatCount", "repeatDuration"),
      builder.notAll("iterations", "repeatDuration"), builder.notAll("autoreverses", "direction"),
    ]
  }

  /// The timing keys every animation (and a counter) takes.
  static var timingProperties: [String: Schema] {
    let builder = SchemaBuilder.self
    let seconds = AnimationTimingDecoder.maximumSeconds
    let repeatCount = builder.anyOf([builder.number("Plays (may be fractional).", minimum: 0, maximum: 1e9), builder.string("Forever: \"infinite\" (\"infinity\" is accepted too), in any case as CSS keywords are.", pattern: Self.caseless("infinite", "infinity"))])
    return [
      "duration": builder.number("Seconds of one play (default 0.25, or the group's inside a group with a duration; a spring's settling duration when it is a spring).", minimum: 0, maximum: seconds),
      "beginTime": builder.number("Start, seconds from the parent's start (CA beginTime).", minimum: -seconds, maximum: seconds),
      "delay": builder.number("CSS name of beginTime.", minimum: -seconds, maximum: seconds),
      "speed": builder.number("Playback rate (CA speed).", minimum: 0.001, maximum: 1000),
      "timeOffset": builder.number("Start part-way and wrap around, seconds.", minimum: 0, maximum: seconds),
      "repeatCount": repeatCount,
      "iterations": repeatCount,
      "repeatDuration": builder.number("Repeat for this many seconds.", minimum: 0, maximum: seconds),
      "autoreverses": builder.boolean("Each repeat plays forward then back (CA)."),
      "direction": builder.keyword("CSS playback direction.", ["normal", "reverse", "alternate", "alternate-reverse"]),
      "fillMode": builder.keyword("What shows outside the active interval.", ["removed", "none", "forwards", "backwards", "both"]),
      "fill": builder.keyword("CSS name of fillMode.", ["removed", "none", "forwards", "backwards", "both"]),
      "removedOnCompletion": builder.boolean("CA: drop a forwards fill after the end."),
      "timingFunction": builder.ref("timingFunction"),
      "easing": builder.ref("timingFunction", "CSS name of timingFunction."),
      "additive": builder.boolean("Add to the current value (CA additive)."),
      "cumulative": builder.boolean("Each repeat continues from the previous end (CA cumulative)."),
      "composite": builder.keyword("CSS composite operation.", ["replace", "add", "accumulate"]),
    ]
  }

  static var animationSchema: Schema {
    let builder = SchemaBuilder.self
    var properties = timingProperties
    properties.merge([
      "id": builder.string("A name, for after: chains and tools."),
      "property": builder.keyword("The key path to animate.", AnimatableProperty.allNames.sorted()),
      "keyPath": builder.keyword("Core Animation name of property.", AnimatableProperty.allNames.sorted()),
      "after": builder.string("Start when the animation with this id ends (plus beginTime)."),
      "when": builder.object([
        "layer": builder.string("The id of the layer to watch."),
        "property": builder.keyword("The number property to watch.", AnimatableProperty.allNames.filter { AnimatableProperty(keyPath: $0)?.kind == .number }.sorted()),
        "crosses": builder.number("Start on the first frame the property reaches this value from the other side (plus beginTime)."),
        "direction": builder.keyword("Which way it must cross (default either).", ValueTrigger.Direction.allCases.map(\.rawValue)),
        "occurrence": builder.integer("Which crossing starts it (default 1, the first).", minimum: 1, maximum: 1_000_000),
      ], required: ["layer", "property", "crosses"], "Start on the frame another layer's number property crosses a value (scrollViewDidScroll)."),
      "from": builder.ref("value"), "to": builder.ref("value"), "by": builder.ref("value"),
      "values": builder.array(of: builder.ref("value"), "CAKeyframeAnimation values.", minItems: 1),
      "keyTimes": builder.array(of: builder.number("0 … 1", minimum: 0, maximum: 1), "One per value (discrete: one more)."),
      "timingFunctions": builder.array(of: builder.ref("timingFunction"), "One per segment."),
      "calculationMode": builder.keyword("How values are interpolated.", CalculationMode.allCases.map(\.rawValue)),
      "tensionValues": builder.array(of: builder.number("−1 … 1", minimum: -1, maximum: 1), "Kochanek–Bartels tension per value."),
      "continuityValues": builder.array(of: builder.number("−1 … 1", minimum: -1, maximum: 1), "Continuity per value."),
      "biasValues": builder.array(of: builder.number("−1 … 1", minimum: -1, maximum: 1), "Bias per value."),
      "keyframes": builder.array(of: builder.ref("keyframe"), "CSS keyframes.", minItems: 1),
      "path": builder.string("Motion along one SVG subpath in the parent's coordinates (CAKeyframeAnimation.path, CSS offset-path); position only.", maxLength: 1_000_000),
      "rotationMode": builder.keyword("Turn the layer with the path's direction (CAKeyframeAnimation.rotationMode).", KeyframeValuesDecoder.rotationModes.map(\.0)),
      "animations": builder.array(of: builder.ref("animation"), "A group: child animations on this animation's clock."),
    ]) { current, _ in current }
    var schema = builder.object(properties, "A property animation, or a group of animations.")
    let valueStyles = ["from", "to", "by", "values", "keyframes", "path"]
    // A group animates through its children: none of a property animation's keys.
    let group: Schema = ["required": ["animations"], "not": builder.anyRequired(["property", "keyPath"] + AnimationDecoder.valueKeys)]
    // A property animation names its property and gives values in one style.
    let single: Schema = ["not": ["required": ["animations"]],
                          "allOf": [builder.anyRequired(["property", "keyPath"]), builder.anyRequired(valueStyles)]]
    schema["allOf"] = timingRules + [
      builder.notAll("property", "keyPath"), builder.notAll("after", "when"), builder.notAll("from", "to", "by"),
      // CA's and CSS's spellings of one choice (validate refuses both at once).
      builder.notAll("additive", "composite"),
      builder.notAll("values", "keyframes"), builder.notAll("values", "path"), builder.notAll("keyframes", "path"),
      ["anyOf": [group, single]],
    ] + ["from", "to", "by"].flatMap { [builder.notAll($0, "values"), builder.notAll($0, "keyframes"), builder.notAll($0, "path")] }
      // Key times, timing functions and the mode time the points of values or of a path.
      + ["keyTimes", "timingFunctions", "calculationMode"].map { ["if": ["required": [$0]], "then": builder.anyRequired(["values", "path"])] }
    // The spline shapes only mean something with values, the rotation mode with a path.
    var dependent = Dictionary(uniqueKeysWithValues: ["tensionValues", "continuityValues", "biasValues"].map { ($0, ["values"]) })
    dependent["rotationMode"] = ["path"]
    schema["dependentRequired"] = dependent
    return schema
  }

  static var counterSchema: Schema {
    let builder = SchemaBuilder.self
    // A counter shows its own number: how animations combine does not apply (validate refuses
    // these keys; the schema listed them, QA).
    var properties = timingProperties.filter { !["additive", "composite", "cumulative"].contains($0.key) }
    properties.merge([
      "from": builder.number("Start value (default 0).", minimum: -CounterFormat.maximumMagnitude, maximum: CounterFormat.maximumMagnitude),
      "to": builder.number("End value.", minimum: -CounterFormat.maximumMagnitude, maximum: CounterFormat.maximumMagnitude),
      "format": builder.string("printf-like: %d, %,d, %+d, %.2f, %,.1f, %% and literal text."),
      "groupingSeparator": builder.string("Thousands separator for %,d (default \",\").", minLength: 1),
      "decimalSeparator": builder.string("Decimal separator (default \".\").", minLength: 1),
      "rounding": builder.keyword("How the value is rounded to the digits shown (default nearest, halves away from zero).",
                                  CounterFormat.Rounding.allCases.map(\.rawValue)),
    ]) { current, _ in current }
    var schema = builder.object(properties, required: ["to"], "An animated number shown as the layer's text.")
    schema["allOf"] = timingRules
    return schema
  }
}
