import Foundation
import Testing
@testable import FlipbookCLI

/// The names a run looks at for stale temporaries: those starting with the prefix, byte for
/// byte, found by reading the folder itself.
@Suite struct TemporarySiblingNamesTests {
  @Test func namesStartingWithThePrefixAndNoOthers() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = [".été.gif.12.tmp", ".été.gif.", ".été.gif", ".été.gifx.12.tmp", ".ete.gif.12.tmp", "été.gif.12.tmp",
                 ".été.gif.9.old", ".é"]
    for name in names { try CLI.write("x", to: folder.appendingPathComponent(name)) }
    let long = "." + String(repeating: "a", count: 238) + "."
    try CLI.write("x", to: folder.appendingPathComponent(long + "7.tmp"))
    #expect(Set(TemporarySibling.names(in: folder.path, startingWith: ".été.gif.")) == [".été.gif.12.tmp", ".été.gif.", ".été.gif.9.old"])
    #expect(TemporarySibling.names(in: folder.path, startingWith: long) == [long + "7.tmp"])
    #expect(TemporarySibling.names(in: folder.appendingPathComponent("missing").path, startingWith: ".a.") == [])
  }
}
