public import NavigationKit

/// A screen that names what built it, and with which argument: what a test's stub factory
/// returns to check that a resolver sends each destination to the right place.
///
/// ```swift
/// let factory = OrdersScreenFactory(
///   makeList: { StubScreen("list") },
///   makeDetail: { StubScreen("detail", argument: $0) })
/// #expect(OrdersResolver(factory: factory).resolve(.detail(orderId: "A-1")) as? StubScreen
///   == StubScreen("detail", argument: "A-1"))
/// ```
public struct StubScreen: ScreenModel, Hashable {
  /// What built the screen, such as the name of a factory closure.
  public let name: String
  /// The argument it was built with, if any.
  public let argument: String?

  /// Creates a stub screen.
  ///
  /// - Parameters:
  ///   - name: What built the screen.
  ///   - argument: The argument it was built with, if any.
  public init(_ name: String, argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  /// The name.
  public var title: String { name }
  /// The argument, if any.
  public var lines: [String] { argument.map { [$0] } ?? [] }
  /// None.
  public var actions: [ScreenAction] { [] }
}
