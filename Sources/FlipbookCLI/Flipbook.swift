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
    main(nil)
  }
}
