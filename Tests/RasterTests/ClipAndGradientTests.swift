import Testing
@testable import Raster

@Suite("Clipping and gradients")
struct ClipAndGradientTests {
  @Test func clipRestrictsFillsAndIsAntialiased() throws {
    let canvas = try Canvas(widthPixels: 40, heightPixels: 40)
    canvas.withClip(.rect(x: 10.5, y: 10, width: 20, height: 20), transform: .identity) {
      canvas.fill(.rect(x: 0, y: 0, width: 40, height: 40), transform: .identity, color: red)
    }
    #expect(canvas.straight(5, 20) == [0, 0, 0, 0])  // fully outside the clip: untouched
    #expect(canvas.straight(20, 20) == [255, 0, 0, 255])  // inside: exact
    #expect(canvas.straight(10, 20) == [255, 0, 0, 128])  // half-covered clip edge
    #expect(canvas.straight(20, 35) == [0, 0, 0, 0])
    // Popped: drawing is unclipped again.
    canvas.fill(.rect(x: 0, y: 0, width: 2, height: 2), transform: .identity, color: blue)
    #expect(canvas.straight(0, 0) == [0, 0, 255, 255])
  }

  @Test func nestedClipsIntersect() throws {
    let canvas = try Canvas(widthPixels: 40, heightPixels: 40)
    canvas.pushClip(.rect(x: 0, y: 0, width: 20, height: 40), transform: .identity)
    canvas.pushClip(.rect(x: 10, y: 0, width: 30, height: 40), transform: .identity)
    canvas.fill(.rect(x: 0, y: 0, width: 40, height: 40), transform: .identity, color: .black)
    canvas.popClip()
    canvas.popClip()
    #expect(abs(canvas.coveredArea - 400) < 0.01)
    #expect(canvas.straight(5, 5)[3] == 0 && canvas.straight(15, 5)[3] == 255 && canvas.straight(25, 5)[3] == 0)
  }

  @Test func clipAppliesToLayersAndText() throws {
    let layer = try Canvas(widthPixels: 20, heightPixels: 20)
    layer.clear(to: red)
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    canvas.withClip(.ellipse(x: 0, y: 0, width: 20, height: 20), transform: .identity) {
      canvas.draw(layer, opacity: 1)
    }
    #expect(canvas.straight(0, 0)[3] == 0)
    #expect(canvas.straight(10, 10) == [255, 0, 0, 255])
    #expect(abs(canvas.coveredArea - Double.pi * 100) < 1)
  }

  @Test func emptyClipDrawsNothing() throws {
    let canvas = try Canvas(widthPixels: 10, heightPixels: 10)
    canvas.withClip(.rect(x: 50, y: 50, width: 5, height: 5), transform: .identity) {
      canvas.fill(.rect(x: 0, y: 0, width: 10, height: 10), transform: .identity, color: .black)
    }
    #expect(canvas.paintedPixelCount == 0)
  }

  @Test func linearGradientInterpolatesAndPads() throws {
    let canvas = try Canvas(widthPixels: 120, heightPixels: 4)
    let gradient = LinearGradient(startX: 10, startY: 0, endX: 110, endY: 0, stops: GradientStop.evenlySpaced([.black, .white]))
    canvas.fill(.rect(x: 0, y: 0, width: 120, height: 4), transform: .identity, paint: .linearGradient(gradient))
    #expect(canvas.straight(2, 1) == [0, 0, 0, 255])  // padded before the start
    #expect(canvas.straight(115, 1) == [255, 255, 255, 255])  // padded after the end
    let middle = canvas.straight(60, 1)  // pixel centre 60.5 → t = 0.505
    #expect(abs(middle[0] - 129) <= 1 && middle[0] == middle[1])
    // Monotone along the axis.
    let reds = (10..<110).map { canvas.straight($0, 1)[0] }
    #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func gradientMovesWithTheTransform() throws {
    let gradient = LinearGradient(startX: 0, startY: 0, endX: 20, endY: 0, stops: GradientStop.evenlySpaced([.black, .white]))
    let a = try Canvas(widthPixels: 60, heightPixels: 2)
    a.fill(.rect(x: 0, y: 0, width: 20, height: 2), transform: .translation(x: 10, y: 0), paint: .linearGradient(gradient))
    let b = try Canvas(widthPixels: 60, heightPixels: 2)
    b.fill(.rect(x: 0, y: 0, width: 20, height: 2), transform: .translation(x: 30, y: 0), paint: .linearGradient(gradient))
    for x in 0..<20 { #expect(a.straight(10 + x, 0) == b.straight(30 + x, 0)) }
  }

  @Test func gradientColoursInterpolatePremultiplied() throws {
    // Opaque red to transparent: the midpoint stays red (premultiplied), never turns greyish.
    let canvas = try Canvas(widthPixels: 100, heightPixels: 2)
    let gradient = LinearGradient(startX: 0, startY: 0, endX: 100, endY: 0, stops: GradientStop.evenlySpaced([red, .clear]))
    canvas.fill(.rect(x: 0, y: 0, width: 100, height: 2), transform: .identity, paint: .linearGradient(gradient))
    let middle = canvas.straight(50, 0)
    #expect(middle[0] == 255 && middle[1] == 0 && abs(middle[3] - 126) <= 1)
  }

  @Test func radialGradientByDistance() throws {
    let canvas = try Canvas(widthPixels: 41, heightPixels: 41)
    let gradient = RadialGradient(centerX: 20.5, centerY: 20.5, radiusX: 20, radiusY: 20, stops: GradientStop.evenlySpaced([.white, .black]))
    canvas.fill(.rect(x: 0, y: 0, width: 41, height: 41), transform: .identity, paint: .radialGradient(gradient))
    #expect(canvas.straight(20, 20) == [255, 255, 255, 255])
    #expect(canvas.straight(0, 0) == [0, 0, 0, 255])
    #expect(canvas.straight(30, 20) == canvas.straight(20, 30))  // symmetric
    #expect(abs(canvas.straight(30, 20)[0] - 128) <= 1)  // half-way: t = 0.5
  }

  @Test func gradientStopsOutOfOrderAreSorted() throws {
    let stops = [GradientStop(location: 1, color: .white), GradientStop(location: 0, color: .black)]
    let table = Shader.makeTable(stops)
    #expect(table.first == SIMD4(0, 0, 0, 255))
    #expect(table.last == SIMD4(255, 255, 255, 255))
  }
}
