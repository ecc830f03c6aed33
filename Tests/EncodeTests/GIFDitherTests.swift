import Testing
import Raster
@testable import Encode

@Suite("Ordered dither")
struct GIFDitherTests {
  /// Mean absolute error of 8×8 block averages: what the eye sees of a dithered gradient.
  static func blockAverageError(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    let differences = TestImages.blockMeanDifferences(a, b, block: 8)
    return differences.reduce(0, +) / Double(differences.count)
  }

  @Test func ditherBringsGradientAveragesCloserWithFewColours() throws {
    let image = TestImages.gradient(width: 256, height: 64)
    func decoded(_ dither: GIFDither) throws -> PixelBuffer {
      let bytes = try GIFEncoder(width: 256, height: 64, options: GIFOptions(maxColors: 16, dither: dither)).encode(frames: [(image, 2)])
      return try GIFDecoder.decode(bytes).frames[0].image
    }
    let plain = try decoded(.none)
    let dithered = try decoded(.ordered(strength: 1))
    #expect(Self.blockAverageError(dithered, image) < Self.blockAverageError(plain, image))
  }

  @Test func ditherIsStableBetweenIdenticalFrames() throws {
    // A fixed pattern: identical input frames stay identical, so they still merge.
    let image = TestImages.gradient(width: 64, height: 32)
    let bytes = try GIFEncoder(width: 64, height: 32, options: GIFOptions(maxColors: 32, dither: .ordered(strength: 0.8)))
      .encode(frames: [(image, 2), (image, 3)])
    #expect(try GIFDecoder.decode(bytes).frames.map(\.delayCentiseconds) == [5])
  }

  @Test func flatColoursStayExactUnderDither() throws {
    // A mid-grey band inside a grey gradient: the palette is dense around it, so a dither with
    // a fixed spread (the first version: ±40 per channel at 32 colours) speckled it.
    var image = TestImages.gradient(width: 64, height: 32)
    for y in 0..<8 { for x in 0..<64 { image[x, y] = (128, 128, 128, 255) } }
    for y in 24..<32 { for x in 0..<64 { image[x, y] = (250, 250, 250, 255) } }
    let bytes = try GIFEncoder(width: 64, height: 32, options: GIFOptions(maxColors: 32, dither: .ordered(strength: 1))).encode(frames: [(image, 2)])
    let result = try GIFDecoder.decode(bytes).frames[0].image
    for y in Array(0..<8) + Array(24..<32) {
      for x in 0..<64 { #expect(result[x, y] == image[x, y], "(\(x), \(y))") }
    }
  }

  /// The mean colour of a mix, per channel.
  static func mean(_ mix: [UInt8], of colors: [UInt32]) -> (Double, Double, Double) {
    var sum = (0.0, 0.0, 0.0)
    for index in mix {
      let color = colors[Int(index)]
      sum.0 += Double(color >> 16); sum.1 += Double((color >> 8) & 0xFF); sum.2 += Double(color & 0xFF)
    }
    let count = Double(mix.count)
    return (sum.0 / count, sum.1 / count, sum.2 / count)
  }

  @Test(arguments: [
    // Between black and white: a quarter white.
    ([0x000000, 0xFFFFFF], 0x404040),
    // Between red and blue, with no lightness step between them: half and half. A threshold
    // added to all three channels alike (the first version) never left the nearest of them.
    ([0xFF0000, 0x0000FF, 0x00FF00], 0x800080),
    // Near one entry of many: mostly that entry.
    ([0x000000, 0x202020, 0x404040, 0x606060, 0xFFFFFF], 0x242424),
  ] as [([UInt32], UInt32)])
  func aMixAveragesToItsColour(colors: [UInt32], wanted: UInt32) throws {
    let dither = try #require(OrderedDither(colors: colors, search: NearestColorSearch(colors: colors), strength: 1))
    let mix = dither.mix(for: wanted)
    #expect(mix.count == OrderedDither.mixSize)
    // Only the two entries nearest the colour, which bracket it in every case here.
    func distance(_ a: UInt32, _ b: UInt32) -> Int {
      [16, 8, 0].reduce(0) { sum, shift in let d = Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF); return sum + d * d }
    }
    let nearestTwo = Set(colors.indices.sorted { distance(colors[$0], wanted) < distance(colors[$1], wanted) }.prefix(2).map { UInt8($0) })
    #expect(Set(mix).isSubset(of: nearestTwo), "\(mix)")
    // The mean is within one sixteenth of the gap between them: the finest step a mix of 16 has.
    let mean = Self.mean(mix, of: colors)
    let pair = nearestTwo.map { colors[Int($0)] }
    for (shift, meanChannel) in [(UInt32(16), mean.0), (8, mean.1), (0, mean.2)] {
      let gap = abs(Double((pair[0] >> shift) & 0xFF) - Double((pair[1] >> shift) & 0xFF))
      #expect(abs(meanChannel - Double((wanted >> shift) & 0xFF)) <= gap / Double(OrderedDither.mixSize), "\(mix)")
    }
    // Darkest first, so the Bayer ranks spread light and dark evenly over the tile.
    let luminance = mix.map { Int(colors[Int($0)] >> 16) * 299 + Int((colors[Int($0)] >> 8) & 0xFF) * 587 + Int(colors[Int($0)] & 0xFF) * 114 }
    #expect(luminance == luminance.sorted())
  }

