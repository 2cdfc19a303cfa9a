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
      CompositionError.noTabs,
      "invalid composition: a tab navigator needs at least one tab: give the app one feature with a tab"
    ),
    (
      .duplicateTab("a"),
      "invalid composition: two tabs are named 'a': give each tab a name of its own"
    ),
    (
      .moduleOwnedTwice(module: "m", tabs: ["a", "b"]),
      "invalid composition: module 'm' is owned by more than one tab: a, b; start each tab at a "
        + "destination of its own module, and list a module in one tab's `owning:` only"
    ),
  ])
  func configurationErrorsDescribeThemselves(error: CompositionError, expected: String) {
    #expect(error.description == expected)
  }
}
