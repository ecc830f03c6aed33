import Testing
@testable import Raster

@Suite("Strokes: width, caps, joins, dashes, trimming")
struct StrokeTests {
  static func horizontalLine() -> Path {
    var path = Path()
    path.move(to: 10, 20)
    path.line(to: 50, 20)
    return path
  }

  @Test(arguments: [(LineCap.butt, 40.0 * 4), (.square, 44.0 * 4), (.round, 40.0 * 4 + Double.pi * 4)])
  func capsAddTheExpectedArea(cap: LineCap, expectedArea: Double) throws {
    let canvas = try Canvas(widthPixels: 64, heightPixels: 40)
    canvas.stroke(Self.horizontalLine(), style: StrokeStyle(width: 4, cap: cap), transform: .identity, color: .black)
    #expect(abs(canvas.coveredArea - expectedArea) < 0.3)
    #expect(canvas.straight(30, 19) == [0, 0, 0, 255])
    #expect(canvas.straight(30, 17)[3] == 0)
  }

  /// A curved stroke's inner edge is where the offset curve is, not further in: the outline
  /// pivoted through every vertex of the flattened curve on its inner side, and accumulated
  /// coverage counted the sliver winding twice there, so a ring had ~0.05–0.13 px of extra ink
  /// along its inside (QA, against cairo). Exact annulus area, less only the chords' sagitta.
  @Test(arguments: [(30.0, 10.0), (12.0, 6.0), (60.0, 3.0)])
  func aRingHasTheAreaOfItsAnnulus(radius: Double, width: Double) throws {
    let canvas = try Canvas(widthPixels: 160, heightPixels: 160)
    let circle = Path.ellipse(x: 80 - radius, y: 80 - radius, width: 2 * radius, height: 2 * radius)
    canvas.stroke(circle, style: StrokeStyle(width: width), transform: .identity, color: .black)
    let outer = radius + width / 2, inner = radius - width / 2
    let exact = Double.pi * (outer * outer - inner * inner)
    // Flattening puts each chord at most 0.02 px inside its arc: both edges move in by at most
    // that, over their lengths; the pivot's extra ink was 0.05 px or more over the inner one.
    let slack = 0.02 * 2 * Double.pi * (outer + inner)
    #expect(abs(canvas.coveredArea - exact) < slack, "covered \(canvas.coveredArea), exact \(exact)")
    // And the extra ink the pivot gave is gone: no more than a tenth of it is left.
    #expect(canvas.coveredArea - exact < 0.005 * 2 * Double.pi * inner, "covered \(canvas.coveredArea), exact \(exact)")
  }

  @Test func strokeWidthScalesWithTheTransform() throws {
    let canvas = try Canvas(widthPixels: 128, heightPixels: 64)
    canvas.stroke(Self.horizontalLine(), style: StrokeStyle(width: 4), transform: .scale(x: 2, y: 2), color: .black)
    #expect(abs(canvas.coveredArea - 80 * 8) < 0.3)
  }

