import NavigationKit

/// Products matching a query, or suggestions when there is no query.
struct SearchScreen: ScreenModel {
  /// The query, or `nil` before the user typed one.
  let query: String?
  /// The matching products; empty without a query.
  let results: [Product]

  /// Queries suggested when there is no query.
  static let suggestions = ["knife", "tent"]

  /// Creates the screen.
  init(query: String?, results: [Product]) {
    self.query = query
    self.results = results
  }

  /// `Search`, or `Search "query"`.
  var title: String {
    query.map { "Search \(UntrustedText.quoted($0))" } ?? "Search"
  }

  /// The results, a note that there are none, or a prompt.
  var lines: [String] {
    guard let query else { return ["Type a query, or try a suggestion."] }
    guard !results.isEmpty else { return ["Nothing matches \(UntrustedText.quoted(query))."] }
    return results.map { "\($0.id) \($0.name) · \($0.formattedPrice)" }
  }

  /// Open each result, or search a suggestion.
  var actions: [ScreenAction] {
    guard query != nil else {
      return Self.suggestions.map {
        ScreenAction(
          "Search \(UntrustedText.quoted($0))", .push(CatalogDestination.search(query: $0)))
      }
    }
    return results.map {
      ScreenAction("Open \($0.name)", .push(CatalogDestination.productDetail(productId: $0.id)))
    }
  }
}
