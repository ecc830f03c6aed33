import Foundation
import Testing

/// Helpers shared by the `flipbook sample` tests.
enum SampleSupport {
  /// A scene whose values are known exactly at quarter seconds: linear moves, a colour fade,
  /// a discrete text track with CSV-hostile strings, and a staggered pair of fades.
  static let sceneJSON = """
    {
      "canvas": { "width": 100, "height": 100 },
      "duration": 1,
      "layers": [
        { "id": "mover", "type": "rect", "size": [10, 10],
          "animations": [
            { "property": "position.x", "from": 0, "to": 600, "duration": 1, "timingFunction": "linear" },
            { "property": "position.y", "from": 0, "to": -60, "duration": 1, "timingFunction": "linear" },
            { "property": "backgroundColor", "from": "#000000", "to": "#FFFFFF", "duration": 1, "timingFunction": "linear" }
          ] },
        { "id": "label", "type": "text", "text": "a",
          "animations": [
            { "property": "text", "values": ["Hello, \\"world\\"", "line"], "calculationMode": "discrete",
              "duration": 1, "timingFunction": "linear" }
          ] },
        { "id": "list", "type": "group", "size": [100, 100], "stagger": { "each": 0.5 },
          "children": [
            { "id": "first", "type": "rect", "size": [10, 10], "opacity": 0,
              "animations": [ { "property": "opacity", "from": 0, "to": 1, "duration": 0.5, "timingFunction": "linear", "fillMode": "forwards" } ] },
            { "id": "second", "type": "rect", "size": [10, 10], "opacity": 0,
              "animations": [ { "property": "opacity", "from": 0, "to": 1, "duration": 0.5, "timingFunction": "linear", "fillMode": "forwards" } ] }
          ] }
      ]
    }
    """

  /// Writes the scene into a fresh folder; the caller removes the folder.
  static func writeScene() throws -> (folder: URL, scene: String) {
    let folder = try CLI.temporaryDirectory()
    let scene = folder.appendingPathComponent("sample.json")
    try CLI.write(sceneJSON, to: scene)
    return (folder, scene.path)
  }

  /// Parses RFC 4180 CSV (quoted fields with doubled quotes) into rows of fields.
  static func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = [], row: [String] = [], field = ""
    var inQuotes = false, fieldWasQuoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      if inQuotes {
        if character == "\"" {
          if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { inQuotes = false }
        } else {
          field.append(character)
        }
      } else if character == "\"" && field.isEmpty && !fieldWasQuoted {
        inQuotes = true
        fieldWasQuoted = true
      } else if character == "," {
        row.append(field); field = ""; fieldWasQuoted = false
      } else if character == "\n" {
        row.append(field); rows.append(row); row = []; field = ""; fieldWasQuoted = false
      } else {
        field.append(character)
      }
    }
    if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
    return rows
  }

  /// Runs `flipbook sample …`, expects success and clean stderr, and returns the CSV rows after the header.
  static func csv(_ arguments: [String], header expectedHeader: [String]) throws -> [[String]] {
    let result = try CLI.run(["sample"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = parseCSV(result.stdout)
    #expect(rows.first == expectedHeader)
    return Array(rows.dropFirst())
  }

  /// Runs `flipbook sample … --format json` and returns the parsed top-level object.
  static func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try CLI.run(["sample"] + arguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(result.stdout.prefix(200))")
  }
}
