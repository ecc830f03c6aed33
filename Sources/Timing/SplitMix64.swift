/// SplitMix64 (Steele, Lea & Flood 2014; constants from Vigna's reference implementation):
/// a tiny seeded generator whose output is the same on every platform and Swift version,
/// unlike `SystemRandomNumberGenerator`. Used for reproducible random stagger orders.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  /// The generator state; advanced by the golden-ratio increment on each draw.
  public private(set) var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` by rejection sampling, so the result does not depend on
  /// the standard library's (unspecified) bounded-random algorithm.
  public mutating func next(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "bound must be positive")
    // Reject the low values that would make `% bound` biased.
    let threshold = (0 &- bound) % bound
    while true {
      let value = next()
      if value >= threshold { return value % bound }
    }
  }
}
