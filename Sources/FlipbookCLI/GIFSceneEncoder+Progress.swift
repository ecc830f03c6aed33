import SceneGIF

extension GIFSceneEncoder {
  /// What `encode` reports to a progress bar: the palette samples of pass 1, then the GIF
  /// frames of pass 2, one `advance` call each.
  var progressPhases: [ProgressCount.Phase] {
    [.init(name: "palette", total: paletteSamples.count, noun: "frames"),
     .init(name: nil, total: plan.frames.count, noun: "GIF frames")]
  }
}
