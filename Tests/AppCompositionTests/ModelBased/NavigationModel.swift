import NavigationKit

/// The reference model: what each operation should do to the app, written as plainly as
/// possible on ``ModelState``, with no navigator, event or resolver involved.
struct NavigationModel {
  var state: ModelState
  var isLoggedIn: Bool
  /// The deep link waiting for login.
  var pending: DeepLinkMatch?

  /// Whether `destination` may be shown now. Every destination may today; when the access
  /// gate of issue 12 lands, this is the one place the model learns it.
  func admits(_ destination: AnyDestination) -> Bool { true }

  mutating func push(_ destination: AnyDestination) {
    state.visible.path.append(destination)
  }

  mutating func pop() {
    _ = state.visible.path.popLast()
  }

  mutating func pop(to destination: AnyDestination) {
    if let index = state.visible.path.lastIndex(of: destination) {
      state.visible.path.removeSubrange((index + 1)...)
    } else if destination == state.visible.root {
      state.visible.path = []
    }
  }

  mutating func popToRoot() {
    state.visible.path = []
  }

  /// Presents over the visible level, which presents nothing.
  mutating func present(_ destination: AnyDestination, as style: PresentationStyle) {
    state.tabs[state.selected].append(ModelLevel(style: style, root: destination))
  }

  /// Presents from the selected tab's base stack, replacing whatever it presents.
  mutating func presentFromTab(_ destination: AnyDestination, as style: PresentationStyle) {
    state.tabs[state.selected].removeSubrange(1...)
    present(destination, as: style)
  }

  /// The innermost dialog closes; without one, the innermost presentation.
  mutating func dismiss() {
    if state.visible.dialog != nil {
      state.visible.dialog = nil
    } else if state.visibleIndex > 0 {
      state.tabs[state.selected].removeLast()
    }
  }

  mutating func show(dialog title: String) {
    state.visible.dialog = title
  }

  mutating func choose(_ action: DialogAction) {
    state.visible.dialog = nil
    switch action.action {
    case .push(let destination)?: push(destination)
    case .popToRoot?: popToRoot()
    case .dismiss?: dismiss()
    default: break
    }
  }

  /// Another tab is selected as it is; the selected one goes back to its root.
  mutating func tap(_ tab: Int) {
    guard tab == state.selected else {
      state.selected = tab
      return
    }
    dismissAll(tab)
    state.tabs[tab][0].path = []
  }

  /// What a deep link or an intent that selects its tab does.
  mutating func show(
    _ path: [AnyDestination], presenting presented: (AnyDestination, PresentationStyle)?,
    inTabOwning module: String
  ) {
    guard let tab = state.tabs.firstIndex(where: { $0[0].root.moduleName == module }) else {
      return
    }
    for index in state.tabs.indices { dismissAll(index) }
    state.selected = tab
    state.tabs[tab][0].path = path.first == state.tabs[tab][0].root ? Array(path.dropFirst()) : path
    if let (destination, style) = presented { present(destination, as: style) }
  }

  mutating func open(_ match: DeepLinkMatch) {
    if match.requiresLogin && !isLoggedIn {
      pending = match
    } else {
      show(match)
    }
  }

  mutating func show(_ match: DeepLinkMatch) {
    var path = match.destinations
    var presented: (AnyDestination, PresentationStyle)?
    if case .present(let style) = match.presentation, let last = path.popLast() {
      presented = (last, style)
    }
    show(path, presenting: presented, inTabOwning: match.module)
  }

  mutating func logIn() {
    isLoggedIn = true
    if let pending { show(pending) }
    pending = nil
  }

  mutating func logOut() {
    isLoggedIn = false
    pending = nil
  }

  /// A saved state comes back without its dialogs, which are never saved.
  mutating func restoreSaved() {
    for tab in state.tabs.indices {
      for level in state.tabs[tab].indices { state.tabs[tab][level].dialog = nil }
    }
  }

  private mutating func dismissAll(_ tab: Int) {
    state.tabs[tab].removeSubrange(1...)
    state.tabs[tab][0].dialog = nil
  }
}
