import Testing
import Timing
@testable import SceneModel

/// SVG path data: every command, relative forms, implicit repeats, compact numbers and arcs.
@Suite struct SVGPathParserTests {
  func commands(_ text: String) throws -> [PathData.Command] {
    switch SVGPathParser.parse(text) {
    case .success(let data): return data.commands
    case .failure(let failure): Issue.record("\(text): \(failure.message)"); return []
    }
  }

  @Test func absoluteAndRelativeLinesAndImplicitLineTos() throws {
    #expect(try commands("M10 20 30 40 l5 5 h-10 V0 z") == [
      .move(Vec2(10, 20)), .line(Vec2(30, 40)), .line(Vec2(35, 45)), .line(Vec2(25, 45)), .line(Vec2(25, 0)), .close,
    ])
  }

  @Test func compactNumbersSplitWhereSVGSplitsThem() throws {
    // "0.5.5" is 0.5 then .5; "-1-2" is -1 then -2; exponents are numbers.
    #expect(try commands("M0.5.5L-1-2l1e1,2E-1") == [.move(Vec2(0.5, 0.5)), .line(Vec2(-1, -2)), .line(Vec2(9, -1.8))])
  }

  @Test func smoothCurvesReflectThePreviousControlPoint() throws {
    let result = try commands("M0 0 C 0 10 10 10 10 0 S 20 -10 20 0 Q 25 10 30 0 T 40 0")
    #expect(result[2] == .cubic(control1: Vec2(10, -10), control2: Vec2(20, -10), to: Vec2(20, 0)))
    #expect(result[4] == .quadratic(control: Vec2(35, -10), to: Vec2(40, 0)))
  }

  @Test func arcBecomesCubicsEndingExactlyOnItsEndPoint() throws {
    // A half circle of radius 10 from (0,0) to (20,0) with sweep flag 1.
    let result = try commands("M 0 0 A 10 10 0 0 1 20 0")
    #expect(result.count == 3)  // move + two 90° pieces
    guard case .cubic(_, _, let middle) = result[1], case .cubic(_, _, let end) = result[2] else { Issue.record("\(result)"); return }
    #expect(end == Vec2(20, 0))
    // Sweep 1 goes in the positive-angle direction, which on a y-down screen passes above the chord.
    #expect(abs(middle.x - 10) < 1e-9 && abs(middle.y + 10) < 1e-9)
  }

  @Test func arcFlagsMayRunIntoTheNextNumber() throws {
    // Flags 1 and 0, then the end point (20, 0); radius 5 is too small for the chord, so it
    // scales up to 10 and the arc is a half circle: two 90° pieces.
    let result = try commands("M0 0a5 5 0 1020 0")
    #expect(result.count == 3)
    #expect(result.last.map { if case .cubic(_, _, let end) = $0 { end == Vec2(20, 0) } else { false } } == true)
  }

  @Test func tooSmallArcRadiiScaleUpAndZeroRadiiDrawALine() throws {
    #expect(try commands("M0 0 A 0 5 0 0 1 10 0") == [.move(Vec2(0, 0)), .line(Vec2(10, 0))])
    let scaled = try commands("M0 0 A 1 1 0 0 1 10 0")
    guard case .cubic(_, _, let end)? = scaled.last else { Issue.record("\(scaled)"); return }
    #expect(end == Vec2(10, 0))
  }

  @Test(arguments: [
    ("L 10 10", "must start with a command"),
    ("M 10", "expected a number, got the end"),
    ("M 0 0 A 1 1 0 2 0 5 5", "arc flag"),
    ("M 0 0 X 1", "expected a number, got \"X\""),
    ("M 0 0 L 1e999 0", "invalid number"),
    ("M 0 0 Z 5", "expected a command after Z"),
  ])
  func refusesWithAPreciseMessage(text: String, message: String) {
    guard case .failure(let failure) = SVGPathParser.parse(text) else { Issue.record("\(text) parsed"); return }
    #expect(failure.message.contains(message), "\(text): \(failure.message)")
  }
}
