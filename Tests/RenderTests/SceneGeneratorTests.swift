import Foundation
import Raster
import Testing
import Timing
@testable import Render
@testable import SceneModel

/// Seeded random scenes, valid and near-valid: valid ones must load and render, invalid ones must
/// produce errors that say where, and nothing may crash (a crash kills the test run).
@Suite struct SceneGeneratorTests {
  /// A small JSON builder so generated scenes are always well-formed text unless a mutation breaks them.
  indirect enum J {
    case number(Double), string(String), bool(Bool), array([J]), object([(String, J)])

    var text: String {
      switch self {
      case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
      case .string(let value): return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
      case .bool(let value): return value ? "true" : "false"
      case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
      case .object(let members): return "{" + members.map { "\"\($0.0)\":\($0.1.text)" }.joined(separator: ",") + "}"
      }
    }
  }

  struct Generator {
    var random: SplitMix64

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next(below: UInt64(items.count)))] }
    mutating func number(_ range: ClosedRange<Double>) -> Double {
      let unit = Double(random.next() >> 11) / Double(1 << 53)
      return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * 100).rounded() / 100
    }
    mutating func chance(_ probability: Double) -> Bool { number(0...1) < probability }

    static let colors = ["#FF9500", "#0af", "rgba(0, 122, 255, 0.5)", "white", "systemGreen", "rgb(10%, 20%, 30%)", "#11223344"]
    static let easings = ["linear", "easeIn", "ease-out", "default", "cubic-bezier(0.68, -0.55, 0.27, 1.55)", "steps(4, jump-both)",
                          "linear(0, 0.5 30%, 1)", "bouncy", "snappy"]

    mutating func value(kind: String) -> J {
      switch kind {
      case "vector": return .array([.number(number(-50...150)), .number(number(-50...150))])
      case "color": return .string(pick(Self.colors))
      default: return .number(number(0...1))
      }
    }

    /// An animation for a layer of `type`: only shape layers animate their stroke.
    mutating func animation(depth: Int, type: String) -> J {
      if depth < 2, chance(0.15) {
        return .object([("duration", .number(number(0.1...1.5))), ("animations", .array((0..<Int(number(1...3))).map { _ in animation(depth: depth + 1, type: type) }))])
      }
      var (property, kind) = pick([("opacity", "number"), ("position", "vector"), ("position.x", "number"), ("size", "vector"),
                                   ("backgroundColor", "color"), ("transform.scale", "number"), ("transform.rotation", "number"),
                                   ("cornerRadius", "number"), ("strokeEnd", "number"), ("shadowOpacity", "number"),
                                   ("borderColor", "color"), ("lineDashPhase", "number")])
      if ["strokeEnd", "lineDashPhase"].contains(property), !["rect", "ellipse", "path"].contains(type) { (property, kind) = ("opacity", "number") }
      var members: [(String, J)] = [("property", .string(property))]
      if chance(0.3) {
        let count = Int(number(2...4))
        members.append(("values", .array((0..<count).map { _ in value(kind: kind) })))
        if kind != "color", chance(0.3) { members.append(("calculationMode", .string(pick(["linear", "discrete", "paced", "cubic"])))) }
      } else {
        members.append(("from", value(kind: kind)))
        members.append(("to", value(kind: kind)))
      }
      members.append(("duration", .number(number(0...2))))
      if chance(0.5) { members.append(("beginTime", .number(number(-0.5...1.5)))) }
      if chance(0.5) { members.append(("timingFunction", .string(pick(Self.easings)))) }
      if chance(0.4) { members.append(("fillMode", .string(pick(["removed", "forwards", "backwards", "both"])))) }
      if chance(0.3) { members.append(("repeatCount", chance(0.2) ? .string("infinite") : .number(number(0...3.5)))) }
      if chance(0.2) { members.append(("autoreverses", .bool(true))) }
      if chance(0.1) { members.append(("speed", .number(number(0.5...3)))) }
      if chance(0.1) { members.append(("additive", .bool(true))) }
      return .object(members)
    }

    mutating func layer(depth: Int) -> J {
      let type = depth < 3 && chance(0.2) ? "group" : pick(["rect", "ellipse", "text", "path", "gradient", "image"])
      var members: [(String, J)] = [("type", .string(type)), ("position", value(kind: "vector")),
                                    ("size", .array([.number(number(0...120)), .number(number(0...80))]))]
      if chance(0.5) { members.append(("backgroundColor", .string(pick(Self.colors)))) }
      if chance(0.3) { members.append(("opacity", .number(number(0...1)))) }
      if chance(0.3) { members.append(("cornerRadius", .number(number(0...30)))) }
      if chance(0.3) { members.append(("transform", .object([("rotation", .number(number(-180...180))), ("scale", .number(number(0.1...2)))]))) }
      appearance(type: type, into: &members)
      if type == "text" {
        members.append(("text", .string(pick(["Hello", "MacBook Air と 一風堂", "", "1\n2\n3", "Ünïcödé ✓"]))))
        members.append(("fontSize", .number(number(6...40))))
      }
      if type == "group" {
        members.append(("children", .array((0..<Int(number(0...3))).map { _ in layer(depth: depth + 1) })))
        if chance(0.3) { members.append(("stagger", .object([("each", .number(number(0...0.5))), ("order", .string(pick(["forward", "reverse", "center", "random"]))), ("seed", .number(number(0...99).rounded()))]))) }
      }
      members.append(("animations", .array((0..<Int(number(0...3))).map { _ in animation(depth: 0, type: type) })))
      return .object(members)
    }

    /// Issue 4's keys: outlines, paths, gradients, images, borders, shadows, clipping, layer clocks.
    mutating func appearance(type: String, into members: inout [(String, J)]) {
      if ["rect", "ellipse", "path"].contains(type), chance(0.5) {
        members.append(("strokeColor", .string(pick(Self.colors))))
        members.append(("lineWidth", .number(number(0...12))))
        if chance(0.4) { members.append(("lineDashPattern", .array([.number(number(0.5...9)), .number(number(0...6))]))) }
        if chance(0.4) { members.append(("lineJoin", .string(pick(["miter", "round", "bevel"])))) }
        if chance(0.4) { members.append(("lineCap", .string(pick(["butt", "round", "square"])))) }
        if chance(0.4) { members.append(("strokeEnd", .number(number(0...1)))) }
      }
      if type == "path" {
        members.append(("path", .string(pick(["M 0 0 L 40 10 L 20 40 Z", "m 5 5 h 30 v 30 h -30 z", "M0 20 Q 20 -10 40 20 T 80 20",
                                              "M 10 10 A 15 10 30 1 1 40 30", "M 0 0 C 10 40 30 -20 40 20 S 60 0 70 30"]))))
      }
      if type == "gradient" {
        members.append(("colors", .array((0..<Int(number(0...3))).map { _ in .string(pick(Self.colors)) })))
        if chance(0.5) { members.append(("gradientType", .string(pick(["axial", "radial"])))) }
        if chance(0.5) { members.append(("startPoint", .array([.number(number(-0.5...1.5)), .number(number(-0.5...1.5))]))) }
      }
      if type == "image" {
        members.append(("contents", .string(pick(["assets/photo.jpg", "assets/avatar.png", "assets/spinner.gif"]))))
        members.append(("contentsGravity", .string(pick(ContentsGravity.allCases.map(\.rawValue)))))
      }
      if chance(0.2) { members.append(("masksToBounds", .bool(true))) }
      if chance(0.2) { members.append(("borderWidth", .number(number(0...6)))) }
      if !members.contains(where: { $0.0 == "cornerRadius" }), chance(0.2) {
        members.append(("cornerRadii", .array((0..<4).map { _ in .number(number(0...30)) })))
      }
      if chance(0.2) {
        members.append(("shadowOpacity", .number(number(0...1))))
        members.append(("shadowRadius", .number(number(0...10))))
        members.append(("shadowOffset", .array([.number(number(-5...5)), .number(number(-5...5))])))
      }
      if chance(0.15) { members.append(("beginTime", .number(number(-1...1)))) }
    }

    mutating func scene() -> J {
      .object([("canvas", .object([("width", .number(number(20...200))), ("height", .number(number(20...200))), ("scale", .number(pick([1, 2]))),
                                   ("background", .string(pick(Self.colors)))])),
               ("duration", .number(number(0.1...3))),
               ("layers", .array((0..<Int(number(1...4))).map { _ in layer(depth: 0) }))])
    }

    /// One small mistake somewhere in the document.
    mutating func mutate(_ node: J) -> J {
      switch node {
      case .object(var members) where !members.isEmpty && chance(0.6):
        let index = Int(random.next(below: UInt64(members.count)))
        if chance(0.7) { members[index].1 = mutate(members[index].1); return .object(members) }
        switch Int(number(0...3)) {
        case 0: members[index].0 = String(members[index].0.dropLast())  // a typo in a key
        case 1: members.remove(at: index)
        case 2: members.append(("bogusKey", .number(1)))
        default: members[index].1 = .string("not a \(members[index].0)")
        }
        return .object(members)
      case .array(var items) where !items.isEmpty && chance(0.7):
        let index = Int(random.next(below: UInt64(items.count)))
        items[index] = mutate(items[index])
        return .array(items)
      default:
        return pick([.number(-1e308), .number(1e308), .number(-3), .string("??"), .bool(true), .array([]), .object([]), .number(0)])
      }
    }
  }

  static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("fonts").path

  func load(_ text: String) throws(SceneError) -> Scene {
    let root: JSONNode
    do { root = try JSONParser.parse(text) } catch { throw .syntax(file: "gen.json", error) }
    let (scene, diagnostics) = SceneDecoder(baseDirectory: GoldenSupport.scenesFolder, fontsDirectory: Self.fonts).decode(root)
    guard let scene else { throw .invalid(file: "gen.json", diagnostics) }
    return scene
  }

  @Test(arguments: 0..<8)
  func validScenesLoadAndRender(batch: Int) throws {
    var generator = Generator(random: SplitMix64(seed: UInt64(1000 + batch)))
    for case_ in 0..<25 {
      let text = generator.scene().text
      let scene: Scene
      do {
        scene = try load(text)
      } catch {
        Issue.record("batch \(batch) case \(case_): a valid scene was refused: \(error)\n\(text)")
        continue
      }
      var small = scene
      small.canvas.scale = min(1, 40 / max(scene.canvas.widthPoints, scene.canvas.heightPoints))
      let renderer = try FrameRenderer(scene: small)
      let samples = [0, scene.frameCount / 2, scene.frameCount - 1]
      let sequence = FrameSequenceRenderer(renderer: renderer)
      for frame in 0..<scene.frameCount {
        let inRun = try sequence.render(frameIndex: frame)
        guard samples.contains(frame) else { continue }
        let pixels = try renderer.render(frameIndex: frame)
        #expect(pixels.width == small.canvas.widthPixels)
        // Skipping and partial redraws must never change a frame's pixels.
        let same = inRun == pixels  // a Bool, so a failure prints the scene rather than two buffers
        #expect(same, "batch \(batch) case \(case_) frame \(frame)\n\(text)")
      }
    }
  }

  /// Many more valid scenes, decoded (and evaluated at a few instants) without rasterizing.
  @Test(arguments: 0..<8)
  func validScenesLoadAndEvaluate(batch: Int) throws {
    var generator = Generator(random: SplitMix64(seed: UInt64(9000 + batch)))
    for case_ in 0..<250 {
      let text = generator.scene().text
      do {
        let scene = try load(text)
        for frame in [0, scene.frameCount / 3, scene.frameCount - 1] { _ = scene.state(atFrame: frame) }
      } catch {
        Issue.record("batch \(batch) case \(case_): a valid scene was refused: \(error)\n\(text)")
      }
    }
  }

  @Test(arguments: 0..<8)
  func nearValidScenesFailWithLocatedErrors(batch: Int) throws {
    var generator = Generator(random: SplitMix64(seed: UInt64(5000 + batch)))
    var refused = 0
    for case_ in 0..<400 {
      var text = generator.mutate(generator.scene()).text
      if generator.chance(0.1) { text = String(text.prefix(Int(generator.number(0...Double(text.count))))) }  // truncated file
      do {
        _ = try load(text)  // some mutations stay valid (a number replaced by another in range)
      } catch {
        refused += 1
        for diagnostic in error.diagnostics where diagnostic.severity == .error {
          #expect(!diagnostic.message.isEmpty)
          #expect(!diagnostic.path.isEmpty || diagnostic.location != nil, "case \(case_): \(diagnostic) has neither path nor position\n\(text)")
        }
        #expect(!error.description.isEmpty)
      }
    }
    #expect(refused > 150, "mutations should mostly be refused; only \(refused) of 400 were")
  }
}
