import Foundation
import Testing
import Raster

/// Where outputs go: through symbolic links, keeping permissions, never replacing the current
/// folder, and with the frame folder's own rules (`.DS_Store` is disposable, `12.png` is not ours).
@Suite struct OutputDestinationTests {
  /// A tiny 0.1 s scene: six frames.
  static let sceneJSON = #"{"canvas": {"width": 8, "height": 8}, "duration": 0.1, "layers": [{"type": "rect", "position": [4, 4], "size": [4, 4], "fillColor": "red"}]}"#

  func fixture() throws -> (folder: URL, scene: String) {
    let folder = try CLI.temporaryDirectory()
    let scene = folder.appendingPathComponent("s.json")
    try CLI.write(Self.sceneJSON, to: scene)
    return (folder, scene.path)
  }

  /// Before, `-o link/` replaced the link with a real folder and left its target empty.
  @Test func symbolicLinksAreWrittenThrough() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileManager = FileManager.default
    let real = folder.appendingPathComponent("real"), link = folder.appendingPathComponent("link")
    try fileManager.createDirectory(at: real, withIntermediateDirectories: false)
    try fileManager.createSymbolicLink(at: link, withDestinationURL: real)
    #expect(try CLI.run(["render", scene, "-o", link.path + "/", "-q"]).status == 0)
    #expect(try fileManager.destinationOfSymbolicLink(atPath: link.path) == real.path)
    #expect(try fileManager.contentsOfDirectory(atPath: real.path).sorted().first == "0000.png")

