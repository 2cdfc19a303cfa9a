import NavigationKit
import Testing

@MainActor
@Suite struct IntentTests {
  /// Tabs alpha and beta whose router maps each fake intent with `presentation`.
  func makeTabs(
    _ presentation: IntentPresentation
  ) throws -> (TabNavigator, EventRecorder) {
    let router = IntentRouter()
    try router.register(ShowBetaDetail.self, as: presentation) { BetaDestination.detail(id: $0.id) }
    try router.register(ShowBetaHome.self, as: presentation) { _ in BetaDestination.home }
    try router.register(ShowGamma.self, as: presentation) { _ in GammaDestination.start }
    return try NavigationKitTests.makeTabs(intents: router)
  }

  @Test func routerMapsRegisteredIntentsOnly() throws {
    let router = IntentRouter()
    try router.register(ShowBetaDetail.self, as: .present(.sheet)) {
      BetaDestination.detail(id: $0.id)
    }
    try router.register(EditAlpha.self) { AlphaDestination.edit(id: $0.id) }

    #expect(router.route(for: ShowBetaDetail(id: "1"))?.destination == Beta.detail("1"))
    #expect(router.route(for: ShowBetaDetail(id: "1"))?.presentation == .present(.sheet))
    #expect(router.route(for: EditAlpha(id: "2"))?.presentation == .push)
    #expect(router.route(for: Orphan(note: "x")) == nil)
    #expect(router.handles(ShowBetaDetail.self))
    #expect(!router.handles(Orphan.self))
    #expect(router.targetModules == ["alpha", "beta"])
  }

  @Test func registeringAnIntentTwiceThrows() throws {
    let router = IntentRouter()
    try router.register(ShowBetaDetail.self) { BetaDestination.detail(id: $0.id) }

    #expect(throws: CompositionError.duplicateIntentHandler("NavigationKitTests.ShowBetaDetail")) {
      try router.register(ShowBetaDetail.self, as: .selectOwningTab) { _ in AlphaDestination.list }
    }
    #expect(router.route(for: ShowBetaDetail(id: "1"))?.presentation == .push)
  }

  @Test func pushGoesOntoTheVisibleNavigatorEvenInsideASheet() throws {
    let (tabs, recorder) = try makeTabs(.push)

    #expect(tabs.send(ShowBetaDetail(id: "1")) == .handled(Beta.detail("1"), presentation: .push))
    tabs.selectedNavigator.present(Alpha.edit("1"), as: .sheet)
    tabs.send(ShowBetaDetail(id: "2"))

    #expect(tabs.selectedNavigator.path == [Beta.detail("1")])
    #expect(tabs.visibleNavigator.path == [Beta.detail("2")])
    #expect(
      recorder.events == [
        .pushed([Beta.detail("1")], scope: "alpha"),
        .intentHandled(
          intent: #"ShowBetaDetail(id: "1")"#, destination: Beta.detail("1"), presentation: .push),
        .presented(Alpha.edit("1"), style: .sheet, scope: "alpha"),
        .pushed([Beta.detail("2")], scope: "alpha/sheet"),
        .intentHandled(
          intent: #"ShowBetaDetail(id: "2")"#, destination: Beta.detail("2"), presentation: .push),
      ])
  }

  @Test func presentShowsASheetOverTheVisibleStack() throws {
    let (tabs, recorder) = try makeTabs(.present(.sheet))

    let outcome = tabs.send(ShowBetaDetail(id: "1"))

    #expect(outcome == .handled(Beta.detail("1"), presentation: .present(.sheet)))
    #expect(tabs.selectedTab == "alpha")
    #expect(tabs.selectedNavigator.sheet?.destination == Beta.detail("1"))
    #expect(
      recorder.events == [
        .presented(Beta.detail("1"), style: .sheet, scope: "alpha"),
        .intentHandled(
          intent: #"ShowBetaDetail(id: "1")"#, destination: Beta.detail("1"),
          presentation: .present(.sheet)),
      ])
  }

  @Test func selectOwningTabSelectsDismissesAndReplacesThePath() throws {
    let (tabs, recorder) = try makeTabs(.selectOwningTab)
    let alpha = try #require(tabs.navigator(for: "alpha"))
    let beta = try #require(tabs.navigator(for: "beta"))
    alpha.push(Alpha.detail("1"))
    alpha.present(Alpha.edit("1"), as: .sheet)
    beta.push(contentsOf: [Beta.detail("x"), Beta.detail("y")])
    beta.showAlert(AlertState(title: "Old"))
    _ = recorder.drain()

    let outcome = tabs.send(ShowBetaDetail(id: "1"))

    #expect(outcome == .handled(Beta.detail("1"), presentation: .selectOwningTab))
    #expect(tabs.selectedTab == "beta")
    #expect(beta.path == [Beta.detail("1")])
    #expect(beta.alert == nil)
    #expect(alpha.presentation == nil)
    #expect(alpha.path == [Alpha.detail("1")])
    #expect(
      recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: "alpha"),
        .dialogDismissed(title: "Old", scope: "beta"),
        .tabSelected(from: "alpha", to: "beta"),
        .pathReplaced(
          from: [Beta.detail("x"), Beta.detail("y")], to: [Beta.detail("1")], scope: "beta"),
        .intentHandled(
          intent: #"ShowBetaDetail(id: "1")"#, destination: Beta.detail("1"),
          presentation: .selectOwningTab),
      ])
  }

  @Test func selectOwningTabWithTheTabsRootLeavesAnEmptyPath() throws {
    let (tabs, _) = try makeTabs(.selectOwningTab)
    let beta = try #require(tabs.navigator(for: "beta"))
    beta.push(Beta.detail("x"))

    #expect(tabs.send(ShowBetaHome()) == .handled(Beta.home, presentation: .selectOwningTab))

    #expect(tabs.selectedTab == "beta")
    #expect(beta.path == [])
    #expect(beta.current == Beta.home)
  }

  @Test func anIntentWithoutHandlerIsUnhandled() throws {
    let (tabs, recorder) = try makeTabs(.push)

    let outcome = tabs.send(Orphan(note: "x"))

    let reason = "no handler is registered for NavigationKitTests.Orphan"
    #expect(outcome == .unhandled(intent: #"Orphan(note: "x")"#, reason: reason))
    #expect(recorder.events == [.intentUnhandled(intent: #"Orphan(note: "x")"#, reason: reason)])
    #expect(tabs.navigators.map(\.path) == [[], []])
  }

  @Test func selectOwningTabForAModuleNoTabOwnsIsUnhandled() throws {
    let (tabs, recorder) = try makeTabs(.selectOwningTab)
    tabs.selectedNavigator.present(Alpha.edit("1"), as: .sheet)
    _ = recorder.drain()

    let outcome = tabs.send(ShowGamma())

    let reason = "no tab owns module 'gamma'"
    #expect(outcome == .unhandled(intent: "ShowGamma()", reason: reason))
    #expect(recorder.events == [.intentUnhandled(intent: "ShowGamma()", reason: reason)])
    #expect(tabs.selectedTab == "alpha")
    #expect(tabs.selectedNavigator.sheet?.destination == Alpha.edit("1"))
    #expect(tabs.show(GammaDestination.start.erased) == false)
  }
}
