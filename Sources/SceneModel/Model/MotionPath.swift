import Foundation
import Timing

/// Motion along a path (`CAKeyframeAnimation.path`, CSS `offset-path`): a `position` animation
/// whose values are the points of one SVG subpath, in the layer's parent coordinates. As in
/// Core Animation, every point of the path after its `M` is a keyframe: `linear` spends
/// `keyTimes` (even by default) on the segments between them, each travelled by its curve
/// parameter; `paced` travels the whole path at constant speed; `discrete` jumps from point to
/// point. With a `rotation` the layer also turns to the path's direction.
public struct MotionPath: Sendable, Equatable {
  /// One piece of the path, with its end points.
  public enum Segment: Sendable, Equatable {
    case line(Vec2, Vec2)
    case quadratic(Vec2, Vec2, Vec2)
    case cubic(Vec2, Vec2, Vec2, Vec2)
  }

  /// How time is spent along the path.
  public enum Pacing: Sendable, Equatable {
    /// Key time i is when the layer is at the path's point i (n + 1 of them for n segments);
    /// the optional timing function i eases the way from point i to point i + 1.
    case linear(keyTimes: [Double], timingFunctions: [TimingFunction]?)
    /// Constant speed along the whole length (`paced` and `cubicPaced`).
    case paced
    /// Point i from key time i to key time i + 1 (n + 1 key times, or n + 2 with an end).
    case discrete(keyTimes: [Double])
  }

  /// Core Animation's `rotationMode`: turn with the path's direction, or against it.
  public enum Rotation: String, Sendable, CaseIterable {
    case auto, autoReverse
  }

  /// The pieces, end to end.
  public let segments: [Segment]
  /// How time is spent.
  public let pacing: Pacing
  /// Whether and how the layer turns with the path.
  public let rotation: Rotation?
  /// Per segment, the length from its start at parameter k/`tableSteps`, k = 0…tableSteps:
  /// paced motion inverts it to find the parameter at a distance.
  private let lengthTables: [[Double]]
  /// The length before each segment.
  private let lengthsBefore: [Double]
  /// The whole path's length.
  public let length: Double

  /// Samples per segment in the length tables: the parameter at a distance starts from the
  /// table and is refined by Newton's method on the exact length.
  static let tableSteps = 64

  /// Creates motion along `segments` (at least one).
  public init(segments: [Segment], pacing: Pacing, rotation: Rotation?) {
    self.segments = segments
    self.pacing = pacing
    self.rotation = rotation
    var tables: [[Double]] = []
    var before: [Double] = []
    var total = 0.0
    for segment in segments {
      var table = [0.0]
      for k in 1...Self.tableSteps {
        table.append(table[k - 1] + segment.length(from: Double(k - 1) / Double(Self.tableSteps), to: Double(k) / Double(Self.tableSteps)))
      }
      before.append(total)
      total += table[Self.tableSteps]
      tables.append(table)
    }
    lengthTables = tables
    lengthsBefore = before
    length = total
  }

  /// The path's points: where each segment starts, and where the last one ends.
  public var points: [Vec2] { segments.map { $0.point(at: 0) } + [segments[segments.count - 1].point(at: 1)] }

  /// Where the layer is at eased progress `progress` (clamped to 0…1) of an animation whose
  /// iteration lasts `durationSeconds` (the time base of per-segment timing functions).
  public func position(atProgress progress: Double, durationSeconds: Double) -> Vec2 {
    let (index, t) = place(atProgress: progress, durationSeconds: durationSeconds)
    return segments[index].point(at: t)
  }

  /// The path's direction in degrees (clockwise from +x, as `transform.rotation`) at
  /// `progress`, turned half round for `autoReverse`; nil without a rotation mode.
  public func rotationDegrees(atProgress progress: Double, durationSeconds: Double) -> Double? {
    guard let rotation else { return nil }
    let (index, t) = place(atProgress: progress, durationSeconds: durationSeconds)
    let direction = self.direction(segment: index, at: t)
    let degrees = atan2(direction.y, direction.x) * 180 / .pi
    return rotation == .autoReverse ? degrees + 180 : degrees
  }

