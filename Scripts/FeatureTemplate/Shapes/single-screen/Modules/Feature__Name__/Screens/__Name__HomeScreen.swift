import NavigationKit

/// The feature's one screen: the item, and what can be done with it.
struct __Name__HomeScreen: ScreenModel {
  /// The item shown.
  let item: __Name__Item
  /// What the screen sends to other modules.
  let intents: __Name__Intents

  /// Creates the screen.
  init(item: __Name__Item, intents: __Name__Intents) {
    self.item = item
    self.intents = intents
  }

  /// `__Name__`.
  var title: String { "__Name__" }

  /// The item's name.
  var lines: [String] { ["Name: \(item.name)"] }

  /// Edit it in a sheet (a presentation that needs login), or go home (an intent to another
  /// module).
  var actions: [ScreenAction] {
    [
      ScreenAction("Edit", .present(__Name__Destination.editor.erased, style: .sheet)),
      ScreenAction("Go home", intents.showHome(ShowHome())),
    ]
  }
}
