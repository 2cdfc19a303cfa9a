import NavigationKit

/// Shown for a product or category id that is not valid or matches nothing.
struct CatalogItemNotFoundScreen: ScreenModel {
  /// What was looked for.
  enum Kind: String, Hashable, Sendable {
    /// A product.
    case product
    /// A category.
    case category
  }

  /// What was looked for.
  let kind: Kind
  /// The id that was asked for.
  let id: String

  /// Creates the screen.
  init(_ kind: Kind, id: String) {
    self.kind = kind
    self.id = id
  }

  /// `Product not found` or `Category not found`.
  var title: String {
    "\(kind == .product ? "Product" : "Category") not found"
  }

  /// Why nothing is shown.
  var lines: [String] {
    ResourceIdentifier.isValid(id)
      ? ["No \(kind.rawValue) has the id \(UntrustedText.quoted(id))."]
      : ["\(UntrustedText.quoted(id)) is not a valid \(kind.rawValue) id."]
  }

  /// Back to the catalog.
  var actions: [ScreenAction] {
    [ScreenAction("Back to the catalog", .popToRoot)]
  }
}
