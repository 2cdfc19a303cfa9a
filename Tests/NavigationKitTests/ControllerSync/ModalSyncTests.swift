import Testing

@testable import NavigationKit

/// What a controller kept in sync with a navigator presents, and what a user's dismissal
/// becomes.
@MainActor
@Suite struct ModalSyncTests {
  let sheet = ShownModal.stack(id: 1, style: .sheet)
  let cover = ShownModal.stack(id: 2, style: .fullScreenCover)
  let alert = ShownModal.alert(DialogState(title: "Discard?"))

  @Test func aPresentationIsPresentedThenAgreed() {
    var sync = ModalSync()
    #expect(sync.step(navigator: sheet, controller: nil) == .present(sheet))
    sync.beginTransition()
    #expect(sync.step(navigator: sheet, controller: nil) == nil)
    sync.endTransition()
    #expect(sync.step(navigator: sheet, controller: sheet) == nil)
    #expect(sync.agreed == sheet)
  }

  @Test func aDismissalThroughTheAppIsDismissed() {
    var sync = ModalSync(shown: sheet)
    #expect(sync.step(navigator: nil, controller: sheet) == .dismiss)
    #expect(sync.step(navigator: nil, controller: nil) == nil)
  }

  @Test func anotherPresentationReplacesTheShownOne() {
    var sync = ModalSync(shown: sheet)
    #expect(sync.step(navigator: cover, controller: sheet) == .replace(with: cover))
  }

  @Test func aSwipeDownIsReportedOnceThenAgreed() {
    var sync = ModalSync(shown: sheet)
    #expect(sync.step(navigator: sheet, controller: nil) == .reportDismissal)
    #expect(sync.step(navigator: nil, controller: nil) == nil)
  }

  @Test func aRefusedDismissalPresentsAgain() {
    var sync = ModalSync(shown: sheet)
    #expect(sync.step(navigator: sheet, controller: nil) == .reportDismissal)
    #expect(sync.step(navigator: sheet, controller: nil) == .present(sheet))
  }

  @Test func aPresentationArrivingDuringASwipeDownWins() {
    var sync = ModalSync(shown: sheet)
    #expect(sync.step(navigator: cover, controller: nil) == .present(cover))
  }

  @Test func theNavigatorsModalIsItsPresentationElseItsDialog() throws {
    let (app, _) = try makeApp()
    let navigator = app.tabs.navigators[0]
    #expect(ShownModal(of: navigator) == nil)
    navigator.showAlert(DialogState(title: "Discard?"))
    #expect(ShownModal(of: navigator) == alert)
    navigator.present(Beta.detail("1"), as: .sheet)
    let presented = try #require(navigator.presentation)
    #expect(ShownModal(of: navigator) == .stack(id: presented.id, style: .sheet))
    navigator.dismissPresentation()
    navigator.showConfirmationDialog(DialogState(title: "Leave?", actions: []))
    #expect(
      ShownModal(of: navigator)
        == .confirmationDialog(DialogState(title: "Leave?", actions: [])))
  }
}
