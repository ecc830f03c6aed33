extension Canvas {
  /// Fills `path` (user space, mapped by `transform` to device pixels) with `color`:
  /// exact-area antialiasing, non-zero winding, premultiplied source-over.
  public func fill(_ path: Path, transform: AffineTransform, color: RasterColor) {
    guard color.alpha > 0, !path.isEmpty else { return }
    let flat = FlattenedPath(path, transform: transform)
    guard let mask = CoverageMask.fill(flat, clipX0: 0, clipY0: 0, clipX1: widthPixels, clipY1: heightPixels)
    else { return }
    blend(mask, color: color)
  }

  /// Source-over of a solid colour through a coverage mask:
  /// `out = src · c + dst · (1 − srcAlpha · c)`, in Float on 0…255 values, rounded once.
  func blend(_ mask: CoverageMask, color: RasterColor) {
    let s = color.premultiplied255
    let opaque = s.a >= 255
    let solid = (Self.byte(s.r), Self.byte(s.g), Self.byte(s.b), Self.byte(s.a))
    let alphaFraction = s.a / 255
    // Below this coverage the change is under half a level for any colour, so the pixel
    // would round back to itself; skipping it is exact and saves the work.
    let negligibleCoverage: Float = 1.0 / 512
    let width = widthPixels
    pixels.withUnsafeMutableBufferPointer { pixels in
      mask.withRows { y, coverage in
        var p = (y * width + mask.originX) * 4
        for c in coverage {
          if c >= 1 && opaque {
            pixels[p] = solid.0; pixels[p + 1] = solid.1; pixels[p + 2] = solid.2; pixels[p + 3] = solid.3
          } else if c > negligibleCoverage {
            let keep = 1 - alphaFraction * c
            pixels[p] = Self.byte(s.r * c + Float(pixels[p]) * keep)
            pixels[p + 1] = Self.byte(s.g * c + Float(pixels[p + 1]) * keep)
            pixels[p + 2] = Self.byte(s.b * c + Float(pixels[p + 2]) * keep)
            pixels[p + 3] = Self.byte(s.a * c + Float(pixels[p + 3]) * keep)
          }
          p += 4
        }
      }
    }
  }
}
