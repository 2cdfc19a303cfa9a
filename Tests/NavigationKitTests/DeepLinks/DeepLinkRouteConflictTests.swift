import NavigationKit
import Testing

@Suite struct DeepLinkRouteConflictTests {
  static let conflicts: [RouteBuildCase] = [
    RouteBuildCase(
      name: "same shape in two modules",
      sources: [.routes([alphaRoute("shared/{id}")]), .routes([betaRoute("shared/{id}")])],
      issues: [.conflict("'shared/{id}' (alpha)", "'shared/{id}' (beta)")]),
    RouteBuildCase(
      name: "same literal route twice",
      sources: [.routes([alphaRoute("alpha/x"), alphaRoute("alpha/x")])],
      issues: [.conflict("'alpha/x' (alpha)", "'alpha/x' (alpha)")]),
  ]

  @Test(arguments: conflicts)
  func conflict(_ testCase: RouteBuildCase) {
    #expect(buildIssues(testCase.sources) == testCase.issues)
  }

  @Test func conflictDescriptionNamesBothPatternsAndModules() {
    let issues = buildIssues([
      .routes([alphaRoute("shared/{id}")]), .routes([betaRoute("shared/{id}")]),
    ])

    #expect(
      issues.map(\.description) == [
        "routes 'shared/{id}' (alpha) and 'shared/{id}' (beta) conflict: they match the same links"
      ])
  }

  static let ambiguities: [RouteBuildCase] = [
    RouteBuildCase(
      name: "two names at one place",
      sources: [.routes([alphaRoute("alpha/{id}"), alphaRoute("alpha/{key}/x")])],
      issues: [
        .ambiguous(
          "'alpha/{id}' (alpha)", "'alpha/{key}/x' (alpha)",
          reason: "{id} (identifier) and {key} (identifier) at the same place")
      ]),
    RouteBuildCase(
      name: "two kinds at one place",
      sources: [
        .routes([
          alphaRoute("alpha/{id}"), alphaRoute("alpha/{id}/x", kinds: ["id": .integer(1...9)]),
        ])
      ],
      issues: [
        .ambiguous(
          "'alpha/{id}' (alpha)", "'alpha/{id}/x' (alpha)",
          reason: "{id} (identifier) and {id} (integer(1...9)) at the same place")
      ]),
  ]

  @Test(arguments: ambiguities)
  func ambiguous(_ testCase: RouteBuildCase) {
    #expect(buildIssues(testCase.sources) == testCase.issues)
  }

  static let allowed: [RouteBuildCase] = [
    RouteBuildCase(
      name: "identifier literal, then {id}",
      sources: [.routes([alphaRoute("alpha/new"), alphaRoute("alpha/{id}")])], issues: []),
    RouteBuildCase(
      name: "{id}, then identifier literal",
      sources: [.routes([alphaRoute("alpha/{id}"), alphaRoute("alpha/new")])], issues: []),
    RouteBuildCase(
      name: "identifier literal deeper than {id}",
      sources: [.routes([alphaRoute("alpha/{id}"), alphaRoute("alpha/new/edit")])], issues: []),
    RouteBuildCase(
      name: "literal and parameter across modules",
      sources: [.routes([alphaRoute("shared/{id}")]), .routes([betaRoute("shared/all")])],
      issues: []),
    RouteBuildCase(
      name: "integer literal next to an integer",
      sources: [
        .routes([alphaRoute("alpha/{n}", kinds: ["n": .integer(1...9)]), alphaRoute("alpha/5")])
      ], issues: []),
    RouteBuildCase(
      name: "literal that is no identifier next to {id}",
      sources: [.routes([alphaRoute("alpha/a.b"), alphaRoute("alpha/{id}")])], issues: []),
    RouteBuildCase(
      name: "{id}, then literal that is no identifier",
      sources: [.routes([alphaRoute("alpha/{id}"), alphaRoute("alpha/a~b")])], issues: []),
    RouteBuildCase(
      name: "literal out of an integer's range",
      sources: [
        .routes([alphaRoute("alpha/{n}", kinds: ["n": .integer(1...9)]), alphaRoute("alpha/50")])
      ], issues: []),
    RouteBuildCase(
      name: "nested routes sharing {id}",
      sources: [
        .routes([alphaRoute("alpha/{id}"), alphaRoute("alpha/{id}/edit"), alphaRoute("alpha")])
      ], issues: []),
    RouteBuildCase(
      name: "same pattern under different first segments",
      sources: [.routes([alphaRoute("alpha/{id}")]), .routes([betaRoute("beta/{id}")])],
      issues: []),
    RouteBuildCase(name: "the test routes", sources: TestDeepLinkRoutes.sources, issues: []),
  ]

  @Test(arguments: allowed)
  func builds(_ testCase: RouteBuildCase) {
    #expect(buildIssues(testCase.sources) == [])
  }
}
