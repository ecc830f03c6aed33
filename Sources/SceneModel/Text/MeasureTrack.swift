import Timing

/// A layer's `position` or `size` (or a component) measured from a text that changes while
/// the scene runs — a counter's digits, an animated `text` or `fontSize` — so the layer follows
/// it frame by frame, as Auto Layout re-lays out a badge around a label whose text changes and
/// CSS re-flows an inline box around its content. Filled in by `TextResolver`; applied before
/// the layer's animations, as the layer's own value.
public struct MeasureTrack: Sendable, Equatable {
  /// The property it sets.
  public var property: AnimatableProperty
  /// Its value at every frame.
  public var values: FrameRuns<PropertyValue>

  /// Creates a track.
  public init(property: AnimatableProperty, values: FrameRuns<PropertyValue>) {
    self.property = property
    self.values = values
  }

  /// Sets the property to its value at scene time `time`.
  public func apply(at time: TickTime, to properties: inout LayerProperties) {
    property.set(values.value(at: time), in: &properties)
  }

  /// Sets the property to its value at frame `frame`.
  public func apply(atFrame frame: Int, to properties: inout LayerProperties) {
    property.set(values.value(atFrame: frame), in: &properties)
  }
}