    let realGIF = folder.appendingPathComponent("real.gif"), linkGIF = folder.appendingPathComponent("link.gif")
    let realPNG = folder.appendingPathComponent("real.png"), linkPNG = folder.appendingPathComponent("link.png")
    try CLI.write("old", to: realGIF)
    try CLI.write("old", to: realPNG)
    try fileManager.createSymbolicLink(at: linkGIF, withDestinationURL: realGIF)
    try fileManager.createSymbolicLink(at: linkPNG, withDestinationURL: realPNG)
    #expect(try CLI.run(["render", scene, "-o", linkGIF.path, "-q"]).status == 0)
    #expect(try CLI.run(["render", scene, "-o", linkPNG.path, "--frame", "0"]).status == 0)
    #expect(try fileManager.destinationOfSymbolicLink(atPath: linkGIF.path) == realGIF.path)
    #expect(try fileManager.destinationOfSymbolicLink(atPath: linkPNG.path) == realPNG.path)
    #expect(try Data(contentsOf: realGIF).starts(with: Array("GIF89a".utf8)))
    #expect(try Data(contentsOf: realPNG).starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  /// A run killed with SIGKILL cannot remove its `.<name>.<pid>.tmp`; before, each one stayed
  /// beside the output for good. The next run removes those of ended processes only.
  @Test func temporariesOfKilledRunsAreRemoved() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileManager = FileManager.default
    // A process id that has certainly ended: a child that has exited and been waited for.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let ended = child.processIdentifier
    let live = ProcessInfo.processInfo.processIdentifier  // this test runner, running
    let names = [".a.gif.\(ended).tmp", ".frames.\(ended).tmp", ".frames.\(ended).old", ".b.png.\(ended).tmp",
                 ".a.gif.\(live).tmp", ".a.gif.\(ended).tmp.keep", ".a.gif.x.tmp", ".other.gif.\(ended).tmp"]
    for name in names { try CLI.write("partial", to: folder.appendingPathComponent(name)) }
    #expect(try CLI.run(["render", scene, "-o", folder.appendingPathComponent("a.gif").path, "-q"]).status == 0)
    #expect(try CLI.run(["render", scene, "-o", folder.appendingPathComponent("frames").path + "/", "-q"]).status == 0)
    #expect(try CLI.run(["render", scene, "-o", folder.appendingPathComponent("b.png").path, "--frame", "0"]).status == 0)
    let left = Set(try fileManager.contentsOfDirectory(atPath: folder.path))
    #expect(left == Set(["s.json", "a.gif", "frames", "b.png", ".a.gif.\(live).tmp", ".a.gif.\(ended).tmp.keep",
                         ".a.gif.x.tmp", ".other.gif.\(ended).tmp"]), "\(left.sorted())")
  }

  /// A link whose target does not exist yet was replaced by a regular file with the link's
  /// own mode, 0777; now the target is created through the link, with the usual permissions.
  /// The wrong kind of thing at -o is a usage error either way round (QA: 1 for one, 64 for the other).
  @Test func theWrongKindOfPathIsAUsageError() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("plainfile"), directory = folder.appendingPathComponent("dir.gif")
    try CLI.write("x", to: file)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    let asFolder = try CLI.run(["render", scene, "-o", file.path])
    #expect(asFolder.status == 64 && asFolder.stderr.contains("is a file, and a name without an extension is a folder of PNG frames"), "\(asFolder.stderr)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    #expect(try CLI.run(["render", scene, "-o", directory.path]).status == 64)
  }

  /// Links in a loop lead to no file: refused, and left as links (QA: one was replaced by a file).
  @Test func aLoopOfLinksIsRefused() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("one.gif"), two = folder.appendingPathComponent("two.gif")
    try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: "two.gif")
    try FileManager.default.createSymbolicLink(atPath: two.path, withDestinationPath: "one.gif")
    let result = try CLI.run(["render", scene, "-o", one.path])
    #expect(result.status == 64)
    #expect(result.stderr.contains("is a symbolic link that leads round in a loop"), "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: one.path) == "two.gif")
  }

  @Test func danglingLinkIsWrittenThrough() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileManager = FileManager.default
    let link = folder.appendingPathComponent("link.gif"), target = folder.appendingPathComponent("target.gif")
    try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: "target.gif")  // relative, dangling
    #expect(try CLI.run(["render", scene, "-o", link.path, "-q"]).status == 0)
    #expect(try fileManager.destinationOfSymbolicLink(atPath: link.path) == "target.gif")
    #expect(try Data(contentsOf: target).starts(with: Array("GIF89a".utf8)))
    let mode = try #require(try fileManager.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int)
    #expect(mode & 0o022 == 0 && mode & 0o111 == 0, "mode \(String(mode, radix: 8))")
    // A link into a folder that does not exist: an error naming the folder, the link kept.
    let nowhere = folder.appendingPathComponent("nowhere.gif")
    try fileManager.createSymbolicLink(atPath: nowhere.path, withDestinationPath: "/nonexistent-flipbook/x.gif")
    let result = try CLI.run(["render", scene, "-o", nowhere.path, "-q"])
    #expect(result.status != 0 && result.stderr.contains("/nonexistent-flipbook"), "\(result.stderr)")
    #expect(try fileManager.destinationOfSymbolicLink(atPath: nowhere.path) == "/nonexistent-flipbook/x.gif")
  }

  /// An input named like an output (a scene or a PNG frame called *.gif) was overwritten.
  @Test func anInputIsNeverTheOutput() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sceneAsGIF = folder.appendingPathComponent("scene.gif")
    try FileManager.default.copyItem(atPath: scene, toPath: sceneAsGIF.path)
    let render = try CLI.run(["render", sceneAsGIF.path, "-o", sceneAsGIF.path, "-q"])
    #expect(render.status == 64 && render.stderr.contains("is also an input"), "\(render.stderr)")
    #expect(try String(contentsOf: sceneAsGIF, encoding: .utf8) == Self.sceneJSON)
    let frame = folder.appendingPathComponent("f.png")
    #expect(try CLI.run(["render", scene, "-o", frame.path, "--frame", "0"]).status == 0)
    let pngAsGIF = folder.appendingPathComponent("frame.gif")
    try FileManager.default.copyItem(at: frame, to: pngAsGIF)
    let encode = try CLI.run(["encode", frame.path, pngAsGIF.path, "-o", pngAsGIF.path, "-q"])
    #expect(encode.status == 64 && encode.stderr.contains("is also an input"), "\(encode.stderr)")
    #expect(try Data(contentsOf: pngAsGIF) == Data(contentsOf: frame))
  }

  /// An image the scene reads was replaced by the render written over it, and a frame folder
  /// holding one was replaced whole (QA: exit 0, the image gone). Refused once the scene names it.
  @Test func anImageTheSceneReadsIsNeverTheOutput() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("frames/a.png")
    #expect(try CLI.run(["render", scene, "-o", folder.appendingPathComponent("frames").path + "/", "-q"]).status == 0)
    try FileManager.default.copyItem(at: folder.appendingPathComponent("frames/0000.png"), to: image)
    let original = try Data(contentsOf: image)
    let imageScene = folder.appendingPathComponent("image.json")
    try CLI.write(#"{"canvas": {"width": 8, "height": 8}, "duration": 0.1, "layers": [{"type": "image", "contents": "frames/a.png", "size": [8, 8], "anchorPoint": [0, 0]}]}"#, to: imageScene)
    for arguments in [["render", imageScene.path, "--frame", "0", "-o", image.path], ["strip", imageScene.path, "-o", image.path],
                      ["render", imageScene.path, "-o", folder.appendingPathComponent("frames").path + "/"], ["render", imageScene.path, "-o", folder.path + "/frames"]] {
      let result = try CLI.run(arguments + ["-q"])
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("is also an input") || result.stderr.contains("which the scene reads"), "\(result.stderr)")
      #expect(try Data(contentsOf: image) == original)
    }
    #expect(try CLI.run(["render", imageScene.path, "--frame", "0", "-o", folder.appendingPathComponent("other.png").path]).status == 0)
  }

  /// A legal name of 255 bytes: its temporary `.<name>.<pid>.tmp` went past the limit, and the
  /// write failed with "file name too long" (QA).
  @Test func theLongestLegalNameCanBeWritten() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent(String(repeating: "e", count: 251) + ".gif")
    let png = folder.appendingPathComponent(String(repeating: "é", count: 125) + "x.png")  // 255 bytes in UTF-8
    #expect(try CLI.run(["render", scene, "-o", gif.path, "-q"]).status == 0)
    #expect(try Data(contentsOf: gif).starts(with: Array("GIF89a".utf8)))
    #expect(try CLI.run(["render", scene, "-o", png.path, "--frame", "0"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: png.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  /// Replacing an output keeps its permission bits (a `chmod 700` frame folder came back 755).
  /// A read-only frame folder is replaced without leaving its old frames behind (QA: each run
  /// left a `.frames.<pid>.old` copy). Run as an ordinary user: root may unlink anything.
  @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs setpriv to run as a user"))
  func aReadOnlyFrameFolderIsReplacedWithoutLeftovers() throws {
    let (folder, scene) = try fixture()
    defer {
      _ = chmod(folder.appendingPathComponent("frames").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    _ = chmod(folder.path, 0o777)
    _ = chmod(scene, 0o644)
    func render() throws -> CLI.Result {
      let arguments = ["render", scene, "-o", folder.appendingPathComponent("frames").path + "/", "--quiet"]
      guard getuid() == 0 else { return try CLI.run(arguments) }
      return try CLI.runTool("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.executable.path] + arguments)
    }
    #expect(try render().status == 0)
    #expect(chmod(folder.appendingPathComponent("frames").path, 0o555) == 0)
    let again = try render()
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["frames", "s.json"], "\(names)")
    // A writable file in a read-only folder: the message names the folder, whose rights decide.
    let gif = folder.appendingPathComponent("frames/a.gif").path
    #expect(chmod(folder.appendingPathComponent("frames").path, 0o755) == 0)
    #expect(FileManager.default.createFile(atPath: gif, contents: Data(), attributes: [.posixPermissions: 0o666]))
    #expect(chmod(folder.appendingPathComponent("frames").path, 0o555) == 0)
    let arguments = ["render", scene, "-o", gif]
    let refused = getuid() == 0
      ? try CLI.runTool("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.executable.path] + arguments)
      : try CLI.run(arguments)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("permission denied (its folder \(folder.appendingPathComponent("frames").path) is not writable)"), "\(refused.stderr)")
  }

  @Test func permissionsAreKept() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileManager = FileManager.default
    let frames = folder.appendingPathComponent("frames"), gif = folder.appendingPathComponent("a.gif")
    try fileManager.createDirectory(at: frames, withIntermediateDirectories: false)
    try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: frames.path)
    try CLI.write("old", to: gif)
    try fileManager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: gif.path)
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    #expect(try CLI.run(["render", scene, "-o", gif.path, "-q"]).status == 0)
    #expect((try fileManager.attributesOfItem(atPath: frames.path)[.posixPermissions] as? Int) == 0o700)
    #expect((try fileManager.attributesOfItem(atPath: gif.path)[.posixPermissions] as? Int) == 0o640)
  }

  /// `-o .` swapped out the shell's current folder; it is refused before any work.
  @Test func currentFolderIsNotAFrameFolder() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inside = folder.appendingPathComponent("d")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
    for output in [".", "./", "..", inside.path] {
      let result = try CLI.run(["render", scene, "-o", output], in: inside)
      #expect(result.status == 64, "\(output): \(result.stderr)")
      #expect(result.stderr.contains("holds the current folder"), "\(result.stderr)")
    }
    #expect(FileManager.default.fileExists(atPath: inside.path))
  }

  /// Finder's `.DS_Store` does not block replacing a frame folder; `12.png`, which `render`
  /// never writes (frames have at least four digits), does, instead of being deleted.
  @Test func frameFolderRules() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    try CLI.write("", to: frames.appendingPathComponent(".DS_Store"))
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    try CLI.write("mine", to: frames.appendingPathComponent("12.png"))
    let refused = try CLI.run(["render", scene, "-o", frames.path + "/", "-q"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("it holds \"12.png\""), "\(refused.stderr)")
    #expect(FileManager.default.fileExists(atPath: frames.appendingPathComponent("12.png").path))
  }

  /// A file where the output's folder should be is named as a file, not as a missing folder.
  @Test func fileInPlaceOfTheOutputFolder() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("afile")
    try CLI.write("x", to: file)
    for arguments in [["-o", file.path + "/x.png", "--frame", "0"], ["-o", file.path + "/x.gif"]] {
      let result = try CLI.run(["render", scene] + arguments)
      #expect(result.status == 1)
      #expect(result.stderr.contains("\(file.path) is a file, not a folder"), "\(result.stderr)")
    }
  }
}

