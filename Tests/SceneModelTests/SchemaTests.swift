import Foundation
import Testing
@testable import SceneModel

/// The JSON Schema stays in sync with the decoder: every key the decoder accepts (its declared
/// key lists, and every key used by the documentation's and scenes/' examples) is in the schema
/// at the same place, the committed copy matches `flipbook schema`, and every example scene
/// validates against it (with Python's jsonschema, when installed).
@Suite struct SchemaTests {
  typealias Node = [String: Any]
  static let repository = DocumentationExampleTests.repository

  static var schema: Node {
    try! JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as! Node
  }

  /// The schema nodes a normalized JSON path (`layers[].animations[]`) can lead to.
  static func nodes(at path: String, in root: Node) -> [Node] {
    let definitions = root["$defs"] as? [String: Node] ?? [:]
    func expand(_ node: Node) -> [Node] {
      if let ref = node["$ref"] as? String, let name = ref.split(separator: "/").last, let target = definitions[String(name)] {
        return expand(target)
      }
      if let options = node["anyOf"] as? [Node] { return [node] + options.flatMap(expand) }
      return [node]
    }
    var current = expand(root)
    let segments = path.isEmpty ? [] : path.replacingOccurrences(of: "[]", with: ".[]").split(separator: ".").map(String.init)
    for segment in segments {
      current = current.flatMap { node -> [Node] in
        if segment == "[]" { return (node["items"] as? Node).map(expand) ?? [] }
        return ((node["properties"] as? [String: Node])?[segment]).map(expand) ?? []
      }
    }
    return current
  }

  static func keys(at path: String, in root: Node) -> Set<String> {
    Set(nodes(at: path, in: root).flatMap { ($0["properties"] as? [String: Any])?.keys.map { $0 } ?? [] })
  }

  static func exampleTexts() throws -> [(name: String, text: String)] {
    var texts = try DocumentationExampleTests.examples(in: "docs/scene-format.md").enumerated().map { ("docs example \($0.offset)", $0.element) }
    for folder in ["scenes", "scenes/bench"] {
      let scenes = repository.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted() where name.hasSuffix(".json") {
        texts.append(("\(folder)/\(name)", try String(contentsOf: scenes.appendingPathComponent(name), encoding: .utf8)))
      }
    }
    return texts
  }

  @Test func committedCopyMatches() throws {
    let committed = try String(contentsOf: Self.repository.appendingPathComponent("docs/scene.schema.json"), encoding: .utf8)
    #expect(committed == SceneSchema.json, "docs/scene.schema.json is stale: run `flipbook schema > docs/scene.schema.json`")
  }

  @Test func everyKeyUsedByTheExamplesIsInTheSchema() throws {
    let schema = Self.schema
    var checked = 0
    for (name, text) in try Self.exampleTexts() {
      let root = try JSONParser.parse(text)
      let log = SceneDecoder(baseDirectory: Self.repository.appendingPathComponent("scenes").path).acceptedKeys(in: root)
      for (path, keys) in log {
        let known = Self.keys(at: path, in: schema)
        let missing = keys.subtracting(known)
        #expect(missing.isEmpty, "\(name): \(path.isEmpty ? "top level" : path) accepts \(missing.sorted()) but the schema does not list them")
        checked += keys.count
      }
    }
    #expect(checked > 500)
  }

  @Test func everyDeclaredKeyIsInTheSchema() {
    let schema = Self.schema
    let layerKeys = Self.keys(at: "layers[]", in: schema)
    let declared = LayerDecoder.commonKeys + LayerDecoder.typeKeys.values.flatMap { $0 }
    #expect(Set(declared).subtracting(layerKeys).isEmpty, "layer keys missing from the schema: \(Set(declared).subtracting(layerKeys).sorted())")
    let animationKeys = Self.keys(at: "layers[].animations[]", in: schema)
    #expect(Set(AnimationDecoder.keys).subtracting(animationKeys).isEmpty, "animation keys missing: \(Set(AnimationDecoder.keys).subtracting(animationKeys).sorted())")
    #expect(Set(SceneDecoder.topLevelKeys) == Self.keys(at: "", in: schema))
    // And the other way: the schema offers nothing the decoder would refuse.
    #expect(layerKeys.subtracting(declared).isEmpty, "schema layer keys the decoder does not declare: \(layerKeys.subtracting(declared).sorted())")
    #expect(animationKeys.subtracting(AnimationDecoder.keys).isEmpty)
  }

  @Test func typeAndPropertyEnumerationsFollowTheModel() {
    let layer = Self.nodes(at: "layers[]", in: Self.schema).first { $0["properties"] != nil }
    let type = (layer?["properties"] as? [String: Any])?["type"] as? [String: Any]
    #expect((type?["enum"] as? [String]).map(Set.init) == Set(LayerDecoder.types))
  }

  /// Every example — the documentation's json blocks and scenes/ — validates against the
  /// schema `flipbook schema` prints, checked in Swift so it runs on every machine.
  @Test func examplesValidateAgainstTheSchemaEverywhere() throws {
    let validator = SchemaSubsetValidator(root: try JSONParser.parse(SceneSchema.json))
    for example in try Self.exampleTexts() {
      let violations = validator.violations(of: try JSONParser.parse(example.text))
      #expect(violations.isEmpty, "\(example.name): \(violations)")
    }
  }

