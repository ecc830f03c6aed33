import Foundation
import Testing
import Raster
@testable import Encode

@Suite("Encoding PNG frames made elsewhere (flipbook encode)")
struct PNGFramesToGIFTests {
  /// Writes `count` PNG frames of a moving box to a fresh directory.
  static func writeFrames(count: Int, width: Int = 40, height: Int = 30) throws -> (directory: String, paths: [String], images: [PixelBuffer]) {
    let directory = NSTemporaryDirectory() + "flipbook-png-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var paths: [String] = [], images: [PixelBuffer] = []
    for index in 0..<count {
      let image = TestImages.card(width: width, height: height, boxX: index, boxY: 5, boxSize: 6)
      let path = directory + "/" + String(format: "%04d.png", index)
      try Data(try image.pngData()).write(to: URL(fileURLWithPath: path))
      paths.append(path)
      images.append(image)
    }
    return (directory, paths, images)
  }

  @Test(arguments: [30, 60])
  func framesRoundTripWithExactTiming(fps: Int) throws {
    let (directory, paths, images) = try Self.writeFrames(count: 30)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let encoded = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: FrameRate(integerLiteral: fps), options: GIFOptions(), threads: 2, sink: GIFByteArraySink(),
                                                     blendFrames: true)
    let decoded = try GIFDecoder.decode(encoded.sink.bytes)
    #expect(decoded.frames.map(\.delayCentiseconds).reduce(0, +) == 30 * 100 / fps)
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds >= 2 })
    // Each GIF frame shows its input frame, or (60 fps into 50) the mean of the two it stands
    // for when they differ by more than 40 dB — here a box moving 1 px, so always the mean.
    let groups = PNGFramesToGIF.standsFor(schedule: encoded.schedule, frameCount: 30, framesPerSecond: FrameRate(integerLiteral: fps), gifFPS: 50)
    let expected = groups.map { group in FrameAverage.mean(group.map { images[$0] }) }
    #expect(groups.contains { $0.count == 2 } == (fps == 60))
    #expect(TestImages.same(decoded.frames.map(\.image), expected))
  }

  @Test func byDefaultEachGIFFrameIsAnExactInputFrame() throws {
    let (directory, paths, images) = try Self.writeFrames(count: 30)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let encoded = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 60, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
    let decoded = try GIFDecoder.decode(encoded.sink.bytes)
    #expect(TestImages.same(decoded.frames.map(\.image), encoded.schedule.entries.map { images[$0.sampleFrameIndex] }))
    #expect(encoded.imageCount == decoded.frames.count)
    #expect(encoded.width == decoded.width && encoded.height == decoded.height)
  }

  @Test(arguments: [2, 31, 32, 33, 62])
  func theGIFEndsOnTheLastInputFrame(count: Int) throws {
    // 32 frames at 60 fps last 53 cs; the last GIF frame, 3 cs from 50 cs, stands for frames 30
    // and 31, and shows 31. (Two frames last 3 cs: one GIF frame, which shows the second.)
    let (directory, paths, images) = try Self.writeFrames(count: count, width: count + 10)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for blend in [false, true] {
      let encoded = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 60, options: GIFOptions(), threads: 2,
                                              sink: GIFByteArraySink(), blendFrames: blend)
      let decoded = try GIFDecoder.decode(encoded.sink.bytes)
      let last = try #require(decoded.frames.last)
      #expect(TestImages.same([last.image], [images[count - 1]]), "blend \(blend)")
      #expect(decoded.frames.map(\.delayCentiseconds).reduce(0, +) == (count * 100 + 30) / 60)
    }
  }

  @Test func imageCountIsWhatTheGIFHoldsAfterIdenticalFramesMerge() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 10)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Frames 0 0 0 1 1 2 …: the repeats merge into the frame before, adding their delays.
    let repeated = [paths[0], paths[0], paths[0], paths[1], paths[1]] + Array(paths[2...])
    let encoded = try PNGFramesToGIF.encode(pngPaths: repeated, framesPerSecond: 30, options: GIFOptions(), threads: 2,
                                            sink: GIFByteArraySink())
    let decoded = try GIFDecoder.decode(encoded.sink.bytes)
    #expect(encoded.schedule.entries.count == 13)
    #expect(encoded.imageCount == 10)
    #expect(decoded.frames.count == encoded.imageCount)
  }

  @Test func sameBytesWhateverTheThreadCount() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 24)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let one = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 60, options: GIFOptions(), threads: 1, sink: GIFByteArraySink()).sink.bytes
    for threads in [2, 4] {
      let many = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 60, options: GIFOptions(), threads: threads, sink: GIFByteArraySink()).sink.bytes
      #expect(many == one)
    }
  }

  @Test func framesKeptFromPassOneGiveTheBytesOfFramesDecodedAgain() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 24)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func encode(threads: Int, budget: Int) throws -> [UInt8] {
      try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 60, options: GIFOptions(), threads: threads,
                                sink: GIFByteArraySink(), keptFrameBudgetBytes: budget).sink.bytes
    }
    let decodedTwice = try encode(threads: 1, budget: 0)
    for threads in [1, 2] {
      #expect(try encode(threads: threads, budget: 32 << 20) == decodedTwice, "all kept, \(threads) threads")
      #expect(try encode(threads: threads, budget: 1_500) == decodedTwice, "some kept, \(threads) threads")
    }
  }

  @Test func keptFramesAreNotReadAgain() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 24)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let gifFrames = try GIFSchedule(frameCount: 24, framesPerSecond: 60, gifFPS: 50).entries.count
    // The files go as soon as pass 1 has reported its last frame.
    func encodeDeletingAfterPassOne(budget: Int) throws -> [UInt8] {
      let copies = NSTemporaryDirectory() + "flipbook-png-copies-\(UUID().uuidString)"
      try FileManager.default.copyItem(atPath: directory, toPath: copies)
      defer { try? FileManager.default.removeItem(atPath: copies) }
      let copiedPaths = paths.map { copies + "/" + ($0 as NSString).lastPathComponent }
      var reported = 0
      return try PNGFramesToGIF.encode(pngPaths: copiedPaths, framesPerSecond: 60, options: GIFOptions(), threads: 2,
                                       sink: GIFByteArraySink(), keptFrameBudgetBytes: budget) {
        reported += 1
        if reported == gifFrames { try? FileManager.default.removeItem(atPath: copies) }
      }.sink.bytes
    }
    let all = try encodeDeletingAfterPassOne(budget: 32 << 20)
    #expect(all == (try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 60, options: GIFOptions(), threads: 1,
                                              sink: GIFByteArraySink()).sink.bytes))
    #expect(throws: EncodeError.self) { try encodeDeletingAfterPassOne(budget: 0) }
  }

  @Test func unreadableAndMismatchedFilesAreNamed() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 4)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let missing = directory + "/missing.png"
    #expect(throws: EncodeError.frameUnreadable(path: missing, reason: "cannot read file: no such file or directory")) {
      try PNGFramesToGIF.encode(pngPaths: paths + [missing], framesPerSecond: 30, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
    }
    let odd = directory + "/odd.png"
    try Data(try PixelBuffer(width: 5, height: 5).pngData()).write(to: URL(fileURLWithPath: odd))
    #expect(throws: EncodeError.frameFileSizeMismatch(path: odd, width: 5, height: 5, firstPath: paths[0], firstWidth: 40, firstHeight: 30)) {
      try PNGFramesToGIF.encode(pngPaths: paths + [odd], framesPerSecond: 30, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
    }
    let garbage = directory + "/garbage.png"
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: garbage))
    #expect {
      try PNGFramesToGIF.encode(pngPaths: [garbage], framesPerSecond: 30, options: GIFOptions(), threads: 1, sink: GIFByteArraySink())
    } throws: { error in
      if case .frameUnreadable(let path, _) = error as? EncodeError { return path == garbage }
      return false
    }
  }
}

