/// The schema of a layer: every key any layer type takes, and for each type (`if`/`then` on
/// `type`) the keys it takes and needs, as the decoder checks them (it refuses `fontSize` on a
/// rect, and says which types take it).
enum LayerSchema {
  typealias Schema = SchemaBuilder.Schema

  static var layer: Schema {
    let builder = SchemaBuilder.self
    let color = builder.ref("color")
    let colorOrRamp = builder.anyOf([builder.ref("color"), builder.ref("colorRamp")])
    let properties: [String: Schema] = [
      // Every type.
      "id": builder.string("A name, for messages, measure and sample --layer."),
      "type": builder.keyword("What the layer draws.", LayerDecoder.types),
      "position": builder.ref("measuredVector", "Where the anchor point sits in the parent, points."),
      "anchorPoint": builder.ref("vector", "Unit point of the bounds that position places (default [0.5, 0.5])."),
      "size": builder.ref("measuredSize", "Bounds size in points (text: its text's size when absent)."),
      "opacity": builder.number("0 … 1; a group's applies to the flattened group.", minimum: 0, maximum: 1),
      "backgroundColor": colorOrRamp,
      "fillColor": colorOrRamp,
      "cornerRadius": builder.number("Rounded-corner radius, points.", minimum: 0),
      "cornerRadii": builder.array(of: builder.number("points", minimum: 0), "Per-corner radii [topLeft, topRight, bottomRight, bottomLeft].", minItems: 4, maxItems: 4),
      "masksToBounds": builder.boolean("Clip children to the (rounded) bounds."),
      "borderWidth": builder.number("Border width, points, drawn inside the bounds.", minimum: 0),
      "borderColor": color,
      "shadowColor": color,
      "shadowOpacity": builder.number("0 … 1", minimum: 0, maximum: 1),
      "shadowRadius": builder.number("Blur radius, points.", minimum: 0, maximum: 1000),
      "shadowOffset": builder.ref("vector", "Shadow offset, points."),
      "transform": builder.ref("transform"),
      "beginTime": builder.number("Shifts the layer's clock (its animations and GIF contents start this much later), seconds.", minimum: -3600, maximum: 3600),
      "animations": builder.array(of: builder.ref("animation"), "Animations, applied in order."),
      "children": builder.array(of: builder.ref("layer"), "Sub-layers, drawn above the layer's own content."),
      "stagger": builder.ref("stagger"),
      // rect, ellipse, path.
      "strokeColor": colorOrRamp,
      "lineWidth": builder.number("Stroke width, points.", minimum: 0, maximum: 10_000),
      "lineCap": builder.keyword("Stroke ends.", LineCapStyle.allCases.map(\.rawValue)),
      "lineJoin": builder.keyword("Stroke corners.", LineJoinStyle.allCases.map(\.rawValue)),
      "miterLimit": builder.number("Miter limit, line widths.", minimum: 1, maximum: 1000),
      "lineDashPattern": builder.array(of: builder.number("points", minimum: 0, maximum: 1_000_000), "Dash and gap lengths.", maxItems: 1024),
      "lineDashPhase": builder.number("Dash offset, points.", minimum: -1_000_000, maximum: 1_000_000),
      "strokeStart": builder.number("Where the stroke starts, 0 … 1 of the outline.", minimum: 0, maximum: 1),
      "strokeEnd": builder.number("Where the stroke ends, 0 … 1 of the outline.", minimum: 0, maximum: 1),
      // path.
      "path": builder.string("SVG path data (M L H V C S Q T A Z, absolute and relative), in layer points.", maxLength: 1_000_000),
      // gradient.
      "colors": builder.array(of: color, "Gradient colours (none draws nothing)."),
      "locations": builder.array(of: builder.number("-1000 … 1000; 0 is the start, 1 the end", minimum: -1000, maximum: 1000), "Stop positions, one per colour, never decreasing."),
      "startPoint": builder.ref("vector", "Unit point where the gradient starts."),
      "endPoint": builder.ref("vector", "Unit point where it ends."),
      "gradientType": builder.keyword("Gradient kind.", GradientKind.allCases.map(\.rawValue)),
      // image.
      "contents": builder.string("An image file (.png, .jpg, .gif) relative to the scene."),
      "contentsGravity": builder.keyword("How the image fits the bounds (UIKit's contentMode names too).", LayerDecoder.gravityNames.map(\.0)),
      "contentsScale": builder.number("Image pixels per point.", minimum: 0.01, maximum: 100),
      // text.
      "text": builder.string("The string; \\n starts a new line."),
      "font": builder.anyOf([builder.string("A bundled face name or a font file."), builder.array(of: ["type": "string"], "A fallback list.", minItems: 1)]),
      "weight": builder.keyword("Picks the bundled bold faces.", ["regular", "bold"]),
      "fontSize": builder.number("Points.", minimum: 0.5, maximum: 2000),
      "color": colorOrRamp,
      "alignment": builder.keyword("Horizontal alignment.", TextAlignmentMode.allCases.map(\.rawValue)),
      "lineBreakMode": builder.keyword("Wrapping and truncation.", TextLineBreakMode.allCases.map(\.rawValue)),
      "lineHeight": builder.number("Line height, points.", minimum: 0, maximum: 4000),
      "letterSpacing": builder.number("Extra space between characters, points.", minimum: -1000, maximum: 1000),
      "ligatures": builder.boolean("Standard ligatures (fi, fl); default true, never with letterSpacing or split."),
      "kerning": builder.boolean("The fonts' pair kerning; default true, false places every character at its plain advance."),
      "maximumLines": builder.integer("Most lines shown (0: no limit).", minimum: 0, maximum: 10_000),
      "split": builder.keyword("One sub-layer per unit.", TextSplit.allCases.map(\.rawValue)),
      "unitAnimations": builder.array(of: builder.ref("animation"), "Animations every split unit runs, on its staggered clock."),
      "counter": builder.ref("counter"),
    ]
    var schema = builder.object(properties, required: ["type"], "A layer. Which keys a type takes: see docs/scene-format.md.")
    let requiredByType = ["path": ["path"], "image": ["contents"]]
    schema["allOf"] = LayerDecoder.types.map { type -> Schema in
      var then: Schema = ["propertyNames": ["enum": LayerDecoder.commonKeys + (LayerDecoder.typeKeys[type] ?? [])]]
      if let required = requiredByType[type] { then["required"] = required }
      return ["if": ["properties": ["type": ["const": type]], "required": ["type"]], "then": then]
    } + [
      builder.notAll("backgroundColor", "fillColor"), builder.notAll("cornerRadius", "cornerRadii"),
      builder.notAll("split", "counter"),
    ]
    schema["dependentRequired"] = ["unitAnimations": ["split"]]
    return schema
  }
}
