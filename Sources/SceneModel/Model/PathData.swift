import Timing

/// A vector outline parsed from SVG path data (`M L H V C S Q T A Z`, absolute and relative),
/// reduced to absolute moves, lines, Béziers and closes. Arcs become cubic Béziers when parsed,
/// so the renderer needs no arc geometry.
public struct PathData: Sendable, Equatable {
  /// One drawing command in the layer's bounds coordinates (points, y down).
  public enum Command: Sendable, Equatable {
    case move(Vec2)
    case line(Vec2)
    case quadratic(control: Vec2, to: Vec2)
    case cubic(control1: Vec2, control2: Vec2, to: Vec2)
    case close
  }

  /// The commands in order.
  public var commands: [Command]

  /// Wraps parsed commands.
  public init(commands: [Command]) {
    self.commands = commands
  }
}
