/// The byte layout of GIF89a blocks (spec: https://www.w3.org/Graphics/GIF/spec-gif89a.txt).
enum GIFBlocks {
  /// What happens to a frame's rectangle before the next frame is drawn.
  enum Disposal: UInt8 {
    /// Leave the pixels; the next frame draws over them.
    case doNotDispose = 1
    /// Clear the rectangle to transparent (what browsers do for "restore to background").
    case restoreToBackground = 2
  }

  /// Header, logical screen descriptor, global colour table and (unless playing once) NETSCAPE2.0.
  static func appendHeader(width: Int, height: Int, palette: GIFPalette, loopCount: Int?, into output: inout [UInt8]) {
    output.append(contentsOf: Array("GIF89a".utf8))
    appendUInt16(width, into: &output)
    appendUInt16(height, into: &output)
    // Global table present, 8-bit colour resolution, unsorted, table size 2^(n+1).
    output.append(0x80 | 0x70 | UInt8(palette.tableSizeLog2 - 1))
    output.append(palette.transparentIndex ?? 0)  // background: transparent when there is one
    output.append(0)  // pixel aspect ratio: unspecified (square)
    output.append(contentsOf: palette.tableBytes)
    if loopCount != 0 {
      output.append(contentsOf: [0x21, 0xFF, 0x0B])
      output.append(contentsOf: Array("NETSCAPE2.0".utf8))
      output.append(contentsOf: [0x03, 0x01])
      appendUInt16(loopCount ?? 0, into: &output)  // 0 = forever
      output.append(0)
    }
  }

  /// Largest delay one GIF frame can store (16 bits of centiseconds).
  static let maximumDelayCentiseconds = 65535

