import Testing
@testable import Encode

@Suite("Unchanged pixels inside the changed rectangle: three ways, same picture, smallest kept")
struct GIFUnchangedPixelsTests {
  /// A 40×30 frame pair: a box moved on a two-colour background.
  static let width = 40, height = 30
  static let base: [UInt8] = (0..<(width * height)).map { UInt8(($0 / width) % 7 == 0 ? 1 : 0) }
  static let frame: [UInt8] = {
    var frame = base
    for y in 5..<25 { for x in 8..<30 where (x + y) % 3 != 0 { frame[y * width + x] = 2 } }
    return frame
  }()
  static let rect = PixelRect(x: 8, y: 5, width: 22, height: 20)
  static let transparent: UInt8 = 3

  /// What a decoder shows after drawing `data` over `base` in `rect`.
  static func shown(_ data: [UInt8]) -> [UInt8] {
    var canvas = base
    for row in 0..<rect.height { for column in 0..<rect.width {
      let value = data[row * rect.width + column]
      if value != transparent { canvas[(rect.y + row) * width + rect.x + column] = value }
    } }
    return canvas
  }

  static func lzwSize(_ data: [UInt8]) -> Int {
    var output: [UInt8] = []
    data.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 2, into: &output) }
    return output.count
  }

  @Test(arguments: GIFFrameSequencer.UnchangedPixels.allCases)
  func everyStrategyShowsTheFrame(strategy: GIFFrameSequencer.UnchangedPixels) {
    let data = GIFFrameSequencer.rectData(frame: Self.frame, base: Self.base, rect: Self.rect, canvasWidth: Self.width,
                                          transparent: Self.transparent, unchanged: strategy)
    #expect(Self.shown(data) == Self.frame)
  }

  @Test func strategiesDifferAndTheChosenOneIsTheSmallest() {
    let all = GIFFrameSequencer.UnchangedPixels.allCases.map {
      GIFFrameSequencer.rectData(frame: Self.frame, base: Self.base, rect: Self.rect, canvasWidth: Self.width,
                                 transparent: Self.transparent, unchanged: $0)
    }
    #expect(Set(all).count >= 2)  // the choice is real: strategies write different bytes
    let chosen = GIFFrameSequencer.smallestRectData(frame: Self.frame, base: Self.base, rect: Self.rect, canvasWidth: Self.width,
                                                    transparent: Self.transparent, minimumCodeSize: 2)
    #expect(Self.shown(chosen) == Self.frame)
    #expect(Self.lzwSize(chosen) == all.map(Self.lzwSize).min())
  }

  @Test func largeRectanglesAreJudgedOnRowBands() {
    let rows = GIFFrameSequencer.sampledRows(width: 400, height: 100)
    #expect(rows.count == 16)  // rows 0–3, 32–35, 64–67, 96–99: 4 bands of 4
    #expect(rows.prefix(6) == [0, 1, 2, 3, 32, 33])
    #expect(GIFFrameSequencer.sampledRows(width: 3, height: 2) == [0, 1])
  }

  @Test(arguments: GIFFrameSequencer.UnchangedPixels.allCases)
  func sampledRowsAreThoseRowsOfTheWhole(strategy: GIFFrameSequencer.UnchangedPixels) {
    let whole = GIFFrameSequencer.rectData(frame: Self.frame, base: Self.base, rect: Self.rect, canvasWidth: Self.width,
                                           transparent: Self.transparent, unchanged: strategy)
    let rows = [0, 1, 7, 19]
    let sample = GIFFrameSequencer.rectData(frame: Self.frame, base: Self.base, rect: Self.rect, canvasWidth: Self.width,
                                            transparent: Self.transparent, unchanged: strategy, rows: rows)
    let width = Self.rect.width
    #expect(sample == rows.flatMap { whole[($0 * width)..<(($0 + 1) * width)] })
  }
}
