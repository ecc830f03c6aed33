internal import CFreeType

/// Converts a FreeType outline into a `Path` with FT_Outline_Decompose, flipping y so the
/// path is in screen orientation (y down) and still in font units.
enum OutlineDecomposer {
  /// Collects the callbacks' output; passed to C as an unretained context pointer.
  private final class Builder {
    var path = Path()
  }

  static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
    let builder = Builder()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        guard let to, let user else { return 1 }
        Unmanaged<Builder>.fromOpaque(user).takeUnretainedValue().path.move(to: Double(to.pointee.x), -Double(to.pointee.y))
        return 0
      },
      line_to: { to, user in
        guard let to, let user else { return 1 }
        Unmanaged<Builder>.fromOpaque(user).takeUnretainedValue().path.line(to: Double(to.pointee.x), -Double(to.pointee.y))
        return 0
      },
      conic_to: { control, to, user in
        guard let control, let to, let user else { return 1 }
        Unmanaged<Builder>.fromOpaque(user).takeUnretainedValue().path.quadCurve(
          to: Double(to.pointee.x), -Double(to.pointee.y), control: Double(control.pointee.x), -Double(control.pointee.y))
        return 0
      },
      cubic_to: { c1, c2, to, user in
        guard let c1, let c2, let to, let user else { return 1 }
        Unmanaged<Builder>.fromOpaque(user).takeUnretainedValue().path.curve(
          to: Double(to.pointee.x), -Double(to.pointee.y),
          control1: Double(c1.pointee.x), -Double(c1.pointee.y),
          control2: Double(c2.pointee.x), -Double(c2.pointee.y))
        return 0
      },
      shift: 0,
      delta: 0
    )
    let status = withExtendedLifetime(builder) {
      FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
    }
    // A malformed outline draws nothing rather than half a glyph.
    if status != 0 { return Path() }
    var path = builder.path
    // FreeType leaves contours implicitly closed; close them for filling and future stroking.
    path.closeOpenSubpaths()
    return path
  }
}

extension Path {
  /// Inserts `close` before each `move` (and at the end) where a subpath is still open.
  mutating func closeOpenSubpaths() {
    var result: [Element] = []
    result.reserveCapacity(elements.count + 8)
    var open = false
    for element in elements {
      switch element {
      case .move:
        if open { result.append(.close) }
        open = true
      case .close:
        open = false
      default:
        break
      }
      result.append(element)
    }
    if open { result.append(.close) }
    self = Path(elements: result)
  }
}
