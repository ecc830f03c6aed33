import Foundation
import Testing
@testable import FlipbookCLI

/// A frame folder that cannot be moved into place says why (QA: the loser of two renders into
/// one folder said only "cannot move the frames into out/fr2/").
@Suite struct AtomicOutputMessageTests {
  @Test func aFailedRenameSaysWhy() {
    errno = ENOTEMPTY
    #expect(AtomicOutput.renameProblem() == "directory not empty (another render wrote it at the same time?)")
    errno = EACCES
    #expect(AtomicOutput.renameProblem() == "permission denied")
  }

  /// The whole path: a folder that appears between the check and the move (another render
  /// finishing first) is reported with the reason.
  @Test func aFolderThatAppearsMeanwhileIsNamedWithTheReason() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let destination = folder.appendingPathComponent("frames")
    do {
      try AtomicOutput.writeFrameDirectory(to: destination.path) { temporary in
        try Data([1]).write(to: temporary.appendingPathComponent("0000.png"))
        // Another render finishes first.
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        try Data([2]).write(to: destination.appendingPathComponent("0000.png"))
      }
      Issue.record("expected the move to fail")
    } catch {
      #expect(String(describing: error) == "cannot move the frames into \(destination.path): directory not empty (another render wrote it at the same time?)", "\(error)")
    }
  }
}
