import Foundation
import Testing

/// The demo GIF opens in a real browser (headless Debian Chromium): it decodes and has the
/// canvas's size. Skipped with a message when no browser is installed (scripts/setup --test installs it).
@Suite struct BrowserGIFTests {
  static let browser = ["chromium", "chromium-browser", "google-chrome"].first(where: CLI.hasTool)

  @Test(.enabled(if: BrowserGIFTests.browser != nil, "no Chromium installed: the browser check of the demo GIF is skipped"))
  func demoGIFLoadsInABrowser() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let hello = CLI.repository.appendingPathComponent("scenes/hello.json").path
    #expect(try CLI.run(["render", hello, "-o", folder.appendingPathComponent("hello.gif").path, "--quiet"]).status == 0)
    try CLI.write("""
      <html><body><img id="g" src="hello.gif"><div id="out">pending</div>
      <script>
      const img = document.getElementById('g');
      img.onload = () => { document.getElementById('out').textContent = 'loaded ' + img.naturalWidth + 'x' + img.naturalHeight; };
      img.onerror = () => { document.getElementById('out').textContent = 'error'; };
      </script></body></html>
      """, to: folder.appendingPathComponent("page.html"))
    let result = try CLI.tool(Self.browser!, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
                                              "--dump-dom", folder.appendingPathComponent("page.html").absoluteString])
    #expect(result.output.contains("<div id=\"out\">loaded 640x400</div>"), "browser said: \(result.output.suffix(300))")
  }
}
