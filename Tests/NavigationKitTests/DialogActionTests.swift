import NavigationKit
import Testing

/// A dialog's buttons carry what they do: a navigation, or a feature's own action.
@MainActor
@Suite struct DialogActionTests {
  /// An app of shelf and crate, the shelf's screens carrying out `Tidy`.
  func makeApp() throws -> AppNavigator {
    try AppNavigator(
      features: [FeatureModule(resolver: TidyShelves()), .text(CrateResolver())],
      tabs: [
        NavigationTab("shelf", root: ShelfDestination.home),
        NavigationTab("crate", root: CrateDestination.lid),
      ])
  }

  @Test func aButtonWithANavigationPerformsItOnceTheDialogIsClosed() throws {
    let app = try makeApp()
    let recorder = EventRecorder(app.events)
    let dialog = DialogState(
      title: "Open?", actions: [DialogAction(title: "Box 1", action: .push(Shelf.box("1")))])
    app.perform(.showConfirmationDialog(dialog))

    let chosen = app.chooseDialogAction(id: "Box 1")

    #expect(chosen?.title == "Box 1")
    #expect(app.tabs.visibleNavigator.confirmationDialog == nil)
    #expect(app.tabs.visibleNavigator.path == [Shelf.box("1")])
    #expect(
      recorder.events.dropFirst().map(\.description) == [
        #"shelf: chose "Box 1" in "Open?""#, #"shelf: pushed shelf.box(id: "1")"#,
      ])
  }

  @Test func aFeatureActionIsCarriedOutByTheScreenThatShowedTheDialog() throws {
    let app = try makeApp()
    let recorder = EventRecorder(app.events)
    app.perform(
      .showAlert(
        DialogState(
          title: "Tidy?", actions: [DialogAction(title: "Tidy", action: .feature(Tidy.now))])))

    app.chooseDialogAction(id: "Tidy")

    #expect(
      recorder.events.suffix(2) == [
        .featureActionPerformed(AnyFeatureAction(Tidy.now), scope: .tab("shelf")),
        .pushed([Shelf.box("tidied")], scope: .tab("shelf")),
      ])
    #expect(app.tabs.visibleNavigator.path == [Shelf.box("tidied")])
  }

  @Test func aFeatureActionNoScreenCarriesOutIsReportedAndChangesNothing() throws {
    let app = try makeApp()
    let recorder = EventRecorder(app.events)
    #expect(app.select("crate"))
    _ = recorder.drain()

    app.perform(.feature(Tidy.now))

    #expect(
      recorder.events == [.featureActionUnhandled(AnyFeatureAction(Tidy.now), scope: .tab("crate"))]
    )
    #expect(recorder.events.first?.description == "crate: no screen carried out now")
  }

  @Test func aCancelButtonOnlyClosesAndAnUnknownIdChangesNothing() throws {
    let app = try makeApp()
    app.perform(.showConfirmationDialog(DialogState(title: "Q", actions: [.cancel()])))
    #expect(app.chooseDialogAction(id: "Nope") == nil)
    #expect(app.tabs.visibleNavigator.confirmationDialog != nil)
    #expect(app.chooseDialogAction(id: "Cancel")?.action == nil)
    #expect(app.tabs.visibleNavigator.confirmationDialog == nil)
    #expect(app.tabs.visibleNavigator.path.isEmpty)
  }

  @Test func aScreenWithoutFeatureActionsLeavesThemUnhandled() throws {
    let (app, recorder) = try NavigationKitTests.makeApp()
    app.perform(.feature(Tidy.now))
    #expect(
      recorder.events == [.featureActionUnhandled(AnyFeatureAction(Tidy.now), scope: .tab("alpha"))]
    )
  }

  @Test func featureActionsCompareByTypeAndValue() {
    #expect(AnyFeatureAction(Tidy.now) == AnyFeatureAction(Tidy.now))
    #expect(AnyFeatureAction(Tidy.now) != AnyFeatureAction(Tidy.later))
    #expect(AnyFeatureAction(Tidy.now).as(Tidy.self) == .now)
    #expect(NavigationAction.feature(Tidy.later).description == "perform later")
  }
}

/// Shelf's own action.
enum Tidy: FeatureAction {
  case now
  case later
}

/// Shelf's screens, which carry out `Tidy.now` by pushing the tidied box.
struct TidyShelves: DestinationResolver {
  struct Screen: ScreenModel {
    var title: String { "Shelf" }
    var lines: [String] { [] }
    var actions: [ScreenAction] { [] }

    func handle(_ action: AnyFeatureAction) -> FeatureActionResult {
      action.as(Tidy.self) == .now ? .then(.push(Shelf.box("tidied"))) : .unhandled
    }
  }

  func resolve(_ destination: ShelfDestination) -> any ScreenModel { Screen() }
}
