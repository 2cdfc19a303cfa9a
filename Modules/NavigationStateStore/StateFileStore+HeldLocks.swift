import Foundation

// MARK: - Waiting once for a lock another process holds

extension StateFileStore {
  /// Runs `body` so that a folder's lock another process holds is waited for once, however
  /// many files in that folder `body` saves, sets aside or cleans up.
  ///
  /// Each of those operations waits up to ``lockTimeout`` for the lock on the file's folder.
  /// An app of many windows keeps one file per window in one folder, so a lock held by a stuck
  /// or hostile process would cost the wait once per window. Inside `body`, once one
  /// operation has waited its whole ``lockTimeout`` in vain, every later one on a file in the
  /// same folder tries the lock once, without waiting: it goes ahead if the lock is free by
  /// then, and throws ``StateFileError/locked(path:operation:)`` at once if not. Nothing else
  /// changes: each operation still fails or succeeds alone, and a file that cannot be saved
  /// stays as it was.
  ///
  /// Run one user action's saves in one call — a command, a scene going to the background,
  /// the restoring of every window at launch — so the next action waits again. A call inside
  /// another shares the outer one's wait.
  ///
  /// ```swift
  /// StateFileStore.waitingOnceForHeldLocks {
  ///   for window in windows { window.session.saveInBackground() }
  /// }
  /// ```
  ///
  /// - Parameter body: The operations that share one wait per folder.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func waitingOnceForHeldLocks<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try waitingOnceForHeldLocks(sharing: HeldLocks.current.get() ?? HeldLocks(), body)
  }

  /// Runs `body` with `heldLocks` as what its operations learn about held locks; the seam that
  /// lets a test count the waits.
  static func waitingOnceForHeldLocks<Value, Failure: Error>(
    sharing heldLocks: HeldLocks, _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let outcome: Result<Value, Failure> = HeldLocks.current.withValue(heldLocks) {
      do throws(Failure) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    // A switch, not `outcome.get()`: iOS 17's and macOS 14's SDKs declare `get()` untyped.
    switch outcome {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }
}

/// The folders whose lock another process held for a whole wait, within one call of
/// ``StateFileStore/waitingOnceForHeldLocks(_:)``.
///
/// `@unchecked Sendable` is safe: `folders`, `timedOut` and `refusedAtOnce` are only read or
/// written while holding `lock`.
final class HeldLocks: @unchecked Sendable {
  /// What the operations running now share, if they run inside a call.
  ///
  /// A `let` of `TaskLocal`, not the `@TaskLocal` wrapper: against iOS 17's and macOS 14's SDKs
  /// the wrapper makes a mutable static, which Swift 6 refuses.
  static let current = TaskLocal<HeldLocks?>(wrappedValue: nil)

  /// A folder as the system knows it, whatever path named it.
  struct Folder: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  private let lock = NSLock()
  private var folders: Set<Folder> = []
  private var timedOut = 0
  private var refusedAtOnce = 0

  /// How many operations waited their whole timeout in vain, and how many were refused at
  /// once because one had.
  struct Counts: Equatable {
    var timedOut = 0
    var refusedAtOnce = 0
  }

  /// What the operations sharing this did; for tests.
  var counts: Counts {
    lock.withLock { Counts(timedOut: timedOut, refusedAtOnce: refusedAtOnce) }
  }

  /// Whether an operation on `folder` waited its whole timeout in vain since the lock was
  /// last found free.
  func wasHeld(_ folder: Folder) -> Bool {
    lock.withLock { folders.contains(folder) }
  }

  /// Notes that an operation on `folder` waited its whole timeout in vain.
  func noteTimedOut(_ folder: Folder) {
    lock.withLock {
      folders.insert(folder)
      timedOut += 1
    }
  }

  /// Notes that an operation on `folder` was refused at once, the lock still held.
  func noteRefused() {
    lock.withLock { refusedAtOnce += 1 }
  }

  /// Notes that the lock on `folder` was taken: the next operation waits again if need be.
  func noteFree(_ folder: Folder) {
    _ = lock.withLock { folders.remove(folder) }
  }
}
