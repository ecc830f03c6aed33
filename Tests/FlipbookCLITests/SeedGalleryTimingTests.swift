import Foundation
import Testing

/// The seed scenes move as the articles' code does: every value below is computed here from the
/// article's own code (its durations, delays, curves and arithmetic) with an independent Bézier
/// solver, and compared with what `flipbook sample` says the renderer draws.
@Suite struct SeedGalleryTimingTests {
  /// Flipbook solves Béziers to WebKit's precision (1/(1000·duration) in x), not to 1e-12.
  static let easingTolerance = 1e-4

  // MARK: Seed 000: search bar placeholder

  /// handleUpdate(): opacity = elapsed / 0.4 until 0.4 s, 1 until 3.4 s, 1 − (elapsed − 3.4) / 0.4
  /// until 3.8 s, then the next placeholder at opacity 0 and the clock restarts.
  static func placeholderOpacity(frame: Int) -> Double {
    let elapsed = Double(frame % 228) / 60  // the cycle is 3.8 s = 228 frames: the reset frame is the next cycle's first
    switch elapsed {
    case ..<0.4: return elapsed / 0.4
    case ..<3.4: return 1
    default: return 1 - (elapsed - 3.4) / 0.4
    }
  }

  @Test(arguments: [("placeholder-rotation", ["MacBook Air", "MacBook Pro", "AirPods", "AirPods Pro", "iPad Pro"]),
                    ("placeholder-rotation-ja", ["一風堂", "一蘭", "天下一品"])])
  func placeholderFadesAndRotatesLikeHandleUpdate(_ scene: String, _ placeholders: [String]) throws {
    let lastFrame = 228 * placeholders.count - 1
    let opacity = try SeedGallery.sample(scene, layer: "placeholder", property: "opacity", frames: 0...lastFrame)
    let text = try SeedGallery.sample(scene, layer: "placeholder", property: "text", frames: 0...lastFrame)
    try #require(opacity.count == lastFrame + 1 && text.count == lastFrame + 1)
    for (o, t) in zip(opacity, text) {
      SeedGallery.expectClose(o.number, Self.placeholderOpacity(frame: o.frame), tolerance: 1e-9, "\(scene) opacity at frame \(o.frame)")
      #expect(t.string == placeholders[t.frame / 228], "\(scene) text at frame \(t.frame)")
    }
    // The spot checks: half-way through the fade-in at 0.2 s (to rounding: the key time is 0.4 / 3.8),
    // and the switch at 3.8 s.
    #expect(abs(opacity[12].number - 0.5) < 1e-12)
    #expect(opacity[228].number == 0 && text[228].string == placeholders[1] && text[227].string == placeholders[0])
  }

  // MARK: Seed 001: curving progress bar

  /// The gauge (lineLayer.strokeEnd, a 6-pt round-capped stroke) and the number follow
  /// y = unitBezier.solve(elapsed / 1.0) from 0.5 s (the view starts its timer 0.5 s after awakeFromNib).
  static func curvingProgress(_ curve: ReferenceBezier, at time: Double) -> Double {
    time < 0.5 ? 0 : curve((time - 0.5) / 1.0)
  }

  /// updateProgress(): colour by the whole percentage, 0…33 red, 34…66 orange, 67…100 green.
  static func progressColor(_ value: Double) -> String {
    switch Int(value) {
    case ...33: return "#FF0000"
    case 34...66: return "#FF8000"
    default: return "#00FF00"
    }
  }

  @Test func gaugeAndColourFollowTheCustomCurve() throws {
    let strokeEnd = try SeedGallery.sample("curving-progress", layer: "line", property: "strokeEnd")
    let color = try SeedGallery.sample("curving-progress", layer: "line", property: "strokeColor")
    let textColor = try SeedGallery.sample("curving-progress", layer: "percentage", property: "color")
    try #require(strokeEnd.count == 150 && color.count == 150 && textColor.count == 150)
    for frame in 0..<150 {
      let progress = Self.curvingProgress(.curvingProgress, at: strokeEnd[frame].time)
      SeedGallery.expectClose(strokeEnd[frame].number, progress, tolerance: Self.easingTolerance, "strokeEnd at frame \(frame)")
      let value = 100 * progress
      if abs(value - 34) > 0.01 && abs(value - 67) > 0.01 {
        #expect(color[frame].string == Self.progressColor(value), "gauge colour at frame \(frame), value \(value)")
        #expect(textColor[frame].string == Self.progressColor(value), "number colour at frame \(frame), value \(value)")
      }
    }
    // 0.5 s into the animation the custom curve is at 0.9214…: 92 on the label, green.
    SeedGallery.expectClose(strokeEnd[60].number, ReferenceBezier.curvingProgress(0.5), tolerance: 1e-4, "gauge at 0.5 s in")
    #expect(color[60].string == "#00FF00")
  }

