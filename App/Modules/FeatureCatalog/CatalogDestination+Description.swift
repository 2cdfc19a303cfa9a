extension CatalogDestination: CustomStringConvertible {
  /// The case as Swift writes it, with optional values shown as `"id"` or `nil`, such as
  /// `grid(categoryId: "kitchen")` or `search(query: nil)`.
  public var description: String {
    switch self {
    case .grid(let categoryId): "grid(categoryId: \(Self.literal(categoryId)))"
    case .productDetail(let productId): "productDetail(productId: \(Self.literal(productId)))"
    case .search(let query): "search(query: \(Self.literal(query)))"
    case .productPicker(let categoryId):
      "productPicker(categoryId: \(Self.literal(categoryId)))"
    }
  }

  private static func literal(_ value: String?) -> String {
    value.map { String(reflecting: $0) } ?? "nil"
  }
}
