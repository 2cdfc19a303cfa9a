/// Where the __Name__ feature reads its items from.
///
/// `nonisolated`: data, read from any actor, also in an app whose code is main-actor isolated by
/// default (Xcode 26's new projects; Scripts/check-default-isolation).
nonisolated public protocol __Name__Repository: Sendable {
  /// Every item, in display order.
  func allItems() -> [__Name__Item]
  /// The item with `id`, or `nil` when there is none.
  func item(id: String) -> __Name__Item?
}

/// A fixed set of items for the app, previews and tests.
nonisolated public struct Sample__Name__Repository: __Name__Repository {
  /// The items, in display order.
  public let items: [__Name__Item]

  /// Creates the repository with the sample items, or with `items`.
  public init(items: [__Name__Item] = Sample__Name__Repository.sampleItems) {
    self.items = items
  }

  /// Every item, in display order.
  public func allItems() -> [__Name__Item] { items }

  /// The item with `id`, or `nil` when there is none.
  public func item(id: String) -> __Name__Item? {
    items.first { $0.id == id }
  }

  /// Two items.
  public static let sampleItems = [
    __Name__Item(id: "item-1", name: "First item"),
    __Name__Item(id: "item-2", name: "Second item"),
  ]
}
