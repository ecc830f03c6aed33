import Timing

extension Layer {
  /// Counter text and counter-driven colours at scene time `time`; applied after the
  /// animations, because they are what the layer shows while the counter runs.
  func applyTextDrivers(at time: TickTime, to properties: inout LayerProperties) {
    if case .text(let style) = content, let counter = style.counter {
      properties.text = counter.text(at: time - timeShift)
    }
    for binding in colorBindings {
      if let color = binding.color(at: time) { binding.property.set(.color(color), in: &properties) }
    }
  }
}
