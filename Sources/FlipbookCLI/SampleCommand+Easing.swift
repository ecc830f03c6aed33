import ArgumentParser
import Foundation
import Raster
import SceneModel
import Timing

extension SampleCommand {
  /// Easing mode: `x,progress` for x = i/steps, and optionally a plot of the curve.
  func runEasing(_ text: String) throws {
    let function: TimingFunction
    do {
      function = try TimingFunctionText.parse(text)  // a string, or a spring object's JSON as in a scene
    } catch {
      throw ValidationError("--easing: \(error.description)")
    }
    if duration == nil, let settling = function.settlingDurationSeconds, !settling.isFinite {
      // An undamped spring oscillates for ever: there is no settling time to sample it over.
      throw ValidationError("--easing: this spring never comes to rest (it has no damping: damping 0, dampingRatio 0 or bounce 1), so it has no length of its own; give --duration SECONDS to sample that much of it")
    }
    let evaluation = EasingEvaluation(function: function, durationSeconds: duration)
    let stepCount = steps ?? Self.defaultSteps

    // The plot is drawn first, so a file that cannot be written stops the command before any output.
    if let plot {
      let pixels = try EasingPlot(evaluation: evaluation, name: text.trimmingCharacters(in: .whitespacesAndNewlines)).render()
      do {
        try AtomicOutput.write(try pixels.pngData(), to: plot)
      } catch {
        Console.error(String(describing: error))
        throw ExitStatus.failure
      }
      // Nothing said on success: stdout carries the samples, and stderr only what went wrong.
    }

    var writer = SampleWriter(format: format, columns: ["x", "progress"], metadata: [
      ("easing", SampleText.jsonString(function.description)),
      ("durationSeconds", SampleText.jsonNumber(evaluation.durationSeconds)),
      ("steps", String(stepCount)),
    ])
    for index in 0...stepCount {
      // i / steps rather than accumulating 1/steps, so x = 1 is exact and no error builds up.
      let x = Double(index) / Double(stepCount)
      writer.append(SampleRow(
        csvFields: [SampleText.csvNumber(x), SampleText.csvNumber(evaluation.progress(x))],
        jsonMembers: [("x", SampleText.jsonNumber(x)), ("progress", SampleText.jsonNumber(evaluation.progress(x)))]
      ))
    }
    writer.finish()
  }
}

/// A timing function evaluated as `sample --easing` promises: Béziers solved far more tightly
/// than an animation needs, so the printed curve is the curve itself; springs over their settling time.
struct EasingEvaluation {
  /// The function sampled.
  let function: TimingFunction
  /// The duration passed to `progress(_:durationSeconds:)`.
  let durationSeconds: Double

  /// WebKit's solver tolerance is 1/(1000·d) in x: a 10⁶ s "animation" gives 1e-9, so the printed
  /// progress is within ~1e-9 × slope of the exact curve (a 1 s animation would only promise ~1.6e-6).
  static let preciseDurationSeconds = 1e6

  /// `durationSeconds` as given by `--duration`, else the spring's settling duration (the length
  /// of a spring animation without one), else `preciseDurationSeconds`.
  init(function: TimingFunction, durationSeconds: Double?) {
    self.function = function
    self.durationSeconds = durationSeconds ?? function.settlingDurationSeconds ?? Self.preciseDurationSeconds
  }

  /// Output progress at input `x` (the before flag is clear: sampling runs forwards in the active phase).
  func progress(_ x: Double) -> Double {
    function.progress(x, beforeFlag: false, durationSeconds: durationSeconds)
  }
}
