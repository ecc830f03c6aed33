@testable import Timing

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// A time in seconds (exact for millisecond inputs); traps on invalid test input.
func sec(_ value: Double) -> TickTime {
  TickTime(seconds: value)!
}
