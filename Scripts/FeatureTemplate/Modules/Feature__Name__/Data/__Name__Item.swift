/// One item of the __Name__ feature.
nonisolated public struct __Name__Item: Hashable, Sendable, Identifiable {
  /// The item's id, such as `item-1`.
  public let id: String
  /// The item's name.
  public let name: String

  /// Creates an item.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
