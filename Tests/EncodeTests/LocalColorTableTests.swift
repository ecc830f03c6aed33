import Testing
import Raster
@testable import Encode

@Suite("GIF local colour tables: a small change is written with only the colours it uses")
struct LocalColorTableTests {
  /// Image descriptors (0x2C) of a GIF written by this encoder: (width, height, local table size or nil).
  static func descriptors(_ bytes: [UInt8]) -> [(width: Int, height: Int, localTableSize: Int?)] {
    var result: [(Int, Int, Int?)] = []
    var p = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
    while p < bytes.count, bytes[p] != 0x3B {
      if bytes[p] == 0x21 {  // extension: label, then sub-blocks
        p += 2
        while bytes[p] != 0 { p += Int(bytes[p]) + 1 }
        p += 1
      } else {
        let width = Int(bytes[p + 5]) | Int(bytes[p + 6]) << 8
        let height = Int(bytes[p + 7]) | Int(bytes[p + 8]) << 8
        let flags = bytes[p + 9]
        let local = flags & 0x80 != 0 ? 1 << (Int(flags & 7) + 1) : nil
        result.append((width, height, local))
        p += 10 + 3 * (local ?? 0) + 1
        while bytes[p] != 0 { p += Int(bytes[p]) + 1 }
        p += 1
      }
    }
    return result
  }

  @Test func aFewColoursChangingOnABusyCanvasUseALocalTableAndDecodeExactly() throws {
    // 200 colours in the first frame force an 8-bit global table; the second frame repaints a
    // 40×40 square with two of them, which needs a 4-entry local table (2 colours + transparent).
    let first = TestImages.noise(width: 96, height: 96, colorCount: 200, seed: 7)
    var second = first
    for y in 20..<60 { for x in 20..<60 { second[x, y] = ((x / 4 + y / 4) % 2 == 0) ? first[0, 0] : first[1, 0] } }
    let frames = [(image: first, delayCentiseconds: 2), (image: second, delayCentiseconds: 3)]
    let (bytes, decoded) = try GIFEncoderTests.roundTrip(frames)
    #expect(TestImages.same(decoded.frames.map(\.image), [first, second]))
    #expect(decoded.frames.map(\.delayCentiseconds) == [2, 3])
    let blocks = Self.descriptors(bytes)
    #expect(blocks.count == 2)
    #expect(blocks[0].localTableSize == nil)
    #expect(blocks[1].localTableSize == 4)
  }

  @Test func theLocalFormIsChosenOnlyWhenSmaller() throws {
    // A frame that changes most pixels to many colours keeps the global table.
    let first = TestImages.noise(width: 64, height: 64, colorCount: 200, seed: 1)
    let second = TestImages.noise(width: 64, height: 64, colorCount: 200, seed: 2)
    let (bytes, decoded) = try GIFEncoderTests.roundTrip([(first, 2), (second, 2)])
    #expect(TestImages.same(decoded.frames.map(\.image), [first, second]))
    #expect(Self.descriptors(bytes).allSatisfy { $0.localTableSize == nil })
  }

  @Test func theTableKeepsGlobalOrderAndTheTransparentEntry() {
    let palette = GIFPalette(colors: (0..<100).map { UInt32($0) * 0x010101 }, reserveTransparent: true)
    let table = LocalColorTable(indices: [42, 7, 42, 100, 7], palette: palette)
    #expect(table?.sizeLog2 == 2)
    #expect(table?.reindexed([42, 7, 42, 100, 7]) == [1, 0, 1, 2, 0])
    #expect(table?.transparentIndex == 2)
    #expect(table?.bytes == [7, 7, 7, 42, 42, 42, 0, 0, 0, 0, 0, 0])
    // Too many colours to beat a 128-entry global table.
    #expect(LocalColorTable(indices: (0..<70).map(UInt8.init), palette: palette) == nil)
  }
}
