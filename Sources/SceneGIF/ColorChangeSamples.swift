import SceneModel

/// Where pass 1 looks for the palette: part of the samples spread over the whole animation,
/// part over the frames in which colours change rather than move.
///
/// A colour seen only between evenly spread samples gets no palette entry of its own: the
/// README's demo turns a bar from blue to green in 0.12 s (7 GIF frames), one of them was
/// sampled, and the frames between drew (189, 168, 36) for (154, 174, 45), 37 dB (QA). Moving
/// shapes repeat their colours from frame to frame, so the even samples see them; a colour,
/// an opacity or a gradient that changes makes new colours in every frame it changes in. The
/// model says which frames those are without drawing anything.
enum ColorChangeSamples {
  /// Positions in `frames` (at most `limit`, in order): every frame when there are no more; else
  /// half of `limit` spread evenly over all frames and the rest spread evenly over the frames
  /// whose colours change from the frame before, topped up evenly when those are few.
  static func positions(_ frames: [GIFFramePlan.Frame], scene: Scene, limit: Int) -> [Int] {
    let count = frames.count
    guard count > limit, limit >= 2 else { return Array(0..<count) }
    var changing: [Int] = []
    var previous: FrameState?
    for (position, frame) in frames.enumerated() {
      let state = scene.state(atFrame: frame.sampleFrameIndices[0])
      if let previous, changesColors(from: previous, to: state) { changing.append(position) }
      previous = state
    }
    let evenShare = changing.isEmpty ? limit : max(2, limit - min(changing.count, limit / 2))
    var chosen = Set(spread(count: count, limit: evenShare))
    for index in spread(count: changing.count, limit: limit - evenShare) { chosen.insert(changing[index]) }
    return chosen.sorted()
  }

  /// `limit` indices spread evenly over `0..<count`, both ends included (all when fewer).
  static func spread(count: Int, limit: Int) -> [Int] {
    guard count > limit else { return Array(0..<count) }
    guard limit >= 2 else { return limit == 1 ? [count / 2] : [] }
    return (0..<limit).map { $0 * (count - 1) / (limit - 1) }
  }

  /// Whether anything that sets a colour differs between the two states: a colour, an opacity, a
  /// gradient's stops, a shadow's strength, a layer that appears, or an image frame.
  static func changesColors(from old: FrameState, to new: FrameState) -> Bool {
    changesColors(from: old.layers, to: new.layers)
  }

  /// By index, not `zip`: zipping copied every layer state (and retained what it holds).
  private static func changesColors(from old: [LayerState], to new: [LayerState]) -> Bool {
    guard old.count == new.count else { return true }
    for index in old.indices where changesColors(from: old[index], to: new[index]) { return true }
    return false
  }

  private static func changesColors(from old: LayerState, to new: LayerState) -> Bool {
    if old.properties.differsInColor(from: new.properties) { return true }
    return changesColors(from: old.children, to: new.children)
  }
}

private extension LayerProperties {
  /// Whether anything that sets a colour differs (see `ColorChangeSamples.changesColors`).
  func differsInColor(from other: LayerProperties) -> Bool {
    opacity != other.opacity || backgroundColor != other.backgroundColor || textColor != other.textColor
      || stroke.color != other.stroke.color || borderColor != other.borderColor || shadow.color != other.shadow.color
      || shadow.opacity != other.shadow.opacity || gradient.colors != other.gradient.colors
      || gradient.locations != other.gradient.locations || imageFrameIndex != other.imageFrameIndex
  }
}
