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
    case .position, .size, .anchorPoint: return .vector
    case .backgroundColor, .color: return .color
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
    default: break
    }
  }
}
