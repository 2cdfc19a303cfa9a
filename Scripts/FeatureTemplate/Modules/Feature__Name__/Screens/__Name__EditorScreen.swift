import NavigationKit

/// The editor of one item, shown in a sheet.
struct __Name__EditorScreen: ScreenModel {
  /// The item edited.
  let item: __Name__Item

  /// Creates the screen.
  init(item: __Name__Item) {
    self.item = item
  }

  /// `Edit <name>`.
  var title: String { "Edit \(item.name)" }

  /// What is edited.
  var lines: [String] { ["Name: \(item.name)"] }

  /// Close the sheet.
  var actions: [ScreenAction] {
    [ScreenAction("Done", .dismiss)]
  }
}