  /// The segment and its parameter at `progress`.
  private func place(atProgress rawProgress: Double, durationSeconds: Double) -> (segment: Int, t: Double) {
    let progress = rawProgress.isNaN ? 0 : min(max(rawProgress, 0), 1)
    switch pacing {
    case .paced:
      return place(atDistance: progress * length)
    case .linear(let keyTimes, let timingFunctions):
      let index = Self.interval(of: progress, in: keyTimes)
      let span = keyTimes[index + 1] - keyTimes[index]
      var fraction = span > 0 ? (progress - keyTimes[index]) / span : 1
      if let easing = timingFunctions?[index] {
        fraction = easing.progress(fraction, durationSeconds: durationSeconds * span)
      }
      return (index, min(max(fraction, 0), 1))
    case .discrete(let keyTimes):
      // The last point at or before the progress; a point past the last segment is its end.
      let point = max(0, (keyTimes.lastIndex { $0 <= progress }) ?? 0)
      return point < segments.count ? (point, 0) : (segments.count - 1, 1)
    }
  }

  /// The segment and parameter at `distance` along the path.
  private func place(atDistance distance: Double) -> (segment: Int, t: Double) {
    var index = segments.count - 1
    while index > 0 && lengthsBefore[index] > distance { index -= 1 }
    let table = lengthTables[index]
    let local = min(max(distance - lengthsBefore[index], 0), table[Self.tableSteps])
    // The last sample at or before `local`, then linear between it and the next.
    var low = 0
    var high = Self.tableSteps
    while high - low > 1 {
      let middle = (low + high) / 2
      if table[middle] <= local { low = middle } else { high = middle }
    }
    let piece = table[high] - table[low]
    let fraction = piece > 0 ? (local - table[low]) / piece : 0
    let lowT = Double(low) / Double(Self.tableSteps)
    let highT = Double(high) / Double(Self.tableSteps)
    var t = lowT + fraction * (highT - lowT)
    // Newton on length(lowT…t) = local − table[low]: the table's straight guess leaves the
    // speed uneven by a few percent where a curve's parameter speed changes fast.
    let segment = segments[index]
    for _ in 0..<4 {
      let speed = Self.norm(segment.derivative(at: t))
      guard speed > 0 else { break }
      let error = table[low] + segment.length(from: lowT, to: t) - local
      t = min(max(t - error / speed, lowT), highT)
    }
    return (index, t)
  }

  static func norm(_ v: Vec2) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

  /// The direction of travel on segment `index` at `t`: its derivative, or, where that
  /// vanishes (a control point on an end point), the direction a little further on.
  private func direction(segment index: Int, at t: Double) -> Vec2 {
    let segment = segments[index]
    let exact = segment.derivative(at: t)
    if exact.x != 0 || exact.y != 0 { return exact }
    let near = t < 0.5 ? segment.point(at: t + 1e-3) : segment.point(at: t)
    let from = t < 0.5 ? segment.point(at: t) : segment.point(at: t - 1e-3)
    return Vec2(near.x - from.x, near.y - from.y)
  }

  /// The interval i with `keyTimes[i] ≤ progress < keyTimes[i + 1]` (the last one includes 1).
  static func interval(of progress: Double, in keyTimes: [Double]) -> Int {
    let last = keyTimes.count - 2
    for index in 0..<last where progress < keyTimes[index + 1] { return index }
    return last
  }
}

extension MotionPath.Segment {
  /// The point at parameter `t` (0…1).
  func point(at t: Double) -> Vec2 {
    let u = 1 - t
    switch self {
    case let .line(a, b):
      return Vec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    case let .quadratic(a, c, b):
      return Vec2(u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    case let .cubic(a, c1, c2, b):
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return Vec2(w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
  }

  /// The arc length between parameters `t0` and `t1` (five-point Gauss–Legendre on the
  /// speed, exact for lines and to ~1e-9 of the length over a table step of a curve).
  func length(from t0: Double, to t1: Double) -> Double {
    let nodes = [(0.0, 0.5688888888888889), (0.5384693101056831, 0.4786286704993665), (-0.5384693101056831, 0.4786286704993665),
                 (0.9061798459386640, 0.2369268850561891), (-0.9061798459386640, 0.2369268850561891)]
    let half = (t1 - t0) / 2
    let middle = (t0 + t1) / 2
    return half * nodes.reduce(0) { sum, node in sum + node.1 * MotionPath.norm(derivative(at: middle + half * node.0)) }
  }

  /// The derivative with respect to `t`.
  func derivative(at t: Double) -> Vec2 {
    let u = 1 - t
    switch self {
    case let .line(a, b):
      return Vec2(b.x - a.x, b.y - a.y)
    case let .quadratic(a, c, b):
      return Vec2(2 * u * (c.x - a.x) + 2 * t * (b.x - c.x), 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y))
    case let .cubic(a, c1, c2, b):
      let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
      return Vec2(w0 * (c1.x - a.x) + w1 * (c2.x - c1.x) + w2 * (b.x - c2.x),
                  w0 * (c1.y - a.y) + w1 * (c2.y - c1.y) + w2 * (b.y - c2.y))
    }
  }
}
