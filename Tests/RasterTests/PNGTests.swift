import Foundation
import Testing
@testable import Raster

@Suite("PNG encoding and decoding")
struct PNGTests {
  /// Every byte value in every channel, including odd alphas that libgd's 7-bit alpha would lose.
  static func gradientBuffer() -> PixelBuffer {
    var buffer = PixelBuffer(width: 64, height: 16)
    for y in 0..<16 {
      for x in 0..<64 {
        let v = UInt8((x * 4 + y) & 255)
        buffer[x, y] = (v, 255 &- v, UInt8((x * 7 + y * 13) & 255), UInt8((x + y * 64) & 255))
      }
    }
    return buffer
  }

  static let interlacedFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/interlaced16")

  /// libpng's simplified reader loses rows of 16-bit Adam7 files (`PNGDeinterlace`). The
  /// fixtures are one 37×23 image written by ImageMagick twice per colour type, interlaced and
  /// not (ImageMagick's `compare` finds 0 differing pixels between each pair).
  @Test(arguments: ["rgba", "rgb", "grey", "greyalpha"])
  func sixteenBitInterlacedDecodesLikeItsPlainCopy(_ name: String) throws {
    func decode(_ file: String) throws -> PixelBuffer {
      try PixelBuffer(pngData: [UInt8](Data(contentsOf: Self.interlacedFixtures.appendingPathComponent(file))))
    }
    let interlaced = try decode("\(name)-adam7.png"), plain = try decode("\(name)-plain.png")
    #expect(interlaced.width == 37 && interlaced.height == 23)
    #expect(interlaced == plain)
    // The image varies across rows, so a repeated or misplaced row would show.
    #expect(plain[5, 0] != plain[5, 6] && plain[5, 2] != plain[5, 1])
  }

  @Test func onlySixteenBitInterlacedFilesAreRewritten() throws {
    let plain = [UInt8](try Data(contentsOf: Self.interlacedFixtures.appendingPathComponent("rgba-plain.png")))
    #expect(PNGDeinterlace.rewrittenIfNeeded(plain, maximumAreaPixels: 1 << 26) == nil)
    #expect(PNGDeinterlace.rewrittenIfNeeded(try Self.gradientBuffer().pngData(), maximumAreaPixels: 1 << 26) == nil)  // 8-bit
    let interlaced = [UInt8](try Data(contentsOf: Self.interlacedFixtures.appendingPathComponent("rgba-adam7.png")))
    let rewritten = try #require(PNGDeinterlace.rewrittenIfNeeded(interlaced, maximumAreaPixels: 1 << 26))
    #expect(rewritten[28] == 0 && rewritten[24] == 16)  // IHDR: interlace none, still 16 bits
    #expect(PNGChunkCheck.problem(in: rewritten) == nil)
    // Too large for the decoder: left to libpng, which refuses it with the size message.
    #expect(PNGDeinterlace.rewrittenIfNeeded(interlaced, maximumAreaPixels: 100) == nil)
    // Damaged image data: left to libpng too, which refuses it (IDAT's CRC).
    var damaged = interlaced
    let imageData = try #require((0..<(interlaced.count - 4)).first { interlaced[$0..<($0 + 4)].elementsEqual("IDAT".utf8) })
    damaged[imageData + 20] ^= 0xFF
    #expect(PNGDeinterlace.rewrittenIfNeeded(damaged, maximumAreaPixels: 1 << 26) == nil)
    #expect(throws: RasterError.self) { _ = try PixelBuffer(pngData: damaged) }
  }

  @Test func roundTripIsExact() throws {
    let original = Self.gradientBuffer()
    let decoded = try PixelBuffer(pngData: original.pngData())
    #expect(decoded == original)
  }

  /// Noise does not compress: the PNG is larger than the pixels, and must still fit the one
  /// buffer the encoder writes into (libpng's bound), at any size down to one pixel.
  @Test(arguments: [(1, 1), (3, 2), (257, 129), (1024, 300)])
  func incompressibleImagesRoundTrip(width: Int, height: Int) throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let bytes = (0..<(width * height * 4)).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let noise = PixelBuffer(width: width, height: height, bytes: bytes)
    let png = try noise.pngData()
    #expect(png.count > bytes.count)
    #expect(try PixelBuffer(pngData: png) == noise)
  }

  @Test func encodingIsDeterministicAndHasSRGBChunk() throws {
    let a = try Self.gradientBuffer().pngData()
    let b = try Self.gradientBuffer().pngData()
    #expect(a == b)
    #expect(Array(a.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Self.chunkTypes(a).contains("sRGB"))
    #expect(!Self.chunkTypes(a).contains("tIME"))
  }

  @Test func canvasFrameRoundTrips() throws {
    let canvas = try Canvas(widthPixels: 32, heightPixels: 32)
    canvas.fill(.ellipse(x: 3.3, y: 4.1, width: 25, height: 20), transform: .identity, color: RasterColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
    let buffer = canvas.makePixelBuffer()
    #expect(try PixelBuffer(pngData: buffer.pngData()) == buffer)
  }

  /// Files made with Python's zlib: a 2×1 palette image with tRNS, a 16-bit grey+alpha image,
  /// and an Adam7-interlaced 3×3 RGB image.
  @Test(arguments: [
    (
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAAnRSTlP/fyUNXOcAAAALSURBVHicY2BgBAAABAACv3o/SgAAAABJRU5ErkJggg==",
      [[255, 0, 0, 255], [0, 0, 255, 127]]
    ),
    (
      // 16-bit grey 0x8080 is sRGB-encoded mid-grey (no gAMA chunk), not linear light.
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAQAAAAOu2tCAAAAEUlEQVR4nGNoaPj/n4GhoQEAE/4D//hV0ooAAAAASUVORK5CYII=",
      [[128, 128, 128, 255], [0, 0, 0, 128]]
    ),
    (
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAAGuTRJ+AAAAIUlEQVR4nA3GMREAAAyDQDaMIjay2oF7ANnH3KTfXrJcHmtWB0jV0eOpAAAAAElFTkSuQmCC",
      [
        [0, 0, 7, 255], [100, 0, 7, 255], [200, 0, 7, 255],
        [0, 100, 7, 255], [100, 100, 7, 255], [200, 100, 7, 255],
        [0, 200, 7, 255], [100, 200, 7, 255], [200, 200, 7, 255],
      ]
    ),
  ])
  func decodesOtherPNGKinds(base64: String, expected: [[Int]]) throws {
    let data = try #require(Data(base64Encoded: base64))
    let buffer = try PixelBuffer(pngData: Array(data))
    let pixels = (0..<buffer.width * buffer.height).map { i in
      [Int(buffer.bytes[i * 4]), Int(buffer.bytes[i * 4 + 1]), Int(buffer.bytes[i * 4 + 2]), Int(buffer.bytes[i * 4 + 3])]
    }
    #expect(pixels == expected)
  }

  @Test(arguments: [[], [1, 2, 3], Array("not a png file at all".utf8)])
  func garbageIsATypedError(bytes: [UInt8]) {
    #expect {
      _ = try PixelBuffer(pngData: bytes)
    } throws: { error in
      guard case .pngDecodeFailed(let reason) = error as? RasterError else { return false }
      return !reason.isEmpty
    }
  }

  @Test func truncatedFileIsATypedError() throws {
    let data = try Self.gradientBuffer().pngData()
    #expect(throws: RasterError.self) { try PixelBuffer(pngData: Array(data.prefix(data.count / 2))) }
  }

  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var i = 8
    while i + 8 <= png.count {
      let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
      i += 12 + length
    }
    return types
  }
}
