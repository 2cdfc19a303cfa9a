import NavigationKit

/// Resolves every ``__Name__Destination`` to its screen. An invalid or unknown id shows
/// ``__Name__NotFoundScreen``; an invalid id never reaches the repository.
struct __Name__Resolver: DestinationResolver {
  /// Where items come from.
  let repository: any __Name__Repository
  /// What the screens send to other modules.
  let intents: __Name__Intents

  /// Creates the resolver.
  ///
  /// - Parameters:
  ///   - repository: Where items come from.
  ///   - intents: What the screens send to other modules.
  init(repository: some __Name__Repository, intents: __Name__Intents) {
    self.repository = repository
    self.intents = intents
  }

  /// The screen of a destination.
  func resolve(_ destination: __Name__Destination) -> any ScreenModel {
    switch destination {
    case .home:
      return __Name__HomeScreen(items: repository.allItems())
    case .detail(let itemId):
      guard let item = item(itemId) else { return __Name__NotFoundScreen(itemId: itemId) }
      return __Name__DetailScreen(item: item, intents: intents)
    case .editor(let itemId):
      guard let item = item(itemId) else { return __Name__NotFoundScreen(itemId: itemId) }
      return __Name__EditorScreen(item: item)
    }
  }

  private func item(_ id: String) -> __Name__Item? {
    ResourceIdentifier.isValid(id) ? repository.item(id: id) : nil
  }
}
