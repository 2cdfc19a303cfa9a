import Testing

@testable import NavigationKitNewFeature

/// What the scaffold accepts as a feature's name, and the names it makes from it.
@Suite struct FeatureNameTests {
  @Test func namesAreMadeInLowerCamelAndKebabCase() throws {
    let name = try FeatureName("OrderHistory2")
    #expect(name.lower == "orderHistory2")
    #expect(name.kebab == "order-history2")
    #expect(
      name.fill("__Name__ __name__ __module__") == "OrderHistory2 orderHistory2 order-history2")
  }

  @Test(arguments: ["profile", "Order-History", "Café", "2Fast", "Order History", "", "_Profile"])
  func aNameThatIsNotUpperCamelCaseIsRefused(name: String) {
    #expect(throws: ScaffoldError.self) { try FeatureName(name) }
  }

  @Test(arguments: ["Self", "Protocol", "Default", "Class", "Import", "Some"])
  func aSwiftKeywordIsRefused(name: String) throws {
    let error = try #require(throws: ScaffoldError.self) { try FeatureName(name) }
    #expect(error.description.contains("keyword"))
  }

  @Test func aNameLongerThanThirtyCharactersIsRefused() {
    #expect(throws: ScaffoldError.self) { try FeatureName(String(repeating: "A", count: 31)) }
    #expect(throws: Never.self) { try FeatureName(String(repeating: "A", count: 30)) }
  }
}
