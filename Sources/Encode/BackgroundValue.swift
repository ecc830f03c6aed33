import Dispatch

/// A value computed on another thread while the caller goes on; reading it waits for it.
///
/// For setup that is needed only later, such as the motion-frame colour subsets (a few ms of
/// serial work before the first approximated frame), so it overlaps with the first frames'
/// rendering instead of delaying every thread.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchGroup()
  /// Written once on the computing thread before `done` is left; read only after waiting on it.
  private var result: Value?

  /// Starts `compute` on another thread, or runs it now when `inBackground` is false.
  init(inBackground: Bool, _ compute: @escaping @Sendable () -> Value) {
    guard inBackground else {
      result = compute()
      return
    }
    done.enter()
    DispatchQueue.global().async { [self] in
      result = compute()
      done.leave()
    }
  }

  /// The value, once computed.
  var value: Value {
    done.wait()
    return result!
  }
}
