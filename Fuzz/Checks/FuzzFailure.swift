/// What a fuzz check found: an input that breaks a promise the code makes.
///
/// A harness turns a failure into a crash so that libFuzzer keeps the input; `swift test` turns
/// it into a failed expectation naming the input's file.
public struct FuzzFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, with the values involved.
  public let message: String

  /// Creates a failure that says what went wrong.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
