import NavigationKit

/// Every screen of the app with everything that reaches it — the tabs it is the root of, the
/// deep-link routes that show it and the screens whose actions push or present it — and every
/// intent between modules with the screens it opens: what `App map` prints.
///
/// It is built from NavigationKit's public API, as any app can build its own: the features,
/// tabs and routes the app was built with, and a walk over the screens that reads each
/// screen's actions without navigating.
///
/// A screen is one case of a module's destination type, named `module.case`, such as
/// `orders.detail`. Everything is sorted by name, so equal compositions give equal maps.
struct NavigationMap: Hashable {
  /// The installed modules, and those of the screens, sorted.
  let modules: [String]
  /// The tab that owns each module, by the module's name; a module no tab owns has none.
  let tabs: [String: TabID]
  /// Every screen, sorted by module and then by case.
  let screens: [Screen]
  /// Every intent a module sends, as the composition root routed it, sorted by sender and
  /// intent.
  let intents: [IntentEdge]

  /// One screen and what shows it, but for intents: those are the ``NavigationMap/intents``
  /// whose ``IntentEdge/screens`` name it.
  struct Screen: Hashable, Identifiable {
    /// `module.case`, such as `orders.detail`.
    let id: String
    let module: String
    /// Whether a destination of this case that the walk reached needs a logged-in user, or a
    /// route that shows it does.
    let requiresLogin: Bool
    /// The tabs whose root this screen is.
    let tabs: [TabID]
    /// The deep-link routes that show this screen on top, sorted by pattern.
    let routes: [DeepLinkRouteInfo]
    /// The screens whose actions push or present this one (not by an intent), by id, sorted.
    let fromScreens: [String]
  }

  /// One intent a module sends and where the composition root leads it.
  struct IntentEdge: Hashable {
    /// The intent's type with its module, such as `FeatureOrders.ShowProduct`.
    let name: String
    /// The module that declares and sends the intent.
    let sender: String
    /// The module whose destination shows it.
    let provider: String
    let presentation: Presentation
    /// Whether the sender waits for an answer (a ``NavigationRequest``).
    let isRequest: Bool
    /// The screens the walk saw the intent open, by id, sorted; empty when no screen the walk
    /// reached sends it.
    let screens: [String]
    /// The screens the walk saw send the intent, by id, sorted.
    let senderScreens: [String]
  }
}

extension NavigationMap {
  /// The map of `app`, walking its screens from each tab's root and following every action up
  /// to `depth` taps away, so it sees what the features' data offers.
  @MainActor
  init(_ app: AppNavigator, depth: Int = 6) {
    var screens: [Key: Draft] = [:]
    func note(_ key: Key, requiresLogin: Bool) -> Key {
      screens[key, default: Draft()].requiresLogin =
        screens[key]?.requiresLogin == true || requiresLogin
      return key
    }
    func note(_ destination: AnyDestination) -> Key {
      note(
        Key(destination.moduleName, destination.description),
        requiresLogin: destination.access.requiresLogin)
    }
    for tab in app.tabs.tabs {
      screens[note(tab.root)]?.tabs.append(tab.id)
    }
    // A route lists its destinations as text; the one it shows, the last, follows its rule.
    for route in app.routes {
      let shown = route.destinations.indices.map {
        note(
          Key(route.module, route.destinations[$0]),
          requiresLogin: route.requiresLogin && $0 == route.destinations.count - 1)
      }
      if let last = shown.last { screens[last]?.routes.append(route) }
    }
    // Intents by sending module and type name.
    var opened: [Key: (screens: Set<String>, senders: Set<String>)] = [:]
    for (from, to, sent) in Self.walk(app, depth: depth) {
      let sender = note(from).id
      let to = note(to)
      if let sent {
        let key = Key(module: from.moduleName, name: String(reflecting: type(of: sent.intent)))
        opened[key, default: ([], [])].screens.insert(to.id)
        opened[key, default: ([], [])].senders.insert(sender)
      } else {
        screens[to]?.fromScreens.insert(sender)
      }
    }
    let intents = app.features.flatMap { module in
      module.intents.map { info in
        let seen = opened[Key(module: module.name, name: info.intent)]
        return IntentEdge(
          name: info.intent, sender: module.name, provider: info.targetModule,
          presentation: info.presentation, isRequest: info.isRequest,
          screens: (seen?.screens ?? []).sorted(), senderScreens: (seen?.senders ?? []).sorted())
      }
    }
    .sorted { ($0.sender, $0.name) < ($1.sender, $1.name) }
    let modules = Set(app.features.map(\.name)).union(screens.keys.map(\.module)).sorted()
    self.init(
      modules: modules,
      tabs: modules.reduce(into: [:]) { owners, module in
        owners[module] = app.tabs.tabs.first { $0.modules.contains(module) }?.id
      },
      screens: screens.sorted { ($0.key.module, $0.key.name) < ($1.key.module, $1.key.name) }
        .map { key, screen in screen.screen(key) },
      intents: intents)
  }

  /// Every action of a reached screen that shows a destination, with the intent it sends if
  /// any: breadth first from the tabs' roots, each screen once.
  @MainActor
  private static func walk(_ app: AppNavigator, depth: Int) -> [(
    from: AnyDestination, to: AnyDestination, sent: SentIntent?
  )] {
    var steps: [(from: AnyDestination, to: AnyDestination, sent: SentIntent?)] = []
    var seen: Set<AnyDestination> = []
    var frontier = app.tabs.tabs.map(\.root)
    for _ in 0...max(depth, 0) {
      var next: [AnyDestination] = []
      for destination in frontier where seen.insert(destination).inserted {
        for (shown, sent) in app.screen(for: destination).actions.flatMap({ shows($0.navigation) })
        {
          steps.append((destination, shown, sent))
          next.append(shown)
        }
      }
      frontier = next
    }
    return steps
  }

  /// The destinations `action` shows, or its dialog's buttons do, each with the intent that
  /// leads to it when one is sent.
  private static func shows(_ action: NavigationAction) -> [(AnyDestination, SentIntent?)] {
    switch action {
    case .push(let destination, _, _), .present(let destination, _, _, _): [(destination, nil)]
    case .send(let sent): [(sent.destination, sent)]
    case .showAlert(let dialog), .showConfirmationDialog(let dialog):
      dialog.actions.flatMap { $0.action.map(shows) ?? [] }
    case .pop, .popToRoot, .dismiss, .returnToTabRoot, .featureAction, .answerRequest,
      .returnTo:
      []
    }
  }
}

/// A screen of the map, or an intent, by module and name.
private struct Key: Hashable {
  let module: String
  let name: String
  var id: String { "\(module).\(name)" }
}

extension Key {
  /// The screen of a destination of `module` described as `description`, such as
  /// `orders.detail(orderId: "1")`: its case, the text after the module up to the first
  /// parenthesis.
  init(_ module: String, _ description: String) {
    self.init(
      module: module, name: String(description.dropFirst(module.count + 1).prefix { $0 != "(" }))
  }
}

/// What the map learns of a screen as it is built.
private struct Draft {
  var requiresLogin = false
  var tabs: [TabID] = []
  var routes: [DeepLinkRouteInfo] = []
  var fromScreens: Set<String> = []

  func screen(_ key: Key) -> NavigationMap.Screen {
    NavigationMap.Screen(
      id: key.id, module: key.module, requiresLogin: requiresLogin, tabs: tabs,
      routes: routes.sorted { $0.patternWithQuery < $1.patternWithQuery },
      fromScreens: fromScreens.sorted())
  }
}
