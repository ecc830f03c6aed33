import Foundation
import Testing
import Raster
@testable import Encode

/// Our decoder could share a misunderstanding with our encoder; these ask independent tools.
@Suite("GIF output checked by ImageMagick and gifsicle")
struct ExternalDecoderTests {
  /// A moving box, a 200-colour noise patch and a transparent hole: ≤ 256 colours in all. The
  /// patch moves on even steps only, so odd frames change a few colours and get a local table.
  static func sampleFrames(transparentHole: Bool = true) -> [(image: PixelBuffer, delayCentiseconds: Int)] {
    let noise = TestImages.noise(width: 16, height: 16, colorCount: 200, seed: 7)
    return (0..<8).map { step in
      var image = TestImages.card(width: 48, height: 32, boxX: step * 5, boxY: 4 + step)
      for y in 0..<16 { for x in 0..<16 { image[30 + x, 14 + y % 16] = noise[(x + step - step % 2) % 16, y] } }
      if transparentHole && step % 3 == 1 { for y in 0..<4 { for x in 0..<4 { image[x, y] = (0, 0, 0, 0) } } }
      return (image, [2, 3, 7, 2, 10, 4, 2, 5][step])
    }
  }

  static func encodedSample(transparentHole: Bool = true) throws -> (frames: [(image: PixelBuffer, delayCentiseconds: Int)], path: String) {
    let frames = sampleFrames(transparentHole: transparentHole)
    let bytes = try GIFEncoder(width: 48, height: 32, options: GIFOptions(loopCount: 2)).encode(frames: frames)
    return (frames, try ExternalTools.temporaryFile(bytes, suffix: ".gif"))
  }

  @Test(.enabled(if: ExternalTools.convert != nil && ExternalTools.identify != nil, "ImageMagick (convert, identify) is not installed"))
  func imageMagickSeesTheSameFramesDelaysAndPixels() throws {
    let (frames, path) = try Self.encodedSample()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(LocalColorTableTests.descriptors(bytes).contains { $0.localTableSize != nil }, "the sample should exercise local tables")

    let info = try ExternalTools.run(ExternalTools.identify!, ["-format", "%T %W %H\n", path])
    #expect(info.status == 0)
    let lines = String(decoding: info.stdout, as: UTF8.self).split(separator: "\n")
    #expect(lines.map { $0.split(separator: " ")[0] } == frames.map { Substring(String($0.delayCentiseconds)) })
    #expect(lines.allSatisfy { $0.hasSuffix(" 48 32") })

    let raw = try ExternalTools.run(ExternalTools.convert!, [path, "-coalesce", "-depth", "8", "rgba:-"])
    #expect(raw.status == 0, "\(String(decoding: raw.stderr, as: UTF8.self))")
    let frameBytes = 48 * 32 * 4
    try #require(raw.stdout.count == frameBytes * frames.count)
    let data = [UInt8](raw.stdout)
    for (index, frame) in frames.enumerated() {
      let theirs = PixelBuffer(width: 48, height: 32, bytes: Array(data[(index * frameBytes)..<((index + 1) * frameBytes)]))
      var mismatches = 0
      for y in 0..<32 {
        for x in 0..<48 {
          let expected = frame.image[x, y], actual = theirs[x, y]
          // Transparent pixels may carry any colour; compare colour only where opaque.
          if expected.a == 0 ? actual.a != 0 : actual != expected { mismatches += 1 }
        }
      }
      #expect(mismatches == 0, "frame \(index): \(mismatches) pixels differ")
    }
  }

  @Test(.enabled(if: ExternalTools.gifsicle != nil, "gifsicle is not installed"))
  func gifsicleAcceptsTheFileWithTheSameFramesDelaysAndLoopCount() throws {
    let (frames, path) = try Self.encodedSample()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let info = try ExternalTools.run(ExternalTools.gifsicle!, ["--info", path])
    #expect(info.status == 0)
    #expect(info.stderr.isEmpty, "gifsicle warned: \(String(decoding: info.stderr, as: UTF8.self))")
    let text = String(decoding: info.stdout, as: UTF8.self)
    #expect(text.contains("\(frames.count) images"))
    #expect(text.contains("loop count 2"))
    let delays = text.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: "delay ") else { return nil }
      let seconds = line[range.upperBound...].prefix { $0 != "s" }
      return Int((Double(seconds)! * 100).rounded())
    }
    #expect(delays == frames.map(\.delayCentiseconds))
  }

  @Test(.enabled(if: ExternalTools.gifsicle != nil, "gifsicle is not installed"),
        arguments: [
          (["--interlace"], true), (["-O3"], true),
          // --unoptimize drops transparency (holes become the background colour), so opaque frames there.
          (["--unoptimize"], false), (["--unoptimize", "-O2"], false),
        ])
  func ourDecoderReadsGifsicleRewrites(arguments: [String], transparentHole: Bool) throws {
    let (frames, path) = try Self.encodedSample(transparentHole: transparentHole)
    let rewritten = path + ".out.gif"
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: rewritten)
    }
    let result = try ExternalTools.run(ExternalTools.gifsicle!, arguments + [path, "-o", rewritten])
    try #require(result.status == 0)
    let decoded = try GIFDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: rewritten))))
    #expect(decoded.loopCount == 2)
    #expect(decoded.frames.map(\.delayCentiseconds) == frames.map(\.delayCentiseconds))
    #expect(TestImages.same(decoded.frames.map(\.image), frames.map(\.image)))
  }
}