  /// A colour just outside the palette's hull: the error left by its nearest entry grows with
  /// every entry of the mix, and the corrected target ended on a colour from elsewhere (QA: a
  /// dark green photo pixel drawn orange, 174 levels off). The mix stays near its entry.
  @Test func aColourOutsideThePaletteDoesNotReachAcrossIt() throws {
    let colors: [UInt32] = [0x404040, 0x505050, 0xFF0000]
    let dither = try #require(OrderedDither(colors: colors, search: NearestColorSearch(colors: colors), strength: 1))
    let mix = dither.mix(for: 0x585050)
    #expect(!mix.contains(2), "\(mix)")
    #expect(Set(mix) == [1], "\(mix)")
    // Across a thin palette a mix still reaches the other side: black and white make grey.
    let blackAndWhite: [UInt32] = [0x000000, 0xFFFFFF]
    let grey = try #require(OrderedDither(colors: blackAndWhite, search: NearestColorSearch(colors: blackAndWhite), strength: 1))
    #expect(Set(grey.mix(for: 0x202020)) == [0, 1])
  }

  /// A steady fade must not flicker: as the colour moves along a ramp of palette entries, no
  /// place of the tile goes back to an entry it left. When the diffused error could overshoot
  /// to an entry behind the nearest one, at 8 colours 12 % of a fading rect's pixels went
  /// light, dark, light again.
  @Test(arguments: [
    // An 8-colour palette of a blue rect fading in over white, with a red and a green elsewhere.
    ([0xFFFFFF, 0xD8E6FA, 0xA9C7F3, 0x6E98E9, 0x1E6BE0, 0xE0401E, 0x30C050, 0x000000], 0xFFFFFF, 0x1E6BE0),
    // A red-to-blue colour animation through the palette's purples.
    ([0xE0401E, 0xB44A4A, 0x8A5378, 0x5E5DA8, 0x1E6BE0, 0x30C050, 0xFFFFFF, 0x202020], 0xE0401E, 0x1E6BE0),
  ] as [([UInt32], UInt32, UInt32)])
  func aSteadyFadeNeverReturnsAPlaceToAnEntryItLeft(colors: [UInt32], from start: UInt32, to end: UInt32) throws {
    let dither = try #require(OrderedDither(colors: colors, search: NearestColorSearch(colors: colors), strength: 1))
    let steps = 240
    var shown = [[UInt8]](repeating: [], count: OrderedDither.mixSize)
    for step in 0...steps {
      func channel(_ shift: UInt32) -> UInt32 {
        let a = Double((start >> shift) & 0xFF), b = Double((end >> shift) & 0xFF)
        return UInt32((a + (b - a) * Double(step) / Double(steps)).rounded()) << shift
      }
      let mix = dither.mix(for: channel(16) | channel(8) | channel(0))
      for level in mix.indices where shown[level].last != mix[level] { shown[level].append(mix[level]) }
    }
    for (level, entries) in shown.enumerated() {
      #expect(Set(entries).count == entries.count, "level \(level) shows \(entries)")
    }
  }

  @Test func aPaletteColourIsDrawnAsItselfEverywhere() throws {
    let colors: [UInt32] = [0x000000, 0x7F7F7F, 0x808080, 0xFFFFFF]
    var dither = try #require(OrderedDither(colors: colors, search: NearestColorSearch(colors: colors), strength: 1))
    for (index, color) in colors.enumerated() {
      let offset = dither.mixOffset(color)
      for y in 0..<8 { for x in 0..<8 { #expect(dither.index(atOffset: offset, level: OrderedDither.level(x: x, y: y)) == UInt8(index)) } }
    }
  }

  @Test func eachLevelOfAMixHasFourPlacesInTheTile() {
    var counts = [Int](repeating: 0, count: OrderedDither.mixSize)
    for y in 0..<8 { for x in 0..<8 { counts[OrderedDither.level(x: x, y: y)] += 1 } }
    #expect(counts == [Int](repeating: 64 / OrderedDither.mixSize, count: OrderedDither.mixSize))
  }

  @Test func noDitherAtStrengthZeroOrWithOneColour() {
    #expect(OrderedDither(colors: [0x000000, 0xFFFFFF], search: NearestColorSearch(colors: [0x000000, 0xFFFFFF]), strength: 0) == nil)
    #expect(OrderedDither(colors: [0x336699], search: NearestColorSearch(colors: [0x336699]), strength: 1) == nil)
  }
}
