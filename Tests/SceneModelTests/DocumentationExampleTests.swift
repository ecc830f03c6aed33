import Foundation
import Testing
@testable import SceneModel

/// Every `json` block in docs/scene-format.md is a complete scene that must load without
/// warnings, so the documentation cannot drift from what the decoder accepts.
@Suite struct DocumentationExampleTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func examples(in document: String) throws -> [String] {
    let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
    var blocks: [String] = [], current: [String]? = nil
    for line in text.components(separatedBy: "\n") {
      if current == nil, line == "```json" { current = [] }
      else if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n")); current = nil }
      else if current != nil { current!.append(line) }
    }
    return blocks
  }

  @Test func sceneFormatHasExamples() throws {
    #expect(try Self.examples(in: "docs/scene-format.md").count >= 8)
  }

  @Test(arguments: try DocumentationExampleTests.examples(in: "docs/scene-format.md").enumerated().map { $0 })
  func exampleLoads(index: Int, json: String) throws {
    let fonts = Self.repository.appendingPathComponent("fonts").path
    let root = try JSONParser.parse(json)
    // Examples name images as the scenes in scenes/ do (assets/photo.jpg), so they resolve there.
    let scenes = Self.repository.appendingPathComponent("scenes").path
    let (scene, diagnostics) = SceneDecoder(baseDirectory: scenes, fontsDirectory: fonts).decode(root)
    #expect(scene != nil, "example \(index): \(diagnostics)")
    #expect(diagnostics.isEmpty, "example \(index): \(diagnostics)")
  }

  @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("scenes").path)
    .filter { $0.hasSuffix(".json") }.sorted())
  func exampleSceneLoads(name: String) throws {
    let path = Self.repository.appendingPathComponent("scenes").appendingPathComponent(name).path
    let (_, warnings) = try SceneLoader().load(contentsOf: path)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
