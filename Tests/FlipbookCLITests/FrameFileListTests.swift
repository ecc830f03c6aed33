import Foundation
import Testing
@testable import FlipbookCLI

/// `flipbook encode`'s arguments: folders in numeric order, and the shell-glob ordering trap.
@Suite struct FrameFileListTests {
  @Test func numbersCompareByValue() {
    let names = ["frame10.png", "frame2.png", "frame1.png", "frame01.png", "frame100.png", "frame9.png", "a.png", "frame.png"]
    #expect(names.sorted(by: NaturalOrder.less)
      == ["a.png", "frame.png", "frame1.png", "frame01.png", "frame2.png", "frame9.png", "frame10.png", "frame100.png"])
    // Zero-padded names keep their usual order; numbers longer than 64 bits still compare.
    #expect(NaturalOrder.less("0009.png", "0010.png"))
    #expect(NaturalOrder.less("shot-99999999999999999999999.png", "shot-100000000000000000000000.png"))
    #expect(!NaturalOrder.less("f2.png", "f2.png"))
    #expect(NaturalOrder.less("take2-frame10.png", "take10-frame1.png"))
  }

  @Test func caseIsIgnoredExceptToBreakTies() {
    #expect(["b3.png", "B2.png", "b1.png", "B10.png"].sorted(by: NaturalOrder.less) == ["b1.png", "B2.png", "b3.png", "B10.png"])
    #expect(["Intro.png", "frame.png", "a.PNG"].sorted(by: NaturalOrder.less) == ["a.PNG", "frame.png", "Intro.png"])
    // Names equal but for case still have an order, the same whichever comes first.
    #expect(NaturalOrder.less("B1.png", "b1.png") && !NaturalOrder.less("b1.png", "B1.png"))
    #expect(FrameFileList.misorderedPair(["F1.png", "f10.png", "F2.png"])?.later == "F2.png")
  }

  @Test func skeletonIsTheNameWithoutItsNumbers() {
    #expect(NaturalOrder.skeleton("take2-frame0010.png") == "take#-frame#.png")
    #expect(NaturalOrder.skeleton("intro.png") == "intro.png")
  }

  @Test func globOrderOfUnpaddedNumbersIsSpotted() {
    let globbed = ["f1.png", "f10.png", "f11.png", "f2.png", "f3.png"].map { "dir/" + $0 }
    let pair = FrameFileList.misorderedPair(globbed)
    #expect(pair?.earlier == "dir/f11.png" && pair?.later == "dir/f2.png")  // as given, so the warning names the folder
    #expect(FrameFileList.misorderedPair(globbed.sorted(by: NaturalOrder.less)) == nil)
    // Padded names in glob order, a sequence played back and forth, and names of different
    // sequences are all as meant.
    #expect(FrameFileList.misorderedPair(["0001.png", "0002.png", "0010.png"]) == nil)
    #expect(FrameFileList.misorderedPair(["f1.png", "f2.png", "f3.png", "f2.png", "f1.png"]) == nil)
    #expect(FrameFileList.misorderedPair(["outro9.png", "intro1.png"]) == nil)
    // Orders no glob makes are meant (QA: a list reversed on purpose was told to use the folder).
    #expect(FrameFileList.misorderedPair(["f59.png", "f58.png", "f57.png"]) == nil)
    #expect(FrameFileList.misorderedPair(["f3.png", "f1.png", "f2.png"]) == nil)
  }

  @Test func foldersExpandToTheirPNGFilesInNumericOrder() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    for name in ["f10.png", "f2.PNG", "f1.png", ".f0.png", "notes.txt", "f3.png.bak"] {
      try Data([0]).write(to: frames.appendingPathComponent(name))
    }
    // A folder named like a frame is not one.
    try FileManager.default.createDirectory(at: frames.appendingPathComponent("f4.png"), withIntermediateDirectories: false)
    let expanded = try FrameFileList.expand(["intro.png", frames.path, frames.path + "/", "outro.png"])
    let inFolder = ["f1.png", "f2.PNG", "f10.png"]
    #expect(expanded == ["intro.png"] + inFolder.map { frames.path + "/" + $0 } + inFolder.map { frames.path + "/" + $0 } + ["outro.png"])
    // Files that do not exist are kept: reading them names them later.
    #expect(try FrameFileList.expand(["missing.png"]) == ["missing.png"])
  }

  @Test func aFolderWithoutPNGFilesIsAnError() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0]).write(to: folder.appendingPathComponent("readme.txt"))
    #expect(throws: FrameFileList.Failure.self) { try FrameFileList.expand([folder.path]) }
    do {
      _ = try FrameFileList.expand([folder.path])
    } catch {
      #expect(String(describing: error) == "\(folder.path): the folder holds no .png files")
    }
  }
}
