import Foundation
import Golden
import SceneModel

/// The golden folder's JSON files read as strictly as scenes: Foundation's parser, which the
/// Golden module uses, takes a trailing comma and lets a repeated key's last value win, so
/// `{"tolerance": "text", "tolerance": "exact"}` passed silently. Checked with the scene parser
/// (same messages, line and column) before the folder is used.
enum GoldenJSONSyntax {
  static func check(_ directory: GoldenDirectory) throws(GoldenError) {
    for name in [GoldenConfiguration.fileName, GIFTiming.fileName] {
      let path = directory.file(name)
      guard let data = FileManager.default.contents(atPath: path) else { continue }  // absent, or reported when read
      do {
        _ = try JSONParser.parse(String(decoding: data, as: UTF8.self))
      } catch {
        throw .invalidConfiguration(file: path, path: "", reason: "not valid JSON at \(error.location): \(error.message)")
      }
    }
  }
}
