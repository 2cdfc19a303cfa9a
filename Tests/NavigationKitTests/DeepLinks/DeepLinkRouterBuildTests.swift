import NavigationKit
import Testing

@Suite struct DeepLinkRouterBuildTests {
  static let invalidRoutes: [RouteBuildCase] = [
    invalid("", "the pattern is empty"),
    invalid("alpha//x", "it has an empty segment"),
    invalid("alpha/", "it has an empty segment"),
    invalid("/alpha", "it has an empty segment"),
    invalid("alpha/{id", "'{id' is not a parameter of the form {name}"),
    invalid("alpha/id}", "'id}' is not a parameter of the form {name}"),
    invalid("alpha/{}", "'{}' is not a parameter of the form {name}"),
    invalid("alpha/{1d}", "'{1d}' is not a parameter of the form {name}"),
    invalid("alpha/{a-b}", "'{a-b}' is not a parameter of the form {name}"),
    invalid("alpha/{{id}}", "'{{id}}' is not a parameter of the form {name}"),
    invalid("alpha/x{id}", "'x{id}' is not a parameter of the form {name}"),
    invalid("alpha/a{b", "'a{b' holds characters a URL path must encode"),
    invalid("alpha/a b", "'a b' holds characters a URL path must encode"),
    invalid("alpha/a%2Fb", "'a%2Fb' holds characters a URL path must encode"),
    invalid("alpha/{id}/{id}", "parameter 'id' appears twice"),
    invalid("Alpha/x", "the first segment must be a lowercase literal: it is the host of links"),
    invalid("{id}/x", "the first segment must be a lowercase literal: it is the host of links"),
    invalid(
      "alpha/{id}", kinds: ["nope": .identifier], "parameter 'nope' is not in the pattern"),
    invalid(
      "alpha/{id}", query: ["id": .text], "'id' is both a path parameter and a query item"),
    invalid(
      "alpha/x", presentation: .present(.sheet), builds: [],
      "it presents, but builds no destination"),
    invalid(
      "alpha/x", presentation: .present(.fullScreenCover), builds: [],
      "it presents, but builds no destination"),
  ]

  static func invalid(
    _ pattern: String,
    kinds: [String: DeepLinkParameterKind] = [:],
    query: [String: DeepLinkParameterKind] = [:],
    presentation: Presentation = .push,
    builds: [AlphaDestination] = [.list],
    _ reason: String
  ) -> RouteBuildCase {
    RouteBuildCase(
      name: "'\(pattern)': \(reason)",
      sources: [
        .routes([
          alphaRoute(
            pattern, kinds: kinds, query: query, presentation: presentation, builds: builds)
        ])
      ],
      issues: [.invalidRoute("'\(pattern)' (alpha)", reason: reason)])
  }

  @Test(arguments: invalidRoutes)
  func invalidRoute(_ testCase: RouteBuildCase) {
    #expect(buildIssues(testCase.sources) == testCase.issues)
  }

  @Test func everyIssueIsCollectedInOrder() {
    let sources: [DeepLinkSource] = [
      .routes([
        alphaRoute("alpha/{id}"), alphaRoute("Alpha"), alphaRoute("alpha/new"),
        alphaRoute("alpha/{id}"),
      ]),
      .routes([betaRoute("beta//x")]),
    ]

    let issues = buildIssues(sources)

    #expect(
      issues == [
        .invalidRoute(
          "'Alpha' (alpha)",
          reason: "the first segment must be a lowercase literal: it is the host of links"),
        .conflict("'alpha/{id}' (alpha)", "'alpha/{id}' (alpha)"),
        .invalidRoute("'beta//x' (beta)", reason: "it has an empty segment"),
      ])
  }

  @Test func errorDescriptionListsOneIssuePerLine() {
    let error = #expect(throws: CompositionError.self) {
      try DeepLinkRouter(sources: [.routes([alphaRoute(""), alphaRoute("alpha//x")])])
    }

    #expect(
      error?.description == """
        invalid composition: invalid deep-link routes (2 problems):
          - route '' (alpha) is invalid: the pattern is empty
          - route 'alpha//x' (alpha) is invalid: it has an empty segment
        """)
  }
}
