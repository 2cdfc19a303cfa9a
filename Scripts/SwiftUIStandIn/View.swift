/// A type that represents part of your app's user interface.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/view
/// (`@MainActor @preconcurrency protocol View`; its `body` is
/// https://developer.apple.com/documentation/swiftui/view/body-8kl5o).
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  /// The content and behavior of the view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body of SwiftUI's primitive views (`Body == Never`).
///
/// Mirrors https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
extension Never: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  public var body: Never { runtimeOnly() }
}

/// An optional view is a view: what a `ViewBuilder` `if` without `else` produces.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
/// (`Optional: View where Wrapped: View`).
extension Optional: View where Wrapped: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public var body: Never { runtimeOnly() }
}
