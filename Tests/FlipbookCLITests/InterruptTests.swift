import Foundation
import Testing

/// A render interrupted by a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 …) leaves the previous output intact and no
/// temporary files.
@Suite struct InterruptTests {
  static let longScene = """
    {"canvas": {"width": 375, "height": 667, "scale": 2}, "duration": 30, "layers": [
      {"type": "rect", "position": [187, 333], "size": [300, 300], "fillColor": "systemBlue", "cornerRadius": 40,
       "animations": [{"property": "transform.rotation", "from": 0, "to": 3600, "duration": 30}]}]}
    """

  // SIGHUP (a closed terminal, a dropped SSH session) left `.out.gif.<pid>.tmp` behind before.
  // SIGQUIT (Ctrl-\\) and SIGUSR1 (a job runner's signal) did too.
  // After cleaning up the process dies by the signal itself (it exited with 128 + n before,
  // and a shell loop of renders went on after Ctrl-C).
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1])
  func interruptedRenderCleansUp(signalNumber: Int32) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(Self.longScene, to: scene)
    for output in ["out.gif", "frames"] {
      let target = folder.appendingPathComponent(output)
      // A previous, good output that must survive.
      if output == "frames" {
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try CLI.write("old", to: target.appendingPathComponent("0000.png"))
      } else {
        try CLI.write("old", to: target)
      }
      let process = Process()
      process.executableURL = CLI.executable
      process.arguments = ["render", scene.path, "-o", target.path, "--quiet"]
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: 1.5)  // well inside a 1800-frame render
      kill(process.processIdentifier, signalNumber)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signalNumber,
              "\(output): \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
      let survivor = output == "frames" ? target.appendingPathComponent("0000.png") : target
      #expect(try String(contentsOf: survivor, encoding: .utf8) == "old", "\(output) was replaced or damaged")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
      #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }
  }

  /// A signal while a finished frame folder replaces the previous one waits for the swap:
  /// the new folder is complete, nothing is left beside it, and the process still dies by the
  /// signal. (QA: the cleanup deleted the new frames as they were renamed into place, leaving
  /// 1 of 60 frames with exit 0, or no folder at all.) The test pauses the swap half-way
  /// (FLIPBOOK_TEST_COMMIT_PAUSE_MS), when neither folder has the output's name.
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalDuringTheFolderSwapWaitsForIt(signalNumber: Int32) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("short.json")
    try CLI.write(#"{"canvas": {"width": 40, "height": 30}, "duration": 0.1, "layers": [{"type": "rect", "size": [10, 10], "fillColor": "red"}]}"#, to: scene)
    let target = folder.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try CLI.write("old", to: target.appendingPathComponent("0000.png"))
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["render", scene.path, "-o", target.path + "/", "--quiet"]
    var environment = ProcessInfo.processInfo.environment
    environment["FLIPBOOK_TEST_COMMIT_PAUSE_MS"] = "1500"
    process.environment = environment
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Six frames render in well under a second; then the swap pauses for 1.5 s.
    var waited = 0.0
    while waited < 20, !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".frames.\(process.processIdentifier).old").path) {
      Thread.sleep(forTimeInterval: 0.01)
      waited += 0.01
    }
    kill(process.processIdentifier, signalNumber)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signalNumber,
            "\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
    #expect(frames == (0..<6).map { String(format: "%04d.png", $0) }, "\(frames)")
    #expect(try Data(contentsOf: target.appendingPathComponent("0000.png")) != Data("old".utf8))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty, "left behind: \(leftovers)")
  }

  /// Under `nohup` SIGHUP stays ignored: the render goes on (and SIGTERM still cleans up).
  @Test func ignoredHangupStaysIgnored() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(Self.longScene, to: scene)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/nohup")
    process.arguments = [CLI.executable.path, "render", scene.path, "-o", folder.appendingPathComponent("out.gif").path, "--quiet"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 1.5)
    kill(process.processIdentifier, SIGHUP)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(process.isRunning, "nohup'd render stopped on SIGHUP (exit \(process.isRunning ? 0 : process.terminationStatus))")
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty)
  }

  /// Past a file-size limit (`ulimit -f`) the write fails with a reason and nothing is left;
  /// SIGXFSZ's default action killed the process with a core dump and kept the temporary.
  @Test func fileSizeLimitIsAWriteError() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(Self.longScene, to: scene)
    let command = "ulimit -f 8; exec '\(CLI.executable.path)' render '\(scene.path)' -o '\(folder.path)/out.gif' --quiet"
    let result = try CLI.runTool("/bin/sh", ["-c", command])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write \(folder.path)/out.gif: file too large"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
  }
}

