import Testing

@testable import App

@Suite struct TuistAppTests {
  @Test func everyFeatureHasALink() {
    #expect(TuistApp.links == ["orders", "catalog", "profile"])
  }
}
