import ArgumentParser
import SceneModel
import Timing

extension SampleCommand {
  /// Property mode: the layer's resolved property at each 60 fps frame (stagger time shifts,
  /// groups and `after:` chains included, since `Layer.properties(at:)` applies them).
  func runProperty(scene path: String, layerID: String, keyPath: String) throws {
    var limits = limitOptions.limits
    // Values are evaluated, nothing is drawn: the total-pixel limit has nothing to count (QA: a
    // long 2000×2000 scene was refused for the frames a render would draw).
    limits.renderedFrameCount = 0
    let loaded = try SceneLoading.loadForRendering(path, limits: limits, root: limitOptions.root)
    let scene = loaded.scene
    var layer = try Self.findLayer(layerID, in: scene, scenePath: path)
    if let unit { layer = try Self.findUnit(unit, of: layer, id: layerID) }
    let property = try Self.findProperty(keyPath)
    let frameIndices: Range<Int>
    if let frames {
      let selected = try SampleFrameRange.parse(frames).frames(in: scene.frameCount)
      frameIndices = selected.lowerBound..<(selected.upperBound + 1)
    } else {
      frameIndices = 0..<scene.frameCount
    }

    let valueFormat = SampleValueFormat(kind: property.kind, colors: colors, sizeLike: property == .size)
    var metadata: [(key: String, value: String)] = [
      ("scene", SampleText.jsonString(path)),
      ("layer", SampleText.jsonString(layerID)),
    ] + (unit.map { [("unit", String($0))] } ?? []) + [
      ("property", SampleText.jsonString(property.rawValue)),
      ("kind", SampleText.jsonString(property.kind.rawValue)),
      ("framesPerSecond", String(Scene.framesPerSecond)),
      ("frameCount", String(scene.frameCount)),
    ]
    if property.kind == .color { metadata.append(("colors", SampleText.jsonString(colors.rawValue))) }
    var writer = SampleWriter(format: format, columns: ["frame", "time"] + valueFormat.csvColumns, metadata: metadata)
    var unevenScaleFrame: Int?
    for frameIndex in frameIndices {
      let time = TickTime(frameIndex: frameIndex, fps: Scene.framesPerSecond)
      var properties = layer.properties(at: time, colorSpace: scene.colorSpace)
      if [.size, .sizeWidth, .sizeHeight].contains(property) && !layer.hasExplicitSize {
        // A label sized to its text: the size it is drawn at, which only its fonts know.
        properties.size = layer.state(at: time, colorSpace: scene.colorSpace).drawnSize(fonts: loaded.fonts)
      }
      let value = property.value(in: properties)
      if property == .transformScale, properties.scale.x != properties.scale.y, unevenScaleFrame == nil { unevenScaleFrame = frameIndex }
      writer.append(SampleRow(
        csvFields: [String(frameIndex), SampleText.csvNumber(time.seconds)] + valueFormat.csvFields(value),
        jsonMembers: [("frame", String(frameIndex)), ("time", SampleText.jsonNumber(time.seconds)), ("value", valueFormat.jsonValue(value))]
      ))
    }
    writer.finish()
    if let unevenScaleFrame {
      // transform.scale reads back as the x scale (as Core Animation's key path does); a
      // number alone would hide the y scale (QA: a rubber-band squash printed only 1.25).
      Console.error("warning: \(layerID)'s scale differs between x and y (from frame \(unevenScaleFrame)); transform.scale shows the x scale, sample transform.scale.y for the other")
    }
  }

  /// The layer with `id`; otherwise a usage error listing the ids there are, with a suggestion.
  static func findLayer(_ id: String, in scene: Scene, scenePath: String) throws -> Layer {
    let all = scene.layers.flatMap(Self.layersInTreeOrder)
    let matches = all.filter { $0.id == id }
    if let layer = matches.first {
      if matches.count > 1 {
        Console.error("\(matches.count) layers have id \"\(id)\"; sampling the first, at \(layer.path)")
      }
      return layer
    }
    let ids = SampleSuggestion.unique(all.compactMap(\.id))
    guard !ids.isEmpty else {
      throw ValidationError("no layer in \(scenePath) has an id; add \"id\": \"…\" to the layer you want to sample")
    }
    let hint = SampleSuggestion.didYouMean(id, in: ids)
    throw ValidationError("no layer has id \"\(id)\"\(hint) Layer ids in \(scenePath): \(SampleSuggestion.list(ids))")
  }