extension PNGFramesToGIFTests {
  /// At 60 fps into 50, input frame 1 is never shown (GIF frame 1 starts at 2 cs and shows frame
  /// 2, at 3.3 cs), so it is never decoded; its header is still read.
  @Test func framesTheScheduleSkipsAreStillChecked() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 6)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let schedule = try GIFSchedule(frameCount: 6, framesPerSecond: 60, gifFPS: 50)
    #expect(!schedule.entries.map(\.sampleFrameIndex).contains(1))
    func encode(replacingFrameOneWith path: String) throws {
      var withBadFrame = paths
      withBadFrame[1] = path
      _ = try PNGFramesToGIF.encode(pngPaths: withBadFrame, framesPerSecond: 60, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
    }
    let small = directory + "/small.png"
    try Data(try PixelBuffer(width: 10, height: 10).pngData()).write(to: URL(fileURLWithPath: small))
    #expect(throws: EncodeError.frameFileSizeMismatch(path: small, width: 10, height: 10, firstPath: paths[0], firstWidth: 40, firstHeight: 30)) {
      try encode(replacingFrameOneWith: small)
    }
    let missing = directory + "/missing.png"
    #expect(throws: EncodeError.frameUnreadable(path: missing, reason: "cannot read file: no such file or directory")) { try encode(replacingFrameOneWith: missing) }
    let text = directory + "/notes.txt"
    try Data("frame list".utf8).write(to: URL(fileURLWithPath: text))
    #expect(throws: EncodeError.frameUnreadable(path: text, reason: "not a PNG file")) { try encode(replacingFrameOneWith: text) }
    // Not decoded, yet a file cut short or damaged fails as it would if it were shown.
    let sound = try [UInt8](Data(contentsOf: URL(fileURLWithPath: paths[1])))
    // Cut inside its header: a PNG cut short, not another kind of file (QA), and an empty one.
    let header = directory + "/header.png"
    try Data(sound.prefix(20)).write(to: URL(fileURLWithPath: header))
    #expect(throws: EncodeError.frameUnreadable(path: header, reason: "cut short: 20 bytes, too few for a PNG's header")) { try encode(replacingFrameOneWith: header) }
    let empty = directory + "/empty.png"
    try Data().write(to: URL(fileURLWithPath: empty))
    #expect(throws: EncodeError.frameUnreadable(path: empty, reason: "empty file (0 bytes)")) { try encode(replacingFrameOneWith: empty) }
    let cut = directory + "/cut.png"
    try Data(sound.prefix(60)).write(to: URL(fileURLWithPath: cut))
    #expect {
      try encode(replacingFrameOneWith: cut)
    } throws: { error in
      guard case .frameUnreadable(let path, let reason) = error as? EncodeError else { return false }
      return path == cut && reason.hasPrefix("cut short")
    }
    var flipped = sound
    flipped[sound.count - 20] ^= 1  // inside IDAT, before IEND's 12 bytes and IDAT's CRC
    let damaged = directory + "/damaged.png"
    try Data(flipped).write(to: URL(fileURLWithPath: damaged))
    #expect {
      try encode(replacingFrameOneWith: damaged)
    } throws: { error in
      guard case .frameUnreadable(let path, let reason) = error as? EncodeError else { return false }
      return path == damaged && reason.contains("CRC")
    }
    // The same sequence with every frame sound encodes.
    try encode(replacingFrameOneWith: paths[1])
  }

  /// A frame cut short is named by the header pass, before any frame is decoded (QA: a capture's
  /// unfinished last frame failed the run only after the 299 before it were encoded), in the
  /// words the full chunk check uses; bytes after IEND are still ignored, as decoders do.
  @Test func aFrameCutShortIsFoundBeforeAnyFrameIsDecoded() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 4)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sound = try [UInt8](Data(contentsOf: URL(fileURLWithPath: paths[3])))
    #expect(try PNGFramesToGIF.checkHeaders(paths).width == 40)
    for (bytes, kept) in [(Array(sound.dropLast(12)), "no IEND"), (Array(sound.dropLast(30)), "chunk IDAT"), (sound + Array("trailing".utf8), nil)] {
      try Data(bytes).write(to: URL(fileURLWithPath: paths[3]))
      let fullCheck = PNGChunkCheck.problem(in: bytes)
      if let kept {
        #expect(throws: EncodeError.frameUnreadable(path: paths[3], reason: fullCheck ?? "")) { try PNGFramesToGIF.checkHeaders(paths) }
        #expect(fullCheck?.hasPrefix("cut short: \(kept)") == true, "\(fullCheck ?? "nil")")
      } else {
        #expect(fullCheck == nil)
        #expect(try PNGFramesToGIF.checkHeaders(paths).width == 40)
      }
    }
  }

  /// A frame the GIF shows gets the same verdict: libpng alone forgave a missing IEND and a
  /// damaged ancillary chunk, so the run passed at 10 fps and failed at 60.
  @Test func shownFramesAreCheckedAsStrictlyAsSkippedOnes() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 3)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sound = try [UInt8](Data(contentsOf: URL(fileURLWithPath: paths[0])))
    let noEnd = directory + "/noend.png"
    try Data(sound.dropLast(12)).write(to: URL(fileURLWithPath: noEnd))
    // A tEXt chunk with a wrong CRC after IHDR (8-byte signature + 25-byte IHDR chunk).
    let text: [UInt8] = [0, 0, 0, 3] + Array("tEXt".utf8) + Array("a\0b".utf8) + [0, 0, 0, 0]
    let badText = directory + "/badtext.png"
    try Data(Array(sound[0..<33]) + text + Array(sound[33...])).write(to: URL(fileURLWithPath: badText))
    for (bad, expected) in [(noEnd, "cut short"), (badText, "chunk tEXt")] {
      for fps: FrameRate in [10, 60] {  // every frame shown at 10 fps; frame 0 is always shown
        #expect {
          _ = try PNGFramesToGIF.encode(pngPaths: [bad] + paths.dropFirst(), framesPerSecond: fps, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
        } throws: { error in
          guard case .frameUnreadable(let path, let reason) = error as? EncodeError else { return false }
          return path == bad && reason.hasPrefix(expected)
        }
      }
    }
  }

  @Test func framesNoGIFFrameShowsGoToTheGIFFrameBefore() {
    #expect(PNGFramesToGIF.unshownFrames(groups: [[0], [2], [3], [5]], frameCount: 6) == [[1], [], [4], []])
    // A single GIF frame showing the last input frame: the ones before it are checked by it.
    #expect(PNGFramesToGIF.unshownFrames(groups: [[2]], frameCount: 3) == [[0, 1]])
    #expect(PNGFramesToGIF.unshownFrames(groups: [[0, 1], [2]], frameCount: 3) == [[], []])
  }

  @Test func scaledFramesAreTheInputsShrunk() throws {
    let (directory, paths, images) = try Self.writeFrames(count: 12, width: 40, height: 30)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(PNGFramesToGIF.scaledSize(width: 40, height: 30, factor: 0.5) == (20, 15))
    #expect(PNGFramesToGIF.scaledSize(width: 40, height: 30, factor: 0.375) == (15, 11))
    #expect(PNGFramesToGIF.scaledSize(width: 3, height: 1, factor: 0.25) == (1, 1))
    let encoded = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 30, options: GIFOptions(), threads: 2,
                                                     sink: GIFByteArraySink(), scaleFactor: 0.5)
    let decoded = try GIFDecoder.decode(encoded.sink.bytes)
    #expect(decoded.width == 20 && decoded.height == 15)
    #expect(encoded.width == 20 && encoded.height == 15)
    // Few colours (a box on a card, its edges averaged): the palette holds every one exactly.
    let expected = encoded.schedule.entries.map { images[$0.sampleFrameIndex].downscaled(width: 20, height: 15) }
    #expect(TestImages.same(decoded.frames.map(\.image), expected))
    let twoThreads = encoded.sink.bytes
    let oneThread = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 30, options: GIFOptions(), threads: 1,
                                              sink: GIFByteArraySink(), scaleFactor: 0.5).sink.bytes
    #expect(oneThread == twoThreads)
  }

  /// A PNG file holding only a header of the given size.
  static func headerOnlyPNG(width: UInt32, height: UInt32) -> [UInt8] {
    PNGChunkCheck.signature + [0, 0, 0, 13] + Array("IHDR".utf8)
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: width >> $0) } + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: height >> $0) }
  }

  @Test func aFrameTooLargeToDecodeIsRefusedFromItsHeader() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 2)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let limits = (side: PNGFramesToGIF.maximumFrameSidePixels, area: PNGFramesToGIF.maximumFrameAreaPixels)
    #expect(limits == (16_384, 64 << 20))
    // Too wide, and within each side but too many pixels: named before anything is decoded.
    for (width, height) in [(65535, 20000), (16_384, 4_097)] {
      let huge = directory + "/huge.png"
      try Data(Self.headerOnlyPNG(width: UInt32(width), height: UInt32(height))).write(to: URL(fileURLWithPath: huge))
      #expect(throws: EncodeError.frameFileTooLarge(path: huge, width: width, height: height, maximumSide: limits.side, maximumArea: limits.area)) {
        try PNGFramesToGIF.encode(pngPaths: [huge] + paths, framesPerSecond: 60, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
      }
    }
    #expect(EncodeError.frameFileTooLarge(path: "huge.png", width: 65535, height: 20000, maximumSide: 16_384, maximumArea: 67_108_864).description
      == "huge.png: 65535×20000 pixels; frames can be at most 16384 pixels a side and 67108864 pixels in all")
    // At the limits the header passes (the next file, of another size, is named instead).
    let edge = directory + "/edge.png"
    // The rest of IHDR, its CRC (unchecked here) and IEND: the chunks reach the end, as the
    // header pass also checks.
    let ihdrRestAndEnd: [UInt8] = [8, 6, 0, 0, 0] + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    try Data(Self.headerOnlyPNG(width: 16_384, height: 4_096) + ihdrRestAndEnd).write(to: URL(fileURLWithPath: edge))
    #expect(throws: EncodeError.frameFileSizeMismatch(path: paths[0], width: 40, height: 30, firstPath: edge, firstWidth: 16_384, firstHeight: 4_096)) {
      try PNGFramesToGIF.encode(pngPaths: [edge] + paths, framesPerSecond: 60, options: GIFOptions(), threads: 2, sink: GIFByteArraySink())
    }
  }

  /// A frame whose IHDR has an impossible format (bit depth 7 for truecolour) is refused from
  /// its header, whether or not the GIF's rate shows it (QA: it passed at --fps 60, where the
  /// frame is not shown, and failed at --fps 10).
  @Test func anImpossibleHeaderIsRefusedWhetherOrNotTheFrameIsShown() throws {
    let (directory, paths, _) = try Self.writeFrames(count: 3)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: paths[1])))
    #expect(bytes[24] == 8 && bytes[25] == 6)
    bytes[24] = 7
    // IHDR's CRC over its type and data, redone so that only the format is wrong.
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes[12..<29] {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    bytes.replaceSubrange(29..<33, with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) })
    try Data(bytes).write(to: URL(fileURLWithPath: paths[1]))
    for fps in [60, 10] {
      #expect(throws: EncodeError.frameUnreadable(path: paths[1], reason: "damaged PNG header (IHDR): bit depth 7 is not one of truecolour with alpha's (8, 16)")) {
        try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: FrameRate(integerLiteral: fps), options: GIFOptions(), threads: 1, sink: GIFByteArraySink())
      }
    }
    #expect(PNGFileHeader.formatProblem([8, 2, 0, 0, 1][...]) == nil)
    #expect(PNGFileHeader.formatProblem([8, 5, 0, 0, 0][...]) == "colour type 5 does not exist (0, 2, 3, 4 or 6)")
    #expect(PNGFileHeader.formatProblem([8, 2, 0, 0, 5][...]) == "interlace method 5 does not exist (0 or 1)")
  }

  @Test func headerGivesTheSizeWithoutDecoding() throws {
    let image = PixelBuffer(width: 300, height: 7)
    #expect(PNGFileHeader(bytes: try image.pngData()) == PNGFileHeader(bytes: PNGChunkCheck.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 44, 0, 0, 0, 7]))
    #expect(PNGFileHeader(bytes: try image.pngData())?.width == 300)
    #expect(PNGFileHeader(bytes: try image.pngData())?.height == 7)
    #expect(PNGFileHeader(bytes: Array(try image.pngData().prefix(20))) == nil, "truncated")
    #expect(PNGFileHeader(bytes: Array("GIF89a and then some more bytes".utf8)) == nil)
  }
}

