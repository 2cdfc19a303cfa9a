import NavigationKit
import Testing

/// What a `TabView` binding sets: a tap on a named tab, and nothing for a name that is none.
@MainActor
@Suite struct TabBindingTests {
  @Test func aTapThroughTheBindingReselectsAndAnUnknownNameChangesNothing() throws {
    let (tabs, recorder) = try makeTabs()
    tabs.navigators[0].push(Alpha.detail("1"))
    _ = recorder.drain()

    #expect(!tabs.tapIfPresent("nowhere"))
    #expect(recorder.drain() == [])
    #expect(tabs.tapIfPresent("alpha"))
    #expect(tabs.navigators[0].path == [])
    #expect(recorder.drain().last == .tabReselected("alpha"))
    tabs.selectedTab = "beta"
    tabs.selectedTab = "beta"
    #expect(recorder.drain() == [.tabSelected(from: "alpha", to: "beta")])
  }
}
