import Timing

/// Path layers: SVG path data in the layer's bounds coordinates.
extension LayerDecoder {
  func decodePathData(_ reader: inout ObjectReader, path: String) -> PathData {
    guard let node = reader.node("path") else {
      context.error(JSONPath.member(path, "path"), "is required: SVG path data, e.g. \"M 0 0 L 100 0\"", at: reader.node)
      return PathData(commands: [])
    }
    guard let text = ValueReader.string(node, path: reader.memberPath("path"), context: context) else { return PathData(commands: []) }
    if text.unicodeScalars.count > 1_000_000 {
      context.error(reader.memberPath("path"), "path data of \(text.unicodeScalars.count) characters is longer than the limit of 1000000 (a fixed limit: simplify the path, or split it over several path layers)", at: node)
      return PathData(commands: [])
    }
    switch SVGPathParser.parse(text) {
    case .success(let data): return data
    case .failure(let failure):
      context.error(reader.memberPath("path"), "\(failure.message) (at character \(failure.offset + 1) of the path data)", at: node)
      return PathData(commands: [])
    }
  }
}
