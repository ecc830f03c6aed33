import Timing

/// A value for every 60 fps frame of a scene, stored as runs: each run starts at a frame and
/// holds until the next run starts. A value that never changes is one run. Used for layouts
/// that follow a text as it changes (a counter's digits), computed once per distinct frame
/// when the scene is prepared instead of once per drawn frame.
public struct FrameRuns<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The frame each run starts at (the first is 0), increasing.
  public private(set) var startFrames: [Int]
  /// The value of each run.
  public private(set) var values: [Value]

  /// One value for every frame.
  public init(constant value: Value) {
    startFrames = [0]
    values = [value]
  }

  /// The values of frames `0..<max(1, frameCount)`, consecutive equal ones merged.
  public init(frameCount: Int, value: (Int) throws -> Value) rethrows {
    startFrames = []
    values = []
    for frame in 0..<max(1, frameCount) {
      let next = try value(frame)
      if values.last == next { continue }
      startFrames.append(frame)
      values.append(next)
    }
  }

  /// Whether every frame has the same value.
  public var isConstant: Bool { values.count == 1 }

  /// The value at frame 0.
  public var first: Value { values[0] }

  /// The value of frame `frame`: frames before 0 take frame 0's, frames past the end the last one's.
  public func value(atFrame frame: Int) -> Value {
    // The last run starting at or before `frame` (binary search: a counter can have a run per frame).
    var low = 0
    var high = startFrames.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if startFrames[middle] <= frame { low = middle } else { high = middle - 1 }
    }
    return values[low]
  }

  /// The value shown at scene time `time`: that of the 60 fps frame the time falls in.
  public func value(at time: TickTime) -> Value {
    value(atFrame: time.frameIndex())
  }

  /// The same frames with `transform` applied to each value; runs that become equal merge.
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> FrameRuns<Other> {
    var starts: [Int] = []
    var mapped: [Other] = []
    for (start, value) in zip(startFrames, values) {
      let next = try transform(value)
      if mapped.last == next { continue }
      starts.append(start)
      mapped.append(next)
    }
    return FrameRuns<Other>(startFrames: starts, values: mapped)
  }

  private init(startFrames: [Int], values: [Value]) {
    self.startFrames = startFrames
    self.values = values
  }
}
