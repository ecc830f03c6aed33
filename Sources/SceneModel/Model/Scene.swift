import Timing

/// A whole scene: canvas, duration and layers, decoded and validated.
public struct Scene: Sendable, Equatable {
  /// Free text describing the scene.
  public var description: String?
  /// Output size and background.
  public var canvas: CanvasSpec
  /// Length of the scene; frames sample [0, duration).
  public var duration: TickTime
  /// Top-level layers, drawn in order (later ones on top).
  public var layers: [Layer]
  /// How colours interpolate (sRGB by default, as browsers do for CSS colours).
  public var colorSpace: ColorSpace

  /// Creates a scene.
  public init(description: String? = nil, canvas: CanvasSpec, duration: TickTime, layers: [Layer], colorSpace: ColorSpace = .srgb) {
    self.description = description
    self.canvas = canvas
    self.duration = duration
    self.layers = layers
    self.colorSpace = colorSpace
  }

  /// Frames per second of the scene clock. Fixed: frame n is at exactly n/60 s.
  public static let framesPerSecond = 60

  /// ceil(duration × 60): the number of 60 fps frames, the end point excluded.
  public var frameCount: Int { TickTime.frameCount(duration: duration, fps: Self.framesPerSecond) }
}

/// The output surface.
public struct CanvasSpec: Sendable, Equatable {
  /// Width in points.
  public var widthPoints: Double
  /// Height in points.
  public var heightPoints: Double
  /// Pixels per point (2 renders @2x).
  public var scale: Double
  /// Colour behind all layers (may be transparent).
  public var background: RGBAColor

  /// Creates a canvas description.
  public init(widthPoints: Double, heightPoints: Double, scale: Double = 1, background: RGBAColor) {
    self.widthPoints = widthPoints
    self.heightPoints = heightPoints
    self.scale = scale
    self.background = background
  }

  /// Output width in pixels (points × scale, rounded).
  public var widthPixels: Int { Int((widthPoints * scale).rounded()) }
  /// Output height in pixels.
  public var heightPixels: Int { Int((heightPoints * scale).rounded()) }
}
