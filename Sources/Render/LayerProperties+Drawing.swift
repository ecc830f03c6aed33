import SceneModel

extension LayerProperties {
  /// The properties as they are drawn: `opacity` and `shadowOpacity` within 0…1.
  ///
  /// An overshooting spring or back-easing animates them past 1 (and `sample` shows that value),
  /// but Core Animation clamps both when it composites: an opacity of 1.16 multiplied into a
  /// 40 % fill drew it at 46 % (QA).
  var clampedForDrawing: LayerProperties {
    var properties = self
    properties.opacity = min(max(opacity, 0), 1)
    properties.shadow.opacity = min(max(shadow.opacity, 0), 1)
    return properties
  }
}
