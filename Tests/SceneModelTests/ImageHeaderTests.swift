import Foundation
import Testing
import Timing
@testable import SceneModel

/// Image files are sized from their headers before any pixel is decoded, and oversized ones
/// (decompression bombs) are refused with the limit named.
@Suite struct ImageHeaderTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenes/assets")

  func info(_ name: String) throws -> ImageFileInfo {
    try ImageFileInfo.read([UInt8](Data(contentsOf: Self.assets.appendingPathComponent(name)))).get()
  }

  @Test func readsTheBundledAssets() throws {
    let photo = try info("photo.jpg"), avatar = try info("avatar.png"), spinner = try info("spinner.gif")
    #expect((photo.format, photo.widthPixels, photo.heightPixels) == (.jpeg, 320, 200))
    #expect((avatar.format, avatar.widthPixels, avatar.heightPixels) == (.png, 128, 128))
    #expect((spinner.format, spinner.widthPixels, spinner.heightPixels) == (.gif, 64, 64))
    #expect(spinner.gifDelaysCentiseconds == Array(repeating: 8, count: 12))
    #expect(spinner.gifLoopCount == 0)  // NETSCAPE2.0 with count 0: forever
  }

  /// A PNG signature and IHDR declaring `width`×`height` (nothing else is needed to refuse it).
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    func word(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0]
  }

  @Test(arguments: [(20_000, 10), (10, 16_385), (9_000, 9_000)])
  func refusesOversizedPNG(width: UInt32, height: UInt32) {
    guard case .failure(let error) = ImageFileInfo.read(Self.pngHeader(width: width, height: height)) else {
      Issue.record("accepted \(width)×\(height)"); return
    }
    #expect(error == .tooLarge(widthPixels: Int(width), heightPixels: Int(height)))
    #expect(error.description.contains("16384 pixels per side and 64 Mpx"))
  }

  @Test func acceptsTheLargestAllowedSide() throws {
    let info = try ImageFileInfo.read(Self.pngHeader(width: 16_384, height: 4_096)).get()
    #expect(info.widthPixels == 16_384)
  }

  @Test func refusesOversizedJPEGFromItsFrameHeader() {
    // SOI, an APP0 segment to skip, then SOF0 declaring 30000×100.
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 100, 0x75, 0x30, 3, 1, 0x22, 0]
    #expect(ImageFileInfo.read(jpeg) == .failure(.tooLarge(widthPixels: 30_000, heightPixels: 100)))
  }

  @Test func refusesOversizedGIFFromItsLogicalScreen() {
    let gif: [UInt8] = Array("GIF89a".utf8) + [0x00, 0x50, 0x00, 0x50, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3B]
    #expect(ImageFileInfo.read(gif) == .failure(.tooLarge(widthPixels: 20_480, heightPixels: 20_480)))
  }

  @Test func refusesAnimationsThatDecodeToTooManyPixels() {
    // 4096×4096 is fine once, but 20 frames of it are 320 Mpx.
    var gif: [UInt8] = Array("GIF89a".utf8) + [0x00, 0x10, 0x00, 0x10, 0, 0, 0]
    for _ in 0..<20 { gif += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0] }
    gif.append(0x3B)
    guard case .failure(let error) = ImageFileInfo.read(gif), case .animationTooLarge(frames: 20, _, _) = error else {
      Issue.record("accepted a 20-frame 4096×4096 GIF"); return
    }
  }

  @Test func refusesUnknownAndTruncatedFiles() {
    #expect(ImageFileInfo.read(Array("hello".utf8)) == .failure(.unknownFormat))
    guard case .failure(.corrupt)? = Optional(ImageFileInfo.read([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) else {
      Issue.record("a truncated PNG header was accepted"); return
    }
  }
}

/// A JPEG's EXIF orientation is read from its APP1 segment, and the size given is the upright
/// image's (QA: a phone's portrait photo, stored sideways with orientation 6, was drawn sideways).
@Suite struct JPEGOrientationHeaderTests {
  /// `photo.jpg` (320×200) with an EXIF segment holding `orientation`, in `byteOrder` ("II"/"MM").
  static func photo(orientation: UInt16, byteOrder: String = "MM", tag: UInt16 = 0x0112) throws -> [UInt8] {
    let photo = [UInt8](try Data(contentsOf: ImageHeaderTests.assets.appendingPathComponent("photo.jpg")))
    let little = byteOrder == "II"
    func short(_ v: UInt16) -> [UInt8] { little ? [UInt8(v & 255), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 255)] }
    func long(_ v: UInt32) -> [UInt8] { little ? [0, 8, 16, 24].map { UInt8(v >> $0 & 255) } : [24, 16, 8, 0].map { UInt8(v >> $0 & 255) } }
    let tiff = Array(byteOrder.utf8) + short(42) + long(8) + short(1) + short(tag) + short(3) + long(1) + short(orientation) + short(0) + long(0)
    let data = Array("Exif".utf8) + [0, 0] + tiff
    let segment: [UInt8] = [0xFF, 0xE1, UInt8((data.count + 2) >> 8), UInt8((data.count + 2) & 255)] + data
    return Array(photo[..<2]) + segment + Array(photo[2...])
  }

  @Test func aTurnedPhotoIsSizedUpright() throws {
    for order in ["MM", "II"] {
      let turned = try ImageFileInfo.read(Self.photo(orientation: 6, byteOrder: order)).get()
      #expect((turned.widthPixels, turned.heightPixels, turned.exifOrientation) == (200, 320, 6), "\(order)")
      let mirrored = try ImageFileInfo.read(Self.photo(orientation: 2, byteOrder: order)).get()
      #expect((mirrored.widthPixels, mirrored.heightPixels, mirrored.exifOrientation) == (320, 200, 2), "\(order)")
      #expect(EXIFOrientation.ofJPEG(try Self.photo(orientation: 8, byteOrder: order)) == 8)
    }
  }

  /// A damaged or foreign EXIF block leaves the photo as stored.
  @Test func anythingElseReadsAsStored() throws {
    for bytes in [try Self.photo(orientation: 0), try Self.photo(orientation: 9), try Self.photo(orientation: 6, byteOrder: "XX"),
                  try Self.photo(orientation: 6, tag: 0x0110)] {
      let info = try ImageFileInfo.read(bytes).get()
      #expect((info.widthPixels, info.heightPixels, info.exifOrientation) == (320, 200, 1))
    }
    let plain = [UInt8](try Data(contentsOf: ImageHeaderTests.assets.appendingPathComponent("photo.jpg")))
    #expect(EXIFOrientation.ofJPEG(plain) == 1)
    // Cut inside the EXIF block: still read up to the frame header? No frame header: an error, not a crash.
    let cut = Array(try Self.photo(orientation: 6).prefix(20))
    #expect((try? ImageFileInfo.read(cut).get()) == nil)
  }
}
