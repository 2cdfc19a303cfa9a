import NavigationKit

/// One item, and what can be done with it.
struct __Name__DetailScreen: ScreenModel {
  /// The item shown.
  let item: __Name__Item
  /// What the screen sends to other modules.
  let intents: __Name__Intents

  /// Creates the screen.
  init(item: __Name__Item, intents: __Name__Intents) {
    self.item = item
    self.intents = intents
  }

  /// The item's name.
  var title: String { item.name }

  /// The item's id.
  var lines: [String] { ["Id: \(item.id)"] }

  /// Edit it in a sheet (a presentation), or go home (an intent to another module).
  var actions: [ScreenAction] {
    [
      ScreenAction(
        "Edit", .present(__Name__Destination.editor(itemId: item.id).erased, style: .sheet)),
      ScreenAction("Go home", intents.showHome(ShowHome())),
    ]
  }
}
