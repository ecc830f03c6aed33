import Timing

/// A value a layer property can hold, and an animation can produce.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
  case number(Double)
  case vector(Vec2)
  case color(RGBAColor)
  case string(String)
  /// A list of colours (a gradient's `colors`); lists of equal length interpolate colour by colour.
  case colors([RGBAColor])
  /// A list of numbers (a gradient's `locations`); lists of equal length interpolate element by element.
  case numbers([Double])

  /// The kind of value, for type checks and messages.
  public var kind: PropertyKind {
    switch self {
    case .number: return .number
    case .vector: return .vector
    case .color: return .color
    case .string: return .string
    case .colors: return .colorList
    case .numbers: return .numberList
    }
  }

  /// Interpolates between two values of the same kind; strings cannot be interpolated, so they
  /// hold the from-value until the fraction reaches `discreteSwitch` (1, the end of the
  /// interval, unless CSS keyframes' 0.5 is asked for).
  public static func interpolate(_ from: PropertyValue, _ to: PropertyValue, fraction: Double,
                                 colorSpace: ColorSpace = .srgb, discreteSwitch: Double = 1) -> PropertyValue {
    switch (from, to) {
    case let (.number(a), .number(b)): return .number(Double.interpolate(a, b, fraction: fraction))
    case let (.vector(a), .vector(b)): return .vector(Vec2.interpolate(a, b, fraction: fraction))
    case let (.color(a), .color(b)): return .color(RGBAColor.interpolate(a, b, fraction: fraction, space: colorSpace))
    case let (.colors(a), .colors(b)) where a.count == b.count:
      return .colors(zip(a, b).map { RGBAColor.interpolate($0, $1, fraction: fraction, space: colorSpace) })
    case let (.numbers(a), .numbers(b)) where a.count == b.count:
      return .numbers(zip(a, b).map { Double.interpolate($0, $1, fraction: fraction) })
    default: return fraction >= discreteSwitch ? to : from
    }
  }

  /// `a + b` for additive animations and `by`; strings cannot be added and keep `b`.
  public static func add(_ a: PropertyValue, _ b: PropertyValue) -> PropertyValue {
    switch (a, b) {
    case let (.number(x), .number(y)): return .number(x + y)
    case let (.vector(x), .vector(y)): return .vector(Vec2.add(x, y))
    case let (.color(x), .color(y)): return .color(RGBAColor.add(x, y))
    case let (.colors(x), .colors(y)) where x.count == y.count: return .colors(zip(x, y).map { RGBAColor.add($0, $1) })
    case let (.numbers(x), .numbers(y)) where x.count == y.count: return .numbers(zip(x, y).map(+))
    default: return b
    }
  }

  /// The value that adds nothing: zero of this kind (transparent black for colours). A string
  /// cannot be added, so it is its own.
  public var neutral: PropertyValue {
    switch self {
    case .number: return .number(0)
    case .vector: return .vector(Vec2(0, 0))
    case .color: return .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    case .colors(let colors): return .colors(colors.map { _ in RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) })
    case .numbers(let numbers): return .numbers(numbers.map { _ in 0 })
    case .string: return self
    }
  }

  /// `a - b`, used to derive `from` when only `to` and `by` are given.
  public static func subtract(_ a: PropertyValue, _ b: PropertyValue) -> PropertyValue {
    switch (a, b) {
    case let (.number(x), .number(y)): return .number(x - y)
    case let (.vector(x), .vector(y)): return .vector(Vec2(x.x - y.x, x.y - y.y))
    case let (.color(x), .color(y)):
      return .color(RGBAColor(red: x.red - y.red, green: x.green - y.green, blue: x.blue - y.blue, alpha: x.alpha - y.alpha))
    case let (.numbers(x), .numbers(y)) where x.count == y.count: return .numbers(zip(x, y).map(-))
    default: return a
    }
  }

  public var description: String {
    switch self {
    case .number(let value): return NumberFormatting.roundTrip(value)
    case .vector(let value): return "[\(NumberFormatting.roundTrip(value.x)), \(NumberFormatting.roundTrip(value.y))]"
    case .color(let color): return ColorFormatting.hex(color)
    case .string(let text): return text
    case .colors(let colors): return "[" + colors.map(ColorFormatting.hex).joined(separator: ", ") + "]"
    case .numbers(let numbers): return "[" + numbers.map(NumberFormatting.roundTrip).joined(separator: ", ") + "]"
    }
  }
}

/// The kinds of property values.
public enum PropertyKind: String, Sendable {
  case number, vector, color, string, colorList, numberList

  /// "a number", "a point [x, y]", … for messages.
  public var expectation: String {
    switch self {
    case .number: return "a number"
    case .vector: return "a pair [x, y] (or {\"x\", \"y\"} / {\"width\", \"height\"})"
    case .color: return "a colour string (#RRGGBB, rgba(…), a name)"
    case .string: return "a string"
    case .colorList: return "an array of colour strings"
    case .numberList: return "an array of numbers, one location per colour"
    }
  }
}

/// Shortest decimal text that reads back as the same `Double`.
public enum NumberFormatting {
  /// `0.5`, `1`, `0.30000000000000004`: Swift's description round-trips; drop a trailing `.0`.
  public static func roundTrip(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    // Swift writes whole numbers up to 2^53 as "9007199254740992.0"; larger ones as "1e+16".
    let text = "\(value)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

/// Colour to text.
public enum ColorFormatting {
  /// `#RRGGBB` or `#RRGGBBAA` of the 8-bit rounding of a colour.
  public static func hex(_ color: RGBAColor) -> String {
    func byte(_ channel: Double) -> String {
      let value = Int((min(max(channel, 0), 1) * 255).rounded())
      let text = String(value, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return color.alpha >= 1 ? rgb : rgb + byte(color.alpha)
  }
}
