import Timing

/// A value taken from a text layer's measured bounds: an animation's end, e.g.
/// `"to": {"measure": "tab2", "of": "textWidth", "plus": 8}` (seed 002's underline that takes
/// its tab title's width), or a layer's own position or size, e.g. a badge's
/// `"size": [{"measure": "count", "of": "textWidth", "plus": 12}, 20]`. Measuring needs fonts,
/// so the value is filled in after decoding by `TextResolver` with a `TextMeasurer`; until
/// then an animation's end is missing (the current value) and a layer's value is 0.
public struct TextMeasure: Sendable, Equatable {
  /// Which end of a from/to/by animation the value goes to.
  public enum End: String, Sendable { case from, to, by }

  /// Where the value goes.
  public enum Target: Sendable, Equatable {
    /// An end of the from/to/by animation that holds the reference.
    case animation(End)
    /// A property of the layer that holds it: `position`, `size` or one of their components.
    case layer(AnimatableProperty)
  }

  /// What is measured. Positions are in the measured layer's parent coordinates, from its
  /// authored (unanimated) position, anchor point and size, ignoring transforms.
  public enum Metric: String, Sendable, CaseIterable {
    case textWidth, textHeight, textSize, textMinX, textMidX, textMaxX, textMinY, textMidY, textMaxY, textCenter, textOrigin

    /// A number, or a pair for `textSize`, `textCenter`, `textOrigin`.
    public var kind: PropertyKind {
      switch self {
      case .textSize, .textCenter, .textOrigin: return .vector
      default: return .number
      }
    }

    /// The metric of a text box.
    public func value(of box: TextRect) -> PropertyValue {
      switch self {
      case .textWidth: return .number(box.width)
      case .textHeight: return .number(box.height)
      case .textSize: return .vector(Vec2(box.width, box.height))
      case .textMinX: return .number(box.x)
      case .textMidX: return .number(box.midX)
      case .textMaxX: return .number(box.x + box.width)
      case .textMinY: return .number(box.y)
      case .textMidY: return .number(box.midY)
      case .textMaxY: return .number(box.y + box.height)
      case .textCenter: return .vector(Vec2(box.midX, box.midY))
      case .textOrigin: return .vector(Vec2(box.x, box.y))
      }
    }
  }

  /// What it fills.
  public var target: Target
  /// The id of the measured text layer.
  public var layerID: String
  /// What is measured.
  public var metric: Metric
  /// Added to the measurement (padding), of the metric's kind.
  public var plus: PropertyValue?
  /// How the measurement snaps to the pixel grid before `plus` is added, if it does.
  public var rounding: PixelRounding?
  /// Where it was written, for messages.
  public var path: String
  /// Where `measure` is in the scene file, for messages found after decoding.
  public var location: SourceLocation?

  /// Creates a reference.
  public init(target: Target, layerID: String, metric: Metric, plus: PropertyValue? = nil, path: String) {
    self.target = target
    self.layerID = layerID
    self.metric = metric
    self.plus = plus
    self.path = path
  }

  /// The value for a measured text box on a canvas of `pixelsPerPoint`.
  public func value(of box: TextRect, pixelsPerPoint: Double) -> PropertyValue {
    var measured = metric.value(of: box)
    if let rounding {
      switch measured {
      case .number(let value): measured = .number(rounding.apply(value, pixelsPerPoint: pixelsPerPoint))
      case .vector(let value):
        measured = .vector(Vec2(rounding.apply(value.x, pixelsPerPoint: pixelsPerPoint), rounding.apply(value.y, pixelsPerPoint: pixelsPerPoint)))
      default: break
      }
    }
    return plus.map { PropertyValue.add(measured, $0) } ?? measured
  }
}

/// Snapping a measured length or coordinate to the canvas's pixel grid, as UIKit's
/// `sizeToFit` and `intrinsicContentSize` round a label's size up to whole pixels.
public enum PixelRounding: String, Sendable, CaseIterable {
  /// To the next pixel boundary (UIKit's sizes).
  case up
  /// To the previous pixel boundary.
  case down
  /// To the nearest pixel boundary, halves away from zero.
  case nearest

  /// `value` points snapped to multiples of 1/`pixelsPerPoint`.
  public func apply(_ value: Double, pixelsPerPoint: Double) -> Double {
    let rule: FloatingPointRoundingRule
    switch self {
    case .up: rule = .up
    case .down: rule = .down
    case .nearest: rule = .toNearestOrAwayFromZero
    }
    return (value * pixelsPerPoint).rounded(rule) / pixelsPerPoint
  }
}
