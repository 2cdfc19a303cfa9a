import Foundation
import Testing

@testable import NavigationKit

@MainActor
@Suite struct TabCustomizationTests {
  @Test func customizingHidesKnownTabsAndReportsIt() throws {
    let (app, recorder) = try makeApp()
    var customization = app.tabs.customization
    customization.hiddenTabs.insert("beta")
    customization.hiddenTabs.insert("nowhere")

    #expect(app.customizeTabs(customization))
    #expect(!app.customizeTabs(customization))

    #expect(app.tabs.customization == TabCustomization(hiddenTabs: ["beta"]))
    #expect(app.tabs.customization.hiddenTabs.contains("beta"))
    #expect(!app.tabs.customization.hiddenTabs.contains("alpha"))
    #expect(recorder.events == [.tabsCustomized(TabCustomization(hiddenTabs: ["beta"]))])
    #expect(recorder.events.map(\.description) == ["tabs customized: hidden beta"])
  }

  @Test func aHiddenTabKeepsItsStackAndCanStillBeSelected() throws {
    let (app, _) = try makeApp()
    app.tabs.navigator(for: "beta")?.push(BetaDestination.detail(id: "kept"))
    app.customizeTabs(TabCustomization(hiddenTabs: ["beta"]))

    #expect(app.select("beta"))
    #expect(app.tabs.selectedNavigator.path == [AnyDestination(BetaDestination.detail(id: "kept"))])

    var shown = app.tabs.customization
    shown.hiddenTabs.remove("beta")
    app.customizeTabs(shown)
    #expect(app.tabs.customization == TabCustomization())
  }

  /// A split view's sidebar lists every tab but the hidden ones, in tab-bar order, whichever
  /// tab is selected.
  @Test func theSidebarListsTheTabsTheUserDidNotHide() throws {
    let (app, _) = try makeApp()
    #expect(app.tabs.sidebarTabs.map(\.id) == app.tabs.tabs.map(\.id))

    app.customizeTabs(TabCustomization(hiddenTabs: ["beta"]))
    #expect(app.select("beta"))
    #expect(app.tabs.sidebarTabs.map(\.id) == app.tabs.tabs.map(\.id).filter { $0 != "beta" })
  }

  @Test func theCustomizationIsSavedAndRestoredWithTheStacks() throws {
    let app = try makeCodableApp()
    app.customizeTabs(TabCustomization(hiddenTabs: ["crate"]))
    let coder = try makeCoder()

    let (data, issues) = coder.encode(app.snapshot)
    #expect(issues.isEmpty)
    #expect(String(decoding: data, as: UTF8.self).contains(#""hiddenTabs":["crate"]"#))

    let restored = try makeCodableApp()
    let (snapshot, decodeIssues) = coder.decode(data)
    #expect(decodeIssues.isEmpty)
    #expect(restored.restore(try #require(snapshot)) == [])
    #expect(restored.tabs.customization == TabCustomization(hiddenTabs: ["crate"]))
  }

  @Test func anUncustomizedAppWritesTheFileItAlwaysWrote() throws {
    let app = try makeCodableApp()
    let (data, _) = try makeCoder().encode(app.snapshot)

    #expect(!String(decoding: data, as: UTF8.self).contains("hiddenTabs"))
    #expect(app.snapshot.tabCustomization == nil)
  }

  @Test func restoringASnapshotWithoutCustomizationShowsEveryTab() throws {
    let app = try makeCodableApp()
    app.customizeTabs(TabCustomization(hiddenTabs: ["crate"]))

    #expect(app.restore(NavigationSnapshot(selectedTab: "shelf", tabs: [])) == [])
    #expect(app.tabs.customization == TabCustomization())
  }

  @Test func aHiddenTabTheAppDoesNotHaveIsReportedAndLeftOut() throws {
    let app = try makeCodableApp()
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf", tabs: [],
      tabCustomization: TabCustomization(hiddenTabs: ["crate", "attic"]))

    #expect(app.restore(snapshot) == [.unknownHiddenTab("attic")])
    #expect(app.tabs.customization == TabCustomization(hiddenTabs: ["crate"]))
    #expect(
      RestorationIssue.unknownHiddenTab("attic").description
        == #"unknown hidden tab "attic"; it is left out"#)
  }

  @Test(
    arguments: [
      (#""crate""#, "not a list"),
      (#"[1]"#, "a name that is not a string"),
      (#"{"crate":true}"#, "not a list"),
      (
        "[" + Array(repeating: #""x""#, count: 65).joined(separator: ",") + "]", "more than 64 tabs"
      ),
    ])
  func unreadableHiddenTabsAreReportedAndTheRestRestored(hidden: String, reason: String) throws {
    let json = #"{"hiddenTabs":"# + hidden + #","selectedTab":"crate","tabs":[],"version":1}"#

    let (snapshot, issues) = try makeCoder().decode(Data(json.utf8))

    #expect(issues == [.unreadableHiddenTabs(reason: reason)])
    #expect(snapshot?.selectedTab == "crate")
    #expect(snapshot?.tabCustomization == nil)
  }
}