  /// updateProgress(): `percentageLabel.text = "\(progressInt)"` with `progressInt = Int(progress * 100)`,
  /// truncated (the counter's `rounding: "towardZero"`).
  @Test(arguments: [("curving-progress", "percentage"), ("curving-progress-strip", "customNumber")])
  func numberCountsUpWithTheGauge(_ scene: String, _ layer: String) throws {
    let text = try SeedGallery.sample(scene, layer: layer, property: "text")
    for frame in 0..<150 {
      let value = 100 * Self.curvingProgress(.curvingProgress, at: text[frame].time)
      #expect(text[frame].string == "\(Int(value))", "\(scene) number at frame \(frame), value \(value)")
    }
    #expect(text[33].string == "14" && text[60].string == "92", "3 frames in, 14.77 % shows as 14; 0.5 s in, 92.14 % as 92")
  }

  @Test(arguments: [("linear", ReferenceBezier.linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut),
                    ("easeInOut", .easeInOut), ("custom", .curvingProgress)])
  func stripRowFollowsItsCurve(_ row: String, _ curve: ReferenceBezier) throws {
    let strokeEnd = try SeedGallery.sample("curving-progress-strip", layer: "\(row)Line", property: "strokeEnd", frames: 30...90)
    let color = try SeedGallery.sample("curving-progress-strip", layer: "\(row)Line", property: "strokeColor", frames: 30...90)
    for (sample, colorSample) in zip(strokeEnd, color) {
      let progress = Self.curvingProgress(curve, at: sample.time)
      SeedGallery.expectClose(sample.number, progress, tolerance: Self.easingTolerance, "\(row) gauge at frame \(sample.frame)")
      if abs(100 * progress - 34) > 0.01 && abs(100 * progress - 67) > 0.01 {
        #expect(colorSample.string == Self.progressColor(100 * progress), "\(row) colour at frame \(sample.frame)")
      }
    }
  }

  // MARK: Seed 002: popup, header, cells, tab underline, zoom transition

  @Test func popupScalesAndFadesInAndOutIn016Seconds() throws {
    let scale = try SeedGallery.sample("popup", layer: "popup", property: "transform.scale")
    let opacity = try SeedGallery.sample("popup", layer: "popup", property: "opacity")
    for (s, o) in zip(scale, opacity) {
      let t = s.time
      // showAnimatePopup at 0.22 s; removeAnimatePopup at 1.72 s; both UIView.animate(withDuration: 0.16) — ease-in-out.
      let expectedScale: Double, expectedOpacity: Double
      switch t {
      case ..<1.72:
        expectedScale = ReferenceBezier.easeInOut.value(at: t, from: 1.38, to: 1, begin: 0.22, duration: 0.16)
        expectedOpacity = ReferenceBezier.easeInOut.value(at: t, from: 0, to: 1, begin: 0.22, duration: 0.16)
      default:
        expectedScale = ReferenceBezier.easeInOut.value(at: t, from: 1, to: 1.38, begin: 1.72, duration: 0.16)
        expectedOpacity = ReferenceBezier.easeInOut.value(at: t, from: 1, to: 0, begin: 1.72, duration: 0.16)
      }
      SeedGallery.expectClose(s.number, expectedScale, tolerance: 0.38 * Self.easingTolerance, "scale at frame \(s.frame)")
      SeedGallery.expectClose(o.number, expectedOpacity, tolerance: Self.easingTolerance, "opacity at frame \(o.frame)")
    }
    // 0.08 s into the appearance (frame 18) and the dismissal (frame 108): exactly half-way.
    #expect(abs(scale[18].number - 1.19) < 1e-12 && abs(opacity[18].number - 0.5) < 1e-12)
    #expect(abs(scale[108].number - 1.19) < 1e-12 && abs(opacity[108].number - 0.5) < 1e-12)
  }

