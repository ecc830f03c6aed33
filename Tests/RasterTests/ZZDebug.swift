import Foundation
import Testing
@testable import Raster
@Test func zzdebug() throws {
  let canvas = try Canvas(widthPixels: 400, heightPixels: 300)
  canvas.clear(to: .white)
  var zig = Path(); zig.move(to: 20, 80); zig.line(to: 60, 20); zig.line(to: 100, 80); zig.line(to: 140, 30)
  canvas.stroke(zig, style: StrokeStyle(width: 12, cap: .butt, join: .miter), transform: .identity, color: .black)
  canvas.stroke(zig, style: StrokeStyle(width: 12, cap: .round, join: .round), transform: .translation(x: 0, y: 80), color: .black)
  canvas.stroke(zig, style: StrokeStyle(width: 12, cap: .square, join: .bevel), transform: .translation(x: 0, y: 160), color: .black)
  canvas.stroke(zig, style: StrokeStyle(width: 1), transform: .translation(x: 0, y: 160), color: red)
  let ring = Path.ellipse(x: 180, y: 20, width: 80, height: 80)
  canvas.stroke(ring, style: StrokeStyle(width: 10, cap: .round, start: 0, end: 0.33), transform: .identity, color: blue)
  canvas.stroke(ring, style: StrokeStyle(width: 3, dashPattern: [10, 5]), transform: .translation(x: 100, y: 0), color: .black)
  canvas.withClip(.roundedRect(x: 180, y: 120, width: 100, height: 80, cornerRadius: 20), transform: .identity) {
    canvas.fill(.rect(x: 150, y: 100, width: 100, height: 100), transform: .identity, paint: .linearGradient(LinearGradient(startX: 150, startY: 0, endX: 300, endY: 0, stops: GradientStop.evenlySpaced([red, blue]))))
  }
  canvas.fill(.ellipse(x: 300, y: 120, width: 90, height: 60), transform: .identity, paint: .radialGradient(RadialGradient(centerX: 345, centerY: 150, radiusX: 45, radiusY: 30, stops: GradientStop.evenlySpaced([.white, RasterColor(red: 0, green: 0.6, blue: 0.2), RasterColor(red: 0, green: 0, blue: 0, alpha: 0)]))))
  canvas.stroke(.roundedRect(x: 180, y: 220, width: 200, height: 60, cornerRadius: 12), style: StrokeStyle(width: 2), transform: .identity, color: .black)
  try Data(canvas.makePixelBuffer().pngData()).write(to: URL(fileURLWithPath: "/tmp/dbg-raster/stroke.png"))
}
