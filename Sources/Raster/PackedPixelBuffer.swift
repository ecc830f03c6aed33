/// A `PixelBuffer` packed by runs of equal pixels, for frames that must wait in memory: a UI
/// frame is mostly long runs of a few colours, so it packs to a few percent of its size.
///
/// The GIF encoder keeps its palette samples this way between its two passes. Kept whole, 32
/// samples of a 640×400 px canvas were 32 MB written once each: 8 000 page faults, which cost
/// more than drawing the frames again on a virtual machine and contend when two threads take
/// them at once. Packing reads each frame once; unpacking writes memory that is already mapped.
///
/// The stream is 32-bit words: a control word, then its pixels. A control word with the top bit
/// set is a run (its low 31 bits count the copies of the one pixel word after it); otherwise it
/// counts the literal pixel words after it. An image with no runs packs to its own size plus
/// one control word.
public struct PackedPixelBuffer: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The control words and pixel words (each pixel's RGBA bytes as one word, in memory order).
  private let words: [UInt32]

  /// Runs shorter than this stay in a literal: a run costs two words.
  static let shortestRun = 3
  /// Top bit of a control word: a run rather than literals.
  static let runFlag: UInt32 = 1 << 31
  /// Most pixels one control word can count.
  static let longestPacket = Int(runFlag - 1)

  /// Packs `image`.
  public init(_ image: PixelBuffer) {
    width = image.width
    height = image.height
    words = image.bytes.withUnsafeBytes { raw in
      Self.pack(raw.bindMemory(to: UInt32.self), straighten: false)
    }
  }

  /// Packs the straight-alpha pixels of `canvas`: the same image as
  /// `PackedPixelBuffer(canvas.makePixelBuffer())`, without that 4-bytes-per-pixel copy. Runs
  /// are found on the premultiplied pixels and each run's pixel is straightened once, so a UI
  /// frame costs one read of the canvas.
  public init(straightPixelsOf canvas: Canvas) {
    width = canvas.widthPixels
    height = canvas.heightPixels
    words = canvas.withPremultipliedBytes { raw in
      Self.pack(raw.bindMemory(to: UInt32.self), straighten: true)
    }
  }

  /// Calls `body` with every pixel word in order (r | g << 8 | b << 16 | a << 24 in memory
  /// order) and how many times it repeats there: once per run, once per literal pixel. Lets a
  /// consumer that works run by run (a colour histogram) read the packed form directly.
  public func forEachRun(_ body: (_ word: UInt32, _ count: Int) -> Void) {
    forEachPacket(run: body) { words in
      for word in words { body(word, 1) }
    }
  }

  /// Calls `run` with each run's pixel word and length, and `literals` with each stretch of
  /// pixel words that are not runs, in pixel order: `forEachRun` for a consumer that can take
  /// a stretch of literals at once (skip it, or split it) instead of pixel by pixel.
  public func forEachPacket(run: (_ word: UInt32, _ count: Int) -> Void,
                            literals: (_ words: UnsafeBufferPointer<UInt32>) -> Void) {
    words.withUnsafeBufferPointer { words in
      var read = 0
      while read < words.count {
        let control = words[read]
        let count = Int(control & ~Self.runFlag)
        if control & Self.runFlag != 0 {
          run(words[read + 1], count)
          read += 2
        } else {
          literals(UnsafeBufferPointer(rebasing: words[(read + 1)..<(read + 1 + count)]))
          read += 1 + count
        }
      }
    }
  }

  /// Bytes the packed form holds.
  public var byteCount: Int { words.count * 4 }

  /// The image again, written into `buffer` (reallocated only when its size differs).
  public func unpack(into buffer: inout PixelBuffer) {
    if buffer.width != width || buffer.height != height {
      buffer = PixelBuffer(width: width, height: height)
    }
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self)
      words.withUnsafeBufferPointer { words in
        var read = 0, write = 0
        while read < words.count {
          let control = words[read]
          let count = Int(control & ~Self.runFlag)
          if control & Self.runFlag != 0 {
            UnsafeMutableBufferPointer(rebasing: pixels[write..<(write + count)]).update(repeating: words[read + 1])
            read += 2
          } else {
            _ = UnsafeMutableBufferPointer(rebasing: pixels[write..<(write + count)])
              .update(fromContentsOf: UnsafeBufferPointer(rebasing: words[(read + 1)..<(read + 1 + count)]))
            read += 1 + count
          }
          write += count
        }
        precondition(write == pixels.count, "packed pixels do not fill the buffer")
      }
    }
  }

  /// The image again, in a new buffer.
  public func unpacked() -> PixelBuffer {
    var buffer = PixelBuffer(width: width, height: height)
    unpack(into: &buffer)
    return buffer
  }

  /// The packed stream of `pixels`; with `straighten`, of their straight-alpha form (`pixels`
  /// premultiplied: equal premultiplied pixels straighten alike, so runs stay runs).
  private static func pack(_ pixels: UnsafeBufferPointer<UInt32>, straighten: Bool) -> [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(pixels.count / 16 + 2)
    let n = pixels.count
    var literalStart = 0, i = 0
    func flushLiterals(upTo end: Int) {
      var start = literalStart
      while start < end {
        let count = min(end - start, longestPacket)
        out.append(UInt32(count))
        let first = out.count
        out.append(contentsOf: UnsafeBufferPointer(rebasing: pixels[start..<(start + count)]))
        if straighten {
          for index in first..<out.count { out[index] = Canvas.straightWord(out[index]) }
        }
        start += count
      }
    }
    let raw = UnsafeRawBufferPointer(pixels)
    while i < n {
      let pixel = pixels[i]
      let limit = min(n, i &+ longestPacket)
      // Four pixels per step inside a run (most of a UI frame), then one at a time.
      var j = PixelRun.endOfFours(of: UInt32(littleEndian: pixel), in: UnsafeRawBufferPointer(rebasing: raw[..<(limit &* 4)]),
                                  from: (i &+ 1) &* 4) / 4
      while j < limit && pixels[j] == pixel { j &+= 1 }
      if j - i >= shortestRun {
        flushLiterals(upTo: i)
        out.append(runFlag | UInt32(j - i))
        out.append(straighten ? Canvas.straightWord(pixel) : pixel)
        literalStart = j
      }
      i = j
    }
    flushLiterals(upTo: n)
    return out
  }
}