  /// Graphic control extension, image descriptor and LZW data of one frame rectangle.
  ///
  /// When a local table of just the colours the rectangle uses (`LocalColorTable`) makes the
  /// frame smaller — shorter LZW codes against 3 bytes per table entry — it is written with
  /// that table instead of referring to the global one. Either way the same pixels show.
  ///
  /// The local form's size is predicted rather than encoded when it can be: exactly when the
  /// global stream never filled its dictionary (same codes, narrower widths), and with an
  /// estimate of its savings per dictionary cycle otherwise, encoding it only when that could
  /// pay for its table (on blobs, 147 of 148 large trials lost by ~320 bytes: a second full LZW
  /// pass for nothing).
  ///
  /// - Parameter globalEncoding: `indices` already encoded at `globalCodeSize(palette)`, when
  ///   the caller has it (the sequencer's strategy trial); encoded here otherwise.
  static func appendFrame(
    rect: PixelRect, indices: [UInt8], delayCentiseconds: Int, disposal: Disposal,
    palette: GIFPalette, globalEncoding: LZWEncoder.Encoded? = nil, into output: inout [UInt8]
  ) {
    precondition(indices.count == rect.width * rect.height)
    let globalCodeSize = globalCodeSize(palette)
    let encoding = globalEncoding ?? {
      var bytes: [UInt8] = []
      let statistics = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: globalCodeSize, into: &bytes) }
      return LZWEncoder.Encoded(bytes: bytes, statistics: statistics)
    }()
    let global = encoding.bytes
    let statistics = encoding.statistics
    if let local = LocalColorTable(indices: indices, palette: palette) {
      let localCodeSize = max(2, local.sizeLog2)
      let worthEncoding: Bool
      if statistics.dictionaryResets == 0 {
        let predicted = LZWEncoder.encodedByteCount(dataCodes: statistics.dataCodes, minimumCodeSize: localCodeSize)
        worthEncoding = predicted + local.bytes.count < global.count
      } else {
        let savingsBits = LZWEncoder.cycleSavingsBits(smallerCodeSize: localCodeSize, largerCodeSize: globalCodeSize)
        worthEncoding = (statistics.dictionaryResets + 1) * savingsBits / 8 > local.bytes.count
      }
      if worthEncoding {
        var data: [UInt8] = []
        local.reindexed(indices).withUnsafeBufferPointer { buffer in
          _ = LZWEncoder.encode(buffer, minimumCodeSize: localCodeSize, into: &data)
        }
        // Strictly smaller, so ties keep the global form and output stays deterministic.
        if data.count + local.bytes.count < global.count {
          appendControl(delayCentiseconds: delayCentiseconds, disposal: disposal, transparentIndex: local.transparentIndex, into: &output)
          appendDescriptor(rect: rect, localTableSizeLog2: local.sizeLog2, into: &output)
          output.append(contentsOf: local.bytes)
          output.append(contentsOf: data)
          return
        }
      }
    }
    appendControlAndDescriptor(rect: rect, delayCentiseconds: delayCentiseconds, disposal: disposal, palette: palette, into: &output)
    output.append(contentsOf: global)
  }

  /// The LZW minimum code size of frames that use the global table (2 at least, as GIF requires).
  static func globalCodeSize(_ palette: GIFPalette) -> Int { max(2, palette.tableSizeLog2) }

  /// Sets the delay of a block that starts with its graphic control extension.
  static func patchDelay(_ delayCentiseconds: Int, inFrameBlock block: inout [UInt8]) {
    precondition(block.count > 6 && block[0] == 0x21 && block[1] == 0xF9)
    block[4] = UInt8(delayCentiseconds & 0xFF)
    block[5] = UInt8((delayCentiseconds >> 8) & 0xFF)
  }

  /// The graphic control extension and image descriptor (no local table, not interlaced).
  static func appendControlAndDescriptor(
    rect: PixelRect, delayCentiseconds: Int, disposal: Disposal, palette: GIFPalette, into output: inout [UInt8]
  ) {
    appendControl(delayCentiseconds: delayCentiseconds, disposal: disposal, transparentIndex: palette.transparentIndex, into: &output)
    appendDescriptor(rect: rect, localTableSizeLog2: nil, into: &output)
  }

  /// The graphic control extension: delay, disposal and the transparent index, if any.
  private static func appendControl(delayCentiseconds: Int, disposal: Disposal, transparentIndex: UInt8?, into output: inout [UInt8]) {
    precondition((0...65535).contains(delayCentiseconds))
    output.append(contentsOf: [0x21, 0xF9, 0x04])
    let transparentFlag: UInt8 = transparentIndex == nil ? 0 : 1
    output.append(disposal.rawValue << 2 | transparentFlag)
    appendUInt16(delayCentiseconds, into: &output)
    output.append(transparentIndex ?? 0)
    output.append(0)
  }

  /// The image descriptor, not interlaced, with a local table of `1 << localTableSizeLog2` entries if given.
  private static func appendDescriptor(rect: PixelRect, localTableSizeLog2: Int?, into output: inout [UInt8]) {
    output.append(0x2C)
    appendUInt16(rect.x, into: &output)
    appendUInt16(rect.y, into: &output)
    appendUInt16(rect.width, into: &output)
    appendUInt16(rect.height, into: &output)
    if let bits = localTableSizeLog2 {
      output.append(0x80 | UInt8(bits - 1))
    } else {
      output.append(0)
    }
  }

  /// The trailer byte that ends the file.
  static func appendTrailer(into output: inout [UInt8]) { output.append(0x3B) }

  private static func appendUInt16(_ value: Int, into output: inout [UInt8]) {
    output.append(UInt8(value & 0xFF))
    output.append(UInt8((value >> 8) & 0xFF))
  }
}

/// A rectangle of pixels on the canvas.
public struct PixelRect: Sendable, Equatable {
  public var x: Int, y: Int, width: Int, height: Int

  /// The rectangle of columns `x..<x + width`, rows `y..<y + height`.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The smallest rectangle containing both (an empty one contributes nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let minX = min(x, other.x), minY = min(y, other.y)
    let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
