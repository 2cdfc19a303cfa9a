import NavigationKit

/// Renders the session for a person: where they are, the screen, and its numbered actions.
@MainActor
struct TextRenderer {
  let app: AppNavigator
  /// A tab bar, or a sidebar of sections beside the detail column.
  var layout: NavigationLayout = .tabs

  /// The tab bar (or the sidebar), the visible stack, and the visible screen or dialog with
  /// numbered actions.
  func screen() -> [String] {
    let tabs = app.tabs
    var lines: [String]
    switch layout {
    case .tabs:
      let bar = tabs.tabs.map { tab in
        tab.id == tabs.selectedTab ? "[\(title(of: tab))]" : title(of: tab)
      }
      lines = ["Tabs: " + bar.joined(separator: " ")]
      lines.append("Stack: " + stack(of: tabs.selectedNavigator))
    case .split:
      lines = sidebar()
      lines.append("Detail: " + stack(of: tabs.selectedNavigator))
    }
    for presentation in tabs.selectedNavigator.presentations {
      lines.append(
        "\(presentation.style.rawValue.capitalizedFirst): " + stack(of: presentation.navigator))
    }
    if let lock = app.navigationLock {
      lines.append("Navigation locked: \(lock)")
    }
    let visible = tabs.visibleNavigator
    if let alert = visible.alert {
      lines += dialog("Alert", alert.title, alert.message, alert.actions)
    } else if let dialog = visible.confirmationDialog {
      lines += self.dialog("Confirmation", dialog.title, dialog.message, dialog.actions)
    } else {
      let screen = app.visibleScreen
      lines.append("== \(screen.title) ==")
      lines += screen.lines.map { "  \($0)" }
      lines += numbered(screen.actions.map(\.title))
    }
    return lines
  }

  /// The split view's sidebar: its columns, then one line per section the user did not hide,
  /// the selected one marked.
  private func sidebar() -> [String] {
    let tabs = app.tabs
    guard tabs.columnVisibility != .detailOnly else { return ["Sidebar: hidden (detailOnly)"] }
    return ["Sidebar (\(tabs.columnVisibility)):"]
      + tabs.sidebarTabs.map { section in
        (section.id == tabs.selectedTab ? "  > " : "    ") + title(of: section)
      }
  }

  /// A tab's title, with its badge if it has one.
  private func title(of tab: NavigationTab) -> String {
    app.badge(for: tab.id).map { "\(tab.title) (\(UntrustedText.label($0)))" } ?? tab.title
  }

  /// Every tab's stack, what the selected tab presents, what waits for login, the navigation
  /// lock and the link waiting for it, and whether the user is logged in; in the split layout,
  /// sections and the columns shown. A screen that came in with a zoom says so, and each
  /// presentation says how it is shown and what a swipe down would do.
  func state() -> [String] {
    let tabs = app.tabs
    var lines =
      switch layout {
      case .tabs: ["Selected tab: \(tabs.selectedTab)"]
      case .split: ["Selected section: \(tabs.selectedTab)", "Columns: \(tabs.columnVisibility)"]
      }
    for (tab, navigator) in zip(tabs.tabs, tabs.navigators) {
      let hidden =
        tabs.customization.hiddenTabs.contains(tab.id) ? " (hidden from the sidebar)" : ""
      lines.append("  \(tab.id): \(stack(of: navigator, transitions: true))\(hidden)")
    }
    for presentation in tabs.selectedNavigator.presentations {
      lines.append(
        "  \(presentation.style): \(stack(of: presentation.navigator, transitions: true))")
      lines += details(of: presentation).map { "    \($0)" }
    }
    let pending = app.waitingForLogin.map(\.description) ?? "none"
    lines.append("Waiting for login: \(pending)")
    if let lock = app.navigationLock {
      lines.append("Navigation locked: \(lock)")
    }
    if let waiting = app.waitingForUnlock {
      lines.append("Waiting for the lock: \(waiting)")
    }
    if !app.waitingRequests.isEmpty {
      lines.append(
        "Waiting for an answer: " + app.waitingRequests.map(\.description).joined(separator: ", "))
    }
    lines.append("Logged in: \(app.isLoggedIn ? "yes" : "no")")
    return lines
  }

  /// How a presentation came in and is shown, and what a swipe down does to it.
  private func details(of presentation: PresentedStack) -> [String] {
    var lines: [String] = []
    if presentation.transition != .automatic {
      lines.append("came in with: \(presentation.transition)")
    }
    lines.append("shown with: \(presentation.options)")
    if presentation.style == .fullScreenCover {
      lines.append("swipe down: not offered by a full-screen cover")
    } else if let refusal = app.interactiveDismissalRefusal(of: presentation) {
      lines.append("swipe down: refused, \(refusal)")
    } else {
      lines.append("swipe down: dismisses it")
    }
    return lines
  }

  /// The stack's destinations, root first; with `transitions`, each pushed with a zoom says so.
  private func stack(of navigator: Navigator, transitions: Bool = false) -> String {
    let path = navigator.path.enumerated().map { position, destination in
      let transition = navigator.transition(at: position)
      return transitions && transition != .automatic
        ? "\(destination) (\(transition))" : destination.description
    }
    return ([navigator.root.description] + path).joined(separator: " > ")
  }

  private func dialog(
    _ kind: String, _ title: String, _ message: String?, _ actions: [DialogAction]
  ) -> [String] {
    ["\(kind): \(title)"] + (message.map { ["  \($0)"] } ?? [])
      + numbered(
        actions.map { action in action.role.map { "\(action.title) (\($0))" } ?? action.title })
  }

  private func numbered(_ titles: [String]) -> [String] {
    guard !titles.isEmpty else { return ["(no actions)"] }
    return ["Actions:"] + titles.enumerated().map { "  \($0.offset + 1). \($0.element)" }
  }
}

extension String {
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
