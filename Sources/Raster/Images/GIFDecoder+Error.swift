/// Why a GIF could not be decoded.
public enum GIFDecodeError: Swift.Error, Equatable, CustomStringConvertible {
  /// The file does not start with `GIF87a` or `GIF89a`.
  case notAGIF
  /// The data ends inside a block, at byte `offset`.
  case truncated(offset: Int)
  /// An unknown block introducer byte at `offset`.
  case unexpectedBlock(byte: UInt8, offset: Int)
  /// A frame with no local and no global colour table.
  case missingColorTable(frameIndex: Int)
  /// A frame's compressed data is not valid LZW.
  case invalidLZW(frameIndex: Int, reason: String)
  /// The logical screen is 0 pixels wide or high.
  case emptyCanvas
  /// No image in the file.
  case noFrames
  /// A frame of more pixels than any canvas may have (`Canvas.maximumAreaPixels`).
  case frameTooLarge(frameIndex: Int, width: Int, height: Int)

  public var description: String {
    switch self {
    case .notAGIF: "not a GIF file (missing GIF87a/GIF89a signature)"
    case .truncated(let offset): "GIF data ends unexpectedly at byte \(offset)"
    case .unexpectedBlock(let byte, let offset): "unexpected GIF block 0x\(String(byte, radix: 16)) at byte \(offset)"
    case .missingColorTable(let index): "GIF frame \(index) has no colour table"
    case .invalidLZW(let index, let reason): "GIF frame \(index): invalid LZW data (\(reason))"
    case .emptyCanvas: "GIF canvas is 0 pixels wide or high"
    case .noFrames: "GIF contains no frames"
    case .frameTooLarge(let index, let width, let height):
      "GIF frame \(index) is \(width)×\(height) pixels, more than the \(Canvas.maximumAreaPixels / (1024 * 1024)) Mpx a frame may have"
    }
  }
}
