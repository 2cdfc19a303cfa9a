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

  /// The content that shows one destination of this resolver's module.
  func resolve(_ destination: Destination) -> Content
}
