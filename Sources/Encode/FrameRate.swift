/// A frame rate as an exact fraction of frames per second: `60`, `29.97` (2997/100) or
/// `30000/1001` (NTSC video, which 29.97 only approximates).
///
/// Exact, so that frame instants, GIF delays and the total length are computed in integers
/// and never drift, whatever the rate (a `Double` 29.97 is not 2997/100).
public struct FrameRate: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
  /// Frames per `denominator` seconds; with `denominator`, in lowest terms.
  public let numerator: Int64
  /// Seconds per `numerator` frames (≥ 1).
  public let denominator: Int64

  /// The highest rate accepted, in frames per second: above it a frame lasts under a twentieth
  /// of the shortest GIF delay.
  public static let maximumFramesPerSecond: Int64 = 1000

  /// Largest denominator in lowest terms: keeps every schedule product (frame index × 200 ×
  /// denominator) far inside 64 bits, and 1/1 000 000 s is finer than any video time base.
  public static let maximumDenominator: Int64 = 1_000_000

  /// `numerator / denominator` frames per second, reduced; nil unless both are positive, the
  /// rate is at most `maximumFramesPerSecond` and the reduced denominator at most
  /// `maximumDenominator`.
  public init?(numerator: Int64, denominator: Int64) {
    guard numerator > 0, denominator > 0 else { return nil }
    var a = numerator, b = denominator
    while b != 0 { (a, b) = (b, a % b) }
    let n = numerator / a, d = denominator / a
    guard d <= Self.maximumDenominator, n <= Self.maximumFramesPerSecond * d else { return nil }
    self.numerator = n
    self.denominator = d
  }

  /// A whole number of frames per second (1…1000).
  public init(integerLiteral value: Int) {
    guard let rate = FrameRate(numerator: Int64(value), denominator: 1) else {
      preconditionFailure("frame rate \(value) is outside 1…1000")
    }
    self = rate
  }

  /// Parses `60`, `29.97` (at most 6 decimals) or `30000/1001`; nil for anything else, for a
  /// rate of 0 and for one above `maximumFramesPerSecond`.
  public init?(text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2 {
      guard let numerator = Self.digits(parts[0]), let denominator = Self.digits(parts[1]) else { return nil }
      self.init(numerator: numerator, denominator: denominator)
      return
    }
    guard parts.count == 1 else { return nil }
    let decimal = text.split(separator: ".", omittingEmptySubsequences: false)
    guard decimal.count <= 2, let whole = Self.digits(decimal[0]) else { return nil }
    guard decimal.count == 2 else {
      self.init(numerator: whole, denominator: 1)
      return
    }
    guard decimal[1].count <= 6, let fraction = Self.digits(decimal[1]) else { return nil }
    var scale: Int64 = 1
    for _ in 0..<decimal[1].count { scale *= 10 }
    self.init(numerator: whole * scale + fraction, denominator: scale)
  }

  /// The value of 1…12 ASCII digits (enough for any accepted rate, and no overflow).
  private static func digits(_ text: Substring) -> Int64? {
    guard (1...12).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return Int64(text)
  }

  /// Whether this rate is at most `fps` whole frames per second.
  public func isAtMost(_ fps: Int) -> Bool { numerator <= Int64(fps) * denominator }

  /// `60`, `30000/1001`.
  public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
