import NavigationKit

/// Builds the __Name__ screens; injected into ``__Name__Resolver`` so tests and previews can
/// replace any screen without touching the resolver.
// `nonisolated`: its closures are `@Sendable`, so it is built outside any actor, also in an app
// whose code is main-actor isolated by default.
nonisolated struct __Name__ScreenFactory: Sendable {
  /// Builds the feature's one screen.
  var makeHome: @Sendable () -> any ScreenModel
  /// Builds the editor of the item.
  var makeEditor: @Sendable () -> any ScreenModel

  /// Creates a factory from one closure per screen.
  init(
    makeHome: @escaping @Sendable () -> any ScreenModel,
    makeEditor: @escaping @Sendable () -> any ScreenModel
  ) {
    self.makeHome = makeHome
    self.makeEditor = makeEditor
  }

  /// The screens built from a repository, showing its first item (or a new one when it has
  /// none).
  ///
  /// - Parameters:
  ///   - repository: Where the item comes from.
  ///   - intents: What the screen sends to other modules.
  /// - Returns: The factory.
  static func live(
    repository: some __Name__Repository, intents: __Name__Intents
  ) -> __Name__ScreenFactory {
    let item: @Sendable () -> __Name__Item = {
      repository.allItems().first ?? __Name__Item(id: "new", name: "New item")
    }
    return __Name__ScreenFactory(
      makeHome: { __Name__HomeScreen(item: item(), intents: intents) },
      makeEditor: { __Name__EditorScreen(item: item()) })
  }
}
