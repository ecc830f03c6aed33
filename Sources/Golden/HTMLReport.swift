import Foundation

/// A self-contained HTML page for a golden check: every failing frame with its golden, the
/// rendered frame and the diff side by side, and a slider and a toggle to flip between golden
/// and rendered in place. Images are inlined as `data:` URLs and nothing is fetched, so the page
/// works as a CI artifact opened from disk.
public struct HTMLReport: Sendable {
  /// What was checked (the scene file), shown in the title.
  public var sceneFile: String
  /// The golden folder.
  public var goldenDirectory: String
  /// The tolerance the frames were judged by.
  public var tolerance: GoldenTolerance
  /// Every frame checked, in any order (the page sorts them).
  public var results: [FrameCheckResult]
  /// Images of the failing frames.
  public var artifacts: [FailureArtifact]
  /// Other failures worth a line, e.g. a GIF timing difference.
  public var otherFailures: [String]
  /// Why the check stopped before judging any frame (a scene or golden folder it could not
  /// use); non-empty makes the page say so instead of giving a verdict on frames.
  public var stoppedBecause: [String] = []
  /// Outputs of the check that could not be written (the failure images): shown as notes. The
  /// frames were still compared, so the verdict stays theirs.
  public var outputProblems: [String] = []

  /// A report.
  public init(sceneFile: String, goldenDirectory: String, tolerance: GoldenTolerance, results: [FrameCheckResult],
              artifacts: [FailureArtifact], otherFailures: [String] = []) {
    self.sceneFile = sceneFile
    self.goldenDirectory = goldenDirectory
    self.tolerance = tolerance
    self.results = results
    self.artifacts = artifacts
    self.otherFailures = otherFailures
  }

