import Raster
import Testing
@testable import Render
@testable import SceneModel

/// Frames drawn in part on a canvas that holds an earlier frame, as each GIF render thread
/// does, have the pixels of the same frames drawn alone.
@Suite struct IncrementalFrameDrawerTests {
  /// A clipping card sliding over a static background, text fading, a rotating square: clips
  /// nested inside the redrawn rectangles, text and antialiased edges on their borders.
  static let scene = ##"""
    {"canvas": {"width": 160, "height": 90, "scale": 2, "background": "#F2F2F7"}, "duration": 1, "layers": [
      {"type": "rect", "position": [80, 45], "size": [150, 20], "fillColor": "#E5E5EA"},
      {"type": "group", "position": [40, 40], "size": [44, 30], "cornerRadius": 6, "masksToBounds": true,
       "backgroundColor": "white", "children": [
        {"type": "ellipse", "position": [40, 12], "size": [30, 30], "fillColor": "#34C759"}],
       "animations": [{"property": "position.x", "by": 70, "duration": 0.8, "timingFunction": "easeInEaseOut", "fillMode": "forwards"}]},
      {"type": "text", "text": "Saved", "fontSize": 11, "color": "#1C1C1E", "position": [120, 15],
       "animations": [{"property": "opacity", "from": 0, "to": 1, "duration": 0.5}]},
      {"type": "rect", "position": [20, 75], "size": [10, 10], "fillColor": "#FF3B30",
       "animations": [{"property": "transform.rotation", "by": 90, "duration": 1}]}
    ]}
    """##

  @Test func framesDrawnInPartByTwoAlternatingDrawersMatchTheirPureRender() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let drawers = [IncrementalFrameDrawer(renderer: renderer), IncrementalFrameDrawer(renderer: renderer)]
    var partial = 0, whole = 0
    for index in 0..<renderer.scene.frameCount {
      let drawer = drawers[index % 2]  // each canvas holds the frame before the previous one
      let redrawn = try drawer.draw(frameIndex: index)
      if let redrawn { partial += redrawn.isEmpty ? 0 : 1 } else { whole += 1 }
      let same = drawer.canvas!.makePixelBuffer() == (try renderer.render(frameIndex: index))
      #expect(same, "frame \(index)")
    }
    #expect(whole == 2, "only each drawer's first frame is drawn whole")
    #expect(partial > 40)
  }

  /// A shadowed card (flattened: its shadow follows its text) with a bar filling inside it, a
  /// bar beside it within its shadow's reach and one beyond: partial redraws skip what they
  /// cannot touch and reuse the card's blurred shadow.
  static let shadowedCardScene = ##"""
    {"canvas": {"width": 300, "height": 200, "background": "#F2F2F7"}, "duration": 0.5, "layers": [
      {"type": "group", "position": [100, 60], "size": [150, 80], "cornerRadius": 12, "backgroundColor": "white",
       "shadowOpacity": 0.25, "shadowRadius": 8, "shadowOffset": [0, 4], "children": [
        {"type": "text", "text": "Uploading", "fontSize": 12, "color": "#1C1C1E", "position": [75, 20]},
        {"type": "rect", "anchorPoint": [0, 0.5], "position": [15, 55], "size": [0, 6], "fillColor": "#007AFF",
         "animations": [{"property": "size.width", "to": 120, "duration": 0.4}]}]},
      {"type": "rect", "anchorPoint": [0, 0.5], "position": [25, 112], "size": [0, 4], "fillColor": "#34C759",
       "animations": [{"property": "size.width", "to": 150, "duration": 0.5}]},
      {"type": "ellipse", "position": [180, 185], "size": [8, 8], "fillColor": "#FF3B30",
       "animations": [{"property": "position.x", "from": 20, "to": 280, "duration": 0.5}]}
    ]}
    """##

  @Test func aShadowedCardDrawnInPartMatchesItsPureRender() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.shadowedCardScene))
    let drawers = [IncrementalFrameDrawer(renderer: renderer), IncrementalFrameDrawer(renderer: renderer)]
    var partial = 0
    for index in 0..<renderer.scene.frameCount {
      let drawer = drawers[index % 3 == 0 ? 0 : 1]
      if let redrawn = try drawer.draw(frameIndex: index), !redrawn.isEmpty { partial += 1 }
      let same = drawer.canvas!.makePixelBuffer() == (try renderer.render(frameIndex: index))
      #expect(same, "frame \(index)")
    }
    #expect(partial > 25)
  }

  /// QA's case: a zero-size shadowed ellipse whose `strokeEnd` animates marks damage on every
  /// frame, and that damage clips the redraw of a still translucent path starting far left of
  /// the canvas. Once, a pixel on the damage's left edge came out one level off, so the frames
  /// (and a GIF rendered on two threads) depended on what the canvas held before.
  static let farLeftPathScene = ##"""
    {"canvas": {"width": 336, "height": 5}, "duration": 0.2, "layers": [
      {"type": "ellipse", "position": [274.715, 3.5], "shadowOpacity": 1, "animations": [{"property": "strokeEnd", "from": 0}]},
      {"type": "path", "position": [103.826, 0.4], "size": [522.361, 6.046], "fillColor": "#AD2A2880",
       "path": "M -135.1 6 L 26.5 1 Q 414 1 518 5 L 388 2.534 Z"}]}
    """##

  /// A card sliding under a wide shadow (σ over the exact kernel's limit, so the box blur's
  /// running sums) beside a slanted band crossing the whole canvas.
  static let wideShadowScene = ##"""
    {"canvas": {"width": 800, "height": 360, "background": "#F2F2F7"}, "duration": 0.2, "layers": [
      {"type": "path", "position": [400, 180], "size": [800, 360], "fillColor": "#5856D680",
       "path": "M -300.3 140.7 L 650.2 225.1 L 660.9 240.4 L -290.6 170.3 Z"},
      {"type": "rect", "position": [360.3, 180.7], "size": [30, 20], "fillColor": "white", "shadowOpacity": 0.5, "shadowRadius": 34,
       "animations": [{"property": "position.x", "by": 31.7, "duration": 0.2}]}]}
    """##

  /// A header with a shadow sliding up out of view past the canvas's top, its shadow left
  /// behind, over a still card (so the redraws are partial).
  static let headerLeavingScene = ##"""
    {"canvas": {"width": 300, "height": 400, "background": "#F2F2F7"}, "duration": 0.2, "layers": [
      {"type": "rect", "position": [150, 300], "size": [260, 120], "cornerRadius": 12, "fillColor": "white"},
      {"type": "group", "anchorPoint": [0, 0], "position": [-2.5, 0], "size": [305, 44], "backgroundColor": "white",
       "shadowOpacity": 0.3, "shadowRadius": 6, "shadowOffset": [0, 8], "children": [
        {"type": "text", "text": "Inbox", "fontSize": 17, "color": "#1C1C1E", "position": [150, 22]}],
       "animations": [{"property": "position.y", "to": -50.3, "duration": 0.2}]}]}
    """##

  /// QA: characters revealed one by one in reverse; a unit turning opaque joins its
  /// neighbours in one path, which moved a pixel of a glyph two units on by a level.
  static let splitRevealScene = ##"""
    {"canvas": {"width": 320, "height": 100, "background": "#101014"}, "duration": 1.2,
     "layers": [{"type": "text", "text": "こんにちは", "fontSize": 24, "color": "white", "position": [160, 50],
       "split": "characters", "stagger": {"each": 0.3, "order": "reverse"},
       "unitAnimations": [{"property": "opacity", "from": 0, "to": 1, "duration": 0.2, "fillMode": "both"}]}]}
    """##

  @Test(arguments: [farLeftPathScene, wideShadowScene, headerLeavingScene, splitRevealScene])
  func framesRedrawnInsideAnyDamageMatchTheirPureRender(json: String) throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(json))
    let frames = try (0..<renderer.scene.frameCount).map { try renderer.render(frameIndex: $0) }
    // Each frame drawn over three others: the redrawn rectangles differ with the frame shown.
    var partial = 0, differing: [String] = []
    for shown in [0, frames.count / 2, frames.count - 1] {
      for index in 0..<frames.count where index != shown {
        let drawer = IncrementalFrameDrawer(renderer: renderer)
        _ = try drawer.draw(frameIndex: shown)
        if let redrawn = try drawer.draw(frameIndex: index), !redrawn.isEmpty { partial += 1 }
        if drawer.canvas!.makePixelBuffer() != frames[index] { differing.append("\(index) over \(shown)") }
      }
    }
    #expect(partial > frames.count * 2)
    #expect(differing.isEmpty, "frames drawn over others that differ from their pure render: \(differing.prefix(8))")
  }

  @Test func theRedrawnPixelCountIsWhatTheNextDrawRedraws() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let drawer = IncrementalFrameDrawer(renderer: renderer)
    #expect(drawer.redrawnPixelCount(forFrameIndex: 0) == nil, "nothing drawn yet: the whole canvas")
    _ = try drawer.draw(frameIndex: 0)
    var partial = 0
    for index in [0, 3, 4, 30, 59, 12] {
      let predicted = drawer.redrawnPixelCount(forFrameIndex: index)
      let redrawn = try drawer.draw(frameIndex: index)
      #expect(predicted == redrawn?.reduce(0) { $0 + $1.area }, "frame \(index)")
      if let predicted, predicted > 0 { partial += 1 }
    }
    #expect(partial >= 4)
  }

  @Test func reportedRectanglesHoldEveryChangedPixel() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let drawer = IncrementalFrameDrawer(renderer: renderer)
    var before = try renderer.render(frameIndex: 10)
    _ = try drawer.draw(frameIndex: 10)
    var checked = 0
    for index in 11..<renderer.scene.frameCount {
      let redrawn = try drawer.draw(frameIndex: index)
      let after = drawer.canvas!.makePixelBuffer()
      defer { before = after }
      guard let redrawn, !redrawn.isEmpty else { continue }  // drawn whole, or nothing changed
      checked += 1
      var outside = 0
      for y in 0..<after.height {
        for x in 0..<after.width where after[x, y] != before[x, y] {
          if !redrawn.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) { outside += 1 }
        }
      }
      #expect(outside == 0, "frame \(index): \(outside) changed pixels outside \(redrawn)")
    }
    #expect(checked > 20)
  }

  /// A sliding card whose shadow is cast in a group scaled ×3: its offset and blur reach three
  /// times as far on screen as in points, and the changed rectangles must too.
  static let scaledShadowScene = ##"""
    {"canvas": {"width": 160, "height": 90, "background": "white"}, "duration": 1, "layers": [
      {"type": "group", "position": [30, 25], "size": [20, 20], "transform": {"scale": 3}, "children": [
        {"type": "rect", "position": [5, 5], "size": [4, 4], "fillColor": "#007AFF",
         "shadowOpacity": 0.8, "shadowRadius": 1, "shadowOffset": [0, 4],
         "animations": [{"property": "position.x", "by": 20, "duration": 1}]}]}
    ]}
    """##

  @Test(arguments: [scene, scaledShadowScene])
  func changedRectsHoldEveryChangedPixelBetweenConsecutiveFrames(json: String) throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(json))
    let scene = renderer.scene
    var before = try renderer.render(frameIndex: 0)
    var bounded = 0
    for index in 1..<scene.frameCount {
      let after = try renderer.render(frameIndex: index)
      defer { before = after }
      let rects = try #require(renderer.changedRects(from: scene.state(atFrame: index - 1), to: scene.state(atFrame: index)),
                               "an opaque canvas with bounded layers always has a bound")
      if !rects.isEmpty { bounded += 1 }
      var outside = 0, covered = 0
      for y in 0..<after.height {
        for x in 0..<after.width {
          let inside = rects.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 })
          if inside { covered += 1 } else if after[x, y] != before[x, y] { outside += 1 }
        }
      }
      #expect(covered < after.width * after.height / 2, "frame \(index): the bound should be a small part of the canvas")
      #expect(outside == 0, "frame \(index): \(outside) changed pixels outside \(rects)")
    }
    #expect(bounded > 40)
    #expect(renderer.changedRects(from: scene.state(atFrame: 7), to: scene.state(atFrame: 7)) == [], "a frame against itself")
  }

  @Test func changedRectsAreUnknownOverATransparentCanvas() throws {
    let json = Self.scene.replacingOccurrences(of: "\"background\": \"#F2F2F7\"", with: "\"background\": \"transparent\"")
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(json))
    let scene = renderer.scene
    #expect(renderer.changedRects(from: scene.state(atFrame: 1), to: scene.state(atFrame: 2)) == nil)
  }
}
