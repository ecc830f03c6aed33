import Testing
@testable import Raster

/// A solid blend reuses the last partly covered pixel's result when the coverage and the
/// destination bytes are both the same, and a layer composite when the factor, the source and
/// the destination are: bit for bit what blending each pixel gives.
@Suite struct BlendRepeatTests {
  @Test func reusedPixelsEqualBlendingEachOne() throws {
    let width = 64, height = 6
    let canvas = try Canvas(widthPixels: width, heightPixels: height)
    // Destination: runs of one colour, broken every few pixels, so equal coverage meets both
    // equal and different bytes.
    for i in 0..<(width * height) {
      let shade = UInt8(truncatingIfNeeded: (i / 5) % 3 * 70 + 20)
      canvas.pixels[i * 4] = shade
      canvas.pixels[i * 4 + 1] = 255 - shade
      canvas.pixels[i * 4 + 2] = 90
      canvas.pixels[i * 4 + 3] = 255
    }
    // Coverage: a flat middle (one value), a ramp, uncovered cells and a negligible one.
    var mask = CoverageMask(originX: 0, originY: 0, width: width, height: height)
    mask.withMutableCells { cells, stride in
      for y in 0..<height {
        for x in 0..<width {
          cells[y * stride + x] = x < 40 ? 0.4375 : (x < 56 ? Float(x - 39) / 17 : (x == 60 ? 1.0 / 1024 : 0))
        }
      }
    }
    var expected = canvas.pixels
    let color = RasterColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.35)
    let shader = Shader(.solid(color), transform: .identity)
    guard case let .solid(premultiplied) = shader.kind else { Issue.record("a solid shader"); return }
    expected.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<height {
        for x in 0..<width {
          let c = mask.coverage(x: x, y: y)
          if c > Canvas.negligibleCoverage { Canvas.blendPartly(pixels, at: (y * width + x) * 4, color: premultiplied, coverage: c) }
        }
      }
    }
    canvas.blend(mask, shader: shader, clip: nil)
    #expect(canvas.pixels == expected)
    #expect(expected.filter { $0 == 90 }.count < width * height / 2, "most pixels were blended")
  }

  @Test(arguments: [0.6, 1.0])
  func reusedCompositesEqualCompositingEachPixel(opacity: Double) throws {
    let width = 48, height = 5
    let canvas = try Canvas(widthPixels: width, heightPixels: height)
    let layer = try Canvas(widthPixels: width, heightPixels: height)
    for i in 0..<(width * height) {
      // Destination in runs of 4, source in runs of 6 (translucent, opaque or empty), so equal
      // sources meet equal and different destinations.
      let shade = UInt8(truncatingIfNeeded: (i / 4) % 3 * 60 + 30)
      canvas.pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: [shade, 200, 255 - shade, 255])
      let kind = (i / 6) % 3
      let source: [UInt8] = kind == 0 ? [100, 50, 20, 128] : (kind == 1 ? [10, 200, 90, 255] : [0, 0, 0, 0])
      layer.pixels.replaceSubrange((i * 4)..<(i * 4 + 4), with: source)
    }
    var expected = canvas.pixels
    let factor = Float(opacity)
    for i in 0..<(width * height) where layer.pixels[i * 4 + 3] != 0 {
      let sa = layer.pixels[i * 4 + 3]
      if sa == 255 && factor >= 1 {
        for k in 0..<4 { expected[i * 4 + k] = layer.pixels[i * 4 + k] }
        continue
      }
      let keep = 1 - Float(sa) / 255 * factor
      for k in 0..<4 { expected[i * 4 + k] = Canvas.byte(Float(layer.pixels[i * 4 + k]) * factor + Float(expected[i * 4 + k]) * keep) }
    }
    canvas.draw(layer, opacity: opacity)
    #expect(canvas.pixels == expected)
  }
}
