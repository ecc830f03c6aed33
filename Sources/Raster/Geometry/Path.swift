/// A vector path in user space: subpaths of lines and Bézier curves.
///
/// Paths are filled with the non-zero winding rule. Curves stay exact here and are
/// flattened only once the device transform is known, so tolerance is in device pixels.
public struct Path: Sendable, Equatable, Hashable {
  /// A point in user space.
  struct Point: Sendable, Equatable, Hashable {
    var x: Double
    var y: Double
  }

  /// One drawing command; `close` returns to the current subpath's start.
  enum Element: Sendable, Equatable, Hashable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
  }

  private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  init(elements: [Element]) {
    self.elements = elements
  }

  /// `true` when the path has no drawing commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at (`x`, `y`).
  public mutating func move(to x: Double, _ y: Double) {
    elements.append(.move(Point(x: x, y: y)))
  }

  /// A straight line to (`x`, `y`); starts a subpath there if none is open.
  public mutating func line(to x: Double, _ y: Double) {
    elements.append(.line(Point(x: x, y: y)))
  }

  /// A quadratic Bézier curve to (`x`, `y`) with one control point.
  public mutating func quadCurve(to x: Double, _ y: Double, control cx: Double, _ cy: Double) {
    elements.append(.quad(control: Point(x: cx, y: cy), to: Point(x: x, y: y)))
  }

  /// A cubic Bézier curve to (`x`, `y`) with two control points.
  public mutating func curve(to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double) {
    elements.append(.cubic(control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y), to: Point(x: x, y: y)))
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func close() {
    elements.append(.close)
  }

  /// Appends all of `other`'s subpaths, mapped through `transform`.
  public mutating func append(_ other: Path, transform: AffineTransform = .identity) {
    if transform == .identity {
      elements.append(contentsOf: other.elements)
    } else {
      elements.append(contentsOf: other.elements.map { $0.mapped(by: transform) })
    }
  }

  /// This path mapped through `transform`.
  public func applying(_ transform: AffineTransform) -> Path {
    var copy = Path()
    copy.append(self, transform: transform)
    return copy
  }
}

extension Path.Point {
  func mapped(by transform: AffineTransform) -> Path.Point {
    let p = transform.apply(x: x, y: y)
    return Path.Point(x: p.x, y: p.y)
  }
}

extension Path.Element {
  func mapped(by t: AffineTransform) -> Path.Element {
    switch self {
    case let .move(p): .move(p.mapped(by: t))
    case let .line(p): .line(p.mapped(by: t))
    case let .quad(c, p): .quad(control: c.mapped(by: t), to: p.mapped(by: t))
    case let .cubic(c1, c2, p): .cubic(control1: c1.mapped(by: t), control2: c2.mapped(by: t), to: p.mapped(by: t))
    case .close: .close
    }
  }
}
