/// A product for sale.
///
/// `nonisolated`, as plain data is in an app whose code is main-actor isolated by default
/// (Xcode 26's new projects): there a main-actor type's `Hashable` conformance would be
/// isolated too, and could not be a request's result or answer, which cross actors.
nonisolated public struct Product: Hashable, Sendable, Identifiable {
  /// The product's id, such as `P-100`.
  public let id: String
  /// The product's name.
  public let name: String
  /// The id of the category it belongs to.
  public let categoryId: String
  /// The price in cents.
  public let priceInCents: Int
  /// One sentence about the product.
  public let summary: String

  /// Creates a product.
  public init(id: String, name: String, categoryId: String, priceInCents: Int, summary: String) {
    self.id = id
    self.name = name
    self.categoryId = categoryId
    self.priceInCents = priceInCents
    self.summary = summary
  }

  /// The price as dollars and cents, such as `$49.00` or `-$0.05`.
  public var formattedPrice: String {
    let magnitude = priceInCents.magnitude
    let cents = magnitude % 100
    return "\(priceInCents < 0 ? "-" : "")$\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}

/// A group of products.
nonisolated public struct ProductCategory: Hashable, Sendable, Identifiable {
  /// The category's id, such as `kitchen`.
  public let id: String
  /// The category's name.
  public let name: String

  /// Creates a category.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
