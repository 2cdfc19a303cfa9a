import NavigationKit

/// One level of a tab: its base stack, or a sheet or cover presented over the level below.
struct ModelLevel: Hashable, CustomStringConvertible {
  /// `nil` for the tab's base stack.
  var style: PresentationStyle?
  var root: AnyDestination
  var path: [AnyDestination] = []
  /// The title of the alert or confirmation dialog shown over this level, if any.
  var dialog: String?
  /// Which presentation this is, in the model: a new one for each presentation made, as a
  /// navigator is; equality ignores it, since the app's levels have none.
  var serial = 0

  static func == (lhs: ModelLevel, rhs: ModelLevel) -> Bool {
    lhs.style == rhs.style && lhs.root == rhs.root && lhs.path == rhs.path
      && lhs.dialog == rhs.dialog
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(root)
    hasher.combine(path)
    hasher.combine(dialog)
  }

  var current: AnyDestination { path.last ?? root }
  var destinations: [AnyDestination] { [root] + path }

  var description: String {
    let style = style.map { "\($0) " } ?? ""
    let dialog = dialog.map { " [dialog \($0)]" } ?? ""
    return style + destinations.map(\.description).joined(separator: " > ") + dialog
  }
}

/// What the user can see of the app, written plainly: the selected tab and, for every tab, its
/// levels from the base stack up to the innermost presentation.
struct ModelState: Hashable, CustomStringConvertible {
  var tabIDs: [TabID]
  var selected: Int
  var tabs: [[ModelLevel]]

  /// Reads the state of a real app.
  @MainActor
  init(_ app: AppNavigator) {
    tabIDs = app.tabs.tabs.map(\.id)
    selected = tabIDs.firstIndex(of: app.tabs.selectedTab) ?? -1
    tabs = app.tabs.navigators.map { base in
      var levels: [ModelLevel] = []
      var navigator: Navigator? = base
      var style: PresentationStyle?
      while let current = navigator {
        let dialog = current.alert?.title ?? current.confirmationDialog?.title
        levels.append(
          ModelLevel(style: style, root: current.root, path: current.path, dialog: dialog))
        style = current.presentation?.style
        navigator = current.presentation?.navigator
      }
      return levels
    }
  }

  /// The level the user sees and acts on: the innermost of the selected tab.
  var visible: ModelLevel {
    get { tabs[selected][tabs[selected].count - 1] }
    set { tabs[selected][tabs[selected].count - 1] = newValue }
  }

  var visibleIndex: Int { tabs[selected].count - 1 }

  /// Every destination on any level of any tab.
  var allDestinations: [AnyDestination] { tabs.flatMap { $0.flatMap(\.destinations) } }

  /// The tab and level an event's scope names: `orders`, `orders/sheet`, `orders/sheet/sheet`.
  func level(ofScope scope: NavigationScope) -> (tab: Int, level: Int)? {
    guard let tab = tabIDs.firstIndex(of: scope.tab) else { return nil }
    return (tab, scope.presentations.count)
  }

  var description: String {
    zip(tabIDs, tabs).enumerated().map { index, entry in
      let mark = index == selected ? "*" : " "
      return "\(mark)\(entry.0.rawValue): " + entry.1.map(\.description).joined(separator: " | ")
    }.joined(separator: "\n")
  }
}