/// Devices and pipes are written in place: renaming a finished file over them replaced the
/// device with a plain file (as root, `check --report /dev/null` left an HTML file there).
extension OutputDestinationTests {
  /// Everything waiting in the pipe `descriptor` (opened non-blocking, so an empty pipe, or
  /// one nobody wrote to, ends the read instead of hanging the test).
  static func readAvailable(_ descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  @Test func aGIFAndAPNGStreamIntoNamedPipesThatStayPipes() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.gif")
    #expect(try CLI.run(["render", scene, "-o", file.path, "-q"]).status == 0)
    for (name, extra) in [("pipe.gif", [String]()), ("pipe.png", ["--frame", "2"])] {
      let fifo = folder.appendingPathComponent(name)
      #expect(mkfifo(fifo.path, 0o600) == 0)
      // Opened for reading first (the scene is tiny: its GIF fits in the pipe's buffer).
      let descriptor = open(fifo.path, O_RDONLY | O_NONBLOCK)
      #expect(descriptor >= 0)
      defer { close(descriptor) }
      let result = try CLI.run(["render", scene, "-o", fifo.path] + extra)
      let streamed = Self.readAvailable(descriptor)
      #expect(result.status == 0, "\(result.stderr)")
      let type = try FileManager.default.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType
      #expect(type != .typeRegular, "\(name) is still a pipe, not a file")
      if name.hasSuffix(".gif") {
        let written = try Data(contentsOf: file)
        #expect(streamed == written, "the same GIF as written to a file")
        #expect(result.stdout.contains("\(written.count) bytes"), "\(result.stdout)")
      } else {
        #expect(streamed.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      }
    }
  }

  @Test func aFrameFolderIsNeverMadeAmongTheDevices() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let typo = "/dev/flipbook-test-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: typo) }
    let result = try CLI.run(["render", scene, "-o", typo])
    #expect(result.status == 1)
    // Taken as a stream (a GIF, as /dev/null would be), which is not there: nothing is created.
    #expect(result.stderr.contains("cannot write \(typo): no such file or directory"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: typo))
  }
}

