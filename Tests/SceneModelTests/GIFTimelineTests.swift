import Testing
import Timing
@testable import SceneModel

/// Animated GIF playback on a layer's clock, by the file's own delays, as browsers play them.
@Suite struct GIFTimelineTests {
  func at(_ seconds: Double, _ timeline: GIFTimeline) -> Int {
    timeline.frameIndex(at: TickTime(seconds: seconds)!)
  }

  @Test func framesFollowTheirDelaysAndLoopForever() {
    let timeline = GIFTimeline(delaysCentiseconds: [10, 20, 30], loopCount: 0)
    #expect(timeline.playCount == nil)
    #expect(at(-1, timeline) == 0)  // before the layer's beginTime: the first frame
    #expect(at(0, timeline) == 0 && at(0.099, timeline) == 0)
    #expect(at(0.1, timeline) == 1 && at(0.29, timeline) == 1)
    #expect(at(0.3, timeline) == 2 && at(0.599, timeline) == 2)
    #expect(at(0.6, timeline) == 0 && at(60.1, timeline) == 1)
  }

  @Test func zeroAndOneCentisecondDelaysPlayAsTen() {
    let timeline = GIFTimeline(delaysCentiseconds: [0, 1, 2], loopCount: 0)
    #expect(timeline.frameDurations.map(\.seconds) == [0.1, 0.1, 0.02])
    #expect(at(0.15, timeline) == 1 && at(0.2, timeline) == 2)
  }

  @Test func finiteLoopsHoldTheLastFrame() {
    // No NETSCAPE block: once. Count 2: three plays in all.
    let once = GIFTimeline(delaysCentiseconds: [10, 10], loopCount: nil)
    #expect(once.playCount == 1)
    #expect(at(0.15, once) == 1 && at(0.2, once) == 1 && at(5, once) == 1)
    let thrice = GIFTimeline(delaysCentiseconds: [10, 10], loopCount: 2)
    #expect(thrice.playCount == 3)
    #expect(at(0.45, thrice) == 0 && at(0.55, thrice) == 1 && at(0.6, thrice) == 1 && at(9, thrice) == 1)
  }

  @Test func layerBeginTimeShiftsPlaybackAndAnimations() throws {
    let json = ##"""
      {"canvas": {"width": 64, "height": 64}, "duration": 2, "layers": [
        {"type": "image", "contents": "assets/spinner.gif", "beginTime": 0.5, "size": [64, 64],
         "animations": [{"property": "opacity", "from": 0, "to": 1, "duration": 1}]}]}
      """##
    let scene = try SceneLoader().load(text: json, baseDirectory: ImageHeaderTests.assets.deletingLastPathComponent().path).scene
    #expect(scene.state(at: TickTime(seconds: 0.25)!).layers[0].properties.imageFrameIndex == 0)
    #expect(scene.state(at: TickTime(seconds: 0.75)!).layers[0].properties.imageFrameIndex == 3)  // 25 cs in, 8 cs frames
    // The opacity animation runs on the layer's clock too: at 1 s it is half-way.
    #expect(scene.state(at: TickTime(seconds: 1)!).layers[0].properties.opacity == 0.5)
  }
}
