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
    guard old.layers.count == new.layers.count else { return true }
    return zip(old.layers, new.layers).contains { changesColors(from: $0, to: $1) }
  }

  private static func changesColors(from old: LayerState, to new: LayerState) -> Bool {
    let a = old.properties, b = new.properties
    if a.opacity != b.opacity || a.backgroundColor != b.backgroundColor || a.textColor != b.textColor
      || a.stroke.color != b.stroke.color || a.borderColor != b.borderColor || a.shadow.color != b.shadow.color
      || a.shadow.opacity != b.shadow.opacity || a.gradient.colors != b.gradient.colors
      || a.gradient.locations != b.gradient.locations || a.imageFrameIndex != b.imageFrameIndex {
      return true
    }
    guard old.children.count == new.children.count else { return true }
    return zip(old.children, new.children).contains { changesColors(from: $0, to: $1) }
  }
}