  /// Unit `index` of a split text layer, the sub-layer the renderer draws for it (its own
  /// `unitAnimations`, shifted by the layer's stagger); otherwise a usage error saying why.
  static func findUnit(_ index: Int, of layer: Layer, id: String) throws -> Layer {
    guard case .text(let style) = layer.content, let split = style.split else {
      throw ValidationError("--unit samples a unit of a split text, and layer \"\(id)\" has no \"split\"")
    }
    guard (0..<layer.children.count).contains(index) else {
      throw ValidationError("--unit \(index) is not a unit of layer \"\(id)\", which is split by \(split.rawValue) into \(layer.children.count) unit\(layer.children.count == 1 ? "" : "s") (0…\(layer.children.count - 1))")
    }
    return layer.children[index]
  }

  /// The animatable property a key path names; otherwise a usage error with a suggestion.
  static func findProperty(_ keyPath: String) throws -> AnimatableProperty {
    if let property = AnimatableProperty(keyPath: keyPath) { return property }
    let names = AnimatableProperty.allCases.map(\.rawValue)
    let hint = SampleSuggestion.didYouMean(keyPath, in: names)
    throw ValidationError("unknown property \"\(keyPath)\"\(hint) Properties: \(SampleSuggestion.list(names))")
  }

  /// A layer and all its descendants, depth first in drawing order.
  private static func layersInTreeOrder(_ layer: Layer) -> [Layer] {
    [layer] + layer.children.flatMap(layersInTreeOrder)
  }
}

/// How one property kind is written: which CSV columns it takes and how a value reads in each format.
struct SampleValueFormat {
  let kind: PropertyKind
  let colors: SampleColorStyle
  /// A size, whose two columns are `width,height` rather than `x,y`.
  var sizeLike = false

  /// Header names after `frame,time`: points and sizes take two columns, rgba colours four.
  var csvColumns: [String] {
    switch (kind, colors) {
    case (.vector, _): return sizeLike ? ["width", "height"] : ["x", "y"]
    case (.color, .rgba): return ["red", "green", "blue", "alpha"]
    default: return ["value"]
    }
  }

  /// The CSV fields of one value, in `csvColumns` order.
  func csvFields(_ value: PropertyValue) -> [String] {
    switch value {
    case .number(let number): return [SampleText.csvNumber(number)]
    case .vector(let point): return [SampleText.csvNumber(point.x), SampleText.csvNumber(point.y)]
    case .color(let color):
      guard colors == .rgba else { return [ColorFormatting.hex(color)] }
      return Self.floats(color).map(SampleText.csvNumber)
    case .string(let text): return [SampleText.csvField(text)]
    case .colors(let list):
      // A gradient's colours, in one field: hex colours apart by spaces, or rgba colours apart
      // by "; " with their four floats apart by spaces.
      guard colors == .rgba else { return [SampleText.csvField(list.map(ColorFormatting.hex).joined(separator: " "))] }
      return [SampleText.csvField(list.map { Self.floats($0).map(SampleText.csvNumber).joined(separator: " ") }.joined(separator: "; "))]
    case .numbers(let list): return [SampleText.csvField(list.map(SampleText.csvNumber).joined(separator: " "))]  // a gradient's locations
    }
  }

  /// The JSON encoding of one value: a number, `[x, y]`, `"#RRGGBB"` or `[r, g, b, a]`, a string.
  func jsonValue(_ value: PropertyValue) -> String {
    switch value {
    case .number(let number): return SampleText.jsonNumber(number)
    case .vector(let point): return "[\(SampleText.jsonNumber(point.x)), \(SampleText.jsonNumber(point.y))]"
    case .color(let color):
      guard colors == .rgba else { return SampleText.jsonString(ColorFormatting.hex(color)) }
      return "[" + Self.floats(color).map(SampleText.jsonNumber).joined(separator: ", ") + "]"
    case .string(let text): return SampleText.jsonString(text)
    case .colors(let list): return "[" + list.map { jsonValue(.color($0)) }.joined(separator: ", ") + "]"  // a gradient's colours
    case .numbers(let list): return "[" + list.map(SampleText.jsonNumber).joined(separator: ", ") + "]"  // a gradient's locations
    }
  }

  /// A colour's four channels in 0…1.
  private static func floats(_ color: RGBAColor) -> [Double] { [color.red, color.green, color.blue, color.alpha] }
}
