import NavigationKit
import Testing

/// A destination whose value is not of its kind is refused by every navigator, with or
/// without a gate, and by links.
@MainActor
@Suite struct AccessGateRefusalTests {
  static let hostile = "x\u{202E}FAKE\u{2028}"

  @Test(arguments: [true, false])
  func anInvalidValueIsRefusedWhoeverPushesIt(loggedIn: Bool) throws {
    let (app, recorder) = try makeApp(isLoggedIn: loggedIn)
    let alpha = app.tabs.navigators[0]

    alpha.push(Alpha.detail(Self.hostile))
    alpha.present(Alpha.edit(Self.hostile), as: .sheet)
    app.setPath([Alpha.detail("ok"), Alpha.detail(Self.hostile)], of: alpha)

    #expect(alpha.path == [] && alpha.presentation == nil)
    #expect(app.waitingForLogin == nil)
    #expect(
      recorder.events == [
        .navigationRefused(Alpha.detail(Self.hostile), value: "id", scope: .tab("alpha")),
        .navigationRefused(Alpha.edit(Self.hostile), value: "id", scope: .tab("alpha")),
        .navigationRefused(Alpha.detail(Self.hostile), value: "id", scope: .tab("alpha")),
      ])
    #expect(recorder.events.allSatisfy { !$0.description.contains("\u{202E}") })
  }

  @Test func aNavigatorWithoutAGateStillChecksValues() {
    let (navigator, recorder) = makeNavigator()

    navigator.push(Alpha.detail(Self.hostile))
    navigator.push(Alpha.edit("1"))  // no gate: no login to wait for

    #expect(navigator.path == [Alpha.edit("1")])
    #expect(
      recorder.events.first
        == .navigationRefused(Alpha.detail(Self.hostile), value: "id", scope: .tab("alpha")))
  }

  @Test func aLinkBuildingAnInvalidDestinationValueIsRejected() throws {
    // The route reads free text, but the destination's policy takes only identifiers.
    let route = DeepLinkRoute<AlphaDestination>(
      "alpha/note/{text}", parameterKinds: ["text": .text(maximumLength: 40)]
    ) {
      [.detail(id: $0["text"])]
    } parameters: { _ in
      nil
    }
    let app = try AppNavigator(
      router: try DeepLinkRouter(
        policy: DeepLinkPolicy(scheme: "myapp"), sources: [.routes([route])]),
      tabs: [NavigationTab("alpha", root: AlphaDestination.list)])

    let outcome = app.open(.link("myapp://alpha/note/two%20words"))

    #expect(
      outcome
        == .rejected(
          url: "myapp://alpha/note/two%20words",
          reason: .invalidDestinationValue("id", destination: #"alpha.detail(id: "two words")"#)))
    #expect(app.tabs.navigators[0].path == [])
  }

  @Test func aTabWhoseRootNeedsLoginIsAnIssue() {
    let composition = NavigationComposition()
    let issues = composition.validate(tabs: [
      NavigationTab("secret", root: AlphaDestination.edit(id: "1"))
    ])
    #expect(issues.contains(.gatedTabRoot(tab: "secret", root: #"alpha.edit(id: "1")"#)))
  }
}
