import NavigationKit

/// Resolves every ``__Name__Destination`` to its screen, showing the repository's first item.
struct __Name__Resolver: DestinationResolver {
  /// Where the item comes from.
  let repository: any __Name__Repository
  /// What the screen sends to other modules.
  let intents: __Name__Intents

  /// Creates the resolver.
  ///
  /// - Parameters:
  ///   - repository: Where the item comes from.
  ///   - intents: What the screen sends to other modules.
  init(repository: some __Name__Repository, intents: __Name__Intents) {
    self.repository = repository
    self.intents = intents
  }

  /// The screen of a destination.
  func resolve(_ destination: __Name__Destination) -> any ScreenModel {
    let item = repository.allItems().first ?? __Name__Item(id: "new", name: "New item")
    return switch destination {
    case .home: __Name__HomeScreen(item: item, intents: intents)
    case .editor: __Name__EditorScreen(item: item)
    }
  }
}
