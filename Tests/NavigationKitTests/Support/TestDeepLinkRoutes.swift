import NavigationKit

/// Route tables over the test destinations, and routers built from them.
enum TestDeepLinkRoutes {
  /// The custom scheme `myapp` and two universal-link hosts.
  static let policy = DeepLinkPolicy(
    scheme: "myapp", universalLinkHosts: ["myapp.example.com", "links.example.org"])

  /// `alpha` (the tab's root), `alpha/all.items`, `alpha/{id}` and the login-gated sheet
  /// `alpha/{id}/edit`.
  static let alpha: [DeepLinkRoute<AlphaDestination>] = [
    DeepLinkRoute("alpha", showing: .list),
    DeepLinkRoute("alpha/all.items", showing: .list),
    DeepLinkRoute("alpha/{id}") {
      [.list, .detail(id: $0["id"])]
    } parameters: { destination in
      guard case .detail(let id) = destination else { return nil }
      return ["id": id]
    },
    DeepLinkRoute("alpha/{id}/edit", presentation: .present(.sheet)) {
      [.detail(id: $0["id"]), .edit(id: $0["id"])]
    } parameters: { destination in
      guard case .edit(let id) = destination else { return nil }
      return ["id": id]
    },
  ]

  /// `beta` (the tab's root), `beta/{id}` (with the root first) and the login-gated
  /// `vip/{id}`.
  static let beta: [DeepLinkRoute<BetaDestination>] = [
    DeepLinkRoute("beta", showing: .home),
    DeepLinkRoute("beta/{id}") {
      [.home, .detail(id: $0["id"])]
    } parameters: { destination in
      guard case .detail(let id) = destination else { return nil }
      return ["id": id]
    },
    DeepLinkRoute("vip/{id}") {
      [.vip(id: $0["id"])]
    } parameters: { _ in
      nil
    },
  ]

  /// `gamma`, a module no tab owns.
  static let gamma: [DeepLinkRoute<GammaDestination>] = [
    DeepLinkRoute("gamma", showing: .start)
  ]

  /// Text and integer parameters: `zeta/search?page&q`, `zeta/page/{number}` and
  /// `zeta/topic/{name}`.
  static let zeta: [DeepLinkRoute<ZetaDestination>] = [
    DeepLinkRoute(
      "zeta/search", queryItems: ["q": .text(maximumLength: 40), "page": .integer(1...99)]
    ) { parameters in
      [.search(query: parameters.query("q"), page: parameters.query("page").flatMap { Int($0) })]
    } parameters: { destination in
      guard case .search(let query, let page) = destination else { return nil }
      return ["q": query, "page": page.map { String($0) }]
    },
    DeepLinkRoute("zeta/page/{number}", parameterKinds: ["number": .integer(1...99)]) {
      [.page(number: Int($0["number"]) ?? 0)]
    } parameters: { destination in
      guard case .page(let number) = destination else { return nil }
      return ["number": String(number)]
    },
    DeepLinkRoute("zeta/topic/{name}", parameterKinds: ["name": .text(maximumLength: 20)]) {
      [.topic(name: $0["name"])]
    } parameters: { destination in
      guard case .topic(let name) = destination else { return nil }
      return ["name": name]
    },
  ]

  /// Every table above.
  static let sources: [DeepLinkSource] = [
    .routes(alpha), .routes(beta), .routes(gamma), .routes(zeta),
  ]

  /// A router of every source above under ``policy``.
  static func makeRouter() throws -> DeepLinkRouter {
    try DeepLinkRouter(policy: policy, sources: sources)
  }
}

/// A route of the alpha module that builds `builds` and shows nothing back, for build tests.
func alphaRoute(
  _ pattern: String,
  kinds: [String: DeepLinkParameterKind] = [:],
  query: [String: DeepLinkParameterKind] = [:],
  presentation: Presentation = .push,
  builds: [AlphaDestination] = [.list]
) -> DeepLinkRoute<AlphaDestination> {
  DeepLinkRoute(
    pattern, parameterKinds: kinds, queryItems: query, presentation: presentation,
    destinations: { _ in builds }, parameters: { _ in nil })
}

/// A route of the beta module that builds its home, for build tests.
func betaRoute(
  _ pattern: String, kinds: [String: DeepLinkParameterKind] = [:]
) -> DeepLinkRoute<BetaDestination> {
  DeepLinkRoute(
    pattern, parameterKinds: kinds, destinations: { _ in [.home] }, parameters: { _ in nil })
}