@Suite("GIF schedule for frames at any rate")
struct GIFScheduleFrameRateTests {
  @Test func thirtyFPSMapsEveryFrameOneToOne() throws {
    let schedule = try GIFSchedule(frameCount: 30, framesPerSecond: 30)
    #expect(schedule.entries.map(\.sampleFrameIndex) == Array(0..<30))
    #expect(Array(schedule.entries.prefix(3).map(\.delayCentiseconds)) == [3, 4, 3])
    #expect(schedule.totalCentiseconds == 100)
  }

  @Test func sixtyFPSMatchesTheSceneSchedule() throws {
    for count in [1 * 2, 59, 60, 61, 600] {
      #expect(try GIFSchedule(frameCount: count, framesPerSecond: 60) == GIFSchedule(durationTicks: Int64(count) * 1000))
    }
  }

  @Test(arguments: [(24, 50), (25, 50), (50, 50), (60, 20), (100, 50), (120, 30), (7, 3)])
  func totalIsExactAndDelaysAreAtLeastTwo(fps: Int, gifFPS: Int) throws {
    for count in [3, 10, 97, 1000] {
      let schedule = try GIFSchedule(frameCount: count, framesPerSecond: fps, gifFPS: gifFPS)
      #expect(schedule.totalCentiseconds == (2 * count * 100 + fps) / (2 * fps))
      #expect(schedule.entries.allSatisfy { $0.delayCentiseconds >= 2 && $0.sampleFrameIndex < count })
      #expect(schedule.entries.map(\.sampleFrameIndex) == schedule.entries.map(\.sampleFrameIndex).sorted())
    }
  }