extension OutputDestinationTests {
  /// A device or pipe without an extension takes what one stream can: the GIF, or the PNG of
  /// --frame/--time; strip and --plot write their PNG to it (QA: `-o /dev/null`, which the
  /// README names, was refused as a frame folder by render and as "not .png" by strip).
  @Test func aDeviceWithoutAnExtensionTakesTheGIFOrThePNG() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("stream")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for (arguments, signature) in [(["render", scene], [UInt8]("GIF89a".utf8)), (["render", scene, "--frame", "1"], PNGChunkCheck.signature),
                                    (["strip", scene], PNGChunkCheck.signature)] {
      let descriptor = open(fifo.path, O_RDONLY | O_NONBLOCK)
      #expect(descriptor >= 0)
      let result = try CLI.run(arguments + ["-o", fifo.path, "-q"])
      let bytes = Self.readAvailable(descriptor)
      close(descriptor)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(bytes.starts(with: signature), "\(arguments): \(bytes.prefix(8).map { $0 })")
    }
    #expect(try CLI.run(["render", scene, "-o", "/dev/null"]).status == 0)
    #expect(try CLI.run(["sample", "--easing", "ease", "--plot", "/dev/null"]).status == 0)
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still the device")
  }
}

extension OutputDestinationTests {
  /// `-o /dev/stdout` (or `/dev/fd/1`) makes stdout the product: the line saying what was written
  /// goes to stderr instead, through a pipe and redirected to a file alike (QA: it landed inside
  /// the GIF, as a header no decoder opened or as bytes after the trailer, with exit 0).
  @Test func standardOutputAsTheOutputCarriesOnlyTheImage() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.gif")
    #expect(try CLI.run(["render", scene, "-o", file.path, "-q"]).status == 0)
    let written = try Data(contentsOf: file)
    let frames = folder.appendingPathComponent("frames")
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    let pngs = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted().map { frames.path + "/" + $0 }
    let encoded = folder.appendingPathComponent("encoded.gif")
    #expect(try CLI.run(["encode"] + pngs + ["-o", encoded.path, "-q"]).status == 0)

