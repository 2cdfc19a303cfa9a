public import NavigationKit

/// Shown for a product or category id that is not valid or matches nothing.
public struct CatalogItemNotFoundScreen: ScreenModel {
  /// What was looked for.
  public enum Kind: String, Hashable, Sendable {
    /// A product.
    case product
    /// A category.
    case category
  }

  /// What was looked for.
  public let kind: Kind
  /// The id that was asked for.
  public let id: String

  /// Creates the screen.
  public init(_ kind: Kind, id: String) {
    self.kind = kind
    self.id = id
  }

  /// `Product not found` or `Category not found`.
  public var title: String {
    "\(kind == .product ? "Product" : "Category") not found"
  }

  /// Why nothing is shown.
  public var lines: [String] {
    ResourceIdentifier.isValid(id)
      ? ["No \(kind.rawValue) has the id \(UntrustedText.quoted(id))."]
      : ["\(UntrustedText.quoted(id)) is not a valid \(kind.rawValue) id."]
  }

  /// Back to the catalog.
  public var actions: [ScreenAction] {
    [ScreenAction("Back to the catalog", .popToRoot)]
  }
}
