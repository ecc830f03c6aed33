import Timing

/// A colour property that follows a counter through a ramp: `"color": {"by": "counter", …}`
/// on the counter's own text layer, or `"fillColor": {"by": "points.counter", …}` on another
/// layer (seed 001's gauge, which changes colour with its number).
public struct ColorBinding: Sendable, Equatable {
  /// The colour property set (`color` or `backgroundColor`).
  public var property: AnimatableProperty
  /// Thresholds or gradient.
  public var ramp: ColorRamp
  /// The id of the text layer whose counter drives the colour; nil for the layer's own.
  public var sourceLayerID: String?
  /// The driving counter and its layer's time shift, filled in once the whole scene is decoded.
  public var source: (counter: TextCounter, timeShift: TickTime)?
  /// Where the binding was written, for messages.
  public var path: String
  /// Where `by` is in the scene file, for messages found after decoding.
  public var location: SourceLocation?

  /// Creates an unresolved binding.
  public init(property: AnimatableProperty, ramp: ColorRamp, sourceLayerID: String?, path: String) {
    self.property = property
    self.ramp = ramp
    self.sourceLayerID = sourceLayerID
    self.path = path
  }

  /// The colour at scene time `time`, or nil while the source is unresolved.
  public func color(at time: TickTime) -> RGBAColor? {
    guard let (counter, shift) = source else { return nil }
    let localTime = time - shift
    let input = ramp.input == .progress ? counter.progress(at: localTime) : counter.value(at: localTime)
    return ramp.color(at: input)
  }

  public static func == (a: ColorBinding, b: ColorBinding) -> Bool {
    a.property == b.property && a.ramp == b.ramp && a.sourceLayerID == b.sourceLayerID && a.path == b.path && a.location == b.location
      && a.source?.counter == b.source?.counter && a.source?.timeShift == b.source?.timeShift
  }
}