  @Test func fractionalRatesAreExact() throws {
    let ntsc = try #require(FrameRate(text: "30000/1001"))
    // 300 frames of NTSC video last 10.01 s: 1001 cs, where 30 fps would give 1000.
    let schedule = try GIFSchedule(frameCount: 300, frameRate: ntsc)
    #expect(schedule.totalCentiseconds == 1001)
    #expect(schedule.entries.count == 300, "slower than the GIF: one GIF frame per input frame")
    #expect(schedule.entries.map(\.sampleFrameIndex) == Array(0..<300))
    // Frame j starts at round(j·100·1001/30000) cs.
    for entry in schedule.entries {
      #expect(entry.startCentiseconds == (2 * entry.sampleFrameIndex * 100 * 1001 + 30000) / 60000)
    }
    #expect(schedule.entries.allSatisfy { $0.delayCentiseconds >= 2 })
    // 29.97 is 2997/100, a different rate from NTSC's (the two drift apart by 1 cs every
    // 299 700 frames); both give 300 frames 1001 cs.
    let decimal = try #require(FrameRate(text: "29.97"))
    #expect(decimal == FrameRate(numerator: 2997, denominator: 100))
    #expect(decimal != ntsc)
    #expect(try GIFSchedule(frameCount: 300, frameRate: decimal).totalCentiseconds == 1001)
    // A whole rate written as a fraction is that whole rate.
    #expect(try GIFSchedule(frameCount: 97, frameRate: #require(FrameRate(text: "120/2"))) == GIFSchedule(frameCount: 97, framesPerSecond: 60))
  }

