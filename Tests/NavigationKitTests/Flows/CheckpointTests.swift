import Testing

@testable import NavigationKit

@MainActor
@Suite struct CheckpointTests {
  @Test func aReturnFromInsideASheetsStackDismissesAndPopsToTheCheckpoint() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.note(id: "1"))
    fixture.app.setCheckpoint("start")
    fixture.desk.push(DeskDestination.note(id: "2"))
    fixture.desk.present(DeskDestination.note(id: "S"), as: .sheet)
    fixture.desk.topmost.push(DeskDestination.note(id: "S2"))
    #expect(fixture.app.canReturn(to: "start"))
    _ = fixture.recorder.drain()

    fixture.app.perform(.returnTo("start"))

    #expect(fixture.desk.path == [DeskDestination.note(id: "1").erased])
    #expect(fixture.desk.presentation == nil)
    #expect(
      fixture.recorder.drain() == [
        .dismissed(DeskDestination.note(id: "S").erased, style: .sheet, scope: .tab("desk")),
        .popped([DeskDestination.note(id: "2").erased], scope: .tab("desk")),
        .checkpointReturned(
          "start", to: DeskDestination.note(id: "1").erased, value: nil, scope: .tab("desk")),
      ])
    #expect(fixture.app.canReturn(to: "start"))
  }

  @Test func aValueReachesTheSetterExactlyOnceAfterTheScreensAboveAreGone() throws {
    let fixture = try DeskApp()
    var received: [String] = []
    var pathWhenReceived: [AnyDestination]?
    fixture.app.setCheckpoint("pick", receiving: String.self) { value in
      received.append(value)
      pathWhenReceived = fixture.desk.path
    }
    fixture.desk.push(DeskDestination.note(id: "1"))

    fixture.app.perform(.returnTo("pick", with: "chosen"))

    #expect(received == ["chosen"])
    #expect(pathWhenReceived == [])
    fixture.app.perform(.returnTo("pick", with: "again"))
    #expect(received == ["chosen", "again"])
  }

  @Test func aValueOfAnotherTypeOrForACheckpointTakingNoneChangesNothing() throws {
    let fixture = try DeskApp()
    var received: [Int] = []
    fixture.app.setCheckpoint("count", receiving: Int.self) { received.append($0) }
    fixture.desk.push(DeskDestination.note(id: "1"))
    fixture.app.setCheckpoint("plain")
    fixture.desk.push(DeskDestination.note(id: "2"))
    _ = fixture.recorder.drain()

    fixture.app.perform(.returnTo("count", with: "seven"))
    fixture.app.perform(.returnTo("plain", with: 7))

    #expect(fixture.desk.path.count == 2)
    #expect(received == [])
    #expect(
      fixture.recorder.drain() == [
        .checkpointReturnRefused("count", reason: "the checkpoint takes a value of type Int"),
        .checkpointReturnRefused("plain", reason: "the checkpoint takes no value"),
      ])
    fixture.app.perform(.returnTo("count"))
    #expect(
      fixture.recorder.drain() == [
        .popped(
          [DeskDestination.note(id: "2").erased, DeskDestination.note(id: "1").erased],
          scope: .tab("desk")),
        .checkpointReturned(
          "count", to: DeskDestination.home.erased, value: nil, scope: .tab("desk")),
        .checkpointRemoved("plain", scope: .tab("desk")),
      ])
    #expect(received == [])
    #expect(fixture.desk.path == [])
  }

  @Test func checkpointRemovedByAPop() throws {
    let fixture = try DeskApp()
    var received: [String] = []
    fixture.desk.push(DeskDestination.note(id: "1"))
    fixture.app.setCheckpoint("mark", receiving: String.self) { received.append($0) }
    fixture.desk.push(DeskDestination.note(id: "2"))
    _ = fixture.recorder.drain()

    fixture.app.perform(.popToRoot)

    #expect(
      fixture.recorder.drain() == [
        .popped(
          [DeskDestination.note(id: "2").erased, DeskDestination.note(id: "1").erased],
          scope: .tab("desk")),
        .checkpointRemoved("mark", scope: .tab("desk")),
      ])
    #expect(!fixture.app.canReturn(to: "mark"))
    #expect(fixture.app.checkpointNames == [])
    // The same screen pushed again is not the checkpoint's: it went with the pop.
    fixture.desk.push(DeskDestination.note(id: "1"))
    fixture.desk.push(DeskDestination.note(id: "2"))
    _ = fixture.recorder.drain()
    fixture.app.perform(.returnTo("mark", with: "late"))
    #expect(
      fixture.recorder.drain() == [
        .checkpointReturnRefused(
          "mark", reason: "no checkpoint of that name below the visible screen")
      ])
    #expect(fixture.desk.path.count == 2)
    #expect(received == [])
  }

  @Test func aCheckpointInASheetGoesWithTheSheet() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.note(id: "S"), as: .sheet)
    fixture.app.setCheckpoint("in-sheet")
    fixture.desk.topmost.push(DeskDestination.note(id: "S2"))
    #expect(fixture.app.canReturn(to: "in-sheet"))

    fixture.app.perform(.returnTo("in-sheet"))
    #expect(fixture.desk.topmost.path == [])
    #expect(fixture.desk.presentation?.style == .sheet)

    fixture.desk.dismiss()
    #expect(!fixture.app.canReturn(to: "in-sheet"))
    fixture.desk.present(DeskDestination.note(id: "S"), as: .sheet)
    #expect(!fixture.app.canReturn(to: "in-sheet"))
  }

  @Test func aCheckpointOnAnotherTabOrAboveTheVisibleScreenCannotBeReturnedTo() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.note(id: "S"), as: .sheet)
    fixture.app.setCheckpoint("sheet")
    fixture.desk.dismiss()
    fixture.desk.push(DeskDestination.note(id: "1"))
    fixture.app.setCheckpoint("desk")
    #expect(fixture.app.select("shelf"))

    #expect(!fixture.app.canReturn(to: "desk"))
    #expect(!fixture.app.canReturn(to: "sheet"))
    #expect(!fixture.app.canReturn(to: "never-set"))
    fixture.app.perform(.returnTo("desk"))
    #expect(fixture.desk.path.count == 1)
  }

  @Test func settingANameAgainMovesTheCheckpoint() throws {
    let fixture = try DeskApp()
    fixture.app.setCheckpoint("mark")
    fixture.desk.push(DeskDestination.note(id: "1"))
    _ = fixture.recorder.drain()

    fixture.app.setCheckpoint("mark")
    fixture.desk.push(DeskDestination.note(id: "2"))
    fixture.app.perform(.returnTo("mark"))

    #expect(fixture.desk.path == [DeskDestination.note(id: "1").erased])
    #expect(
      fixture.recorder.drain().prefix(2) == [
        .checkpointRemoved("mark", scope: .tab("desk")),
        .checkpointSet("mark", at: DeskDestination.note(id: "1").erased, scope: .tab("desk")),
      ])
  }

  @Test func aDialogButtonCanReturnToACheckpoint() throws {
    let fixture = try DeskApp()
    fixture.app.setCheckpoint("home")
    fixture.desk.push(DeskDestination.note(id: "1"))
    fixture.desk.showConfirmationDialog(
      DialogState(
        title: "Leave?",
        actions: [DialogAction(id: "leave", title: "Leave", action: .returnTo("home"))]))

    fixture.app.chooseDialogAction(id: "leave")

    #expect(fixture.desk.path == [])
    #expect(fixture.desk.confirmationDialog == nil)
  }

  @Test func descriptions() {
    #expect(NavigationAction.returnTo("a").description == "return to checkpoint a")
    #expect(NavigationAction.returnTo("a", with: 3).description == "return to checkpoint a with 3")
    #expect(
      NavigationEvent.checkpointReturned("a", to: Shelf.home, value: "3", scope: .tab("s"))
        .description
        == "s: returned to checkpoint a on shelf.home with 3")
  }
}
