import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigationActionTests {
  nonisolated static let alert = DialogState(title: "Oops")
  nonisolated static let dialog = DialogState(title: "Share", actions: [.cancel()])

  nonisolated static let intents = AlphaIntents(.push)

  /// An app of tabs alpha and beta, alpha showing `[detail("1"), detail("2")]`.
  func makeApp() throws -> (AppNavigator, EventRecorder) {
    let (app, recorder) = try NavigationKitTests.makeApp()
    app.tabs.selectedNavigator.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2")])
    _ = recorder.drain()
    return (app, recorder)
  }

  @Test(
    arguments: [
      (.push(AlphaDestination.edit(id: "1")), [.pushed([Alpha.edit("1")], scope: .tab("alpha"))]),
      (.push(Beta.home), [.pushed([Beta.home], scope: .tab("alpha"))]),
      (
        .present(Beta.home, style: .fullScreenCover),
        [.presented(Beta.home, style: .fullScreenCover, scope: .tab("alpha"))]
      ),
      (
        intents.showBetaDetail(ShowBetaDetail(id: "9")),
        [
          .pushed([Beta.detail("9")], scope: .tab("alpha")),
          .intentHandled(
            SentIntent(
              intent: ShowBetaDetail(id: "9"), destination: Beta.detail("9"), presentation: .push)),
        ]
      ),
      (
        AlphaIntents(.selectOwningTab).showGamma(ShowGamma()),
        [
          .intentUnhandled(
            SentIntent(
              intent: ShowGamma(), destination: GammaDestination.start.erased,
              presentation: .selectOwningTab),
            reason: "no tab owns module 'gamma'")
        ]
      ),
      (.showAlert(alert), [.alertPresented(alert, scope: .tab("alpha"))]),
      (
        .showConfirmationDialog(dialog),
        [.confirmationDialogPresented(dialog, scope: .tab("alpha"))]
      ),
      (.pop, [.popped([Alpha.detail("2")], scope: .tab("alpha"))]),
      (.popToRoot, [.popped([Alpha.detail("2"), Alpha.detail("1")], scope: .tab("alpha"))]),
      (.dismiss, []),
    ] as [(NavigationAction, [NavigationEvent])])
  func performReportsTheChange(action: NavigationAction, expected: [NavigationEvent]) throws {
    let (app, recorder) = try makeApp()

    app.perform(action)

    #expect(recorder.events == expected)
  }

  @Test func performActsOnTheVisibleStackInsideASheet() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs
    app.perform(.present(Beta.home, style: .sheet))
    app.perform(.push(BetaDestination.detail(id: "1")))
    app.perform(.showAlert(Self.alert))
    _ = recorder.drain()

    app.perform(.dismiss)
    app.perform(.pop)
    app.perform(.popToRoot)
    app.perform(.dismiss)
    app.perform(.dismiss)

    #expect(tabs.selectedNavigator.path == [Alpha.detail("1"), Alpha.detail("2")])
    #expect(tabs.selectedNavigator.presentation == nil)
    #expect(
      recorder.events == [
        .dialogDismissed(title: "Oops", scope: .tab("alpha", .sheet)),
        .popped([Beta.detail("1")], scope: .tab("alpha", .sheet)),
        .dismissed(Beta.home, style: .sheet, scope: .tab("alpha")),
      ])
  }

  @Test(
    arguments: [
      (.push(AlphaDestination.detail(id: "1")), #"push alpha.detail(id: "1")"#),
      (.present(Beta.home, style: .sheet), "present beta.home as sheet"),
      (intents.showBetaDetail(ShowBetaDetail(id: "1")), #"send ShowBetaDetail(id: "1")"#),
      (.showAlert(alert), #"alert "Oops""#),
      (.showConfirmationDialog(dialog), #"confirmation dialog "Share""#),
      (.pop, "pop"),
      (.popToRoot, "pop to root"),
      (.dismiss, "dismiss"),
    ] as [(NavigationAction, String)])
  func description(action: NavigationAction, expected: String) {
    #expect(action.description == expected)
  }

  @Test func screenActionsCompareByTitleAndNavigation() {
    let action = ScreenAction("Open", .push(Alpha.detail("1")))

    #expect(action == ScreenAction("Open", .push(AlphaDestination.detail(id: "1"))))
    #expect(action != ScreenAction("Open", .push(Beta.detail("1"))))
    #expect(action.navigation == .push(Alpha.detail("1")))
  }
}