  @Test func fractionalRateFasterThanTheGIFPicksTheFirstFrameAtOrAfterEachStart() throws {
    let rate = try #require(FrameRate(text: "59.94"))
    let schedule = try GIFSchedule(frameCount: 600, frameRate: rate, gifFPS: 50)
    #expect(schedule.totalCentiseconds == (2 * 600 * 100 * 100 + 5994) / (2 * 5994))
    for entry in schedule.entries {
      // Input frame j is at j·100/59.94 cs: the one shown is the first at or after the start.
      let shownAt = Double(entry.sampleFrameIndex) * 100 / 59.94
      #expect(shownAt >= Double(entry.startCentiseconds) - 1e-9 || entry.sampleFrameIndex == 599)
      if entry.sampleFrameIndex > 0 { #expect(Double(entry.sampleFrameIndex - 1) * 100 / 59.94 < Double(entry.startCentiseconds)) }
    }
    let groups = PNGFramesToGIF.standsFor(schedule: schedule, frameCount: 600, framesPerSecond: rate, gifFPS: 50)
    #expect(groups.flatMap { $0 } == Array(0..<600), "every input frame is stood for exactly once")
  }

  @Test func frameRateText() {
    #expect(FrameRate(text: "60") == 60)
    #expect(FrameRate(text: "1000") == 1000)
    #expect(FrameRate(text: "0.5") == FrameRate(numerator: 1, denominator: 2))
    #expect(FrameRate(text: "24000/1001")?.description == "24000/1001")
    #expect(FrameRate(text: "25.000")?.description == "25")
    for bad in ["", "0", "0.0", "-30", "1000.5", "1001", "30/0", "0/1", "1/2/3", "30.", ".5", "3e1", "29.9700001", "nan", " 30", "30 fps",
                "1/1000001"] {
      #expect(FrameRate(text: bad) == nil, "\(bad)")
    }
  }

  @Test func invalidRatesThrow() throws {
    #expect(throws: EncodeError.frameRateNotPositive(0)) { try GIFSchedule(frameCount: 3, framesPerSecond: 0) }
    #expect(throws: EncodeError.noFrames) { try GIFSchedule(frameCount: 0, framesPerSecond: 30) }
    // Frames lasting under 2 cs in all are one 2 cs GIF frame showing the last of them (they
    // were refused, "rounds to 1 cs"), as a scene that short is.
    #expect(try GIFSchedule(frameCount: 1, framesPerSecond: 100).entries == [.init(sampleFrameIndex: 0, startCentiseconds: 0, delayCentiseconds: 2)])
    #expect(try GIFSchedule(frameCount: 2, framesPerSecond: 200).entries == [.init(sampleFrameIndex: 1, startCentiseconds: 0, delayCentiseconds: 2)])
    #expect(try GIFSchedule(frameCount: 3, framesPerSecond: 1000).entries == [.init(sampleFrameIndex: 2, startCentiseconds: 0, delayCentiseconds: 2)])
    #expect(try GIFSchedule(frameCount: 1, framesPerSecond: 1000).totalCentiseconds == 2)
  }
}

@Suite("PNG frames faster than the GIF: which input frames each GIF frame stands for")
struct PNGFramesStandForTests {
  @Test func sixtyFPSIntoFiftyPairsEveryFifthFrame() throws {
    let schedule = try GIFSchedule(frameCount: 12, framesPerSecond: 60, gifFPS: 50)
    let groups = PNGFramesToGIF.standsFor(schedule: schedule, frameCount: 12, framesPerSecond: 60, gifFPS: 50)
    // GIF frames of 2 cs; input frames every 1.67 cs: 0 and 1 share [0, 2), 6 and 7 share [10, 12).
    #expect(groups == [[0, 1], [2], [3], [4], [5], [6, 7], [8], [9], [10], [11]])
    // Every input frame is stood for exactly once.
    #expect(groups.flatMap { $0 } == Array(0..<12))
  }

  @Test func slowerInputIsOneFramePerGIFFrame() throws {
    let schedule = try GIFSchedule(frameCount: 9, framesPerSecond: 30, gifFPS: 50)
    let groups = PNGFramesToGIF.standsFor(schedule: schedule, frameCount: 9, framesPerSecond: 30, gifFPS: 50)
    #expect(groups == (0..<9).map { [$0] })
  }
}
