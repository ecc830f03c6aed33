import Foundation

/// The per-scene settings in a golden folder's `golden.json`:
///
///     { "tolerance": "antialiasing" }
///     { "tolerance": { "maximumDeltaE": 3, "maximumFractionOverTolerance": 0.001 } }
///
/// Unknown keys are errors, as in scene files, so a misspelt setting cannot silently do nothing.
public struct GoldenConfiguration: Sendable, Equatable {
  /// The file name inside a golden folder.
  public static let fileName = "golden.json"

  /// The scene's tolerance, if the file sets one.
  public var tolerance: GoldenTolerance?

  /// A configuration.
  public init(tolerance: GoldenTolerance? = nil) {
    self.tolerance = tolerance
  }

  /// Parses the contents of `golden.json`; `file` names it in errors.
  public init(json bytes: [UInt8], file: String) throws(GoldenError) {
    let object = try GoldenJSON.object(bytes, file: file, expected: "a JSON object such as {\"tolerance\": \"antialiasing\"}")
    for key in object.keys.sorted() where key != "tolerance" && key != "$schema" {
      throw .invalidConfiguration(file: file, path: key, reason: GoldenJSON.unknownKey(key, in: bytes, expected: "golden.json knows \"tolerance\""))
    }
    guard let value = object["tolerance"] else { return }
    tolerance = try Self.tolerance(from: value, file: file, bytes: bytes)
  }

  private static func tolerance(from value: Any, file: String, bytes: [UInt8]) throws(GoldenError) -> GoldenTolerance {
    let names = GoldenTolerance.presets.map(\.name).joined(separator: ", ")
    if let name = value as? String {
      guard let preset = GoldenTolerance.preset(named: name) else {
        throw .invalidConfiguration(file: file, path: "tolerance", reason: "unknown preset \"\(name)\"; presets are \(names)")
      }
      return preset
    }
    guard let object = value as? [String: Any] else {
      throw .invalidConfiguration(file: file, path: "tolerance", reason: "expected a preset name (\(names)) or an object with maximumDeltaE and maximumFractionOverTolerance")
    }
    var deltaE = 0.0, fraction = 0.0
    for key in object.keys.sorted() {
      let number = try Self.number(object[key]!, file: file, path: "tolerance.\(key)")
      switch key {
      case "maximumDeltaE":
        guard number >= 0 else { throw .invalidConfiguration(file: file, path: "tolerance.\(key)", reason: "must be ≥ 0, got \(GoldenFormat.decimal(number))") }
        deltaE = number
      case "maximumFractionOverTolerance":
        guard (0...1).contains(number) else { throw .invalidConfiguration(file: file, path: "tolerance.\(key)", reason: "must be between 0 and 1 (a fraction of the frame's pixels), got \(GoldenFormat.decimal(number))") }
        fraction = number
      default:
        throw .invalidConfiguration(file: file, path: "tolerance.\(key)", reason: GoldenJSON.unknownKey(key, in: bytes, expected: "expected maximumDeltaE or maximumFractionOverTolerance"))
      }
    }
    return GoldenTolerance(maximumDeltaE: deltaE, maximumFractionOverTolerance: fraction)
  }

  private static func number(_ value: Any, file: String, path: String) throws(GoldenError) -> Double {
    // JSONSerialization turns true/false into NSNumber too, and on Linux `1 is Bool` holds,
    // so tell booleans apart by the type encoding ("c", a char) of their NSNumber.
    guard let boxed = value as? NSNumber, String(cString: boxed.objCType) != "c", boxed.doubleValue.isFinite else {
      throw .invalidConfiguration(file: file, path: path, reason: "expected a number")
    }
    return boxed.doubleValue
  }
}
