import NavigationKit

/// Builds the __Name__ screens; injected into ``__Name__Resolver`` so tests and previews can
/// replace any screen without touching the resolver.
// `nonisolated`: its closures are `@Sendable`, so it is built outside any actor, also in an app
// whose code is main-actor isolated by default.
nonisolated struct __Name__ScreenFactory: Sendable {
  /// Builds the list of every item.
  var makeHome: @Sendable () -> any ScreenModel
  /// Builds the screen of one item, given its id.
  var makeDetail: @Sendable (_ itemId: String) -> any ScreenModel
  /// Builds the editor of one item, given its id.
  var makeEditor: @Sendable (_ itemId: String) -> any ScreenModel

  /// Creates a factory from one closure per screen.
  init(
    makeHome: @escaping @Sendable () -> any ScreenModel,
    makeDetail: @escaping @Sendable (_ itemId: String) -> any ScreenModel,
    makeEditor: @escaping @Sendable (_ itemId: String) -> any ScreenModel
  ) {
    self.makeHome = makeHome
    self.makeDetail = makeDetail
    self.makeEditor = makeEditor
  }

  /// The screens built from a repository. An invalid or unknown id shows
  /// ``__Name__NotFoundScreen``; an invalid id never reaches the repository.
  ///
  /// - Parameters:
  ///   - repository: Where items come from.
  ///   - intents: What the screens send to other modules.
  /// - Returns: The factory.
  static func live(
    repository: some __Name__Repository, intents: __Name__Intents
  ) -> __Name__ScreenFactory {
    let item: @Sendable (String) -> __Name__Item? = { id in
      ResourceIdentifier.isValid(id) ? repository.item(id: id) : nil
    }
    return __Name__ScreenFactory(
      makeHome: { __Name__HomeScreen(items: repository.allItems()) },
      makeDetail: { itemId in
        guard let item = item(itemId) else { return __Name__NotFoundScreen(itemId: itemId) }
        return __Name__DetailScreen(item: item, intents: intents)
      },
      makeEditor: { itemId in
        guard let item = item(itemId) else { return __Name__NotFoundScreen(itemId: itemId) }
        return __Name__EditorScreen(item: item)
      })
  }
}
