import NavigationKit

/// Resolves every ``__Name__Destination`` to its screen model, through an injected factory.
struct __Name__Resolver: DestinationResolver {
  /// Builds the screens.
  let factory: __Name__ScreenFactory

  /// Creates the resolver.
  ///
  /// - Parameter factory: Builds the screens.
  init(factory: __Name__ScreenFactory) {
    self.factory = factory
  }

  /// The screen model of a destination.
  func resolve(_ destination: __Name__Destination) -> any ScreenModel {
    switch destination {
    case .home: factory.makeHome()
    case .editor: factory.makeEditor()
    }
  }
}
