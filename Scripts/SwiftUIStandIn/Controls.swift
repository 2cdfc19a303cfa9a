/// A control that initiates an action.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/button
/// (`struct Button<Label> where Label : View`).
public struct Button<Label> where Label: View {
  private let label: Label
  private let role: ButtonRole?
  private let action: @MainActor () -> Void
}

extension Button: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/button
  public var body: Never { runtimeOnly() }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    self.init(label: Text(title), role: nil, action: action)
  }

  /// Creates a button with a specified role that generates its label from a string.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  /// (the `StringProtocol` overload, iOS 15).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @preconcurrency
  nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(label: Text(title), role: role, action: action)
  }
}

/// A value that describes the purpose of a button.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A role that indicates a destructive button.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")

  /// A role that indicates a button that cancels an operation.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")
}
