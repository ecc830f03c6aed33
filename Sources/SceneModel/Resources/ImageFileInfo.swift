/// What a scene needs to know about an image file before any pixel is decoded: its format
/// (by signature), its size (from the PNG IHDR, the GIF logical screen or the JPEG SOF
/// marker) and, for GIFs, each frame's delay and the loop count. Reading only headers lets a
/// scene refuse decompression bombs before a renderer allocates anything. Internal: its errors
/// reach users as SceneError diagnostics carrying the layer's JSON path.
struct ImageFileInfo: Sendable, Equatable {
  /// The format, from the file's signature.
  var format: ImageFormat
  /// Width in pixels.
  var widthPixels: Int
  /// Height in pixels.
  var heightPixels: Int
  /// A JPEG's EXIF orientation, 1–8 (1: as stored); the width and height are the upright image's.
  var exifOrientation = 1
  /// GIF frame delays in centiseconds as stored (one per frame); empty for PNG and JPEG.
  var gifDelaysCentiseconds: [Int] = []
  /// The GIF NETSCAPE2.0 loop count: nil when the block is absent (play once), 0 forever.
  var gifLoopCount: Int?

  /// Largest accepted side, pixels (the same bound as the renderer's canvases).
  static let maximumSidePixels = 16_384
  /// Largest accepted area: 64 Mpx is 256 MB once decoded.
  static let maximumAreaPixels = 64 * 1024 * 1024
  /// Most pixels all frames of one animated GIF may decode to: 128 Mpx is 512 MB of RGBA (about
  /// 680 MB with the mipmaps the renderer keeps), e.g. 400 frames of 640×480.
  static let maximumAnimationPixels = 128 * 1024 * 1024

  /// Reads the header of `bytes`; the error says what is wrong in words for people.
  static func read(_ bytes: [UInt8]) -> Result<ImageFileInfo, ImageHeaderError> {
    let info: ImageFileInfo
    do {
      if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
        info = try readPNG(bytes)
      } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
        info = try GIFHeaderScanner.read(bytes)
      } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
        info = try JPEGHeaderScanner.read(bytes)
      } else {
        return .failure(.unknownFormat)
      }
    } catch {
      return .failure(error)
    }
    return info.checkedAgainstLimits()
  }

  private func checkedAgainstLimits() -> Result<ImageFileInfo, ImageHeaderError> {
    guard widthPixels > 0, heightPixels > 0 else { return .failure(.corrupt("the image is 0 pixels wide or high")) }
    guard widthPixels <= Self.maximumSidePixels, heightPixels <= Self.maximumSidePixels,
          widthPixels * heightPixels <= Self.maximumAreaPixels else {
      return .failure(.tooLarge(widthPixels: widthPixels, heightPixels: heightPixels))
    }
    if gifDelaysCentiseconds.count * widthPixels * heightPixels > Self.maximumAnimationPixels {
      return .failure(.animationTooLarge(frames: gifDelaysCentiseconds.count, widthPixels: widthPixels, heightPixels: heightPixels))
    }
    return .success(self)
  }

  /// The IHDR chunk must come first: width and height are its first two big-endian words.
  private static func readPNG(_ bytes: [UInt8]) throws(ImageHeaderError) -> ImageFileInfo {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .corrupt("PNG without an IHDR header") }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return ImageFileInfo(format: .png, widthPixels: word(16), heightPixels: word(20))
  }
}

/// Why an image file was refused.
enum ImageHeaderError: Swift.Error, Sendable, Equatable, CustomStringConvertible {
  /// Not a PNG, JPEG or GIF signature.
  case unknownFormat
  /// The header is damaged or cut short.
  case corrupt(String)
  /// Bigger than the limits (a decompression bomb, or simply too large).
  case tooLarge(widthPixels: Int, heightPixels: Int)
  /// An animated GIF whose frames together would decode to too many pixels.
  case animationTooLarge(frames: Int, widthPixels: Int, heightPixels: Int)

  var description: String {
    switch self {
    case .unknownFormat: "not a PNG, JPEG or GIF file (unrecognised signature)"
    case .corrupt(let reason): "damaged image header: \(reason)"
    case let .tooLarge(width, height):
      "image is \(width)×\(height) pixels; images are limited to \(ImageFileInfo.maximumSidePixels) pixels per side and \(ImageFileInfo.maximumAreaPixels / (1024 * 1024)) Mpx"
    case let .animationTooLarge(frames, width, height):
      "animated GIF has \(frames) frames of \(width)×\(height) pixels; all frames together are limited to \(ImageFileInfo.maximumAnimationPixels / (1024 * 1024)) Mpx"
    }
  }
}
