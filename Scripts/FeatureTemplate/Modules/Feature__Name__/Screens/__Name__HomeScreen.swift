import NavigationKit

/// Every item, each one a button that opens it.
struct __Name__HomeScreen: ScreenModel {
  /// The items shown.
  let items: [__Name__Item]

  /// Creates the screen.
  init(items: [__Name__Item]) {
    self.items = items
  }

  /// `__Name__`.
  var title: String { "__Name__" }

  /// One line per item.
  var lines: [String] {
    items.isEmpty ? ["Nothing here yet."] : items.map { "\($0.id) · \($0.name)" }
  }

  /// "Open X" for each item: a push.
  var actions: [ScreenAction] {
    items.map {
      ScreenAction("Open \($0.name)", .push(__Name__Destination.detail(itemId: $0.id)))
    }
  }
}