    // A budget the user's own settings fit writes the same GIF, and says what it chose.
    for (arguments, expected) in [(["render", scene], written), (["render", scene, "--max-bytes", "1MB"], written),
                                  (["encode"] + pngs, try Data(contentsOf: encoded))] {
      for output in ["/dev/stdout", "/dev/fd/1"] {
        let command = ([CLI.executable.path] + arguments + ["-o", output]).map { "'\($0)'" }.joined(separator: " ")
        let received = folder.appendingPathComponent("received.gif")
        // Redirected to a file by the shell, and through a pipe.
        for shellLine in ["\(command) > '\(received.path)'", "\(command) | cat > '\(received.path)'"] {
          let result = try CLI.runTool("/bin/sh", ["-c", shellLine])
          #expect(result.status == 0, "\(shellLine): \(result.stderr)")
          #expect(try Data(contentsOf: received) == expected, "\(shellLine): stdout carries the GIF alone")
          #expect(result.stderr.contains("\(expected.count) bytes"), "\(shellLine): the summary is on stderr: \(result.stderr)")
        }
      }
    }
    // A file that is not stdout still gets its line on stdout.
    let plain = try CLI.run(["render", scene, "-o", file.path])
    #expect(plain.stdout.contains("\(written.count) bytes") && !plain.stderr.contains("bytes"))
  }

  /// /dev/shm holds ordinary files and folders (a tmpfs), unlike the rest of /dev: a PNG, a GIF
  /// and a frame folder are written there, the file through a temporary and a rename (QA: every
  /// path under /dev was taken for a device: "no such file or directory", or an existing file
  /// overwritten in place). A typo beside the devices is still refused.
  @Test func sharedMemoryFolderTakesFilesAndFolders() throws {
    let (folder, scene) = try fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shm = try #require(FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm") : nil, "Linux has /dev/shm")
    let target = shm.appendingPathComponent("flipbook-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: target) }
    let png = target.appendingPathComponent("x.png")
    #expect(try CLI.run(["render", scene, "--frame", "1", "-o", png.path]).status == 0)
    let first = try FileManager.default.attributesOfItem(atPath: png.path)[.systemFileNumber] as? Int
    #expect(try CLI.run(["render", scene, "--frame", "2", "-o", png.path]).status == 0)
    // Replaced by a rename (a new inode), not overwritten in place.
    #expect(try FileManager.default.attributesOfItem(atPath: png.path)[.systemFileNumber] as? Int != first)
    #expect(try CLI.run(["render", scene, "-o", target.appendingPathComponent("x.gif").path, "-q"]).status == 0)
    let frames = target.appendingPathComponent("frames")
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).count == 6)
    let typo = try CLI.run(["render", scene, "-o", "/dev/nul"])
    #expect(typo.status == 1 && typo.stderr.contains("cannot write /dev/nul: no such file or directory"), "\(typo.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/dev/nul"))
  }
}
