/// A product chosen in Catalog's product picker: the answer Catalog gives to whoever asked,
/// without knowing who that is.
public struct ProductChoice: Hashable, Sendable {
  /// The product's id.
  public let productId: String
  /// The product's name.
  public let name: String

  /// Creates a choice.
  public init(productId: String, name: String) {
    self.productId = productId
    self.name = name
  }
}
