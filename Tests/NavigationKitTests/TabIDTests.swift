import NavigationKit
import Testing

@Suite struct TabIDTests {
  @Test func spellingsAreEqual() {
    let literal: TabID = "orders"

    #expect(literal == TabID("orders"))
    #expect(literal == TabID(rawValue: "orders"))
    #expect(literal.description == "orders")
    #expect(literal != "catalog")
  }

  @Test(arguments: [
    (TabConfigurationError.noTabs, "a tab navigator needs at least one tab"),
    (.duplicateTab("a"), "two tabs are named 'a'"),
    (
      .moduleOwnedTwice(module: "m", tabs: ["a", "b"]),
      "module 'm' is owned by more than one tab: a, b"
    ),
    (.unknownTab("z"), "no tab is named 'z'"),
  ])
  func configurationErrorsDescribeThemselves(error: TabConfigurationError, expected: String) {
    #expect(error.description == expected)
  }
}
