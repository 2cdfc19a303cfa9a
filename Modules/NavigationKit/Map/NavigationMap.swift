/// Every screen of an app with everything that reaches it — the tabs it is the root of, the
/// deep-link routes that show it and the screens whose actions push or present it — and every
/// intent between modules with the screens it opens.
///
/// It answers "what can reach my screen?" from the composition itself:
///
/// ```swift
/// let map = app.map()
/// for route in map.screens.first(where: { $0.id == "orders.tracking" })?.routes ?? [] {
///   print(route.pattern, route.requiresLogin)   // orders/{orderId}/track true
/// }
/// let opening = map.intents.filter { $0.screens.contains("orders.tracking") }
/// ```
///
/// A screen is one case of a module's destination type, named `module.case`, such as
/// `orders.detail`. Everything is sorted by name, so equal compositions give equal maps.
public struct NavigationMap: Hashable, Sendable {
  /// The installed modules, and those of the screens, sorted.
  public let modules: [String]
  /// The tab that owns each module, by the module's name; a module no tab owns has none.
  public let tabs: [String: TabID]
  /// Every screen, sorted by module and then by case.
  public let screens: [Screen]
  /// Every intent a module sends, as the composition root routed it, sorted by sender and
  /// intent.
  public let intents: [IntentEdge]

  /// One screen and what shows it, but for intents: those are the ``NavigationMap/intents``
  /// whose ``IntentEdge/screens`` name it.
  public struct Screen: Hashable, Sendable, Identifiable {
    /// `module.case`, such as `orders.detail`.
    public let id: String
    /// The module that owns the screen.
    public let module: String
    /// Whether the destination needs a logged-in user, by its ``AccessPolicy``.
    public let requiresLogin: Bool
    /// The tabs whose root this screen is.
    public let tabs: [TabID]
    /// The deep-link routes that show this screen on top, sorted by pattern.
    public let routes: [DeepLinkRouteInfo]
    /// The screens whose actions push or present this one (not by an intent), by id, sorted.
    public let fromScreens: [String]
  }

  /// One intent a module sends and where the composition root leads it.
  public struct IntentEdge: Hashable, Sendable {
    /// The intent's type with its module, such as `FeatureOrders.ShowProduct`.
    public let name: String
    /// The module that declares and sends the intent.
    public let sender: String
    /// The module whose destination shows it.
    public let provider: String
    /// How the destination is shown.
    public let presentation: Presentation
    /// Whether the sender waits for an answer (a ``NavigationRequest``).
    public let isRequest: Bool
    /// The screens the walk saw the intent open, by id, sorted; empty when no screen the walk
    /// reached sends it.
    public let screens: [String]
    /// The screens the walk saw send the intent, by id, sorted.
    public let senderScreens: [String]
  }
}

extension AppNavigator {
  /// The app's navigation map: every screen, what reaches it, and the intents between modules.
  ///
  /// The map reads the composition and walks the screens from each tab's root, following
  /// every action up to `depth` taps away without navigating, so it sees what the features'
  /// data offers.
  public func map(depth: Int = 6) -> NavigationMap {
    var screens: [MapKey: MapScreen] = [:]
    func note(_ destination: AnyDestination) -> MapKey {
      let key = MapKey(destination)
      screens[key, default: MapScreen()].requiresLogin =
        screens[key]?.requiresLogin == true || destination.access.requiresLogin
      return key
    }
    for tab in tabs.tabs {
      screens[note(tab.root)]?.tabs.append(tab.id)
    }
    for (info, destinations) in router.listing {
      if let last = destinations.map(note).last { screens[last]?.routes.append(info) }
    }
    // Intents by sending module and type name.
    var opened: [MapKey: (screens: Set<String>, senders: Set<String>)] = [:]
    for step in ScreenWalk(self, depth: depth).steps {
      let from = note(step.from).id
      let to = note(step.to)
      if let sent = step.sent {
        let key = MapKey(
          module: step.from.moduleName, name: String(reflecting: type(of: sent.intent)))
        opened[key, default: ([], [])].screens.insert(to.id)
        opened[key, default: ([], [])].senders.insert(from)
      } else {
        screens[to]?.fromScreens.insert(from)
      }
    }
    let intents = composition.modules.flatMap { module in
      module.intents.map { info in
        let seen = opened[MapKey(module: module.name, name: info.intent)]
        return NavigationMap.IntentEdge(
          name: info.intent, sender: module.name, provider: info.targetModule,
          presentation: info.presentation, isRequest: info.isRequest,
          screens: (seen?.screens ?? []).sorted(), senderScreens: (seen?.senders ?? []).sorted())
      }
    }
    .sorted(byKey: { $0.sender + "\u{0}" + $0.name })
    let modules = Set(composition.modules.map(\.name)).union(screens.keys.map(\.module))
    return NavigationMap(
      modules: modules.sorted(),
      tabs: modules.reduce(into: [:]) { owners, module in
        owners[module] = self.tabs.tab(owning: module)?.id
      },
      screens: screens.sorted(byKey: { $0.key.module + "\u{0}" + $0.key.name })
        .map { key, screen in screen.screen(key) },
      intents: intents)
  }
}

/// A screen of the map, or an intent, by module and name.
private struct MapKey: Hashable {
  let module: String
  let name: String
  var id: String { "\(module).\(name)" }
}

extension MapKey {
  /// A destination's module and case: the case's label when it carries values, else the
  /// destination as written up to its first parenthesis.
  init(_ destination: AnyDestination) {
    let mirror = Mirror(reflecting: destination.base)
    let name =
      if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
        label
      } else {
        String(String(describing: destination.base).prefix { $0 != "(" })
      }
    self.init(module: destination.moduleName, name: UntrustedText.escapingControls(name))
  }
}

/// What the map learns of a screen as it is built.
private struct MapScreen {
  var requiresLogin = false
  var tabs: [TabID] = []
  var routes: [DeepLinkRouteInfo] = []
  var fromScreens: Set<String> = []

  func screen(_ key: MapKey) -> NavigationMap.Screen {
    NavigationMap.Screen(
      id: key.id, module: key.module, requiresLogin: requiresLogin, tabs: tabs,
      routes: routes.sorted(byKey: \.patternWithQuery), fromScreens: fromScreens.sorted())
  }
}
