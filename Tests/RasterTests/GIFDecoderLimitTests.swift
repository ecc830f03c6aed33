import Foundation
import Testing
@testable import Raster

/// A GIF's frame header is checked before its pixels are decoded.
@Suite struct GIFDecoderLimitTests {
  /// A 2×2 screen with one frame of `width`×`height` (a valid 1-pixel LZW stream).
  func gif(frameWidth width: Int, height: Int) -> [UInt8] {
    func le(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    return Array("GIF89a".utf8) + le(2) + le(2) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
      + [0x2C] + le(0) + le(0) + le(width) + le(height) + [0] + [2, 2, 0x44, 0x01, 0] + [0x3B]
  }

  /// QA: 40 bytes naming a 65535×65535 frame took 4.2 GB before anything was refused.
  @Test func aFrameOfMoreThanACanvasIsRefusedFromItsHeader() throws {
    #expect(throws: GIFDecodeError.frameTooLarge(frameIndex: 0, width: 65535, height: 65535)) {
      _ = try GIFDecoder.decode(gif(frameWidth: 65535, height: 65535))
    }
    #expect(GIFDecodeError.frameTooLarge(frameIndex: 0, width: 65535, height: 65535).description
      == "GIF frame 0 is 65535×65535 pixels, more than the 64 Mpx a frame may have")
    // A frame larger than the screen but of a sane size still decodes (cut to the screen).
    let decoded = try GIFDecoder.decode(gif(frameWidth: 4, height: 1))
    #expect(decoded.frames.count == 1 && decoded.width == 2)
  }
}

/// The delays read without decoding pixels are the decoder's, frame for frame.
@Suite struct GIFDelayReadingTests {
  @Test(arguments: ["scenes/assets/spinner.gif", "scenes/assets/bili.gif", "docs/gallery/popup.gif", "docs/gallery/chat-reactions.gif"])
  func delaysWithoutPixelsAreTheDecodersDelays(file: String) throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let bytes = [UInt8](try Data(contentsOf: repository.appendingPathComponent(file)))
    let decoded = try GIFDecoder.decode(bytes)
    let delays = try GIFDecoder.delaysCentiseconds(bytes)
    #expect(delays == decoded.frames.map(\.delayCentiseconds), "\(file)")
    #expect(delays.count > 1, "\(file): an animation")
  }

  @Test func aTruncatedGIFIsRefusedAlike() throws {
    let bytes = Array("GIF89a".utf8) + [2, 0, 2, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255] + [0x2C, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2, 5, 1]
    #expect(throws: (any Error).self) { _ = try GIFDecoder.delaysCentiseconds(bytes) }
    #expect(throws: (any Error).self) { _ = try GIFDecoder.decode(bytes) }
  }
}
