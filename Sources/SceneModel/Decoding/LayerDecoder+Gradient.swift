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
    if let node = reader.node("locations"), let locations = context.locationList(node, path: reader.memberPath("locations")) {
      if locations.count == properties.gradient.colors.count {
        properties.gradient.locations = locations
      } else {
        context.error(reader.memberPath("locations"), Self.locationCountMessage(locations.count, properties.gradient.colors.count), at: node)
      }
    }
    return style
  }

  /// Every `locations` value an animation of this gradient gives must have one location per
  /// colour: the renderer could only ignore a list of another length.
  func checkAnimatedLocations(_ animations: [Animation], colorCount: Int) {
    for (path, value) in animations.flatMap(LimitsChecker.values) {
      if case .numbers(let locations) = value, locations.count != colorCount {
        context.error(path, Self.locationCountMessage(locations.count, colorCount), location: context.location(of: path))
      }
    }
  }

  static func locationCountMessage(_ locations: Int, _ colors: Int) -> String {
    "has \(locations) location\(locations == 1 ? "" : "s") for \(colors) colour\(colors == 1 ? "" : "s"); give one per colour"
  }
}
