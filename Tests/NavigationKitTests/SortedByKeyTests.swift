import Testing

@testable import NavigationKit

@Suite struct SortedByKeyTests {
  @Test func ordersByKeyAndKeepsTheOrderOfEqualKeys() {
    let pairs = [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("c", 5)]
    #expect(pairs.sorted(byKey: \.0).map(\.1) == [2, 4, 1, 3, 5])
  }

  @Test func ordersLikeTheStandardSortOfStrings() {
    let words = ["Zeta", "alpha", "Ærø", "beta", "", "a\u{0}b", "a", "ab"]
    #expect(words.sorted(byKey: \.self) == words.sorted())
  }

  @Test func aSeparatorBelowEveryCharacterOrdersLikeAPairOfKeys() {
    let pairs = [("ab", "c"), ("a", "z"), ("a", "b")]
    #expect(
      pairs.sorted(byKey: { $0.0 + "\u{0}" + $0.1 }).map { "\($0.0)/\($0.1)" }
        == pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { "\($0.0)/\($0.1)" })
  }
}
