import Foundation
import SceneModel

/// The PNG bytes of the frames a frame sequence encoded last, by what they draw: a frame that
/// draws the same as one of them (a scene holding still between two animations) is written
/// from those bytes instead of being drawn and compressed again.
///
/// Two frames draw the same pixels when their states are equal apart from the instant: the
/// renderer never reads the time (the GIF plan merges static time on the same rule). Shared
/// by the render threads; a few entries are enough, as the threads take frames in order.
final class EncodedFrameMemo: @unchecked Sendable {
  private let lock = NSLock()
  /// Most recent last; at most `capacity`.
  private var entries: [(state: FrameState, bytes: [UInt8])] = []
  private let capacity: Int

  /// A memo of the last `capacity` frames encoded.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The bytes of a remembered frame that draws what `state` draws, if any.
  func bytes(drawing state: FrameState) -> [UInt8]? {
    let key = Self.key(state)
    lock.lock()
    defer { lock.unlock() }
    return entries.last { $0.state == key }?.bytes
  }

  /// Remembers `bytes` as the encoding of `state`'s frame, and returns them.
  func remember(_ bytes: [UInt8], drawing state: FrameState) -> [UInt8] {
    let key = Self.key(state)
    lock.lock()
    defer { lock.unlock() }
    if !entries.contains(where: { $0.state == key }) {
      entries.append((key, bytes))
      if entries.count > capacity { entries.removeFirst() }
    }
    return bytes
  }

  /// `state` without its instant, which does not change a pixel.
  private static func key(_ state: FrameState) -> FrameState {
    var key = state
    key.time = .zero
    return key
  }
}
