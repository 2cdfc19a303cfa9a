/// Where the Catalog feature reads products and categories from.
///
/// `nonisolated`: data, read from the screen factories' `@Sendable` closures, also in an app whose
/// code is main-actor isolated by default (Scripts/check-default-isolation).
nonisolated public protocol CatalogRepository: Sendable {
  /// Every category, in display order.
  func categories() -> [ProductCategory]
  /// The category with `id`, or `nil` when there is none.
  func category(id: String) -> ProductCategory?
  /// The products of a category, in display order.
  func products(inCategory categoryId: String) -> [Product]
  /// The product with `id`, or `nil` when there is none.
  func product(id: String) -> Product?
  /// The products whose name contains `query`, ignoring case.
  func products(matching query: String) -> [Product]
}
