import NavigationKit
import Testing

@Suite struct TabIDTests {
  @Test func spellingsAreEqual() {
    let literal: TabID = "orders"

    #expect(literal == TabID("orders"))
    #expect(literal.rawValue == "orders")
    #expect(literal.description == "orders")
    #expect(literal != "catalog")
  }

  @Test(arguments: [
    (
      TabConfigurationError.noTabs,
      "a tab navigator needs at least one tab: give the app one feature with a tab"
    ),
    (.duplicateTab("a"), "two tabs are named 'a': give each tab a name of its own"),
    (
      .moduleOwnedTwice(module: "m", tabs: ["a", "b"]),
      "module 'm' is owned by more than one tab: a, b; start each tab at a destination of its "
        + "own module, and list a module in one tab's `owning:` only"
    ),
    (.unknownTab("z"), "no tab is named 'z'"),
  ])
  func configurationErrorsDescribeThemselves(error: TabConfigurationError, expected: String) {
    #expect(error.description == expected)
  }
}
