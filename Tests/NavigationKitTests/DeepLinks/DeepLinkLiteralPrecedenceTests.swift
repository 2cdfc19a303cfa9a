import NavigationKit
import Testing

/// A literal segment wins over a parameter at the same place, without backtracking, and the
/// routes list says which literal shadows which route.
@Suite struct DeepLinkLiteralPrecedenceTests {
  static let newRoute = DeepLinkRoute<AlphaDestination>("alpha/new", showing: .edit(id: "new"))

  /// The alpha table with `alpha/new` beside `alpha/{id}`, in either order.
  static func router(literalFirst: Bool) throws -> DeepLinkRouter {
    let routes =
      literalFirst ? [newRoute] + TestDeepLinkRoutes.alpha : TestDeepLinkRoutes.alpha + [newRoute]
    return try DeepLinkRouter(policy: TestDeepLinkRoutes.policy, sources: [.routes(routes)])
  }

  @Test(arguments: [true, false])
  func theLiteralWinsWhicheverWasDeclaredFirst(literalFirst: Bool) throws {
    let router = try Self.router(literalFirst: literalFirst)

    #expect(try router.match("myapp://alpha/new").destinations == [Alpha.edit("new")])
    #expect(try router.match("myapp://alpha/new").pattern == "alpha/new")
    #expect(
      try router.match("myapp://alpha/A-1").destinations == [Alpha.list, Alpha.detail("A-1")])
    #expect(try router.match("myapp://alpha/newer").pattern == "alpha/{id}")
  }

  @Test func aLinkThatTurnsIntoTheLiteralNeverFallsBackToTheParameter() throws {
    let router = try Self.router(literalFirst: true)

    #expect(throws: DeepLinkRejection.noRoute(path: "alpha/new/edit")) {
      try router.match("myapp://alpha/new/edit")
    }
    #expect(try router.match("myapp://alpha/A-1/edit").pattern == "alpha/{id}/edit")
  }

  @Test func theLiteralCountsByBytesSoOtherSpellingsReachTheParameter() throws {
    let router = try Self.router(literalFirst: true)

    #expect(
      try router.match("myapp://alpha/NEW").destinations == [Alpha.list, Alpha.detail("NEW")])
    #expect(
      try router.match("myapp://alpha/%6Eew").destinations == [Alpha.edit("new")],
      "an encoded letter decodes to the literal's bytes")
  }

  @Test func theRoutesListNamesTheLiteralThatShadowsEachParameterRoute() throws {
    let routes = try Self.router(literalFirst: false).routes

    let shadowing = Dictionary(uniqueKeysWithValues: routes.map { ($0.pattern, $0.shadowedBy) })
    #expect(shadowing["alpha/{id}"] == ["alpha/new"])
    #expect(shadowing["alpha/{id}/edit"] == ["alpha/new"])
    #expect(shadowing["alpha/new"] == [])
    #expect(shadowing["alpha/all.items"] == [], "not an identifier, so it shadows nothing")
    let detail = try #require(routes.first { $0.pattern == "alpha/{id}" })
    #expect(detail.description.hasSuffix("  shadowed by alpha/new"))
  }

  @Test func aLiteralShadowsOnlyTheValuesTheParameterAccepts() throws {
    let router = try DeepLinkRouter(sources: [
      .routes([
        alphaRoute("alpha/{n}", kinds: ["n": .integer(1...9)]), alphaRoute("alpha/5"),
        alphaRoute("alpha/50"),
      ])
    ])

    #expect(router.routes.first { $0.pattern == "alpha/{n}" }?.shadowedBy == ["alpha/5"])
  }

  @Test func literalsAcrossModulesShadowToo() throws {
    let router = try DeepLinkRouter(sources: [
      .routes([alphaRoute("shared/{id}", builds: [.detail(id: "x")])]),
      .routes([betaRoute("shared/all")]),
    ])

    #expect(try router.match("myapp://shared/all").module == "beta")
    #expect(try router.match("myapp://shared/A-1").module == "alpha")
    #expect(router.routes.first { $0.module == "alpha" }?.shadowedBy == ["shared/all"])
  }
}
