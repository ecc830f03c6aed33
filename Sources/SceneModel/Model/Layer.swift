import Timing

/// One layer of a scene: what it draws, its authored properties, its animations and its children.
public struct Layer: Sendable, Equatable {
  /// Optional name, used by `flipbook sample --layer` and in messages.
  public var id: String?
  /// What the layer draws.
  public var content: LayerContent
  /// Property values before any animation.
  public var properties: LayerProperties
  /// Whether the authored size was given; text layers without one size themselves to their text.
  public var hasExplicitSize: Bool
  /// Animations, applied in order (a later one overrides an earlier one on the same property).
  public var animations: [Animation]
  /// Sub-layers (group layers), drawn in order above the layer's own content.
  public var children: [Layer]
  /// JSON path where this layer was declared, for messages at render time.
  public var path: String
  /// How much later than the scene clock this layer's animations run (from a parent's
  /// `stagger`, accumulated down the tree): the layer samples its animations at `t − timeShift`,
  /// like instance k of a CAReplicatorLayer at `t − k·instanceDelay`.
  public var timeShift: TickTime = .zero
  /// Staggered starts for the children: child i's subtree runs `stagger.delays[i]` later.
  public var stagger: Stagger?
  /// CALayer.beginTime: the layer's own clock (its animations, its children's, and an animated
  /// GIF's playback) starts this much later than its parent's. Folded into `timeShift`.
  public var beginTime: TickTime = .zero
  /// Colours driven by a counter through a colour ramp (`"color": {"by": "counter", …}`), applied after animations.
  public var colorBindings: [ColorBinding] = []
  /// `position` or `size` (or a component) taken from a text layer's measured bounds; filled
  /// into `properties` (and emptied) by `TextResolver` once fonts are available.
  public var textMeasures: [TextMeasure] = []
  /// Measured `position` or `size` values that follow a changing text (a counter's digits),
  /// filled by `TextResolver`; applied before the animations, as the layer's own values.
  public var measureTracks: [MeasureTrack] = []

  /// Creates a layer.
  public init(id: String? = nil, content: LayerContent, properties: LayerProperties = LayerProperties(),
              hasExplicitSize: Bool = true, animations: [Animation] = [], children: [Layer] = [], path: String = "") {
    self.id = id
    self.content = content
    self.properties = properties
    self.hasExplicitSize = hasExplicitSize
    self.animations = animations
    self.children = children
    self.path = path
  }
}

/// What a layer draws.
public enum LayerContent: Sendable, Equatable {
  /// A (rounded) rectangle filled with `backgroundColor`.
  case rect
  /// An ellipse inscribed in the bounds, filled with `backgroundColor`.
  case ellipse
  /// Text; the string, colour and size are animatable properties.
  case text(TextStyle)
  /// A container: draws `backgroundColor` (if any) and its children.
  case group
  /// A shape from SVG path data in the layer's bounds coordinates (CAShapeLayer).
  case path(PathData)
  /// A linear or radial gradient filling the (rounded) bounds (CAGradientLayer).
  case gradient(GradientStyle)
  /// A bitmap (PNG, JPEG or GIF, animated GIFs playing their own frames) placed by its gravity.
  case image(ImageSource)

  /// The `type` name used in scene files.
  public var typeName: String {
    switch self {
    case .rect: return "rect"
    case .ellipse: return "ellipse"
    case .text: return "text"
    case .group: return "group"
    case .path: return "path"
    case .gradient: return "gradient"
    case .image: return "image"
    }
  }
}
