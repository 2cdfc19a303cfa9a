import Testing

@testable import NavigationKit

/// A literal route beside a parameter route hides some of its links: validation warns, unless
/// the literal route says it is intended.
@Suite struct ShadowedRouteTests {
  static func routes(intended: Bool) -> [DeepLinkRoute<AlphaDestination>] {
    let edit = DeepLinkRoute<AlphaDestination>("alpha/edit", showing: .list)
    return [
      DeepLinkRoute("alpha/{id}") {
        [.detail(id: $0["id"])]
      } parameters: { destination in
        guard case .detail(let id) = destination else { return nil }
        return ["id": id]
      },
      intended ? edit.shadowingParameterRoutes() : edit,
      DeepLinkRoute("alpha/{id}/more", showing: .list),
    ]
  }

  @Test func aLiteralBesideAParameterIsReportedWithTheValueItHides() throws {
    let router = try DeepLinkRouter(sources: [.routes(Self.routes(intended: false))])

    #expect(
      router.shadowedRoutes == [
        .shadowedRoute("'alpha/{id}' (alpha)", by: "'alpha/edit' (alpha)", values: ["{id} 'edit'"])
      ])
    #expect(
      router.shadowedRoutes.first?.description
        == "route 'alpha/{id}' (alpha) never reads {id} 'edit': route 'alpha/edit' (alpha) takes "
        + "those links; rename one of them, or, if intended, declare 'alpha/edit' (alpha) with "
        + "`.shadowingParameterRoutes()`")
  }

  @Test func anIntendedShadowIsNotReported() throws {
    let router = try DeepLinkRouter(sources: [.routes(Self.routes(intended: true))])

    #expect(router.shadowedRoutes == [])
  }

  @Test func aLiteralTheParameterKindRejectsHidesNothing() throws {
    let routes: [DeepLinkRoute<AlphaDestination>] = [
      DeepLinkRoute("alpha/{n}", parameterKinds: ["n": .integer(1...9)]) { _ in
        [.list]
      } parameters: { _ in
        nil
      },
      DeepLinkRoute("alpha/edit", showing: .list),
    ]
    let router = try DeepLinkRouter(sources: [.routes(routes)])

    #expect(router.shadowedRoutes == [])
  }

  @Test @MainActor func theAppReportsShadowsAsWarningsAndStarts() throws {
    let app = try AppNavigator(
      router: DeepLinkRouter(sources: [.routes(Self.routes(intended: false))]),
      tabs: [NavigationTab("alpha", root: AlphaDestination.list)])

    #expect(app.compositionWarnings.count == 1)
  }
}
