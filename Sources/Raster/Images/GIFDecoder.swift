/// Minimal animated-GIF reader: every frame composited onto the full canvas as RGBA.
///
/// Handles GIF87a/89a, global and local colour tables, transparency, interlacing, disposal
/// methods 0–3 (2 clears to transparent, as browsers do), delays and the NETSCAPE2.0 /
/// ANIMEXTS1.0 loop count. Pure Swift so the renderer can play GIF layers without C.
public struct GIFDecoder {
  /// One displayed frame.
  public struct Frame: Sendable {
    /// The whole canvas after this frame is drawn, straight alpha.
    public var image: PixelBuffer
    /// How long the frame is shown, in centiseconds, as stored (browsers show 0–1 as 10).
    public var delayCentiseconds: Int
  }

  /// Decodes `bytes`. `loopCount` follows `GIFOptions`: nil loops forever (NETSCAPE2.0 count 0),
  /// n repeats n extra times, and 0 means no loop block (play once).
  public static func decode(_ bytes: [UInt8]) throws(GIFDecodeError) -> (width: Int, height: Int, loopCount: Int?, frames: [Frame]) {
    try decode(bytes, decodingPixels: true)
  }

  /// Every frame's delay in centiseconds, in order, read from the blocks without decoding any
  /// pixels: all a timing check needs, in memory that does not grow with the animation
  /// (decoding kept every frame's whole canvas: `check --gif-timing` of 10 s at 1920×1080
  /// took 3.9 GB, QA).
  public static func delaysCentiseconds(_ bytes: [UInt8]) throws(GIFDecodeError) -> [Int] {
    try decode(bytes, decodingPixels: false).frames.map(\.delayCentiseconds)
  }

  /// Without `decodingPixels`, image data is skipped and every frame's image is empty.
  private static func decode(_ bytes: [UInt8], decodingPixels: Bool) throws(GIFDecodeError)
    -> (width: Int, height: Int, loopCount: Int?, frames: [Frame])
  {
    var reader = GIFByteReader(bytes: bytes)
    let signature = try reader.bytes(6)
    guard signature == Array("GIF89a".utf8) || signature == Array("GIF87a".utf8) else { throw .notAGIF }
    let width = try reader.uint16(), height = try reader.uint16()
    let screenFlags = try reader.byte()
    _ = try reader.bytes(2)  // background index, aspect ratio: browsers ignore both
    guard width > 0, height > 0 else { throw .emptyCanvas }
    let globalTable = screenFlags & 0x80 != 0 ? try reader.bytes(3 << (Int(screenFlags & 7) + 1)) : nil

    var canvas = [UInt8](repeating: 0, count: decodingPixels ? width * height * 4 : 0)
    var frames: [Frame] = []
    var loopCount: Int? = 0
    var control = GraphicControl()

    parsing: while true {
      guard reader.remaining > 0 else {
        if frames.isEmpty { throw .truncated(offset: reader.position) }
        break  // many GIFs in the wild lack the trailer
      }
      let introducer = try reader.byte()
      switch introducer {
      case 0x21:
        let label = try reader.byte()
        if label == 0xF9 {
          control = try readGraphicControl(&reader)
        } else if label == 0xFF {
          let identifier = try reader.subBlock()
          let data = try reader.subBlocks()
          if identifier == Array("NETSCAPE2.0".utf8) || identifier == Array("ANIMEXTS1.0".utf8),
             data.count >= 3, data[0] == 1 {
            let count = Int(data[1]) | Int(data[2]) << 8
            loopCount = count == 0 ? nil : count
          }
        } else {
          _ = try reader.subBlocks()
        }
      case 0x2C:
        guard decodingPixels else {
          try skipImage(&reader, frameIndex: frames.count, globalTable: globalTable)
          frames.append(Frame(image: PixelBuffer(width: 0, height: 0), delayCentiseconds: control.delayCentiseconds))
          control = GraphicControl()
          continue parsing
        }
        let frame = try readImage(&reader, frameIndex: frames.count, globalTable: globalTable)
        let saved = control.disposal == 3 ? canvas : nil
        draw(frame, control: control, onto: &canvas, width: width, height: height)
        frames.append(Frame(image: PixelBuffer(width: width, height: height, bytes: canvas), delayCentiseconds: control.delayCentiseconds))
        if control.disposal == 2 {
          clear(frame.rect, in: &canvas, width: width, height: height)
        } else if let saved {
          canvas = saved
        }
        control = GraphicControl()
      case 0x3B:
        break parsing
      default:
        throw .unexpectedBlock(byte: introducer, offset: reader.position - 1)
      }
    }
    guard !frames.isEmpty else { throw .noFrames }
    return (width, height, loopCount, frames)
  }
}
