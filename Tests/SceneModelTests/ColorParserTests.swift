import Testing
import Timing
@testable import SceneModel

@Suite struct ColorParserTests {
  func rgba8(_ text: String) throws -> [Int] {
    let color = try ColorParser.parse(text).get()
    return [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
  }

  @Test(arguments: [
    ("#F80", [255, 136, 0, 255]), ("#f80c", [255, 136, 0, 204]), ("#007AFF", [0, 122, 255, 255]),
    ("#007aff80", [0, 122, 255, 128]), ("rgb(255, 0, 128)", [255, 0, 128, 255]),
    ("rgba(255, 0, 0, 0.5)", [255, 0, 0, 128]), ("rgb(100%, 50%, 0%)", [255, 128, 0, 255]),
    ("rgb(255 0 0 / 25%)", [255, 0, 0, 64]), ("white", [255, 255, 255, 255]), ("transparent", [0, 0, 0, 0]),
    ("systemBlue", [0, 122, 255, 255]),
  ])
  func parses(text: String, expected: [Int]) throws {
    #expect(try rgba8(text) == expected)
  }

  /// CSS's other function and its full name list (QA: hsl() and rebeccapurple were refused).
  /// The hsl values are CSS Color 4's own examples and the named colours they equal.
  @Test(arguments: [
    ("hsl(0, 100%, 50%)", [255, 0, 0, 255]), ("hsl(120deg 100% 25%)", [0, 128, 0, 255]),
    ("hsla(240, 100%, 50%, 0.5)", [0, 0, 255, 128]), ("hsl(270 50% 40% / 25%)", [102, 51, 153, 64]),
    ("hsl(-90, 50%, 40%)", [102, 51, 153, 255]), ("hsl(39, 100%, 50%)", [255, 166, 0, 255]),
    ("rebeccapurple", [102, 51, 153, 255]), ("tomato", [255, 99, 71, 255]), ("DodgerBlue", [30, 144, 255, 255]),
    ("gray", [128, 128, 128, 255]), ("lightgoldenrodyellow", [250, 250, 210, 255]),
  ])
  func parsesHSLAndCSSNames(text: String, expected: [Int]) throws {
    #expect(try rgba8(text) == expected, "\(text)")
  }

  @Test func everyCSSNamedColourIsKnown() throws {
    #expect(CSSNamedColors.hexByName.count == 148)
    for name in CSSNamedColors.hexByName.keys { #expect(throws: Never.self) { try ColorParser.parse(name).get() } }
    #expect(ColorParser.parse("hsl(30, 100, 50%)").failureMessage?.contains("saturation and lightness are percentages, got \"100\"") == true)
  }

  // Not CSS numbers, though Swift's Double reads them (QA: rgb(0x10,0,0) was accepted).
  @Test(arguments: ["#12", "#GGGGGG", "rgb(1,2)", "rgb(300, 0, 0)", "rgba(0,0,0,2)", "blu", "rgb(1,2,3", "hsl(30, 100%, 150%)", "hsl(x, 1%, 1%)",
                    "rgb(0x10, 0, 0)", "rgb(255., 0, 0)", "rgba(0, 0, 0, inf)", "hsl(0x1e, 50%, 50%)", "rgb(1_0, 0, 0)"])
  func refuses(text: String) {
    #expect(throws: ColorSyntaxError.self) { try ColorParser.parse(text).get() }
  }

  @Test func suggestsNames() throws {
    let message = try #require(ColorParser.parse("whte").failureMessage)
    #expect(message.contains("did you mean \"white\"?"))
    // Spelled as UIKit spells it, and every hex form listed (QA: "systemgray", no #RGBA).
    let system = try #require(ColorParser.parse("systemGray7").failureMessage)
    #expect(system.contains("did you mean \"systemGray\"?") && system.contains("#RGBA"), "\(system)")
  }

  /// One CSS form or the other, not a mix (QA: all three were taken as colours).
  @Test(arguments: [
    ("rgba(255 149 0 0.5)", "without commas the alpha follows a '/'"),
    ("rgb(255, 149 0)", "needs a comma between every two values, and none after the last"),
    ("rgb(255,149,0,)", "needs a comma between every two values, and none after the last"),
    ("rgb(255, 149, 0 / 50%)", "mixes commas with '/'"),
  ])
  func mixedSyntaxIsRefusedSayingWhichForm(text: String, message: String) throws {
    let refused = try #require(ColorParser.parse(text).failureMessage)
    #expect(refused.contains(message), "\(refused)")
  }
}

extension Result where Failure == ColorSyntaxError {
  var failureMessage: String? {
    if case .failure(let error) = self { return error.message }
    return nil
  }
}
