/// A map from 0xRRGGBB colours to small values on plain arrays (open addressing, linear
/// probing), for answers that are pure functions of the colour: the palette mapper's nearest
/// entry, the ordered dither's mix. Probed once per new pixel colour of every frame, so the
/// lookup is meant to be inlined into the mapping loops.
///
/// It grows as it fills, up to `maximumSlotsLog2`; there it starts over rather than grow
/// without bound (photo-like content has millions of colours), and the answers are computed
/// again identically, so what is cached never changes the output.
struct ColorCache<Value: BitwiseCopyable & Sendable>: Sendable {
  /// rgb | occupiedBit, or 0 for an empty slot.
  private var keys: [UInt32]
  private var values: [Value]
  private(set) var count = 0
  private let maximumSlotsLog2: Int
  private let emptyValue: Value
  private static var occupiedBit: UInt32 { 1 << 24 }

  /// An empty cache of at most 2^`maximumSlotsLog2` slots (half of them used at most);
  /// `emptyValue` fills the unused value slots.
  init(maximumSlotsLog2: Int, emptyValue: Value) {
    self.maximumSlotsLog2 = maximumSlotsLog2
    self.emptyValue = emptyValue
    keys = [UInt32](repeating: 0, count: 1 << 12)
    values = [Value](repeating: emptyValue, count: 1 << 12)
  }

  /// The value cached for `rgb`, or nil and the slot where `insert` puts it.
  @inline(__always) func find(_ rgb: UInt32) -> (value: Value?, slot: Int) {
    let key = rgb | Self.occupiedBit
    let mask = keys.count - 1
    var slot = Self.home(key, mask)
    while keys[slot] != 0 {
      if keys[slot] == key { return (values[slot], slot) }
      slot = (slot + 1) & mask
    }
    return (nil, slot)
  }

  /// Caches `value` for `rgb`, which `find` just missed at `slot`. Returns true when the cache
  /// was full and started over: `value` is then the only entry.
  @discardableResult
  mutating func insert(_ rgb: UInt32, _ value: Value, at slot: Int) -> Bool {
    var startedOver = false
    var slot = slot
    if (count + 1) * 2 > keys.count {
      if keys.count < 1 << maximumSlotsLog2 {
        grow()
      } else {
        removeAll()
        startedOver = true
      }
      slot = find(rgb).slot
    }
    keys[slot] = rgb | Self.occupiedBit
    values[slot] = value
    count += 1
    return startedOver
  }

  /// Forgets every entry (the slots stay allocated).
  mutating func removeAll() {
    keys = [UInt32](repeating: 0, count: keys.count)
    count = 0
  }

  /// Fibonacci hashing spreads neighbouring colours (ramps) across the table.
  @inline(__always) private static func home(_ key: UInt32, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  private mutating func grow() {
    let oldKeys = keys, oldValues = values
    keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
    values = [Value](repeating: emptyValue, count: oldKeys.count * 2)
    let mask = keys.count - 1
    for index in 0..<oldKeys.count where oldKeys[index] != 0 {
      var slot = Self.home(oldKeys[index], mask)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[index]
      values[slot] = oldValues[index]
    }
  }
}
