import Testing

@testable import NavigationKit

@MainActor
@Suite struct IntentTests {
  /// An app of tabs alpha and beta, and alpha's intents routed with `presentation`.
  func makeApp(
    _ presentation: Presentation
  ) throws -> (AppNavigator, EventRecorder, AlphaIntents) {
    let (app, recorder) = try NavigationKitTests.makeApp()
    return (app, recorder, AlphaIntents(presentation))
  }

  @Test func aRouteKnowsWhereItLeads() {
    let route = IntentRoute<ShowBetaDetail>.present(as: .sheet) {
      BetaDestination.detail(id: $0.id)
    }

    #expect(route.targetModule == "beta")
    #expect(route.presentation == .present(.sheet))
    guard case .send(let sent) = route(ShowBetaDetail(id: "1")) else {
      Issue.record("a route makes a send action")
      return
    }
    #expect(sent.intent as? ShowBetaDetail == ShowBetaDetail(id: "1"))
    #expect(sent.destination == Beta.detail("1"))
    #expect(sent.presentation == .present(.sheet))
    #expect(sent.description == #"ShowBetaDetail(id: "1")"#)
  }

  @Test func everyKindOfRoute() {
    let push = IntentRoute<EditAlpha>.push { AlphaDestination.edit(id: $0.id) }
    let owning = IntentRoute<ShowBetaHome>.selectOwningTab { _ in BetaDestination.home }
    let fixed = IntentRoute<ShowGamma>(always: Beta.home, as: .present(.fullScreenCover))

    #expect(push.presentation == .push)
    #expect(push.targetModule == "alpha")
    #expect(owning.presentation == .selectOwningTab)
    #expect(fixed.targetModule == "beta")
    #expect(fixed(ShowGamma()) == fixed(ShowGamma()))
    guard case .send(let sent) = fixed(ShowGamma()) else { return }
    #expect(sent.destination == Beta.home)
  }

