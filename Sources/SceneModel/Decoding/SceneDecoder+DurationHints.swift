import Timing

extension SceneDecoder {
  /// The first animation (in tree order) that never ends, for the message asking a scene
  /// without a `duration` for one (QA: it pointed at the top of the file).
  static func firstEndless(in layers: [Layer]) -> Animation? {
    for layer in layers {
      if let animation = layer.animations.first(where: { $0.timing.endTime == nil }) { return animation }
      if let found = firstEndless(in: layer.children) { return found }
    }
    return nil
  }

  /// Warns about animation durations that look like milliseconds: 100 s or more in a scene
  /// at least 20 times shorter (QA: `"duration": 1000` in a 1 s scene passed without a word,
  /// and the layer barely moved).
  static func warnAboutMillisecondDurations(in layers: [Layer], sceneDuration: TickTime, context: DecodingContext) {
    func visit(_ animation: Animation) {
      let seconds = animation.timing.iterationDuration.seconds
      if seconds >= 100, seconds >= 20 * sceneDuration.seconds {
        let path = JSONPath.member(animation.path, "duration")
        context.warning(path, "durations are in seconds: \(NumberFormatting.roundTrip(seconds)) s in a scene of \(NumberFormatting.roundTrip(sceneDuration.seconds)) s; for \(NumberFormatting.roundTrip(seconds)) ms write \(NumberFormatting.roundTrip(seconds / 1000))",
                        location: context.location(of: path))
      }
      if case .group(let children) = animation.content { children.forEach(visit) }
    }
    func visit(_ layer: Layer) {
      layer.animations.forEach(visit)
      layer.children.forEach(visit)
    }
    layers.forEach(visit)
  }
}