  /// Scenes the loader accepts that no example shows: each spelling a keyword table takes and
  /// keys with defaults (QA found both rejected by the schema).
  @Test func acceptedSpellingsAndOptionalKeysValidate() throws {
    let validator = SchemaSubsetValidator(root: try JSONParser.parse(SceneSchema.json))
    var layers = LayerDecoder.gravityNames.map { #"{"type": "image", "contents": "x.png", "contentsGravity": "\#($0.0)"}"# }
    layers.append(#"{"type": "text", "counter": {"to": 10, "duration": 1}}"#)
    let scene = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [\#(layers.joined(separator: ", "))]}"#
    let violations = validator.violations(of: try JSONParser.parse(scene))
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Scenes the decoder refuses for what the schema can say (QA: it passed them all): keys of
  /// another layer type, keys a type needs, two spellings of one key, keys that contradict each
  /// other, and an animation without a property or without values. Each is refused by both.
  @Test(arguments: [
    #"{"type": "rect", "fontSize": 12}"#, #"{"type": "image", "strokeColor": "red", "contents": "assets/avatar.png"}"#,
    #"{"type": "path"}"#, #"{"type": "image"}"#, #"{"type": "rect", "backgroundColor": "red", "fillColor": "red"}"#,
    #"{"type": "rect", "cornerRadius": 1, "cornerRadii": [1, 1, 1, 1]}"#,
    #"{"type": "text", "text": "a", "unitAnimations": [{"property": "opacity", "to": 0}]}"#,
  ] + [
    #""to": 1"#, #""property": "opacity""#, #""property": "opacity", "keyPath": "opacity", "to": 1"#,
    #""property": "opacity", "to": 1, "beginTime": 1, "delay": 1"#, #""property": "opacity", "to": 1, "fill": "both", "fillMode": "both""#,
    #""property": "opacity", "to": 1, "timingFunction": "linear", "easing": "linear""#,
    #""property": "opacity", "to": 1, "repeatCount": 2, "iterations": 2"#, #""property": "opacity", "from": 0, "to": 1, "by": 1"#,
    #""property": "opacity", "to": 1, "autoreverses": true, "direction": "alternate""#,
    #""property": "opacity", "to": 1, "values": [0, 1]"#, #""property": "opacity", "values": [0, 1], "keyframes": [{"value": 1}]"#,
    #""property": "opacity", "to": 1, "keyTimes": [0, 1]"#, #""property": "opacity", "animations": [{"property": "opacity", "to": 1}]"#,
  ].map { #"{"type": "rect", "animations": [{\#($0)}]}"# })
  func scenesTheDecoderRefusesTheSchemaRefuses(layer: String) throws {
    let scene = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [\#(layer)]}"#
    let validator = SchemaSubsetValidator(root: try JSONParser.parse(SceneSchema.json))
    #expect(!validator.violations(of: try JSONParser.parse(scene)).isEmpty, "the schema passes \(layer)")
    let scenes = Self.repository.appendingPathComponent("scenes").path
    #expect(!sceneErrorMessages { _ = try SceneLoader().load(text: scene, baseDirectory: scenes) }.isEmpty, "the decoder passes \(layer)")
  }

  /// The checker itself: a known violation of each kind is caught.
  @Test func theSchemaCheckerCatchesViolations() throws {
    let validator = SchemaSubsetValidator(root: try JSONParser.parse(SceneSchema.json))
    let bad = #"{"canvas": {"width": 10, "height": 10, "colour": 1}, "duration": "1", "layers": [{"type": "oval"}]}"#
    let violations = validator.violations(of: try JSONParser.parse(bad))
    #expect(violations.contains { $0.hasPrefix("canvas.colour") }, "\(violations)")
    #expect(violations.contains { $0.hasPrefix("duration") }, "\(violations)")
    #expect(violations.contains { $0.hasPrefix("layers[0]") }, "\(violations)")
  }

  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static func hasJSONSchemaModule() -> Bool {
    guard let python else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import jsonschema"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test(.enabled(if: SchemaTests.hasJSONSchemaModule(), "python3 with the jsonschema module is not installed"))
  func examplesValidateAgainstTheSchema() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(SceneSchema.json.utf8).write(to: folder.appendingPathComponent("schema.json"))
    for (index, example) in try Self.exampleTexts().enumerated() {
      try Data(example.text.utf8).write(to: folder.appendingPathComponent(String(format: "%03d.json", index)))
    }
    let script = """
      import json, sys, glob, jsonschema
      schema = json.load(open(sys.argv[1] + '/schema.json'))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      bad = 0
      for path in sorted(glob.glob(sys.argv[1] + '/[0-9]*.json')):
          for error in validator.iter_errors(json.load(open(path))):
              bad += 1
              print(path, '/'.join(map(str, error.absolute_path)), error.message[:200])
      sys.exit(1 if bad else 0)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python!)
    process.arguments = ["-c", script, folder.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let names = try Self.exampleTexts().map(\.name)
    #expect(process.terminationStatus == 0, "schema violations (files are numbered in this order: \(names)):\n\(text)")
  }
}