/// Standard streams that cannot be written, and files past a size limit.
@Suite struct BrokenStreamTests {
  /// Runs flipbook with stdout going to /dev/full (every write fails with ENOSPC).
  static func runWithFullStdout(_ arguments: [String]) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = arguments
    process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let err = Pipe()
    process.standardError = err
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, String(decoding: errData, as: UTF8.self))
  }

  /// The summary line to a full stdout: the GIF is written and the command succeeds (it
  /// stopped with a fatal error in FileHandle, exit 132 and a backtrace, after writing it).
  /// A command whose stdout is its product fails, saying why.
  @Test func aFullStdoutIsNotACrash() throws {
    let (folder, scene) = try OutputDestinationTests().fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("a.gif")
    let render = try Self.runWithFullStdout(["render", scene, "-o", gif.path])
    #expect(render.reason == .exit && render.status == 0, "\(render.status) \(render.stderr)")
    #expect(render.stderr.isEmpty, "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: gif.path))
    let schema = try Self.runWithFullStdout(["schema"])
    #expect(schema.reason == .exit && schema.status == 1, "\(schema.status)")
    #expect(schema.stderr == "flipbook: cannot write to standard output: no space left on device\n", "\(schema.stderr)")
  }

  /// A summary line to a pipe whose reader has gone changes nothing (QA: `encode … | true`
  /// exited 141 by SIGPIPE after writing its GIF); data on stdout ends as a filter does, by
  /// SIGPIPE without a message, and so does a GIF or PNG on standard output (QA: `render -o
  /// /dev/stdout | head` said "broken pipe" and exited 1); a GIF written into a named pipe whose
  /// reader left is a write error.
  @Test func aClosedPipeEndsOnlyWhatWritesIntoIt() throws {
    let (folder, scene) = try OutputDestinationTests().fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    func bash(_ script: String) throws -> CLI.Result {
      try CLI.runTool("/bin/bash", ["-c", script], in: folder, environment: ["FLIPBOOK": CLI.executable.path, "PATH": "/usr/bin:/bin"])
    }
    let summary = try bash(#""$FLIPBOOK" render "\#(scene)" -o a.gif --max-bytes 100kB | true; echo "status ${PIPESTATUS[0]}""#)
    #expect(summary.stdout == "status 0\n", "\(summary.stdout) \(summary.stderr)")
    #expect(summary.stderr.isEmpty, "\(summary.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.gif").path))
    let samples = try bash(#""$FLIPBOOK" sample --easing ease --steps 1000000 | head -1; echo "status ${PIPESTATUS[0]}""#)
    #expect(samples.stdout == "x,progress\nstatus 141\n", "\(samples.stdout)")
    #expect(samples.stderr.isEmpty, "\(samples.stderr)")
    // hello.gif (187 kB) overfills the pipe's buffer, so the write fails whenever the reader
    // leaves, however late it is scheduled.
    let hello = CLI.repository.appendingPathComponent("scenes/hello.json").path
    let streamed = try bash(#"mkfifo pipe.gif && { (: < pipe.gif) & } && "$FLIPBOOK" render "\#(hello)" -o pipe.gif; echo "status $?""#)
    #expect(streamed.stdout == "status 1\n", "\(streamed.stdout)")
    #expect(streamed.stderr.contains("cannot write pipe.gif: broken pipe"), "\(streamed.stderr)")
    // hello.gif overfills the pipe here too, so the reader is gone before the last write.
    let piped = try bash(#""$FLIPBOOK" render "\#(hello)" -o /dev/stdout | head -c 10 > /dev/null; echo "status ${PIPESTATUS[0]}""#)
    #expect(piped.stdout == "status 141\n", "\(piped.stdout)")
    #expect(piped.stderr.isEmpty, "\(piped.stderr)")
  }

  /// Past `ulimit -f` a PNG output says "file too large" (it said "The operation could not be
  /// completed. (NSCocoaErrorDomain error 512.)"); nothing is left behind.
  @Test func aFileSizeLimitOnPNGOutputIsNamed() throws {
    let (folder, _) = try OutputDestinationTests().fixture()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("big.json")
    // Noise-like gradients compress badly: each 300×300 frame is well over the 2 kB limit.
    try CLI.write(#"{"canvas": {"width": 300, "height": 300}, "duration": 0.1, "layers": [{"type": "gradient", "position": [150, 150], "size": [300, 300], "colors": ["red", "blue"], "startPoint": [0, 0], "endPoint": [1, 1]}]}"#, to: scene)
    for (output, extra, message) in [("frames/", [String](), "cannot write frames to frames/: file too large"),
                                     ("one.png", ["--time", "0"], "cannot write one.png: file too large")] {
      let command = "ulimit -f 4; exec '\(CLI.executable.path)' render big.json -o \(output) \(extra.joined(separator: " "))"
      let result = try CLI.runTool("/bin/sh", ["-c", command], in: folder)
      #expect(result.status == 1, "\(output): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["big.json", "s.json"])
    }
  }
}
