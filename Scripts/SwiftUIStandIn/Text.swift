/// A view that displays one or more lines of read-only text.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/text (`@frozen struct Text`).
@frozen
public struct Text: Equatable, Sendable {
  private let content: String

  /// Creates a text view that displays a stored string without localization.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }
}

extension Text: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/text
  public var body: Never { runtimeOnly() }
}
