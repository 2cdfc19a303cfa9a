import AppComposition
import NavigationKit
import Testing

@testable import AppTerminal

@MainActor
@Suite(.needsValidComposition) struct TextSessionTests {
  @Test func theSessionShowsTheTabTheStackAndNumberedActions() throws {
    let run = SessionHarness([], input: ["action 2"])
    let tabLine = try #require(run.output.first { $0.hasPrefix("Tabs: ") })
    #expect(tabLine.hasPrefix("Tabs: [\(AppShape.titles[0])"))
    #expect(AppShape.titles.allSatisfy(tabLine.contains))
    #expect(run.output.contains(#"Stack: orders.list > orders.detail(orderId: "A-1")"#))
    #expect(run.output.contains("== Order A-1 =="))
    #expect(run.output.contains("  1. Track shipment"))
    #expect(run.output.contains("  2. View product Chef's Knife"))
    #expect(run.output.contains(#"  event: orders: pushed orders.detail(orderId: "A-1")"#))
    #expect(run.status == 0)
  }

  @Test func aDialogReplacesTheScreensActionsUntilItIsAnswered() {
    let run = SessionHarness([], input: ["action 1", "action 3", "action 1"])
    #expect(run.output.contains("Confirmation: Cancel order A-3?"))
    #expect(run.output.contains("  1. Cancel order (destructive)"))
    #expect(run.output.contains("  2. Keep order (cancel)"))
    #expect(run.output.contains(#"  event: orders: chose "Cancel order" in "Cancel order A-3?""#))
  }

  @Test func stateListsEveryTab() {
    let run = SessionHarness([], input: ["action 1", "tab catalog", "state"])
    let state = Array(run.output.suffix(AppShape.tabs.count + 3))
    #expect(state.first == "Selected tab: catalog")
    #expect(
      state.dropFirst().prefix(2) == [
        #"  orders: orders.list > orders.detail(orderId: "A-3")"#,
        "  catalog: catalog.grid(categoryId: nil)",
      ])
    #expect(
      state.dropFirst().prefix(AppShape.tabs.count).map { String($0.prefix { $0 != ":" }) }
        == AppShape.tabs.map { "  \($0)" })
    #expect(state.suffix(2) == ["Waiting for login: none", "Logged in: no"])
  }

  @Test func helpListsEveryCommand() {
    let run = SessionHarness([], input: ["help"])
    let commands = [
      "action N", "back", "root", "tab NAME", "dismiss", "open URL", "login", "logout", "routes",
      "state", "help", "quit",
    ]
    for command in commands {
      #expect(run.output.contains { $0.hasPrefix(command) }, "help omits \(command)")
    }
  }

  @Test func unknownCommandsGoToStandardError() {
    let run = SessionHarness([], input: ["fly", "state"])
    #expect(run.errors == ["error: unknown command \"fly\"; type 'help' for the commands"])
    #expect(
      run.output.suffix(3) == [
        "  \(AppShape.tabs.last ?? ""): \(AppComposition.features.last?.tab.root.description ?? "")",
        "Waiting for login: none", "Logged in: no",
      ])
  }
}
