import NavigationKit
import Testing

/// What a `TabView` binding sets: a tap on a named tab, and nothing for a name that is none.
@MainActor
@Suite struct TabBindingTests {
  @Test func aTapThroughTheBindingReselectsAndAnUnknownNameChangesNothing() throws {
    let (app, recorder) = try makeApp()
    app.tabs.navigators[0].push(Alpha.detail("1"))
    _ = recorder.drain()

    #expect(!app.tap("nowhere"))
    #expect(recorder.drain() == [])
    #expect(app.tap("alpha"))
    #expect(app.tabs.navigators[0].path == [])
    #expect(recorder.drain().last == .tabReselected("alpha"))
    app.select("beta")
    app.select("beta")
    #expect(recorder.drain() == [.tabSelected(from: "alpha", to: "beta")])
  }
}
