import NavigationKit

/// Renders the session for a person: where they are, the screen, and its numbered actions.
@MainActor
struct TextRenderer {
  let app: AppNavigator

  /// The tab bar, the visible stack, and the visible screen or dialog with numbered actions.
  func screen() -> [String] {
    let tabs = app.tabs
    let bar = tabs.tabs.map { tab in
      let title =
        app.badge(for: tab.id).map { "\(tab.title) (\(UntrustedText.label($0)))" } ?? tab.title
      return tab.id == tabs.selectedTab ? "[\(title)]" : title
    }
    var lines = ["Tabs: " + bar.joined(separator: " ")]
    lines.append("Stack: " + stack(of: tabs.selectedNavigator))
    for presentation in tabs.selectedNavigator.presentations {
      lines.append(
        "\(presentation.style.description.capitalizedFirst): " + stack(of: presentation.navigator))
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

  /// Every tab's stack, what the selected tab presents, the deep link waiting for login, the
  /// navigation lock and the link waiting for it, and whether the user is logged in.
  func state() -> [String] {
    let tabs = app.tabs
    var lines = ["Selected tab: \(tabs.selectedTab)"]
    for (tab, navigator) in zip(tabs.tabs, tabs.navigators) {
      lines.append("  \(tab.id): \(stack(of: navigator))")
    }
    for presentation in tabs.selectedNavigator.presentations {
      lines.append("  \(presentation.style): \(stack(of: presentation.navigator))")
    }
    let pending = app.access.pendingNavigation.map(\.target.description) ?? "none"
    lines.append("Waiting for login: \(pending)")
    if let lock = app.navigationLock {
      lines.append("Navigation locked: \(lock)")
    }
    if let locked = app.deepLinks.lockedLink {
      lines.append("Deep link waiting for the lock: \(UntrustedText.quoted(locked.url))")
    }
    if !app.waitingRequests.isEmpty {
      lines.append("Waiting for an answer: " + app.waitingRequests.joined(separator: ", "))
    }
    lines.append("Logged in: \(app.access.isLoggedIn ? "yes" : "no")")
    return lines
  }

  private func stack(of navigator: Navigator) -> String {
    ([navigator.root] + navigator.path).map(\.description).joined(separator: " > ")
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
