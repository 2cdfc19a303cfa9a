import NavigationKit
import RoutingKit

/// A destination type with as many routes as a benchmark asks for.
enum SectionDestination: NavigationDestination {
  case item(section: Int, id: String)
  case detail(section: Int, id: String)

  static let moduleName = "sections"
  var access: AccessPolicy {
    switch self {
    case .item(_, let id), .detail(_, let id): .open(.identifier("id", id))
    }
  }
}

/// The link every match benchmark reads: 21 bytes, three segments, one parameter.
let sectionLink = "myapp://s3/A-1/detail"

/// `count` routes: `s0/{id}`, `s0/{id}/detail`, `s1/{id}`, … — the shape of many features'
/// tables side by side.
func sectionRoutes(_ count: Int) -> [DeepLinkRoute<SectionDestination>] {
  (0..<count / 2).flatMap { section in
    [
      DeepLinkRoute<SectionDestination>("s\(section)/{id}") {
        [.item(section: section, id: $0["id"])]
      } parameters: { _ in
        nil
      },
      DeepLinkRoute<SectionDestination>("s\(section)/{id}/detail") {
        // The id read once, as RoutingKit's route below reads it.
        let id = $0["id"]
        return [.item(section: section, id: id), .detail(section: section, id: id)]
      } parameters: { _ in
        nil
      },
    ]
  }
}

/// NavigationKit's router of `routes`.
func navigationKitRouter(_ routes: [DeepLinkRoute<SectionDestination>]) throws -> DeepLinkRouter {
  try DeepLinkRouter(
    policy: DeepLinkPolicy(universalLinkHosts: ["myapp.example.com"]), routes: routes)
}

/// What a RoutingKit route yields: the destinations built from the matched parameters, as
/// NavigationKit's routes build them — typed, as a match keeps them until they are read.
typealias SectionBuilder = @Sendable (Parameters) -> [SectionDestination]

/// The same `count` routes in RoutingKit's `TrieRouter`, each pattern parsed from its string
/// (`s3/:id/detail`) as an app registering routes would.
func routingKitRouter(_ count: Int) -> TrieRouter<SectionBuilder> {
  let router = TrieRouter(SectionBuilder.self)
  for section in 0..<count / 2 {
    router.register(
      { [SectionDestination.item(section: section, id: $0.get("id") ?? "")] },
      at: "s\(section)/:id".pathComponents)
    router.register(
      {
        let id = $0.get("id") ?? ""
        return [
          SectionDestination.item(section: section, id: id),
          SectionDestination.detail(section: section, id: id),
        ]
      }, at: "s\(section)/:id/detail".pathComponents)
  }
  return router
}

/// RoutingKit's match of a URL string: the path after `scheme://` split at `/` as Vapor splits
/// a request's path (standard library only: Foundation's `range(of:)` would make the anchor
/// slower than it needs to be), routed, and the destinations built.
func routingKitMatch(_ router: TrieRouter<SectionBuilder>, _ url: String) -> [SectionDestination]? {
  let bytes = url.utf8
  guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
    bytes[colon...].starts(with: "://".utf8)
  else { return nil }
  let start = bytes.index(colon, offsetBy: 3)
  let path = url[start...].split(separator: "/").map(String.init)
  // The router's logger, as Vapor hands each request's: `Parameters()` would make a new
  // `Logger` per match, work no server does per request.
  var parameters = Parameters(router.logger)
  return router.route(path: path, parameters: &parameters).map { $0(parameters) }
}
