import Timing

/// Turns each layer's `beginTime` and its parent's `stagger` into its `timeShift`, accumulated
/// down the tree.
enum TimeShiftResolver {
  static func apply(to layer: Layer, shift parentShift: TickTime) -> Layer {
    var layer = layer
    let shift = parentShift + layer.beginTime
    layer.timeShift = shift
    let delays = layer.stagger?.delays(count: layer.children.count) ?? Array(repeating: .zero, count: layer.children.count)
    layer.children = zip(layer.children, delays).map { child, delay in apply(to: child, shift: shift + delay) }
    return layer
  }
}
