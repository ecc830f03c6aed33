import Raster
import Testing
@testable import Encode

@Suite("Mapping runs of one colour several pixels at a time gives every pixel its own index")
struct ColorMapperRunTests {
  @Test func everyPixelMapsAsItWouldAlone() {
    // Runs of 1…11 pixels cycling through four colours (one of them transparent), so runs
    // start and end at every offset of the 4-pixel steps and the buffer ends mid-run.
    let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(250, 250, 250, 255), (20, 30, 200, 255), (250, 250, 250, 40), (200, 40, 10, 255)]
    var bytes: [UInt8] = []
    var choice = 0
    for length in 1...11 {
      for _ in 0..<3 {
        let c = colors[choice % colors.count]
        for _ in 0..<length { bytes += [c.0, c.1, c.2, c.3] }
        choice += 1
      }
    }
    let width = bytes.count / 4
    let image = PixelBuffer(width: width, height: 1, bytes: bytes)
    let palette = GIFPalette(colors: [0xFAFAFA, 0x141EC8, 0xC8280A, 0x808080], reserveTransparent: true)
    var mapper = ColorMapper(palette: palette, dither: .none)
    let indices = mapper.map(image)
    #expect(indices.count == width)
    var mismatches = 0
    for p in 0..<width {
      var single = ColorMapper(palette: palette, dither: .none)
      let alone = single.map(PixelBuffer(width: 1, height: 1, bytes: Array(bytes[p * 4..<p * 4 + 4])))
      if alone != [indices[p]] { mismatches += 1 }
    }
    #expect(mismatches == 0)
    // The transparent colour, and each opaque one, really occur (the test covers them all).
    #expect(Set(indices).count == 4)
  }
}
