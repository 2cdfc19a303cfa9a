import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigatorDialogTests {
  static let delete = DialogAction(id: "delete", title: "Delete", role: .destructive)
  static let alert = DialogState(
    title: "Delete?", message: "It cannot be undone.",
    actions: [delete, .cancel()])
  static let dialog = DialogState(
    title: "Share",
    actions: [
      DialogAction(title: "Copy link"), .cancel("Close"),
    ])

  @Test func showAlertShowsItAndReportsIt() {
    let (navigator, recorder) = makeNavigator()

    navigator.showAlert(Self.alert)

    #expect(navigator.alert == Self.alert)
    #expect(navigator.confirmationDialog == nil)
    #expect(recorder.events == [.alertPresented(Self.alert, scope: .tab("alpha"))])
  }

  @Test func alertAndConfirmationDialogReplaceEachOther() {
    let (navigator, recorder) = makeNavigator()

    navigator.showAlert(Self.alert)
    navigator.showConfirmationDialog(Self.dialog)
    #expect(navigator.alert == nil)
    #expect(navigator.confirmationDialog == Self.dialog)

    navigator.showAlert(Self.alert)
    #expect(navigator.alert == Self.alert)
    #expect(navigator.confirmationDialog == nil)
    #expect(
      recorder.events == [
        .alertPresented(Self.alert, scope: .tab("alpha")),
        .dialogDismissed(title: Self.alert.title, scope: .tab("alpha")),
        .confirmationDialogPresented(Self.dialog, scope: .tab("alpha")),
        .dialogDismissed(title: Self.dialog.title, scope: .tab("alpha")),
        .alertPresented(Self.alert, scope: .tab("alpha")),
      ])
  }

  @Test(arguments: [
    ("delete", "Delete", DialogAction.Role.destructive),
    ("Cancel", "Cancel", DialogAction.Role.cancel),
  ])
  func selectingAKnownActionClosesTheAlert(id: String, title: String, role: DialogAction.Role) {
    let (navigator, recorder) = makeNavigator()
    navigator.showAlert(Self.alert)
    _ = recorder.drain()

    let selected = navigator.selectDialogAction(id: id)

    let expected = DialogAction(id: id, title: title, role: role)
    #expect(selected == expected)
    #expect(navigator.alert == nil)
    #expect(
      recorder.events == [.dialogActionSelected(expected, dialog: "Delete?", scope: .tab("alpha"))])
  }

  @Test func selectingAConfirmationDialogActionInsideASheet() {
    let (navigator, recorder) = makeNavigator()
    navigator.present(Beta.home, as: .sheet)
    navigator.topmost.showConfirmationDialog(Self.dialog)
    _ = recorder.drain()

    let selected = navigator.topmost.selectDialogAction(id: "Copy link")

    #expect(selected == DialogAction(title: "Copy link"))
    #expect(navigator.topmost.confirmationDialog == nil)
    #expect(
      recorder.events == [
        .dialogActionSelected(
          DialogAction(title: "Copy link"), dialog: "Share", scope: .tab("alpha", .sheet))
      ])
  }

  @Test(arguments: ["Delete", "nope", ""])
  func selectingAnUnknownActionChangesNothing(id: String) {
    let (navigator, recorder) = makeNavigator()
    navigator.showAlert(Self.alert)
    _ = recorder.drain()

    #expect(navigator.selectDialogAction(id: id) == nil)
    #expect(navigator.alert == Self.alert)
    #expect(recorder.events == [])
  }

  @Test func selectingWithNoDialogChangesNothing() {
    let (navigator, recorder) = makeNavigator()

    #expect(navigator.selectDialogAction(id: "Cancel") == nil)
    #expect(recorder.events == [])
  }

  @Test func dismissDialogClosesWithoutAnAction() {
    let (navigator, recorder) = makeNavigator()
    navigator.showConfirmationDialog(Self.dialog)
    _ = recorder.drain()

    #expect(navigator.dismissDialog())
    #expect(!navigator.dismissDialog())

    #expect(navigator.confirmationDialog == nil)
    #expect(recorder.events == [.dialogDismissed(title: "Share", scope: .tab("alpha"))])
  }

  @Test func actionsDefaultTheirIdToTheTitle() {
    #expect(DialogAction(title: "Copy link").id == "Copy link")
    #expect(DialogAction(title: "Copy link").role == nil)
    #expect(DialogAction.cancel() == DialogAction(id: "Cancel", title: "Cancel", role: .cancel))
    #expect(DialogAction.cancel("Close").role == .cancel)
    #expect(DialogState(title: "Hi") == DialogState(title: "Hi", message: nil, actions: []))
  }
}