  /// scrollViewDidScroll: contentOffset.y ≥ 0 hides the header (y → −64), < 0 shows it (y → 0),
  /// each with UIView.animate(withDuration: 0.16, options: .curveEaseOut). The list's top is at
  /// −contentOffset.y (its 64-pt inset), so the header must start moving on the frames the list crosses 0.
  @Test func headerHidesWhenTheOffsetCrossesZero() throws {
    let list = try SeedGallery.sample("header-hide", layer: "list", property: "position.y")
    let header = try SeedGallery.sample("header-hide", layer: "header", property: "position.y")
    let hideFrame = try #require(list.firstIndex { $0.number <= 0 })
    let showFrame = try #require(list[hideFrame...].firstIndex { $0.number > 0 })
    #expect(hideFrame == 34 && showFrame == 144)
    for sample in header {
      let t = sample.time, hide = list[hideFrame].time, show = list[showFrame].time
      let expected = t < show
        ? ReferenceBezier.easeOut.value(at: t, from: 0, to: -64, begin: hide, duration: 0.16)
        : ReferenceBezier.easeOut.value(at: t, from: -64, to: 0, begin: show, duration: 0.16)
      SeedGallery.expectClose(sample.number, expected, tolerance: 64 * Self.easingTolerance, "header y at frame \(sample.frame)")
    }
    // The completion handlers: bar button items set to nil when the hide ends, put back when the show ends.
    let items = try SeedGallery.sample("header-hide", layer: "navigationItems", property: "opacity")
    let hidden = list[hideFrame].time + 0.16, shown = list[showFrame].time + 0.16
    for sample in items {
      #expect(sample.number == (sample.time >= hidden && sample.time < shown ? 0 : 1), "bar buttons at frame \(sample.frame)")
    }
  }

  /// cellForItemAt: image, title and category go from alpha 0 to 1 with
  /// UIView.animate(withDuration: 0.64, delay: 0.26, options: .curveEaseOut); cells 0.12 s apart.
  @Test(arguments: 0..<6)
  func cellFadesInAfterItsDelay(_ cell: Int) throws {
    for part in ["image", "title", "category"] {
      let opacity = try SeedGallery.sample("cell-fade-in", layer: "\(part)\(cell)", property: "opacity")
      for sample in opacity {
        let expected = ReferenceBezier.easeOut.value(at: sample.time, from: 0, to: 1, begin: 0.26 + 0.12 * Double(cell), duration: 0.64)
        SeedGallery.expectClose(sample.number, expected, tolerance: Self.easingTolerance, "\(part)\(cell) opacity at frame \(sample.frame)")
      }
    }
  }

  /// moveToCurrentButtonLabelButtonTapped: the underline's frame animates to the tapped title's centre
  /// and width in UIView.animate(withDuration: 0.26, options: []) — ease-in-out.
  @Test func underlineTakesTheTappedTitlesWidth() throws {
    let x = try SeedGallery.sample("tab-underline", layer: "underline", property: "position.x")
    let width = try SeedGallery.sample("tab-underline", layer: "underline", property: "size.width")
    // The tab titles: 9 and 8 full-width characters at 11 pt, then "AdventCalendar" as measured.
    let widths = [99.0, 88.0, width[120].number]
    let centres = [62.5, 187.5, 312.5]  // buttons of 375 / 3 points, titles centred in them
    #expect(widths[2] > 60 && widths[2] < 110)
    let taps = [(0.5, 0, 1), (1.5, 1, 2), (2.5, 2, 0)]
    for (xSample, wSample) in zip(x, width) {
      let t = xSample.time
      var expectedX = centres[0], expectedWidth = widths[0]
      for (begin, from, to) in taps where t >= begin {
        expectedX = ReferenceBezier.easeInOut.value(at: t, from: centres[from], to: centres[to], begin: begin, duration: 0.26)
        expectedWidth = ReferenceBezier.easeInOut.value(at: t, from: widths[from], to: widths[to], begin: begin, duration: 0.26)
      }
      SeedGallery.expectClose(xSample.number, expectedX, tolerance: 250 * Self.easingTolerance, "underline x at frame \(xSample.frame)")
      SeedGallery.expectClose(wSample.number, expectedWidth, tolerance: 100 * Self.easingTolerance, "underline width at frame \(wSample.frame)")
    }
  }

