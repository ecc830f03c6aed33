import Timing

/// Gradient layers (CAGradientLayer): colours, locations, start and end points, axial or radial.
extension LayerDecoder {
  static let gradientKeys = ["colors", "locations", "startPoint", "endPoint", "gradientType"]

  func decodeGradient(_ reader: inout ObjectReader, into properties: inout LayerProperties) -> GradientStyle {
    var style = GradientStyle()
    if let node = reader.node("colors"), let colors = context.colorList(node, path: reader.memberPath("colors")) {
      properties.gradient.colors = colors
    }
    if let value = reader.node("startPoint").flatMap({ context.vector($0, path: reader.memberPath("startPoint")) }) {
      properties.gradient.startPoint = value
    }
    if let value = reader.node("endPoint").flatMap({ context.vector($0, path: reader.memberPath("endPoint")) }) {
      properties.gradient.endPoint = value
    }
    if let value = reader.node("gradientType").flatMap({
      context.keyword($0, path: reader.memberPath("gradientType"), table: GradientKind.allCases.map { ($0.rawValue, $0) })
    }) {
      style.kind = value
    }
    if let node = reader.node("locations") {
      style.locations = decodeLocations(node, path: reader.memberPath("locations"), colorCount: properties.gradient.colors.count)
    }
    return style
  }

  /// One location per colour, each 0…1, never decreasing.
  private func decodeLocations(_ node: JSONNode, path: String, colorCount: Int) -> [Double]? {
    guard let elements = ValueReader.array(node, path: path, context: context) else { return nil }
    let locations = elements.enumerated().compactMap { index, element in
      context.number(element, path: JSONPath.element(path, index), in: 0...1)
    }
    guard locations.count == elements.count else { return nil }
    if locations.count != colorCount {
      context.error(path, "has \(locations.count) locations for \(colorCount) colours; give one per colour", at: node)
      return nil
    }
    for index in locations.indices.dropFirst() where locations[index] < locations[index - 1] {
      context.error(JSONPath.element(path, index), "locations must not decrease (\(NumberFormatting.roundTrip(locations[index])) after \(NumberFormatting.roundTrip(locations[index - 1])))", at: elements[index])
      return nil
    }
    return locations
  }
}
