import Foundation
import Testing

/// A headless Chromium on this machine, if any (Debian's `chromium`; `scripts/setup --test` installs it).
enum HeadlessBrowser {
  static let path: String? = ["chromium", "chromium-browser", "google-chrome"].first(where: CLI.hasTool)

  /// Loads `page` in a fresh profile and returns the DOM after its scripts ran, and the
  /// browser's log, which holds every console message as `…:CONSOLE:…] "message"`.
  static func dumpDOM(_ page: URL, timeoutSeconds: Double = 30) throws -> (dom: String, log: String) {
    let profile = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
    process.arguments = [path!, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                         "--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // A hung browser must not hang the suite.
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeoutSeconds, execute: timer)
    let dom = out.fileHandleForReading.readDataToEndOfFile()
    let log = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    return (String(decoding: dom, as: UTF8.self), String(decoding: log, as: UTF8.self))
  }
}

/// The HTML report of `flipbook check` opened in a real browser: its script runs, wires every
/// failing frame's slider, and logs nothing to the console.
@Suite struct CheckReportBrowserTests {
  @Test(.enabled(if: HeadlessBrowser.path != nil, "no headless browser (chromium) installed; run scripts/setup --test to install Debian's chromium"))
  func reportOpensWithoutConsoleErrors() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0,2,4"]).status == 0)
    try fixture.tamper(frame: 2, x: 1, y: 1, to: (0, 0, 0, 255))
    try fixture.tamper(frame: 4, x: 3, y: 3, to: (0, 255, 0, 255))
    let check = try fixture.check(["--report", "report.html", "--frames", "0,1,2,4", "--record", "never"])
    #expect(check.status == 1)
    let page = fixture.folder.appendingPathComponent("report.html")

    let started = Date()
    let (dom, log) = try HeadlessBrowser.dumpDOM(page)
    #expect(Date().timeIntervalSince(started) < 30)
    // Frames 1 (no golden), 2 and 4 fail; each has a section, and the script counted them.
    for frame in [1, 2, 4] { #expect(dom.contains("id=\"frame-\(frame)\""), "frame \(frame) missing from the report") }
    #expect(dom.contains("<p id=\"report-status\" data-ready=\"true\">ready: 3 frames, 0 errors</p>"), "\(dom.suffix(400))")
    // The sliders were wired: the rendered image is clipped to half width.
    #expect(dom.components(separatedBy: "clip-path: inset(0px 50% 0px 0px)").count - 1 == 2)
    let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }
    #expect(console.isEmpty, "console messages: \(console)")
    // The toggle: a first click shows the rendered frame whole, a second the golden, each
    // label naming what the next click shows (QA: the first click showed the golden).
    let clicks = #"""
      <script>
      var button = document.querySelector(".flip button"), over = document.querySelector(".flip img.over");
      function state() { return button.textContent + " | " + over.style.clipPath; }
      var before = state(); button.click(); var once = state(); button.click();
      document.body.setAttribute("data-clicks", [before, once, state()].join(" ; "));
      </script>
      """#
    let html = try String(contentsOf: page, encoding: .utf8)
    let clicked = fixture.folder.appendingPathComponent("clicked.html")
    try CLI.write(html.replacingOccurrences(of: "</body>", with: clicks + "</body>"), to: clicked)
    let (clickedDOM, _) = try HeadlessBrowser.dumpDOM(clicked)
    #expect(clickedDOM.contains(#"data-clicks="show rendered | inset(0px 50% 0px 0px) ; show golden | inset(0px 0% 0px 0px) ; show rendered | inset(0px 100% 0px 0px)""#),
            "\(clickedDOM.prefix(600))")
  }
}
