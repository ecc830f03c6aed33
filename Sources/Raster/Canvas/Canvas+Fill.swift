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
    guard let bounds = clipBounds,
      let mask = CoverageMask.fill(flat, clipX0: bounds.x0, clipY0: bounds.y0, clipX1: bounds.x1, clipY1: bounds.y1)
    else { return }
    blend(mask, shader: shader)
  }

  /// Source-over through a coverage mask (times the clip):
  /// `out = src · c + dst · (1 − srcAlpha · c)`, in Float on 0…255 values, rounded once.
  func blend(_ mask: CoverageMask, shader: Shader) {
    let solid = shader.solidColor
    if let solid, solid.w <= 0 { return }
    let opaqueSolid = solid.map { $0.w >= 255 } ?? false
    let solidBytes = solid.map { (Self.byte($0.x), Self.byte($0.y), Self.byte($0.z), Self.byte($0.w)) } ?? (0, 0, 0, 0)
    // The same bytes as one word, r first in memory on any endianness.
    let solidWord = (UInt32(solidBytes.0) | UInt32(solidBytes.1) << 8 | UInt32(solidBytes.2) << 16 | UInt32(solidBytes.3) << 24).littleEndian
    // Below this coverage the change is under half a level for any colour, so the pixel
    // would round back to itself; skipping it is exact and saves the work.
    let negligibleCoverage: Float = 1.0 / 512
    let width = widthPixels
    let clip = clipMask
    // A translucent solid colour at full coverage maps each destination byte through the same
    // formula, so the result per channel is a 256-entry table, computed with the same Float
    // arithmetic (identical bytes) once per fill instead of once per pixel.
    var fullCoverage: [UInt8] = []
    if let solid, !opaqueSolid, mask.width * mask.height >= Self.fullCoverageTableMinimumArea {
      let keep: Float = 1 - solid.w / 255 * 1
      let channels = [solid.x, solid.y, solid.z, solid.w]
      fullCoverage = [UInt8](repeating: 0, count: 4 * 256)
      for channel in 0..<4 {
        for value in 0..<256 { fullCoverage[channel * 256 + value] = Self.byte(channels[channel] * 1 + Float(value) * keep) }
      }
    }
    let hasTable = !fullCoverage.isEmpty
    fullCoverage.withUnsafeBufferPointer { table in
      pixels.withUnsafeMutableBufferPointer { pixels in
        let bytes = UnsafeMutableRawPointer(pixels.baseAddress!)
        /// A fully covered pixel through the table: one 32-bit load and store (bytes r, g, b, a in memory order).
        @inline(__always) func blendThroughTable(at p: Int) {
          let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: p, as: UInt32.self))
          let r = UInt32(table[Int(word & 0xFF)])
          let g = UInt32(table[256 &+ Int((word >> 8) & 0xFF)])
          let b = UInt32(table[512 &+ Int((word >> 16) & 0xFF)])
          let a = UInt32(table[768 &+ Int(word >> 24)])
          bytes.storeBytes(of: (r | g << 8 | b << 16 | a << 24).littleEndian, toByteOffset: p, as: UInt32.self)
        }
        /// A partly covered pixel: `s · c + d · (1 − sα · c)` per channel, rounded once.
        @inline(__always) func blendPartly(at p: Int, color s: SIMD4<Float>, coverage c: Float) {
          let keep = 1 - s.w / 255 * c
          pixels[p] = Self.byte(s.x * c + Float(pixels[p]) * keep)
          pixels[p + 1] = Self.byte(s.y * c + Float(pixels[p + 1]) * keep)
          pixels[p + 2] = Self.byte(s.z * c + Float(pixels[p + 2]) * keep)
          pixels[p + 3] = Self.byte(s.w * c + Float(pixels[p + 3]) * keep)
        }
        if clip == nil, let s = solid {
          // The common case — one colour, no clip — in a loop of its own: the general loop's
          // per-pixel tests of the clip, the table and the colour's opacity were a third of
          // text blending. Same arithmetic, same order: same bytes.
          mask.withRows { y, coverage in
            let rowStart = (y * width + mask.originX) * 4
            var i = 0
            while i < coverage.count {
              let c = coverage[i]
              let p = rowStart &+ i &* 4
              if c >= 1 && opaqueSolid {
                // The inside of an opaque fill: the colour's word for the whole run.
                repeat {
                  bytes.storeBytes(of: solidWord, toByteOffset: rowStart &+ i &* 4, as: UInt32.self)
                  i &+= 1
                } while i < coverage.count && coverage[i] >= 1
                continue
              } else if c == 1 && hasTable {
                // The inside of a large translucent fill: the table for the whole run.
                repeat {
                  blendThroughTable(at: rowStart &+ i &* 4)
                  i &+= 1
                } while i < coverage.count && coverage[i] == 1
                continue
              } else if c > negligibleCoverage {
                blendPartly(at: p, color: s, coverage: c)
              }
              i &+= 1
            }
          }
          return
        }
        // With a clip, or a gradient: the clip's coverage and the shader's colour per pixel.
        mask.withRows { y, coverage in
          var p = (y * width + mask.originX) * 4
          var i = 0
          while i < coverage.count {
            if coverage[i] == 0 {
              // Uncovered: nothing to blend whatever the clip, so the run is stepped over at once.
              repeat { i &+= 1 } while i < coverage.count && coverage[i] == 0
              p = (y * width + mask.originX + i) * 4
              continue
            }
            var c = coverage[i]
            if let clip { c *= clip.coverage(x: mask.originX + i, y: y) }
            defer {
              p += 4
              i += 1
            }
            guard c > negligibleCoverage else { continue }
            if c >= 1 && opaqueSolid {
              bytes.storeBytes(of: solidWord, toByteOffset: p, as: UInt32.self)
            } else if c == 1 && hasTable {  // full coverage inside a clip
              blendThroughTable(at: p)
            } else {
              blendPartly(at: p, color: solid ?? shader.color(x: mask.originX + i, y: y), coverage: c)
            }
          }
        }
      }
    }
  }

  /// Fills covering fewer pixels than this blend directly: building the table would cost more.
  static let fullCoverageTableMinimumArea = 4096
}
