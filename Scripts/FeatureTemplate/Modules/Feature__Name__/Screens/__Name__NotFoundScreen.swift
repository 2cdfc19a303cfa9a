import NavigationKit

/// Shown for an item id that is not valid or matches no item.
struct __Name__NotFoundScreen: ScreenModel {
  /// The id that was asked for.
  let itemId: String

  /// Creates the screen.
  init(itemId: String) {
    self.itemId = itemId
  }

  /// `Not found`.
  var title: String { "Not found" }

  /// Why nothing is shown, with the id escaped.
  var lines: [String] {
    ResourceIdentifier.isValid(itemId)
      ? ["No item has the id \(UntrustedText.quoted(itemId))."]
      : ["\(UntrustedText.quoted(itemId)) is not a valid item id."]
  }

  /// Back to every item.
  var actions: [ScreenAction] {
    [ScreenAction("All items", .popToRoot)]
  }
}
