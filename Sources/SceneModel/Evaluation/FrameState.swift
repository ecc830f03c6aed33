import Timing

/// A scene resolved at one instant: every layer with its animated property values.
/// A plain value tree: the renderer needs nothing else.
public struct FrameState: Sendable, Equatable {
  /// The instant sampled.
  public var time: TickTime
  /// Output surface.
  public var canvas: CanvasSpec
  /// Top-level layers with resolved properties.
  public var layers: [LayerState]
}

/// One layer at one instant.
public struct LayerState: Sendable, Equatable {
  /// The layer's id, if it has one.
  public var id: String?
  /// What it draws.
  public var content: LayerContent
  /// Resolved property values.
  public var properties: LayerProperties
  /// Whether the size was authored (text layers without one size to their text).
  public var hasExplicitSize: Bool
  /// Resolved children.
  public var children: [LayerState]
}

extension Scene {
  /// The scene at 60 fps frame `frameIndex` (time exactly frameIndex/60 s).
  public func state(atFrame frameIndex: Int) -> FrameState {
    state(at: TickTime(frameIndex: frameIndex, fps: Self.framesPerSecond))
  }

  /// The scene at an exact time. Pure: no state is carried between calls, so frames can be
  /// evaluated in any order and in parallel.
  public func state(at time: TickTime) -> FrameState {
    FrameState(time: time, canvas: canvas, layers: layers.map { $0.state(at: time, colorSpace: colorSpace) })
  }

  /// The first layer with `id`, anywhere in the tree.
  public func layer(id: String) -> Layer? {
    for layer in layers { if let found = layer.find(id: id) { return found } }
    return nil
  }
}

extension Layer {
  /// This layer at scene time `time`.
  public func state(at time: TickTime, colorSpace: ColorSpace) -> LayerState {
    LayerState(id: id, content: content, properties: properties(at: time, colorSpace: colorSpace),
               hasExplicitSize: hasExplicitSize,
               children: children.map { $0.state(at: time, colorSpace: colorSpace) })
  }

  /// The layer's properties at scene time `time`, with every animation applied in order.
  public func properties(at time: TickTime, colorSpace: ColorSpace) -> LayerProperties {
    var resolved = properties
    // Measured layout first: it is the layer's own value, which animations start from.
    for track in measureTracks { track.apply(at: time, to: &resolved) }
    let localTime = time - timeShift
    for animation in animations {
      animation.apply(at: localTime, to: &resolved)
    }
    applyTextDrivers(at: time, to: &resolved)
    if case .image(let source) = content, let gif = source.animation {
      resolved.imageFrameIndex = gif.frameIndex(at: localTime)  // the GIF plays on the layer's clock
    }
    return resolved
  }

  /// The first layer with `id` in this subtree.
  public func find(id wanted: String) -> Layer? {
    if id == wanted { return self }
    for child in children { if let found = child.find(id: wanted) { return found } }
    return nil
  }
}
