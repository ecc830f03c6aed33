import Encode

/// Collects a `--max-bytes` trial GIF in memory.
///
/// A stopping sink fails as soon as the GIF exceeds the budget, so a trial that cannot fit
/// costs only the frames it got through. A measuring sink lets the trial run to the end and
/// counts every byte, keeping them only while they fit: the search measures the smallest GIF it
/// can make that way, to say how far off an impossible budget is.
struct BudgetSink: GIFByteSink {
  let limitBytes: Int
  /// False for a measuring sink.
  let stopsAtLimit: Bool
  /// The GIF so far; empty once a measuring sink has gone over the budget.
  private(set) var bytes: [UInt8] = []
  /// Every byte written, kept or not.
  private(set) var byteCount = 0

  init(limitBytes: Int, stopsAtLimit: Bool = true) {
    self.limitBytes = limitBytes
    self.stopsAtLimit = stopsAtLimit
  }

  /// More was written than the budget allows (only a measuring sink gets past the limit).
  var isOverBudget: Bool { byteCount > limitBytes }

  mutating func write(_ chunk: [UInt8]) throws(EncodeError) {
    byteCount += chunk.count
    guard byteCount <= limitBytes else {
      if stopsAtLimit { throw .budgetExceeded(limitBytes: limitBytes) }
      bytes = []
      return
    }
    bytes.append(contentsOf: chunk)
  }
}
