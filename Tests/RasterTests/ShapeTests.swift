import Foundation
import Testing
@testable import Raster

@Suite("Shapes: areas, curves and transforms")
struct ShapeTests {
  @Test(arguments: [3.0, 10.5, 40])
  func ellipseAreaMatchesPiRSquared(radius: Double) throws {
    let canvas = try Canvas(widthPixels: 100, heightPixels: 100)
    canvas.fill(.ellipse(x: 50 - radius, y: 50.25 - radius, width: 2 * radius, height: 2 * radius), transform: .identity, color: .black)
    // Chords cut inside the curve by ≤ tolerance (area lost ≤ ⅔ · tolerance · perimeter),
    // and each pixel's alpha is rounded to 1/255.
    let expected = Double.pi * radius * radius, perimeter = 2 * Double.pi * radius
    let allowed = perimeter * (FlattenedPath.tolerancePixels * 2 / 3 + 1.0 / 255) + 0.05
    #expect(abs(canvas.coveredArea - expected) < allowed)
  }

  @Test func rotatedSquareKeepsItsArea() throws {
    let canvas = try Canvas(widthPixels: 60, heightPixels: 60)
    let transform = AffineTransform.translation(x: -10, y: -10)
      .concatenating(.rotation(radians: .pi / 6)).concatenating(.translation(x: 30, y: 30))
    canvas.fill(.rect(x: 0, y: 0, width: 20, height: 20), transform: transform, color: .black)
    #expect(abs(canvas.coveredArea - 400) < 0.5)
    #expect(canvas.straight(30, 30) == [0, 0, 0, 255])
  }

  @Test func roundedRectCornersAreCutAndClamped() throws {
    let canvas = try Canvas(widthPixels: 40, heightPixels: 40)
    canvas.fill(.roundedRect(x: 0, y: 0, width: 40, height: 20, cornerRadius: 100), transform: .identity, color: .black)
    #expect(canvas.straight(0, 0)[3] == 0)  // radius clamped to 10: corner outside
    #expect(canvas.straight(20, 10) == [0, 0, 0, 255])
    let expected = 20.0 * 20 + Double.pi * 100  // a stadium: rect 20×20 plus a circle of r 10
    #expect(abs(canvas.coveredArea - expected) < 2 * Double.pi * 10 * FlattenedPath.tolerancePixels + 0.3)
  }

  @Test func perCornerRadii() throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    let radii = CornerRadii(topLeft: 8, topRight: 0, bottomRight: 0, bottomLeft: 0)
    canvas.fill(.roundedRect(x: 0, y: 0, width: 20, height: 20, cornerRadii: radii), transform: .identity, color: .black)
    #expect(canvas.straight(0, 0)[3] == 0)
    #expect(canvas.straight(19, 0)[3] == 255)
    #expect(canvas.straight(19, 19)[3] == 255)
    #expect(canvas.straight(0, 19)[3] == 255)
  }

  @Test func overlappingSubpathsUseNonZeroWinding() throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    var path = Path.rect(x: 0, y: 0, width: 15, height: 15)
    path.append(.rect(x: 5, y: 5, width: 15, height: 15))
    canvas.fill(path, transform: .identity, color: .black)
    #expect(canvas.straight(10, 10) == [0, 0, 0, 255])  // wound twice, still exactly opaque
    #expect(abs(canvas.coveredArea - (225 * 2 - 100)) < 0.01)
  }

  @Test func quadraticCurvesAreFlattenedFinely() throws {
    // A parabola-bounded region y ≤ 20 − x²/20 on −20…20 has area 2/3 · 40 · 20.
    var path = Path()
    path.move(to: -20, 20)
    path.quadCurve(to: 20, 20, control: 0, -20)
    path.close()
    let canvas = try Canvas(widthPixels: 60, heightPixels: 40)
    canvas.fill(path, transform: .translation(x: 30, y: 10), color: .black)
    // Uniform pieces of a parabola all deviate by the same sagitta (≤ tolerance); the arc is ~59 px long.
    let allowed = 59.2 * (FlattenedPath.tolerancePixels * 2 / 3 + 1.0 / 255) + 0.05
    #expect(abs(canvas.coveredArea - 2.0 / 3 * 40 * 20) < allowed)
    #expect(canvas.coveredArea < 2.0 / 3 * 40 * 20)  // chords lie inside a convex curve
  }

  @Test func transformsComposeInCoreGraphicsOrder() {
    let t = AffineTransform.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20))
    let p = t.apply(x: 1, y: 1)
    #expect(p.x == 12 && p.y == 23)
    let r = AffineTransform.rotation(radians: .pi / 2).apply(x: 1, y: 0)
    #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
    let inverse = try! #require(t.inverted)
    let back = inverse.apply(x: 12, y: 23)
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
  }
}