  @Test(arguments: [(LineJoin.miter, 0.0), (.bevel, -2.0), (.round, -2.0)])
  func joinsShapeTheOuterCorner(join: LineJoin, sign: Double) throws {
    // A right angle: the miter fills the outer corner square, bevel and round cut it.
    var path = Path()
    path.move(to: 10, 30)
    path.line(to: 30, 30)
    path.line(to: 30, 10)
    let canvas = try Canvas(widthPixels: 48, heightPixels: 48)
    canvas.stroke(path, style: StrokeStyle(width: 6, join: join), transform: .identity, color: .black)
    let corner = canvas.straight(32, 32)[3]  // the outer corner pixel
    if sign == 0 { #expect(corner == 255) } else { #expect(corner < 255) }
    // Without overlaps: two 20×6 arms overlapping in one 3×3 square plus the outer corner piece.
    let base = 2 * 20 * 6 - 9.0 + 3 * 3 - 9.0  // arms + inner overlap counted once
    let miterArea = base + 9, bevelArea = base + 4.5, roundArea = base + Double.pi * 9 / 4
    let expected = join == .miter ? miterArea : join == .bevel ? bevelArea : roundArea
    #expect(abs(canvas.coveredArea - expected) < 0.5)
  }

  @Test func miterLimitFallsBackToBevel() throws {
    var path = Path()
    path.move(to: 10, 40)
    path.line(to: 40, 20)
    path.line(to: 10, 24)  // a very sharp turn
    let sharp = try Canvas(widthPixels: 64, heightPixels: 64)
    sharp.stroke(path, style: StrokeStyle(width: 4, join: .miter, miterLimit: 100), transform: .identity, color: .black)
    let limited = try Canvas(widthPixels: 64, heightPixels: 64)
    limited.stroke(path, style: StrokeStyle(width: 4, join: .miter, miterLimit: 2), transform: .identity, color: .black)
    #expect(sharp.coveredArea > limited.coveredArea + 5)
  }

  @Test func closedShapesHaveAHole() throws {
    let canvas = try Canvas(widthPixels: 40, heightPixels: 40)
    canvas.stroke(.rect(x: 10, y: 10, width: 20, height: 20), style: StrokeStyle(width: 2), transform: .identity, color: .black)
    #expect(canvas.straight(20, 20)[3] == 0)
    #expect(canvas.straight(10, 20) == [0, 0, 0, 255] || canvas.straight(9, 20) == [0, 0, 0, 255])
    #expect(abs(canvas.coveredArea - (22 * 22 - 18 * 18)) < 0.01)
  }

  @Test func dashesCoverTheirShare() throws {
    let canvas = try Canvas(widthPixels: 64, heightPixels: 40)
    canvas.stroke(Self.horizontalLine(), style: StrokeStyle(width: 2, dashPattern: [5, 5]), transform: .identity, color: .black)
    #expect(abs(canvas.coveredArea - 40) < 0.1)  // half of 40 × 2
    #expect(canvas.straight(12, 20)[3] == 255)  // in the first dash
    #expect(canvas.straight(17, 20)[3] == 0)  // in the first gap
  }

  /// A pattern finer than a pixel is drawn as the undashed line at the share the dashes cover
  /// (QA: `[0.01, 0.01]` around an 80 pt rect was a solid line).
  @Test(arguments: [([0.01, 0.01], 0.5), ([0.001, 0.003], 0.25)])
  func dashesFinerThanAPixelCoverTheirShare(pattern: [Double], share: Double) throws {
    let canvas = try Canvas(widthPixels: 128, heightPixels: 128)
    canvas.stroke(.rect(x: 10, y: 10, width: 100, height: 100), style: StrokeStyle(width: 2, dashPattern: pattern), transform: .identity, color: .black)
    let undashedArea = 102.0 * 102 - 98 * 98
    #expect(abs(canvas.coveredArea - undashedArea * share) < undashedArea / 510)  // 8-bit alpha rounds each pixel by up to 1/510
    #expect(abs(Double(canvas.straight(60, 10)[3]) - 255 * share) <= 1)  // uniform, not dashed
    #expect(abs(Double(canvas.straight(61, 9)[3]) - 255 * share) <= 1)
  }

  /// A path of visible dashes keeps them however many there are (QA: more than 10 000 dashes
  /// in one subpath were drawn as a solid line): a serpentine of 100 rows 400 px long, one
  /// subpath, dashed [1, 1] — about 20 000 dashes covering half of it.
  @Test func manyVisibleDashesAreAllDrawn() throws {
    var path = Path()
    path.move(to: 2, 1.5)
    for row in 0..<100 {
      let y = 1.5 + 2 * Double(row)
      path.line(to: row % 2 == 0 ? 402 : 2, y)
      if row < 99 { path.line(to: row % 2 == 0 ? 402 : 2, y + 2) }
    }
    let canvas = try Canvas(widthPixels: 404, heightPixels: 204)
    canvas.stroke(path, style: StrokeStyle(width: 1, dashPattern: [1, 1]), transform: .identity, color: .black)
    let length = 100 * 400.0 + 99 * 2
    #expect(abs(canvas.coveredArea - length / 2) < length * 0.02)
    #expect(canvas.straight(10, 1)[3] > 200 && canvas.straight(11, 1)[3] < 55)  // a dash, then a gap
  }

  @Test(arguments: [0.0, 0.25, 0.33, 0.5, 1.0])
  func strokeEndTrimsByArcLength(end: Double) throws {
    let canvas = try Canvas(widthPixels: 64, heightPixels: 40)
    canvas.stroke(Self.horizontalLine(), style: StrokeStyle(width: 2, end: end), transform: .identity, color: .black)
    #expect(abs(canvas.coveredArea - 80 * end) < 0.05)
  }

  @Test func strokeStartAndEndOnACircle() throws {
    let canvas = try Canvas(widthPixels: 100, heightPixels: 100)
    let ring = Path.ellipse(x: 10, y: 10, width: 80, height: 80)
    canvas.stroke(ring, style: StrokeStyle(width: 4, start: 0.25, end: 0.5), transform: .identity, color: .black)
    // Clockwise from 3 o'clock: a quarter from 6 to 9 o'clock.
    #expect(abs(canvas.coveredArea - 0.25 * Double.pi * 80 * 4) < 2)
    #expect(canvas.straight(21, 79)[3] == 255)  // lower left, on the arc
    #expect(canvas.straight(79, 79)[3] == 0)  // lower right: trimmed away
    #expect(canvas.straight(21, 21)[3] == 0)  // upper left: trimmed away
  }

  @Test func dashesDoNotSlideWhenTheEndMoves() throws {
    let dashed = StrokeStyle(width: 2, dashPattern: [4, 4], end: 1)
    var trimmed = dashed
    trimmed.end = 0.5
    let full = try Canvas(widthPixels: 64, heightPixels: 40)
    full.stroke(Self.horizontalLine(), style: dashed, transform: .identity, color: .black)
    let half = try Canvas(widthPixels: 64, heightPixels: 40)
    half.stroke(Self.horizontalLine(), style: trimmed, transform: .identity, color: .black)
    for x in 10..<30 { #expect(full.straight(x, 20) == half.straight(x, 20)) }
  }

  /// A dash that touches the path at a single point draws nothing: one ending where the path
  /// starts (phase = dash length, the first frame of the `lineDashPhase` "draw on" idiom), or a
  /// dash cut to nothing by `strokeEnd` at the start of a later subpath (QA: a round-cap dot).
  @Test func aDashTouchingThePathAtOnePointDrawsNothing() throws {
    let canvas = try Canvas(widthPixels: 64, heightPixels: 40)
    canvas.stroke(Self.horizontalLine(), style: StrokeStyle(width: 6, cap: .round, dashPattern: [40, 40], dashPhase: 40), transform: .identity, color: .black)
    #expect(canvas.coveredArea == 0)

    var twoLines = Self.horizontalLine()
    twoLines.move(to: 10, 30)
    twoLines.line(to: 50, 30)
    let style = StrokeStyle(width: 4, cap: .round, dashPattern: [5, 5], end: 0.5)
    let trimmed = try Canvas(widthPixels: 64, heightPixels: 40)
    trimmed.stroke(twoLines, style: style, transform: .identity, color: .black)
    let firstOnly = try Canvas(widthPixels: 64, heightPixels: 40)
    firstOnly.stroke(Self.horizontalLine(), style: StrokeStyle(width: 4, cap: .round, dashPattern: [5, 5]), transform: .identity, color: .black)
    #expect(trimmed.coveredArea == firstOnly.coveredArea)
    #expect(trimmed.straight(10, 30)[3] == 0)
  }

  /// A zero-length dash of the pattern is a dot, drawn by its caps, even at the path's start.
  @Test func zeroLengthDashesAreDots() throws {
    let canvas = try Canvas(widthPixels: 64, heightPixels: 40)
    canvas.stroke(Self.horizontalLine(), style: StrokeStyle(width: 4, cap: .round, dashPattern: [0, 10]), transform: .identity, color: .black)
    #expect(abs(canvas.coveredArea - 4 * Double.pi * 4) < 1)  // dots at 0, 10, 20 and 30 along the line
    #expect(canvas.straight(10, 20)[3] > 200)
  }

  @Test func zeroLengthRoundCapDrawsADot() throws {
    var path = Path()
    path.move(to: 20, 20)
    path.line(to: 20, 20)
    let canvas = try Canvas(widthPixels: 40, heightPixels: 40)
    canvas.stroke(path, style: StrokeStyle(width: 10, cap: .round), transform: .identity, color: .black)
    #expect(abs(canvas.coveredArea - Double.pi * 25) < 0.5)
  }

  @Test(arguments: [Double.nan, .infinity, -1, 0, 1e-300, 1e12])
  func hostileStrokeValuesNeverTrap(value: Double) throws {
    let canvas = try Canvas(widthPixels: 16, heightPixels: 16)
    let path = Path.ellipse(x: 2, y: 2, width: 12, height: 12)
    canvas.stroke(path, style: StrokeStyle(width: value), transform: .identity, color: .black)
    canvas.stroke(path, style: StrokeStyle(width: 2, miterLimit: value, dashPattern: [value, 1], dashPhase: value, start: value, end: 1), transform: .identity, color: .black)
    canvas.stroke(path, style: StrokeStyle(width: 2, dashPattern: [1e-9, 1e-9]), transform: .scale(x: value, y: 1), color: .black)
    canvas.stroke(.rect(x: value, y: 0, width: 4, height: 4), style: StrokeStyle(width: 2, join: .round), transform: .identity, color: .black)
  }
}
