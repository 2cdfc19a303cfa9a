import Testing

@testable import NavigationKit

@Suite struct NavigationEventTests {
  @Test(
    arguments: [
      (
        .pushed([Alpha.detail("1"), Alpha.edit("1")], scope: .tab("alpha")),
        #"alpha: pushed alpha.detail(id: "1"), alpha.edit(id: "1")"#
      ),
      (.popped([Alpha.list], scope: .tab("alpha", .sheet)), "alpha/sheet: popped alpha.list"),
      (
        .pathReplaced(from: [Beta.home], to: [], scope: .tab("beta")),
        "beta: path replaced [beta.home] with []"
      ),
      (
        .presented(Beta.home, style: .sheet, scope: .tab("alpha")),
        "alpha: presented beta.home as sheet"
      ),
      (
        .dismissed(Beta.home, style: .fullScreenCover, scope: .tab("alpha")),
        "alpha: dismissed fullScreenCover beta.home"
      ),
      (.alertPresented(DialogState(title: "Oops"), scope: .tab("alpha")), #"alpha: alert "Oops""#),
      (
        .confirmationDialogPresented(
          DialogState(title: "Share", actions: []), scope: .tab("beta")),
        #"beta: confirmation dialog "Share""#
      ),
      (.dialogDismissed(title: "Oops", scope: .tab("alpha")), #"alpha: dismissed dialog "Oops""#),
      (
        .dialogActionSelected(.cancel("Close"), dialog: "Share", scope: .tab("beta")),
        #"beta: chose "Close" in "Share""#
      ),
      (.tabSelected(from: "alpha", to: "beta"), "tab alpha -> beta"),
      (
        .duplicateNavigationIgnored(Alpha.detail("1"), scope: .tab("alpha")),
        #"alpha: ignored alpha.detail(id: "1"), already shown"#
      ),
      (
        .screenViewed(Beta.home, scope: .tab("alpha", .sheet)),
        "alpha/sheet: showing beta.home"
      ),
      (
        .intentHandled(
          SentIntent(intent: ShowBetaHome(), destination: Beta.home, presentation: .selectOwningTab)
        ),
        "intent ShowBetaHome() handled: selectOwningTab beta.home"
      ),
      (
        .intentUnhandled(
          SentIntent(
            intent: ShowGamma(), destination: GammaDestination.start.erased, presentation: .push),
          reason: "no tab owns module 'gamma'"),
        "intent ShowGamma() unhandled: no tab owns module 'gamma'"
      ),
    ] as [(NavigationEvent, String)])
  func descriptionIsOneLine(event: NavigationEvent, expected: String) {
    #expect(event.description == expected)
  }

  @Test(arguments: [
    (Presentation.push, "push"),
    (.present(.sheet), "sheet"),
    (.present(.fullScreenCover), "fullScreenCover"),
    (.selectOwningTab, "selectOwningTab"),
  ])
  func intentPresentationDescription(presentation: Presentation, expected: String) {
    #expect(presentation.description == expected)
  }

  @Test func anEventReadsAndComparesAsItsPayload() {
    let chosen = NavigationEvent.dialogActionSelected(
      .cancel("Close"), dialog: "Share", scope: .tab("b"))
    let copy = chosen
    #expect(copy == .dialogActionSelected(.cancel("Close"), dialog: "Share", scope: .tab("b")))
    #expect(copy != .dialogActionSelected(.cancel("Keep"), dialog: "Share", scope: .tab("b")))
    guard case .dialogActionSelected(_, let dialog, let scope) = copy else {
      Issue.record("the case changed")
      return
    }
    #expect(dialog == "Share" && scope == .tab("b"))
  }
}
