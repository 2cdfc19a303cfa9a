/// Turns one module's destinations into content: screen models, or views on Apple platforms.
///
/// Resolvers run on the main actor, where screens are built.
///
/// ```swift
/// struct OrdersResolver: DestinationResolver {
///   func resolve(_ destination: OrdersDestination) -> any ScreenModel { ... }
/// }
/// ```
@MainActor
public protocol DestinationResolver<Destination, Content>: Sendable {
  /// The module's destination type.
  associatedtype Destination: NavigationDestination
  /// What destinations resolve to.
  associatedtype Content

  /// The content for one destination.
  ///
  /// - Parameter destination: A destination of this resolver's module.
  /// - Returns: What shows the destination.
  func resolve(_ destination: Destination) -> Content
}
