/// A product chosen in Catalog's product picker: the answer Catalog gives to whoever asked,
/// without knowing who that is.
///
/// `nonisolated`, as plain data is in an app whose code is main-actor isolated by default
/// (Xcode 26's new projects): there a main-actor type's `Hashable` conformance would be
/// isolated too, and could not be a request's result or answer, which cross actors.
nonisolated public struct ProductChoice: Hashable, Sendable {
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
