import Timing

/// A key path an animation may target, with the kind of value it takes.
///
/// Names follow Core Animation (`position.x`, `transform.scale`, `bounds.size.width`);
/// a few short aliases (`size.width`, `fillColor`, `color`) are accepted as well.
public enum AnimatableProperty: String, Sendable, CaseIterable {
  case opacity
  case position
  case positionX = "position.x"
  case positionY = "position.y"
  case size
  case sizeWidth = "size.width"
  case sizeHeight = "size.height"
  case anchorPoint
  case backgroundColor
  case cornerRadius
  case transformScale = "transform.scale"
  case transformScaleX = "transform.scale.x"
  case transformScaleY = "transform.scale.y"
  case transformRotation = "transform.rotation"
  case color
  case fontSize
  case text
  case strokeColor
  case lineWidth
  case strokeStart
  case strokeEnd
  case lineDashPhase
  case miterLimit
  case borderWidth
  case borderColor
  case shadowColor
  case shadowOpacity
  case shadowRadius
  case shadowOffset
  case colors
  case locations
  case startPoint
  case endPoint

  /// Alternative spellings users bring from Core Animation and CSS.
  static let aliases: [String: AnimatableProperty] = [
    "bounds.size": .size, "bounds.size.width": .sizeWidth, "bounds.size.height": .sizeHeight,
    "fillColor": .backgroundColor, "foregroundColor": .color, "transform.rotation.z": .transformRotation,
    "rotation": .transformRotation, "scale": .transformScale,
  ]

  /// All accepted spellings, for suggestions.
  static var allNames: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }

  /// The property a key path names, if any.
  public init?(keyPath: String) {
    if let property = AnimatableProperty(rawValue: keyPath) ?? Self.aliases[keyPath] {
      self = property
    } else {
      return nil
    }
  }

  /// The kind of value the property holds.
  public var kind: PropertyKind {
    switch self {
    case .position, .size, .anchorPoint, .shadowOffset, .startPoint, .endPoint: return .vector
    case .backgroundColor, .color, .strokeColor, .borderColor, .shadowColor: return .color
    case .colors: return .colorList
    case .locations: return .numberList
    case .text: return .string
    default: return .number
    }
  }

  /// Reads the property.
  public func value(in properties: LayerProperties) -> PropertyValue {
    switch self {
    case .opacity: return .number(properties.opacity)
    case .position: return .vector(properties.position)
    case .positionX: return .number(properties.position.x)
    case .positionY: return .number(properties.position.y)
    case .size: return .vector(properties.size)
    case .sizeWidth: return .number(properties.size.x)
    case .sizeHeight: return .number(properties.size.y)
    case .anchorPoint: return .vector(properties.anchorPoint)
    case .backgroundColor: return .color(properties.backgroundColor)
    case .cornerRadius: return .number(properties.cornerRadius)
    // A uniform scale reads back as the x scale (Core Animation does the same for transform.scale).
    case .transformScale, .transformScaleX: return .number(properties.scale.x)
    case .transformScaleY: return .number(properties.scale.y)
    case .transformRotation: return .number(properties.rotationDegrees)
    case .color: return .color(properties.textColor)
    case .fontSize: return .number(properties.fontSizePoints)
    case .text: return .string(properties.text)
    case .strokeColor: return .color(properties.stroke.color)
    case .lineWidth: return .number(properties.stroke.lineWidthPoints)
    case .strokeStart: return .number(properties.stroke.start)
    case .strokeEnd: return .number(properties.stroke.end)
    case .lineDashPhase: return .number(properties.stroke.dashPhasePoints)
    case .miterLimit: return .number(properties.stroke.miterLimit)
    case .borderWidth: return .number(properties.borderWidthPoints)
    case .borderColor: return .color(properties.borderColor)
    case .shadowColor: return .color(properties.shadow.color)
    case .shadowOpacity: return .number(properties.shadow.opacity)
    case .shadowRadius: return .number(properties.shadow.radiusPoints)
    case .shadowOffset: return .vector(properties.shadow.offsetPoints)
    case .colors: return .colors(properties.gradient.colors)
    case .locations: return .numbers(properties.gradient.effectiveLocations)
    case .startPoint: return .vector(properties.gradient.startPoint)
    case .endPoint: return .vector(properties.gradient.endPoint)
    }
  }

  /// Writes the property; a value of the wrong kind is ignored (the decoder has already refused it).
  public func set(_ value: PropertyValue, in properties: inout LayerProperties) {
    switch (self, value) {
    case (.opacity, .number(let v)): properties.opacity = v
    case (.position, .vector(let v)): properties.position = v
    case (.positionX, .number(let v)): properties.position.x = v
    case (.positionY, .number(let v)): properties.position.y = v
    case (.size, .vector(let v)): properties.size = v
    case (.sizeWidth, .number(let v)): properties.size.x = v
    case (.sizeHeight, .number(let v)): properties.size.y = v
    case (.anchorPoint, .vector(let v)): properties.anchorPoint = v
    case (.backgroundColor, .color(let v)): properties.backgroundColor = v
    case (.cornerRadius, .number(let v)): properties.cornerRadius = v
    case (.transformScale, .number(let v)): properties.scale = Vec2(v, v)
    case (.transformScaleX, .number(let v)): properties.scale.x = v
    case (.transformScaleY, .number(let v)): properties.scale.y = v
    case (.transformRotation, .number(let v)): properties.rotationDegrees = v
    case (.color, .color(let v)): properties.textColor = v
    case (.fontSize, .number(let v)): properties.fontSizePoints = v
    case (.text, .string(let v)): properties.text = v
    case (.strokeColor, .color(let v)): properties.stroke.color = v
    case (.lineWidth, .number(let v)): properties.stroke.lineWidthPoints = v
    case (.strokeStart, .number(let v)): properties.stroke.start = v
    case (.strokeEnd, .number(let v)): properties.stroke.end = v
    case (.lineDashPhase, .number(let v)): properties.stroke.dashPhasePoints = v
    case (.miterLimit, .number(let v)): properties.stroke.miterLimit = v
    case (.borderWidth, .number(let v)): properties.borderWidthPoints = v
    case (.borderColor, .color(let v)): properties.borderColor = v
    case (.shadowColor, .color(let v)): properties.shadow.color = v
    case (.shadowOpacity, .number(let v)): properties.shadow.opacity = v
    case (.shadowRadius, .number(let v)): properties.shadow.radiusPoints = v
    case (.shadowOffset, .vector(let v)): properties.shadow.offsetPoints = v
    case (.colors, .colors(let v)): properties.gradient.colors = v
    case (.locations, .numbers(let v)): properties.gradient.locations = v
    case (.startPoint, .vector(let v)): properties.gradient.startPoint = v
    case (.endPoint, .vector(let v)): properties.gradient.endPoint = v
    default: break
    }
  }
}