  /// The page, UTF-8.
  public var html: String {
    let sorted = results.sorted { $0.frameIndex < $1.frameIndex }
    let failing = sorted.filter(\.failed)
    let passed = failing.isEmpty && otherFailures.isEmpty && stoppedBecause.isEmpty
    // Recorded frames were written, not compared: "All 5 frames match" over a first recording
    // (or a --record failed run that replaced three) claimed a comparison that never happened (QA).
    let recorded = sorted.filter { if case .recorded = $0.outcome { true } else { false } }.count
    let recordedPart = recorded == 0 ? "" : "; \(recorded) recorded"
    let verdict = !stoppedBecause.isEmpty ? "The check could not run; no frame was compared."
      : passed && recorded == 0 ? "All \(sorted.count) frames match."
      : passed && recorded == sorted.count ? "All \(sorted.count) frames recorded."
      : passed ? "\(sorted.count - recorded) of \(sorted.count) frames match\(recordedPart)."
      : "\(failing.count) of \(sorted.count) frames fail\(recordedPart)" + (otherFailures.isEmpty ? "." : "; \(otherFailures.count) other failure\(otherFailures.count == 1 ? "" : "s").")
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Flipbook check: \(escape(sceneFile))</title>
      <script>window.flipbookErrors = []; window.addEventListener("error", function (e) { window.flipbookErrors.push(String(e.message)); });</script>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>Flipbook check: \(escape(sceneFile))</h1>
      <p class="verdict \(passed ? "pass" : "fail")">\(escape(verdict))</p>
      <p class="meta">Goldens: <code>\(escape(goldenDirectory))</code> · tolerance: \(escape(tolerance.description)) · magenta in the diff = over tolerance, amber = within tolerance</p>

      """
    for failure in stoppedBecause + otherFailures {
      page += "<p class=\"other-failure\">\(escape(failure))</p>\n"
    }
    for problem in outputProblems {
      page += "<p class=\"output-problem\">Not written: \(escape(problem))</p>\n"
    }
    for artifact in artifacts.sorted(by: { $0.frameIndex < $1.frameIndex }) {
      page += section(for: artifact)
    }
    page += "<h2>All frames</h2>\n<ul class=\"frames\">\n"
    for result in sorted {
      page += "<li class=\"\(result.failed ? "fail" : "pass")\">\(result.failed ? "<a href=\"#frame-\(result.frameIndex)\">" : "")\(escape(result.summary))\(result.failed ? "</a>" : "")</li>\n"
    }
    page += "</ul>\n<p id=\"report-status\">loading</p>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  private func section(for artifact: FailureArtifact) -> String {
    let actual = dataURL(artifact.actualPNG)
    var text = "<section class=\"frame\" id=\"frame-\(artifact.frameIndex)\" data-frame=\"\(artifact.frameIndex)\">\n"
    text += "<h2>Frame \(artifact.frameIndex) (\(escape(GoldenFormat.seconds(artifact.timeSeconds))))</h2>\n<p>\(escape(artifact.summary))</p>\n"
    guard let expectedPNG = artifact.expectedPNG, let diffPNG = artifact.diffPNG else {
      text += "<div class=\"side\">\(figure(actual, "rendered (no golden)"))</div>\n</section>\n"
      return text
    }
    let expected = dataURL(expectedPNG)
    text += "<div class=\"side\">\(figure(expected, "expected (golden)"))\(figure(actual, "actual (rendered)"))\(figure(dataURL(diffPNG), "diff"))</div>\n"
    text += """
      <div class="flip">
      <div class="stack"><img class="under" alt="expected" src="\(expected)"><img class="over" alt="actual" src="\(actual)"></div>
      <label>golden ◀ <input type="range" min="0" max="100" value="50" aria-label="reveal rendered frame"> ▶ rendered</label>
      <button type="button">show rendered</button>
      </div>
      </section>

      """
    return text
  }

  private func figure(_ source: String, _ caption: String) -> String {
    "<figure><img alt=\"\(escape(caption))\" src=\"\(source)\"><figcaption>\(escape(caption))</figcaption></figure>"
  }

  private func dataURL(_ png: [UInt8]) -> String {
    "data:image/png;base64," + Data(png).base64EncodedString()
  }

  /// Escapes text for HTML content and attribute values.
  func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
    .verdict.fail { color: #c00; font-weight: 600; } .verdict.pass { color: #080; font-weight: 600; }
    .meta { color: #555; } .other-failure { color: #c00; } .output-problem { color: #a60; }
    section.frame { border-top: 1px solid #ddd; padding-top: 8px; margin-top: 16px; }
    .side { display: flex; flex-wrap: wrap; gap: 12px; }
    figure { margin: 0; } figcaption { color: #555; font-size: 12px; }
    img { image-rendering: pixelated; max-width: 100%; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .flip { margin-top: 8px; } .stack { position: relative; display: inline-block; }
    .stack img { display: block; } .stack img.over { position: absolute; left: 0; top: 0; }
    li.fail a { color: #c00; } li.pass { color: #555; }
    """

  /// Wires each slider (clips the rendered image to reveal the golden under it) and toggle,
  /// then writes a status line the browser test reads: `ready: N frames, 0 errors`.
  static let script = """
    (function () {
      var flips = document.querySelectorAll(".flip");
      flips.forEach(function (flip) {
        var over = flip.querySelector("img.over");
        var slider = flip.querySelector("input");
        var button = flip.querySelector("button");
        function reveal(percent) { over.style.clipPath = "inset(0 " + (100 - percent) + "% 0 0)"; }
        // The button shows the rendered frame whole unless it already is, then the golden;
        // its label names what a click will show.
        function label() { button.textContent = slider.value === "100" ? "show golden" : "show rendered"; }
        slider.addEventListener("input", function () { reveal(Number(slider.value)); label(); });
        button.addEventListener("click", function () {
          slider.value = slider.value === "100" ? "0" : "100";
          reveal(Number(slider.value));
          label();
        });
        reveal(Number(slider.value));
      });
      var status = document.getElementById("report-status");
      status.textContent = "ready: " + document.querySelectorAll("section.frame").length + " frames, " + window.flipbookErrors.length + " errors";
      status.setAttribute("data-ready", "true");
    })();
    """
}
