import Raster
import Testing
@testable import Render
@testable import SceneModel

@Suite("Text layouts are laid out once per distinct text and draw the same pixels")
struct TextLayoutCacheTests {
  /// A label that never changes, a counter whose text changes every frame, and a line that
  /// moves and fades (same layout, different transform and colour).
  static let json = #"""
    {"canvas": {"width": 160, "height": 60, "background": "white"}, "duration": 1,
     "layers": [
       {"type": "text", "text": "Static label", "fontSize": 12, "color": "#1C1C1E", "position": [50, 12]},
       {"type": "text", "text": "0", "fontSize": 14, "color": "#007AFF", "position": [120, 12],
        "animations": [{"property": "text", "values": ["0", "1", "2", "3", "4", "5"], "duration": 1, "calculationMode": "discrete"}]},
       {"type": "text", "text": "Sliding line", "fontSize": 13, "color": "#3C3C43", "position": [40, 40],
        "animations": [{"property": "position.x", "to": 110, "duration": 1}, {"property": "opacity", "from": 0.2, "to": 1, "duration": 1}]}
     ]}
    """#

  @Test func cachedLayoutsDrawWhatFreshOnesDraw() throws {
    let scene = try SceneLoader().load(text: Self.json, baseDirectory: "/tmp").scene
    let shared = try FrameRenderer(scene: scene)
    for frame in [0, 7, 13, 29, 30, 45, 59, 7, 0] {
      let cached = try shared.render(frameIndex: frame)
      let fresh = try FrameRenderer(scene: scene).render(frameIndex: frame)
      let same = cached.bytes == fresh.bytes
      #expect(same, "frame \(frame)")
    }
    // One layout for the static label, one for the sliding line, one per counter value.
    #expect(shared.textLayouts.count == 2 + 6)
  }

  @Test func keysTellEveryInputApart() {
    let cache = TextLayoutCache()
    let style = TextStyle(fontFiles: [])
    var made = 0
    func layout(_ text: String, size: Double = 12, box: Double? = nil, style: TextStyle = style) -> TextLayout {
      cache.layout(for: TextLayoutCache.Key(text: text, style: style, fontSizePoints: size, boxWidthPoints: box)) {
        made += 1
        return TextLayout(text: text, fonts: [], sizePoints: size, alignment: .left, boxWidthPoints: box)
      }
    }
    _ = layout("a"); _ = layout("a")
    #expect(made == 1)
    _ = layout("a", size: 13); _ = layout("a", box: 40); _ = layout("b")
    var wrapped = style
    wrapped.letterSpacingPoints = 2
    _ = layout("a", style: wrapped)
    #expect(made == 5)
    #expect(cache.count == 5)
  }

  @Test func theCacheIsBounded() {
    let cache = TextLayoutCache()
    for index in 0..<(TextLayoutCache.capacity + 10) {
      _ = cache.layout(for: TextLayoutCache.Key(text: "\(index)", style: TextStyle(fontFiles: []), fontSizePoints: 12, boxWidthPoints: nil)) {
        TextLayout(text: "\(index)", fonts: [], sizePoints: 12, alignment: .left, boxWidthPoints: nil)
      }
    }
    #expect(cache.count <= TextLayoutCache.capacity)
    #expect(cache.count == 10)
  }
}
