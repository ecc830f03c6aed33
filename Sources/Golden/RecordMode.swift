/// When goldens are written. Goldens are only ever written when a mode asks for it.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Write goldens that do not exist yet; compare the rest. The default on a developer machine.
  case missing
  /// Write missing goldens and replace the ones that fail. For accepting an intended change.
  case failed
  /// Write every checked golden, whatever the comparison says.
  case all
  /// Write nothing: a missing golden is a failure. The default when `CI=true`.
  case never

  /// The name used by `--record` and `FLIPBOOK_RECORD`.
  public var description: String { rawValue }

  /// The environment variable that sets the mode when no explicit mode is given.
  public static let environmentVariable = "FLIPBOOK_RECORD"

  /// The mode in effect and why: an explicit mode (a `--record` flag, a `record:` argument)
  /// wins; otherwise `CI=true` means `.never` — a CI job must not quietly make its own goldens,
  /// so `FLIPBOOK_RECORD` is ignored there; otherwise `FLIPBOOK_RECORD`; otherwise `.missing`.
  public static func resolve(explicit: RecordMode?, environment: [String: String]) throws(GoldenError) -> (mode: RecordMode, reason: String) {
    if let explicit { return (explicit, "asked for") }
    if isCI(environment) {
      let ignored = environment[environmentVariable].map { $0.isEmpty ? "" : "; \(environmentVariable)=\($0) is ignored under CI" } ?? ""
      return (.never, "CI=\(environment["CI"] ?? "true")\(ignored)")
    }
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value.lowercased()) else {
        throw .invalidEnvironment(variable: environmentVariable, value: value,
                                  reason: "expected one of \(allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return (mode, "\(environmentVariable)=\(value)")
    }
    return (.missing, "default outside CI")
  }

  /// Whether `CI` is set to anything but an empty or false value. GitHub Actions, GitLab and
  /// most services set `CI=true`, but Woodpecker sets `CI=woodpecker` and older Drone
  /// `CI=drone`: only `true`, `1` and `yes` counted, so those jobs recorded their own goldens
  /// and passed (QA). `CI=false`, `0`, `no` or empty still mean a developer's machine.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
    return !["false", "0", "no", "off"].contains(value)
  }
}
