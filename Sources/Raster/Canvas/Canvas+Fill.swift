extension Canvas {
  /// Fills `path` (user space, mapped by `transform` to device pixels) with `color`:
  /// exact-area antialiasing, non-zero winding, premultiplied source-over, inside the current clip.
  public func fill(_ path: Path, transform: AffineTransform, color: RasterColor) {
    guard color.alpha > 0 else { return }
    fill(path, transform: transform, paint: .solid(color))
  }

  /// Fills `path` with a paint (solid or gradient); gradient geometry is in the path's user space.
  public func fill(_ path: Path, transform: AffineTransform, paint: Paint) {
    guard !path.isEmpty else { return }
    fill(FlattenedPath(path, transform: transform), shader: Shader(paint, transform: transform))
  }

  /// Rasterizes device-space polygons and composites the shader through their coverage.
  func fill(_ flat: FlattenedPath, shader: Shader) {
    guard let bounds = clipBounds else { return }
    // A rectangular clip cuts the geometry; only a soft clip is multiplied in as coverage.
    let box = geometricClip
    let clip = box == nil ? clipMask : nil
    guard let deposits = CoverageDeposits.accumulate(box.map(flat.clipped(to:)) ?? flat, clipX0: bounds.x0, clipY0: bounds.y0,
                                                     clipX1: bounds.x1, clipY1: bounds.y1, reusing: &coverageStorage)
    else { return }
    if clip == nil, let solid = shader.solidColor {
      blendSolid(deposits, color: solid)
      coverageStorage = deposits.releaseStorage()
    } else {
      let mask = deposits.resolved()
      blend(mask, shader: shader, clip: clip)
      coverageStorage = mask.releaseStorage()
    }
  }

  /// Source-over of one colour with no clip — nearly every fill, text included — summing the
  /// coverage from the deposits as each row is blended: the same Float sums as
  /// `CoverageDeposits.resolved()` in the same order, so the same bytes as `blend`, without a
  /// pass that writes the coverage back (that pass and the blend's separate loop were a sixth
  /// of a text-heavy render). Where nothing is deposited the coverage stays what it was, so
  /// uncovered runs are stepped over, and fully covered ones filled, without summing.
  func blendSolid(_ deposits: CoverageDeposits, color s: SIMD4<Float>) {
    guard s.w > 0 else { return }
    let opaque = s.w >= 255
    let word = Self.word(s)
    let table = !opaque && deposits.width * deposits.height >= Self.fullCoverageTableMinimumArea ? Self.fullCoverageTable(s) : []
    let hasTable = !table.isEmpty
    let width = widthPixels, originX = deposits.originX
    table.withUnsafeBufferPointer { table in
      pixels.withUnsafeMutableBufferPointer { pixels in
        let bytes = UnsafeMutableRawPointer(pixels.baseAddress!)
        deposits.withRows { y, row in
          let rowStart = (y * width + originX) * 4
          let n = row.count
          var sum: Float = 0
          var i = 0
          while i < n {
            sum += row[i]
            let c = CoverageDeposits.coverage(sum)
            if c == 0 {
              i = CoverageDeposits.endOfEmptyCells(row, from: i &+ 1)
              continue
            } else if c >= 1 && opaque {
              // The inside of an opaque fill: the colour's word for the whole run.
              let end = CoverageDeposits.endOfEmptyCells(row, from: i &+ 1)
              let first = bytes + (rowStart &+ i &* 4)
              for k in 0..<(end &- i) { first.storeBytes(of: word, toByteOffset: k &* 4, as: UInt32.self) }
              i = end
              continue
            } else if c == 1 && hasTable {
              // The inside of a large translucent fill: the table for the whole run.
              let end = CoverageDeposits.endOfEmptyCells(row, from: i &+ 1)
              while i < end {
                Self.blendThroughTable(bytes, at: rowStart &+ i &* 4, table: table)
                i &+= 1
              }
              continue
            } else if c > Self.negligibleCoverage {
              Self.blendPartly(pixels, at: rowStart &+ i &* 4, color: s, coverage: c)
            }
            i &+= 1
          }
        }
      }
    }
  }

  /// Source-over through a coverage mask (times `clip`, the soft clip's coverage, when there is one):
  /// `out = src · c + dst · (1 − srcAlpha · c)`, in Float on 0…255 values, rounded once.
  func blend(_ mask: CoverageMask, shader: Shader, clip: CoverageMask?) {
    let solid = shader.solidColor
    if let solid, solid.w <= 0 { return }
    let opaqueSolid = solid.map { $0.w >= 255 } ?? false
    let solidWord = solid.map(Self.word) ?? 0
    let width = widthPixels
    var fullCoverage: [UInt8] = []
    if let solid, !opaqueSolid, mask.width * mask.height >= Self.fullCoverageTableMinimumArea {
      fullCoverage = Self.fullCoverageTable(solid)
    }
    let hasTable = !fullCoverage.isEmpty
    fullCoverage.withUnsafeBufferPointer { table in
      pixels.withUnsafeMutableBufferPointer { pixels in
        let bytes = UnsafeMutableRawPointer(pixels.baseAddress!)
        // The last partly covered pixel blended with the solid colour: its coverage, and its
        // bytes before and after. `blendPartly` depends on nothing else, so a pixel with the
        // same coverage and bytes gets the same result without the arithmetic. A shadow's flat
        // middle over a plain background is long stretches of such pixels.
        var lastCoverage: Float = -1, lastBefore: UInt32 = 0, lastAfter: UInt32 = 0
        mask.withRows { y, coverage in
          var p = (y * width + mask.originX) * 4
          var i = 0
          while i < coverage.count {
            if coverage[i] == 0 {
              // Uncovered: nothing to blend whatever the clip, so the run is stepped over at once.
              i = CoverageDeposits.endOfEmptyCells(coverage, from: i &+ 1)
              p = (y * width + mask.originX + i) * 4
              continue
            }
            var c = coverage[i]
            if let clip { c *= clip.coverage(x: mask.originX + i, y: y) }
            defer {
              p += 4
              i += 1
            }
            guard c > Self.negligibleCoverage else { continue }
            if c >= 1 && opaqueSolid {
              bytes.storeBytes(of: solidWord, toByteOffset: p, as: UInt32.self)
            } else if c == 1 && hasTable {  // full coverage inside a clip
              Self.blendThroughTable(bytes, at: p, table: table)
            } else if let solid {
              let before = bytes.loadUnaligned(fromByteOffset: p, as: UInt32.self)
              if c == lastCoverage && before == lastBefore {
                bytes.storeBytes(of: lastAfter, toByteOffset: p, as: UInt32.self)
              } else {
                Self.blendPartly(pixels, at: p, color: solid, coverage: c)
                (lastCoverage, lastBefore) = (c, before)
                lastAfter = bytes.loadUnaligned(fromByteOffset: p, as: UInt32.self)
              }
            } else {
              Self.blendPartly(pixels, at: p, color: shader.color(x: mask.originX + i, y: y), coverage: c)
            }
          }
        }
      }
    }
  }

  /// Below this coverage the change is under half a level for any colour, so the pixel would
  /// round back to itself; skipping it is exact and saves the work.
  static let negligibleCoverage: Float = 1.0 / 512

  /// A colour's bytes as one word, r first in memory on any endianness.
  static func word(_ color: SIMD4<Float>) -> UInt32 {
    (UInt32(byte(color.x)) | UInt32(byte(color.y)) << 8 | UInt32(byte(color.z)) << 16 | UInt32(byte(color.w)) << 24).littleEndian
  }

  /// A translucent colour at full coverage maps each destination byte through the same
  /// formula, so the result per channel is a 256-entry table (r, g, b, a one after another),
  /// computed with the same Float arithmetic (identical bytes) once per fill instead of once
  /// per pixel.
  static func fullCoverageTable(_ color: SIMD4<Float>) -> [UInt8] {
    let keep: Float = 1 - color.w / 255 * 1
    let channels = [color.x, color.y, color.z, color.w]
    var table = [UInt8](repeating: 0, count: 4 * 256)
    for channel in 0..<4 {
      for value in 0..<256 { table[channel * 256 + value] = byte(channels[channel] * 1 + Float(value) * keep) }
    }
    return table
  }

  /// A fully covered pixel through `fullCoverageTable`: one 32-bit load and store (bytes r, g,
  /// b, a in memory order).
  @inline(__always)
  static func blendThroughTable(_ bytes: UnsafeMutableRawPointer, at p: Int, table: UnsafeBufferPointer<UInt8>) {
    let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: p, as: UInt32.self))
    let r = UInt32(table[Int(word & 0xFF)])
    let g = UInt32(table[256 &+ Int((word >> 8) & 0xFF)])
    let b = UInt32(table[512 &+ Int((word >> 16) & 0xFF)])
    let a = UInt32(table[768 &+ Int(word >> 24)])
    bytes.storeBytes(of: (r | g << 8 | b << 16 | a << 24).littleEndian, toByteOffset: p, as: UInt32.self)
  }

  /// A partly covered pixel: `s · c + d · (1 − sα · c)` per channel, rounded once.
  @inline(__always)
  static func blendPartly(_ pixels: UnsafeMutableBufferPointer<UInt8>, at p: Int, color s: SIMD4<Float>, coverage c: Float) {
    let keep = 1 - s.w / 255 * c
    pixels[p] = byte(s.x * c + Float(pixels[p]) * keep)
    pixels[p + 1] = byte(s.y * c + Float(pixels[p + 1]) * keep)
    pixels[p + 2] = byte(s.z * c + Float(pixels[p + 2]) * keep)
    pixels[p + 3] = byte(s.w * c + Float(pixels[p + 3]) * keep)
  }

  /// Fills covering fewer pixels than this blend directly: building the table would cost more.
  static let fullCoverageTableMinimumArea = 4096
}