  @Test func aCatalogListsTheRoutesOfItsStoredProperties() {
    let module = FeatureModule.text(AlphaResolver(), intents: AlphaIntents(.selectOwningTab))

    #expect(
      module.intents.map(\.description) == [
        "NavigationKitTests.ShowBetaDetail → beta (selectOwningTab)",
        "NavigationKitTests.ShowBetaHome → beta (selectOwningTab)",
        "NavigationKitTests.ShowGamma → gamma (selectOwningTab)",
      ])
    #expect(FeatureModule.text(BetaResolver()).intents == [])
  }

  @Test func sentIntentsCompareTheirIntentAndWhereTheyLead() {
    let intents = AlphaIntents(.push)
    let send = intents.showBetaDetail(ShowBetaDetail(id: "1"))

    #expect(send == intents.showBetaDetail(ShowBetaDetail(id: "1")))
    #expect(send.hashValue == intents.showBetaDetail(ShowBetaDetail(id: "1")).hashValue)
    #expect(send != intents.showBetaDetail(ShowBetaDetail(id: "2")))
    #expect(send != AlphaIntents(.present(.sheet)).showBetaDetail(ShowBetaDetail(id: "1")))
    #expect(send != .push(Beta.detail("1")))
  }

  @Test func pushGoesOntoTheVisibleNavigatorEvenInsideASheet() throws {
    let (app, recorder, intents) = try makeApp(.push)
    let tabs = app.tabs

    #expect(
      app.send(intents.showBetaDetail, ShowBetaDetail(id: "1"))
        == .performed)
    tabs.selectedNavigator.present(Alpha.edit("1"), as: .sheet)
    app.send(intents.showBetaDetail, ShowBetaDetail(id: "2"))

    #expect(tabs.selectedNavigator.path == [Beta.detail("1")])
    #expect(tabs.visibleNavigator.path == [Beta.detail("2")])
    #expect(
      recorder.events == [
        .pushed([Beta.detail("1")], scope: .tab("alpha")),
        .intentHandled(
          SentIntent(
            intent: ShowBetaDetail(id: "1"), destination: Beta.detail("1"),
            presentation: .push)),
        .presented(Alpha.edit("1"), style: .sheet, scope: .tab("alpha")),
        .pushed([Beta.detail("2")], scope: .tab("alpha", .sheet)),
        .intentHandled(
          SentIntent(
            intent: ShowBetaDetail(id: "2"), destination: Beta.detail("2"),
            presentation: .push)),
      ])
  }

  @Test func presentShowsASheetOverTheVisibleStack() throws {
    let (app, recorder, intents) = try makeApp(.present(.sheet))
    let tabs = app.tabs

    let outcome = app.send(intents.showBetaDetail, ShowBetaDetail(id: "1"))

    #expect(outcome == .performed)
    #expect(tabs.selectedTab == "alpha")
    #expect(tabs.selectedNavigator.presentation?.style == .sheet)
    #expect(tabs.selectedNavigator.presentation?.destination == Beta.detail("1"))
    #expect(
      recorder.events == [
        .presented(Beta.detail("1"), style: .sheet, scope: .tab("alpha")),
        .intentHandled(
          SentIntent(
            intent: ShowBetaDetail(id: "1"), destination: Beta.detail("1"),
            presentation: .present(.sheet))),
      ])
  }

  @Test func selectOwningTabSelectsDismissesAndReplacesThePath() throws {
    let (app, recorder, intents) = try makeApp(.selectOwningTab)
    let tabs = app.tabs
    let alpha = try #require(tabs.navigator(for: "alpha"))
    let beta = try #require(tabs.navigator(for: "beta"))
    alpha.push(Alpha.detail("1"))
    alpha.present(Alpha.edit("1"), as: .sheet)
    beta.push(contentsOf: [Beta.detail("x"), Beta.detail("y")])
    beta.showAlert(DialogState(title: "Old"))
    _ = recorder.drain()

    let outcome = app.send(intents.showBetaDetail, ShowBetaDetail(id: "1"))

    #expect(outcome == .performed)
    #expect(tabs.selectedTab == "beta")
    #expect(beta.path == [Beta.detail("1")])
    #expect(beta.alert == nil)
    #expect(alpha.presentation == nil)
    #expect(alpha.path == [Alpha.detail("1")])
    #expect(
      recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: .tab("alpha")),
        .dialogDismissed(title: "Old", scope: .tab("beta")),
        .tabSelected(from: "alpha", to: "beta"),
        .pathReplaced(
          from: [Beta.detail("x"), Beta.detail("y")], to: [Beta.detail("1")], scope: .tab("beta")),
        .intentHandled(
          SentIntent(
            intent: ShowBetaDetail(id: "1"), destination: Beta.detail("1"),
            presentation: .selectOwningTab)),
      ])
  }

  @Test func selectOwningTabWithTheTabsRootLeavesAnEmptyPath() throws {
    let (app, _, intents) = try makeApp(.selectOwningTab)
    let tabs = app.tabs
    let beta = try #require(tabs.navigator(for: "beta"))
    beta.push(Beta.detail("x"))

    #expect(
      app.send(intents.showBetaHome, ShowBetaHome())
        == .performed)

    #expect(tabs.selectedTab == "beta")
    #expect(beta.path == [])
    #expect(beta.current == Beta.home)
  }

  @Test func selectOwningTabForAModuleNoTabOwnsIsUnhandled() throws {
    let (app, recorder, intents) = try makeApp(.selectOwningTab)
    let tabs = app.tabs
    tabs.selectedNavigator.present(Alpha.edit("1"), as: .sheet)
    _ = recorder.drain()

    let outcome = app.send(intents.showGamma, ShowGamma())

    let reason = "no tab owns module 'gamma'"
    #expect(outcome == .unchanged(reason: reason))
    #expect(
      recorder.events == [
        .intentUnhandled(
          SentIntent(
            intent: ShowGamma(), destination: GammaDestination.start.erased,
            presentation: .selectOwningTab),
          reason: reason)
      ])
    #expect(tabs.selectedTab == "alpha")
    #expect(tabs.selectedNavigator.presentation?.style == .sheet)
    #expect(tabs.selectedNavigator.presentation?.destination == Alpha.edit("1"))
    #expect(tabs.show([GammaDestination.start.erased], inTabOwning: "gamma") == false)
  }
}

extension AppNavigator {
  /// Sends `intent` through `route`, as a screen's button would.
  @discardableResult
  func send<Intent>(_ route: IntentRoute<Intent>, _ intent: Intent) -> NavigationOutcome {
    perform(route(intent))
  }
}
