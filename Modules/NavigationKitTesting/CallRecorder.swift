import Foundation

/// Values appended from whatever thread calls a test double, such as a repository, read back
/// by the test.
///
/// ```swift
/// struct RecordingRepository: OrdersRepository {
///   let calls = CallRecorder<String>()
///   func order(id: String) -> Order? { calls.append("order(\(id))"); return nil }
/// }
/// ```
///
/// `@unchecked Sendable` is safe: `storage` is only read or written while holding `lock`.
public final class CallRecorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records one value.
  public func append(_ value: Value) {
    lock.withLock { storage.append(value) }
  }

  /// Everything recorded so far, in order.
  public var values: [Value] {
    lock.withLock { storage }
  }
}
