import Testing
@testable import Encode

@Suite("The colour cache behind palette mapping and the ordered dither")
struct ColorCacheTests {
  @Test func growingKeepsEveryValue() {
    var cache = ColorCache<Int32>(maximumSlotsLog2: 20, emptyValue: 0)
    // 10 000 neighbouring colours (a ramp), from black, whose key must not read as an empty slot.
    let colors = (UInt32(0)..<10_000).map { $0 * 0x000101 }
    var inserted: [UInt32: Int32] = [:]
    for (n, rgb) in colors.enumerated() {
      let found = cache.find(rgb)
      #expect(found.value == nil)
      let startedOver = cache.insert(rgb, Int32(n), at: found.slot)
      #expect(!startedOver)
      inserted[rgb] = Int32(n)
    }
    #expect(cache.count == inserted.count)
    for (rgb, value) in inserted { #expect(cache.find(rgb).value == value) }
  }

  @Test func atItsLargestItStartsOverWithTheNewValueAlone() {
    var cache = ColorCache<UInt8>(maximumSlotsLog2: 12, emptyValue: 0)
    for rgb in UInt32(0)..<2048 { cache.insert(rgb, UInt8(rgb & 0xFF), at: cache.find(rgb).slot) }
    #expect(cache.count == 2048)
    #expect(cache.find(1000).value == UInt8(1000 & 0xFF))
    let startedOver = cache.insert(0xABCDEF, 7, at: cache.find(0xABCDEF).slot)
    #expect(startedOver)
    #expect(cache.count == 1)
    #expect(cache.find(0xABCDEF).value == 7)
    #expect(cache.find(1000).value == nil)
  }
}
