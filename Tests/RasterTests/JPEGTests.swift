import Foundation
import Testing
@testable import Raster

/// JPEG decoding through libgd: size, opaque pixels, colours where the test photo is flat, and
/// a typed error for data that is not a JPEG.
@Suite struct JPEGTests {
  static let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenes/assets/photo.jpg")

  @Test func decodesTheExamplePhoto() throws {
    let buffer = try PixelBuffer(jpegData: [UInt8](Data(contentsOf: Self.photo)))
    #expect(buffer.width == 320 && buffer.height == 200)
    #expect(stride(from: 3, to: buffer.bytes.count, by: 4).allSatisfy { buffer.bytes[$0] == 255 })
    // The sky at (5, 5) was written as rgb(92, 151, 230); quality 90 keeps it within a few levels.
    let sky = buffer[5, 5]
    #expect(abs(Int(sky.r) - 92) <= 6 && abs(Int(sky.g) - 151) <= 6 && abs(Int(sky.b) - 230) <= 6, "\(sky)")
  }

  /// A file cut anywhere after its scan starts is refused (libjpeg would draw the rest grey);
  /// bytes after the end marker are not a cut.
  @Test func refusesAFileCutShortButNotOneWithATrailer() throws {
    let photo = [UInt8](try Data(contentsOf: Self.photo))
    let scan = try #require((0..<photo.count - 1).first { photo[$0] == 0xFF && photo[$0 + 1] == 0xDA })
    for length in [scan + 2, scan + 100, photo.count / 2, photo.count - 1] {
      #expect(throws: RasterError.jpegDecodeFailed(reason: "the file ends before its image data does (truncated: no end-of-image marker after the scan)")) {
        try PixelBuffer(jpegData: Array(photo.prefix(length)))
      }
    }
    let trailed = try PixelBuffer(jpegData: photo + Array("trailer".utf8))
    #expect(trailed == (try PixelBuffer(jpegData: photo)))
  }

  @Test func refusesDataThatIsNotAJPEG() {
    #expect(throws: RasterError.self) { try PixelBuffer(jpegData: Array("not a jpeg at all".utf8)) }
    #expect(throws: RasterError.self) { try PixelBuffer(jpegData: []) }
  }
}

@Suite("libgd is opened at run time")
struct LibgdLibraryTests {
  @Test func theInstalledLibraryLoads() throws {
    _ = try LibgdLibrary.functions()
  }

  @Test func aMissingLibraryIsATypedFailureNamingWhatToInstall() {
    guard case .failure(let failure) = LibgdLibrary.load(fileNames: ["libflipbook-no-such-library.so.9"]) else {
      Issue.record("a library that does not exist loaded")
      return
    }
    #expect(failure.reason.contains("libgd could not be loaded (install libgd3)"))
    #expect(failure.reason.contains("libflipbook-no-such-library"))
  }
}