  /// TransitionController: transitionDuration 0.4 s, delay 0.05, options [] (ease-in-out). Push at 0.5 s:
  /// the copy of the cell's image moves from the cell (6, 306, 179, 179) to the header (0, 0, 375, 250) and
  /// the detail view fades in; pop at 2.0 s reverses both; the cell's own image is hidden from the push
  /// until the pop completes.
  @Test func zoomTransitionMovesTheImageBetweenCellAndHeader() throws {
    let position = try SeedGallery.sample("zoom-transition", layer: "movingImage", property: "position")
    let size = try SeedGallery.sample("zoom-transition", layer: "movingImage", property: "size")
    let detail = try SeedGallery.sample("zoom-transition", layer: "detail", property: "opacity")
    let copyOpacity = try SeedGallery.sample("zoom-transition", layer: "movingImage", property: "opacity")
    let cellOpacity = try SeedGallery.sample("zoom-transition", layer: "cellImage2", property: "opacity")
    let curve = ReferenceBezier.easeInOut
    func frame(_ t: Double) -> (x: Double, y: Double, width: Double, height: Double) {
      let (from, to, begin) = t < 2.05 ? ((6.0, 306.0, 179.0, 179.0), (0.0, 0.0, 375.0, 250.0), 0.55)
                                       : ((0.0, 0.0, 375.0, 250.0), (6.0, 306.0, 179.0, 179.0), 2.05)
      let p = curve((t - begin) / 0.4)
      return (from.0 + (to.0 - from.0) * p, from.1 + (to.1 - from.1) * p, from.2 + (to.2 - from.2) * p, from.3 + (to.3 - from.3) * p)
    }
    for i in position.indices {
      let t = position[i].time, expected = frame(t)
      let (x, y) = position[i].pair, (w, h) = size[i].pair
      SeedGallery.expectClose(x - w / 2, expected.x, tolerance: 0.05, "image minX at frame \(i)")
      SeedGallery.expectClose(y - h / 2, expected.y, tolerance: 0.05, "image minY at frame \(i)")
      SeedGallery.expectClose(w, expected.width, tolerance: 0.05, "image width at frame \(i)")
      SeedGallery.expectClose(h, expected.height, tolerance: 0.05, "image height at frame \(i)")
      let fade = t < 2.05 ? curve.value(at: t, from: 0, to: 1, begin: 0.55, duration: 0.4)
                          : curve.value(at: t, from: 1, to: 0, begin: 2.05, duration: 0.4)
      SeedGallery.expectClose(detail[i].number, fade, tolerance: Self.easingTolerance, "detail opacity at frame \(i)")
      let inTransition = t >= 0.5 && t < 2.45
      #expect(copyOpacity[i].number == (inTransition ? 1 : 0), "copy visible at frame \(i)")
      #expect(cellOpacity[i].number == (inTransition ? 0 : 1), "cell image hidden at frame \(i)")
    }
  }

  // MARK: Seed 003: shuffled characters

  /// Each character's group lasts animateDuration = 5 s; the next starts 0.5 s after the previous one's
  /// animationDidStart. The view's fade-out (1 → 0 over 5 s, from CACurrentMediaTime() + 0.1) is added by the
  /// first animationDidStop after the last label has been scheduled: 6.0 + 0.1 s for 13 labels, 5.0 + 0.1 s for 9.
  @Test(arguments: [("shuffle-reveal", 6.1), ("shuffle-reveal-ja", 5.1)])
  func wholeStringFadesOutLinearly(_ scene: String, _ fadeStart: Double) throws {
    let opacity = try SeedGallery.sample(scene, layer: "title", property: "opacity")
    for sample in opacity {
      let expected = min(1, max(0, 1 - (sample.time - fadeStart) / 5))
      SeedGallery.expectClose(sample.number, expected, tolerance: 1e-9, "\(scene) opacity at frame \(sample.frame)")
    }
  }

  // MARK: Seed 004: pull to refresh

  /// refresh(sender:): GIF on (the still image removed 0.1 s later), contentInset.top = 130, and after 2 s the
  /// still image back and UIView.animate(withDuration: 0.5, options: []) to an inset of 30. The table's content
  /// sits at 20 (status bar) + the inset when it rests.
  @Test func refreshHoldsTheInsetForTwoSecondsThenCloses() throws {
    let top = try SeedGallery.sample("pull-to-refresh", layer: "tableContent", property: "position.y")
    let gif = try SeedGallery.sample("pull-to-refresh", layer: "gifImage", property: "opacity")
    let still = try SeedGallery.sample("pull-to-refresh", layer: "stillImage", property: "opacity")
    let refresh = 1.0  // the pull ends and refresh(sender:) runs
    for i in top.indices {
      let t = top[i].time
      #expect(gif[i].number == (t >= refresh && t < refresh + 2 ? 1 : 0), "GIF shown at frame \(i)")
      #expect(still[i].number == (t >= refresh + 0.1 && t < refresh + 2 ? 0 : 1), "still image shown at frame \(i)")
      if t < 0.4 { #expect(top[i].number == 20 + 30, "resting at an inset of 30 at frame \(i)") }
      if t >= 1.4 && t < refresh + 2 { #expect(top[i].number == 20 + 130, "held at an inset of 130 at frame \(i)") }
      if t >= refresh + 2 {
        let inset = ReferenceBezier.easeInOut.value(at: t, from: 130, to: 30, begin: refresh + 2, duration: 0.5)
        SeedGallery.expectClose(top[i].number - 20, inset, tolerance: 100 * Self.easingTolerance, "inset at frame \(i)")
      }
    }
    #expect(top[195].number == 20 + 80, "half-way through the 0.5 s close, the inset is 80")
  }
}
