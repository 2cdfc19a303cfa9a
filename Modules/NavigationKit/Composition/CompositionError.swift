/// A problem in an app's composition, each saying what to do: a mistake in wiring it, found as
/// a feature is installed; every gap ``AppNavigator`` found when it checked it, listed at once
/// (``invalid(_:)``); or a warning it raises without stopping the app
/// (``AppNavigator/compositionWarnings``).
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Validation found gaps: every one is listed.
  case invalid([CompositionError])

  // MARK: Wiring mistakes, thrown as a feature is installed

  /// A second resolver was registered for a module.
  case duplicateResolver(module: String)
  /// A second feature module with the same name was installed.
  case duplicateModule(String)
  /// A second destination type was registered as codable under the same key.
  case duplicateCodec(String)
  /// The features' deep-link routes are malformed, conflict or are ambiguous: every problem,
  /// in the order the routes were given, one sentence each, naming each route with its module.
  /// ``DeepLinkRouter`` throws it when it is built, so it is never built with a broken table.
  case deepLinks([String])
  /// The changes a destination type declares since earlier releases
  /// (``NavigationDestination/changesSinceEarlierReleases``) are invalid or conflict with
  /// another type's: every problem of that type, one sentence each, naming the fix. Thrown when
  /// the type is registered for restoration, so no state is restored through them.
  case destinationChanges([String])

  // MARK: Tabs that cannot make a tab navigator: the first thrown as the app is made

  /// No tabs were given.
  case noTabs
  /// Two tabs have the same name.
  case duplicateTab(TabID)
  /// Two tabs claim the same module.
  case moduleOwnedTwice(module: String, tabs: [TabID])
  /// A sidebar section's tabs are not next to each other: another tab comes between them.
  case sectionSplit(section: String, tabs: [TabID])
  /// More tabs than a saved snapshot stores (`limit`, 64).
  case tooManyTabs(count: Int, limit: Int)
  /// More than one tab plays the search role.
  case searchTabRepeated([TabID])

  // MARK: Gaps, listed by `invalid`

  /// A module shown in a tab has no resolver.
  case missingResolver(module: String)
  /// An intent a module sends leads to a module that is not installed.
  case missingIntentProvider(String, sentBy: String, provider: String)
  /// A catalog property of an installed module was left ``IntentRoute/unrouted``.
  case unroutedIntent(String, sentBy: String, catalog: String, property: String)
  /// A module that is installed or provides an intent's destination is owned by no tab.
  case moduleWithoutTab(module: String)
  /// A tab named after a module starts at another module's destination, as a copied tab does.
  case tabRootInAnotherModule(tab: String, root: String, module: String)
  /// A module's destination type is not `Codable`, so its screens would be lost on relaunch.
  case notRestorable(module: String)
  /// A tab's root needs login (a logged-out user would see nothing) or carries an invalid value.
  case gatedTabRoot(tab: String, root: String)
  /// A notification category, activity type or Spotlight identifier prefix (``EntryRoute``),
  /// such as `notification category "order-shipped"`, is declared by more than one module, or
  /// twice by one.
  case entryRouteDeclaredTwice(String, modules: [String])
  /// A module's entry route cannot be opened as declared, for the reason given.
  case invalidEntryRoute(String, module: String, reason: String)

  // MARK: Warnings

  /// A warning: links a parameter route would read go to a sibling route with a literal
  /// segment at that place, such as `profile/edit` beside `profile/{customerId}`.
  case shadowedRoute(String, by: String, values: [String])

  /// What is wrong and what to do about it; a list's problems one per line.
  public var description: String {
    switch self {
    case .invalid(let problems):
      (["invalid composition (\(problems.count) problem\(problems.count == 1 ? "" : "s")):"]
        + problems.map { "  - \($0.sentence)" }).joined(separator: "\n")
    case .duplicateResolver, .duplicateModule, .duplicateCodec, .deepLinks,
      .destinationChanges, .noTabs,
      .duplicateTab, .moduleOwnedTwice, .sectionSplit, .tooManyTabs, .searchTabRepeated:
      "invalid composition: \(sentence)"
    default: sentence
    }
  }

  /// The problem as one line of a list.
  private var sentence: String {
    switch self {
    case .invalid: description
    case .duplicateResolver(let module): "a resolver is already registered for module '\(module)'"
    case .duplicateModule(let module): "module '\(module)' is already installed"
    case .duplicateCodec(let key):
      "a codable destination type is already registered under '\(key)'"
    case .deepLinks(let issues):
      (["invalid deep-link routes (\(issues.count) problem\(issues.count == 1 ? "" : "s")):"]
        + issues.map { "  - \($0)" }).joined(separator: "\n")
    case .destinationChanges(let issues):
      ([
        "invalid changes since earlier releases (\(issues.count) "
          + "problem\(issues.count == 1 ? "" : "s")):"
      ] + issues.map { "  - \($0)" }).joined(separator: "\n")
    case .noTabs: "a tab navigator needs at least one tab: give the app one feature with a tab"
    case .duplicateTab(let tab): "two tabs are named '\(tab)': give each tab a name of its own"
    case .moduleOwnedTwice(let module, let tabs):
      """
      module '\(module)' is owned by more than one tab: \
      \(tabs.map(\.rawValue).joined(separator: ", ")); start each tab at a destination \
      of its own module, and list a module in one tab's `owning:` only
      """
    case .sectionSplit(let section, let tabs):
      """
      the tabs of section '\(section)' are not next to each other: \
      \(tabs.map(\.rawValue).joined(separator: ", ")); list a section's tabs one after another
      """
    case .tooManyTabs(let count, let limit):
      "\(count) tabs are more than the \(limit) a saved state keeps: give the app fewer tabs"
    case .searchTabRepeated(let tabs):
      """
      more than one tab has the search role: \(tabs.map(\.rawValue).joined(separator: ", ")); \
      give `role: .search` to one tab only
      """
    case .missingResolver(let module):
      """
      module '\(module)' is shown in a tab but has no resolver: install the feature that \
      provides it with the app's features
      """
    case .missingIntentProvider(let intent, let sender, let provider):
      """
      intent \(intent), sent by module '\(sender)', leads to module '\(provider)', \
      which is not installed: add the feature that provides '\(provider)' to the app's \
      features, or route the intent elsewhere in the wiring of '\(sender)'
      """
    case .unroutedIntent(let intent, let sender, let catalog, let property):
      """
      intent \(intent), sent by module '\(sender)', has no route: in the wiring of \
      '\(sender)', write one line such as \
      `intents.\(property) = .push { … }` for \(catalog).\(property)
      """
    case .moduleWithoutTab(let module):
      """
      module '\(module)' is owned by no tab: add a tab whose root is one of its \
      destinations, or list it in a tab's `owning:` modules
      """
    case .tabRootInAnotherModule(let tab, let root, let module):
      """
      tab '\(tab)' starts at \(root), a destination of module '\(module)': was the tab \
      copied from another? Start it at a destination of module '\(tab)'
      """
    case .gatedTabRoot(let tab, let root):
      """
      tab '\(tab)' starts at \(root), which needs login or carries an invalid value: \
      a tab's root must be open to everyone; start the tab at an open destination and \
      push the gated one from it
      """
    case .entryRouteDeclaredTwice(let route, let modules):
      """
      \(route) is declared by \(modules.map { "'\($0)'" }.joined(separator: ", ")): an entry \
      opens in one feature; keep its route in the module that owns the screen it opens, once
      """
    case .invalidEntryRoute(let route, let module, let reason):
      """
      module '\(module)' declares \(route), which cannot open: \(reason); fix its \
      `entryRoutes:`
      """
    case .notRestorable(let module):
      """
      module '\(module)' has a destination type that is not Codable, so its screens \
      cannot be restored: make the destination type conform to Codable
      """
    case .shadowedRoute(let route, let other, let values):
      """
      route \(route) never reads \(values.joined(separator: ", ")): route \(other) takes \
      those links; rename one of them, or, if intended, declare \(other) with \
      `.shadowingParameterRoutes()`
      """
    }
  }
}
