import Foundation
import Testing
import Raster

/// PathText.parent gives what NSString.deletingLastPathComponent gives, without its trap on
/// one-character paths (swift-corelibs-foundation: `flipbook check --golden g` crashed).
@Suite struct PathTextTests {
  @Test(arguments: [
    ("a/b", "a"), ("/a", "/"), ("a", ""), ("g", ""), ("g/", ""), ("é", ""), ("a/b/", "a"), ("/", "/"), ("", ""),
    ("a//b", "a"), ("/a/b/c.png", "/a/b"), ("./g", "."), ("gold/0000.png", "gold"),
  ])
  func parentMatchesFoundationsWithoutTrapping(path: String, parent: String) {
    #expect(PathText.parent(of: path) == parent)
    // Where Foundation does not trap (two characters or more, not "x/"), the two agree.
    if path.count > 1 && !(path.count == 2 && path.hasSuffix("/")) {
      #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }
  }
}
