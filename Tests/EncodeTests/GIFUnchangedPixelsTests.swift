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
    _ = data.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 2, into: &output) }
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
    let (chosen, encoding) = GIFFrameSequencer.smallestRectData(frame: Self.frame, base: Self.base, rect: Self.rect,
                                                                canvasWidth: Self.width, transparent: Self.transparent, minimumCodeSize: 2)
    #expect(Self.shown(chosen) == Self.frame)
    #expect(Self.lzwSize(chosen) == all.map(Self.lzwSize).min())
    // The whole rectangle was tried, so the winner's encoding comes with it, exactly as encoding
    // the chosen pixels gives it.
    var direct: [UInt8] = []
    let statistics = chosen.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: 2, into: &direct) }
    #expect(encoding?.bytes == direct)
    #expect(encoding?.statistics == statistics)
  }

  @Test func aSampledRectangleComesWithoutAnEncoding() {
    // 300×200 is over the threshold: judged on row bands, so no trial encoded the whole.
    let width = 300, height = 200
    let base = [UInt8](repeating: 0, count: width * height)
    var frame = base
    for y in 0..<height { for x in 0..<width where (x / 7 + y / 5) % 3 == 0 { frame[y * width + x] = UInt8(1 + x % 3) } }
    let (indices, encoding) = GIFFrameSequencer.smallestRectData(frame: frame, base: base, rect: PixelRect(x: 0, y: 0, width: width, height: height),
                                                                 canvasWidth: width, transparent: 0, minimumCodeSize: 2)
    #expect(indices.count == width * height)
    #expect(encoding == nil)
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

@Suite("Rectangle data: the word-at-a-time loops write what the per-pixel rule says")
struct RectDataReferenceTests {
  /// The rule, one pixel at a time (what `rectData` computed before it skipped 8 pixels at once).
  static func reference(frame: [UInt8], base: [UInt8], rect: PixelRect, canvasWidth: Int, transparent: UInt8,
                        unchanged: GIFFrameSequencer.UnchangedPixels, rows: [Int]) -> [UInt8] {
    var data: [UInt8] = []
    for row in rows {
      var previous = transparent
      for column in 0..<rect.width {
        let p = (rect.y + row) * canvasWidth + rect.x + column
        let value = frame[p], changed = value != base[p]
        switch unchanged {
        case .ownColor: data.append(value)
        case .transparent: data.append(changed ? value : transparent)
        case .continueRuns:
          if changed || value == previous {
            data.append(value)
            previous = value
          } else {
            data.append(transparent)
            previous = transparent
          }
        }
      }
    }
    return data
  }

  /// Rows of colour runs (1–30 pixels, some of them the transparent index); in the frame most
  /// run boundaries move by 1–4 pixels either way (an edge sliding: changed pixels, then
  /// unchanged ones of the same colour that continue the run) and a few pixels change at random. Widths are and
  /// are not multiples of 8.
  @Test(arguments: 0..<40)
  func sameBytesAsThePerPixelRule(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 77)
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
    let canvasWidth = 8 + next(90), height = 1 + next(20)
    let transparent = UInt8(next(6))
    var base: [UInt8] = [], frame: [UInt8] = []
    for _ in 0..<height {
      var runs: [(value: UInt8, length: Int)] = []
      var filled = 0
      while filled < canvasWidth {
        let length = min(canvasWidth - filled, 1 + next(30))
        runs.append((UInt8(next(6)), length))
        filled += length
      }
      var moved = runs
      for k in 0..<(moved.count - 1) where next(3) != 0 {
        // The boundary moves right (run k grows) or left (run k + 1 grows back over it).
        if next(2) == 0 {
          let shift = min(1 + next(4), moved[k + 1].length - 1)
          moved[k].length += shift; moved[k + 1].length -= shift
        } else {
          let shift = min(1 + next(4), moved[k].length - 1)
          moved[k].length -= shift; moved[k + 1].length += shift
        }
      }
      for run in runs { base += [UInt8](repeating: run.value, count: run.length) }
      for run in moved { frame += [UInt8](repeating: run.value, count: run.length) }
    }
    for _ in 0..<next(8) { frame[next(frame.count)] = UInt8(next(6)) }
    let x = next(canvasWidth), y = next(height)
    let rect = PixelRect(x: x, y: y, width: 1 + next(canvasWidth - x), height: 1 + next(height - y))
    let rows = next(2) == 0 ? Array(0..<rect.height) : (0..<rect.height).filter { $0 % 3 != 1 }
    for strategy in GIFFrameSequencer.UnchangedPixels.allCases {
      let fast = GIFFrameSequencer.rectData(frame: frame, base: base, rect: rect, canvasWidth: canvasWidth,
                                            transparent: transparent, unchanged: strategy, rows: rows)
      let expected = Self.reference(frame: frame, base: base, rect: rect, canvasWidth: canvasWidth,
                                    transparent: transparent, unchanged: strategy, rows: rows)
      #expect(fast == expected, "seed \(seed), \(strategy), rect \(rect)")
    }
  }
}
