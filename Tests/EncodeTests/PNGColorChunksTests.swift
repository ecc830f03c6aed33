import Foundation
import Raster
import Testing
@testable import Encode

/// Colour chunks beside a profile, profiles that are not sRGB, and animated PNGs (QA: an sRGB
/// profile with gAMA 1.0 came out lighter, and an APNG became a one-frame GIF without a word).
@Suite struct PNGColorChunksTests {
  /// A chunk with its length and CRC-32 (PNG specification, 5.3).
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

  /// `bytes` as a zlib stream of one stored (uncompressed) block.
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    let length = UInt16(bytes.count)
    return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + bytes + bigEndian(b << 16 | a)
  }

  /// An iCCP chunk named `name` holding `profile` (only its text matters here).
  static func profile(_ name: String, _ profile: String) -> [UInt8] {
    chunk("iCCP", Array(name.utf8) + [0, 0] + zlibStored(Array(profile.utf8)))
  }

  /// A 4×2 PNG of one colour with `chunks` after IHDR.
  static func png(with chunks: [[UInt8]]) throws -> [UInt8] {
    let plain = try PixelBuffer(width: 4, height: 2, fill: (245, 246, 248, 255)).pngData()
    let afterHeader = 8 + 25  // signature, IHDR
    // The writer's own sRGB chunk would win over gAMA; these files have none.
    var rest = Array(plain[afterHeader...])
    if rest[4..<8].elementsEqual("sRGB".utf8) { rest.removeFirst(13) }
    return Array(plain[..<afterHeader]) + chunks.flatMap { $0 } + rest
  }

  static let gammaOne = chunk("gAMA", bigEndian(100_000))

  @Test func anEmbeddedProfileOverridesGamma() throws {
    let exact = try PixelBuffer(pngData: try Self.png(with: []))
    #expect(exact[0, 0] == (245, 246, 248, 255))
    // gAMA alone is applied: linear data shown as sRGB is lighter.
    #expect(try PixelBuffer(pngData: try Self.png(with: [Self.gammaOne]))[0, 0] != (245, 246, 248, 255))
    let beside = try Self.png(with: [Self.profile("icc", "sRGB IEC61966-2.1"), Self.gammaOne])
    #expect(try PixelBuffer(pngData: beside) == exact)
    #expect(PNGColorChunks.dropGammaOverriddenByProfile(try Self.png(with: [Self.gammaOne])) == nil)
  }

  @Test func onlyAProfileThatIsNotSRGBIsNamed() throws {
    #expect(PNGColorChunks.nonSRGBProfileName(in: try Self.png(with: [])) == nil)
    #expect(PNGColorChunks.nonSRGBProfileName(in: try Self.png(with: [Self.profile("icc", "desc sRGB IEC61966-2.1")])) == nil)
    let utf16 = String(decoding: Array("sRGB".utf8).flatMap { [0, $0] }, as: UTF8.self)
    #expect(PNGColorChunks.nonSRGBProfileName(in: try Self.png(with: [Self.profile("ICC Profile", "mluc" + utf16)])) == nil)
    #expect(PNGColorChunks.nonSRGBProfileName(in: try Self.png(with: [Self.profile("icc", "desc Adobe RGB (1998)")])) == "icc")
  }

  @Test func anAnimatedPNGIsRefusedByEncodeNamingTheFile() throws {
    let animation = Self.chunk("acTL", Self.bigEndian(120) + Self.bigEndian(0))
    let bytes = try Self.png(with: [animation])
    #expect(PNGColorChunks.animationFrameCount(in: bytes) == 120)
    #expect(PNGColorChunks.animationFrameCount(in: try Self.png(with: [])) == nil)
    let folder = NSTemporaryDirectory() + "flipbook-apng-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/anim.png"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    do {
      _ = try PNGFramesToGIF.encode(pngPaths: [path], framesPerSecond: 60, options: GIFOptions(), threads: 1, sink: GIFByteArraySink())
      Issue.record("an animated PNG was encoded as one frame")
    } catch {
      #expect(error.description.contains("\(path): is an animated PNG of 120 frames, and encode takes one image per file"), "\(error.description)")
    }
    // One frame (acTL says 1) is just a PNG.
    try Data(try Self.png(with: [Self.chunk("acTL", Self.bigEndian(1) + Self.bigEndian(0))])).write(to: URL(fileURLWithPath: path))
    #expect(throws: Never.self) { try PNGFramesToGIF.encode(pngPaths: [path], framesPerSecond: 60, options: GIFOptions(), threads: 1, sink: GIFByteArraySink()) }
  }
}
