import NavigationKit
import Testing

/// What `perform` returns: the one door every front end uses says what became of each action.
@MainActor
@Suite struct NavigationOutcomeTests {
  @Test func aPushThatIsShownIsPerformed() throws {
    let fixture = try DeskApp()

    #expect(fixture.app.perform(.push(DeskDestination.note(id: "N"))) == .performed)
    #expect(fixture.app.tabs.selectedNavigator.path == [DeskDestination.note(id: "N").erased])
  }

  @Test func aPushNeedingLoginWhileLoggedOutReturnsTheNavigationWaiting() throws {
    let fixture = try DeskApp(isLoggedIn: false)

    let outcome = fixture.app.perform(.push(DeskDestination.vault(id: "V")))

    let waiting = try #require(fixture.app.waitingForLogin)
    #expect(outcome == .waiting(waiting))
    #expect(waiting == .push([DeskDestination.vault(id: "V").erased], scope: .tab("desk")))
    #expect(fixture.app.tabs.selectedNavigator.path.isEmpty)
  }

  @Test func aValueNotOfItsKindChangesNothingAndSaysWhy() throws {
    let fixture = try DeskApp()

    let outcome = fixture.app.perform(.push(DeskDestination.vault(id: "../etc")))

    #expect(
      outcome == .unchanged(reason: #""id" is not a valid value of desk.vault(id: "../etc")"#))
    #expect(fixture.app.tabs.selectedNavigator.path.isEmpty)
  }

  @Test(arguments: [NavigationAction.pop, .popToRoot, .dismiss])
  func anActionWithNothingToActOnChangesNothingAndSaysWhy(action: NavigationAction) throws {
    let fixture = try DeskApp()

    guard case .unchanged(let reason) = fixture.app.perform(action) else {
      Issue.record("\(action) on a stack at its root, with nothing presented, changed something")
      return
    }
    #expect(reason.hasPrefix("nothing to "))
    #expect(fixture.recorder.events.isEmpty)
  }

  @Test func aPathSetThroughTheFrontDoorSaysWhetherItChanged() throws {
    let fixture = try DeskApp()
    let desk = fixture.app.tabs.selectedNavigator
    let path = [DeskDestination.note(id: "1").erased]

    #expect(fixture.app.setPath(path, of: desk) == .performed)
    #expect(fixture.app.setPath(path, of: desk) == .unchanged(reason: "the path is the same"))
  }
}
