import Foundation

/// Values appended from whatever thread a repository is called on, read back by a test.
///
/// `@unchecked Sendable` is safe: `storage` is only read or written while holding `lock`.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  /// Records one value.
  func append(_ value: Value) {
    lock.withLock { storage.append(value) }
  }

  /// Everything recorded so far, in order.
  var values: [Value] {
    lock.withLock { storage }
  }
}
