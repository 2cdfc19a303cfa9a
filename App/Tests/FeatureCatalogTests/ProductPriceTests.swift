import Testing

@testable import FeatureCatalog

@Suite struct ProductPriceTests {
  @Test(arguments: [
    (4900, "$49.00"),
    (19_900, "$199.00"),
    (5, "$0.05"),
    (0, "$0.00"),
    (10, "$0.10"),
    (1250, "$12.50"),
    (101, "$1.01"),
    (123_456, "$1234.56"),
    (-5, "-$0.05"),
    (-1250, "-$12.50"),
  ])
  func formatsDollarsAndCents(_ priceInCents: Int, _ expected: String) {
    let product = Product(
      id: "P-1", name: "Thing", categoryId: "c", priceInCents: priceInCents, summary: "")
    #expect(product.formattedPrice == expected)
  }
}
