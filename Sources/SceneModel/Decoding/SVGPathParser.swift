import Foundation
import Timing

/// Parses SVG path data (`d` attribute syntax): `M L H V C S Q T A Z`, upper case absolute and
/// lower case relative, implicit repeated commands, numbers like `-.5e2` and `0.5.5`, and arc
/// flags without separators (`a1 1 0 00 1 1`).
struct SVGPathParser {
  /// Why the data is invalid, with the character offset where it went wrong.
  struct Failure: Swift.Error {
    var offset: Int
    var message: String
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  static func parse(_ text: String) -> Result<PathData, Failure> {
    var parser = SVGPathParser(text)
    do { return .success(try parser.parseAll()) } catch { return .failure(error) }
  }

  private mutating func parseAll() throws(Failure) -> PathData {
    var builder = PathBuilder()
    var command: Unicode.Scalar?
    skipSeparators()
    while index < scalars.count {
      if isCommandLetter(scalars[index]) {
        if command == nil, scalars[index] != "M", scalars[index] != "m" {
          throw Failure(offset: index, message: "path data must start with a command such as M (moveto), got \"\(scalars[index])\"")
        }
        command = scalars[index]
        index += 1
      } else if command == nil {
        throw Failure(offset: index, message: "path data must start with a command such as M, got \"\(scalars[index])\"")
      } else if command == "z" || command == "Z" {
        throw Failure(offset: index, message: "expected a command after Z, got \"\(scalars[index])\"")
      }
      guard let letter = command else { break }
      try parseArguments(of: letter, into: &builder)
      // After a moveto, further coordinate pairs are implicit linetos (SVG rule).
      if letter == "M" { command = "L" } else if letter == "m" { command = "l" }
      skipSeparators()
    }
    if builder.commands.isEmpty, !scalars.isEmpty {
      throw Failure(offset: 0, message: "path data draws nothing")
    }
    return PathData(commands: builder.commands)
  }

  private mutating func parseArguments(of letter: Unicode.Scalar, into builder: inout PathBuilder) throws(Failure) {
    let relative = letter.properties.isLowercase
    let origin = relative ? builder.current : Vec2(0, 0)
    func point(_ x: Double, _ y: Double) -> Vec2 { Vec2(origin.x + x, origin.y + y) }
    switch Character(letter).uppercased() {
    case "M": let (x, y) = (try number(), try number()); builder.move(point(x, y))
    case "L": let (x, y) = (try number(), try number()); builder.line(point(x, y))
    case "H": let x = try number(); builder.line(Vec2((relative ? builder.current.x : 0) + x, builder.current.y))
    case "V": let y = try number(); builder.line(Vec2(builder.current.x, (relative ? builder.current.y : 0) + y))
    case "C":
      let c1 = point(try number(), try number()), c2 = point(try number(), try number()), to = point(try number(), try number())
      builder.cubic(c1, c2, to)
    case "S":
      let c2 = point(try number(), try number()), to = point(try number(), try number())
      builder.cubic(builder.reflectedCubicControl, c2, to)
    case "Q":
      let c = point(try number(), try number()), to = point(try number(), try number())
      builder.quadratic(c, to)
    case "T":
      let to = point(try number(), try number())
      builder.quadratic(builder.reflectedQuadraticControl, to)
    case "A":
      let rx = try number(), ry = try number(), rotation = try number()
      let large = try flag(), sweep = try flag()
      let to = point(try number(), try number())
      builder.arc(radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep, to: to)
    case "Z": builder.close(); return
    default: throw Failure(offset: index - 1, message: "unknown path command \"\(letter)\"")
    }
  }

  private func isCommandLetter(_ scalar: Unicode.Scalar) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(scalar)
  }

  private mutating func skipSeparators() {
    while index < scalars.count, scalars[index] == "," || scalars[index].properties.isWhitespace { index += 1 }
  }

  /// An arc flag: a single `0` or `1`, which may run straight into the next number.
  private mutating func flag() throws(Failure) -> Bool {
    skipSeparators()
    guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
      throw Failure(offset: index, message: "expected an arc flag 0 or 1")
    }
    defer { index += 1 }
    return scalars[index] == "1"
  }

  private mutating func number() throws(Failure) -> Double {
    skipSeparators()
    let start = index
    var text = ""
    func take(_ allowed: (Unicode.Scalar) -> Bool) {
      while index < scalars.count, allowed(scalars[index]) { text.unicodeScalars.append(scalars[index]); index += 1 }
    }
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { text.unicodeScalars.append(scalars[index]); index += 1 }
    take { $0.properties.numericType == .decimal && $0.isASCII }
    if index < scalars.count, scalars[index] == "." {
      text += "."; index += 1
      take { $0.properties.numericType == .decimal && $0.isASCII }
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E",
       index + 1 < scalars.count, scalars[index + 1] != "." {
      text += "e"; index += 1
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { text.unicodeScalars.append(scalars[index]); index += 1 }
      take { $0.properties.numericType == .decimal && $0.isASCII }
    }
    guard let value = Double(text), value.isFinite, abs(value) <= 1e7 else {
      let found = index < scalars.count ? "\"\(scalars[index])\"" : "the end"
      throw Failure(offset: start, message: text.isEmpty ? "expected a number, got \(found)" : "invalid number \"\(text)\" (numbers must be finite and at most 1e7)")
    }
    return value
  }
}
