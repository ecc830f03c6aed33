import ArgumentParser

/// The `flipbook` command: JSON scene in, animated GIF / PNG frames / golden checks out.
public struct Flipbook: ParsableCommand {
  /// The version printed by `flipbook --version`; part of the determinism promise
  /// (same scene + same version ⇒ same bytes).
  public static let version = "0.1.0"

  public static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render JSON scene descriptions of UI animations to GIFs and PNG frames.",
    version: version,
    subcommands: [RenderCommand.self, EncodeCommand.self, ValidateCommand.self, GIFCompareCommand.self, SampleCommand.self, CheckCommand.self, StripCommand.self, SchemaCommand.self]
  )

  public init() {}

  /// Entry point: interrupted commands clean up their temporary outputs before exiting.
  public static func main() {
    AllocatorTuning.apply()
    TemporaryFiles.installSignalCleanup()
    if let topic = unknownHelpTopic(Array(CommandLine.arguments.dropFirst())) {
      // ArgumentParser would print the root's help and exit 0, so a typo would look like success.
      // The commands `--help` lists: a hidden one (gif-psnr, for the benchmarks) is not offered (QA).
      let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
      Console.error("unknown command '\(topic)'; the commands are \(shown.joined(separator: ", "))\n  See 'flipbook --help' for more information.")
      exit(withError: ExitStatus.usage)
    }
    var command: ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      exitReporting(error)
    }
    do {
      try command.run()
    } catch let error as ValidationError {
      TemporaryFiles.waitIfInterrupted()
      // Thrown by run(), when a check needs the scene (a frame past its end, say). ArgumentParser
      // would print the root's usage ("flipbook <subcommand>"), which says nothing about the
      // mistake; the message and the subcommand's help do.
      let name = type(of: command).configuration.commandName ?? "flipbook"
      Console.error("\(error.message)\n  See 'flipbook \(name) --help' for more information.")
      exit(withError: ExitStatus.usage)
    } catch {
      exitReporting(error)
    }
  }

  /// The subcommands' names, as typed.
  static var commandNames: [String] { configuration.subcommands.compactMap { $0.configuration.commandName } }

  /// The name in `flipbook help NAME` when NAME is no command (nil for anything else).
  static func unknownHelpTopic(_ arguments: [String]) -> String? {
    guard arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-") else { return nil }
    return (commandNames + ["help"]).contains(arguments[1]) ? nil : arguments[1]
  }

  /// Exits for `error` as ArgumentParser does (help and --version on stdout, exit codes), with
  /// its "Error: " replaced by the "flipbook: " every other message starts with, so a script or
  /// a reader sees one form whichever part of the tool found the mistake.
  static func exitReporting(_ error: any Error) -> Never {
    // An error caused by an interruption's cleanup: the signal ends the process instead.
    TemporaryFiles.waitIfInterrupted()
    let message = fullMessage(for: error)
    guard message.hasPrefix("Error: ") else { exit(withError: error) }
    Console.error(String(message.dropFirst("Error: ".count)))
    exit(withError: ExitCode(exitCode(for: error).rawValue) as any Error)
  }
}
