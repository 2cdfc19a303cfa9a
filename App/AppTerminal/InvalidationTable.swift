import AppComposition
import NavigationKit

/// What each front-door operation invalidates in the sample app, as SwiftUI would see it: the
/// table `App invalidations` prints and the README shows.
@MainActor
struct InvalidationTable {
  /// One operation: its name, what sets the app up for it, and the operation itself.
  struct Row {
    let operation: String
    let setUp: (AppNavigator) -> Void
    let change: (AppNavigator) -> Void
  }

  /// Every operation, each on a fresh app, logged in: the name and the reads it invalidated.
  static func measure() throws(CompositionError) -> [(operation: String, invalidated: [String])] {
    var measured: [(String, [String])] = []
    for row in rows {
      let app = try AppComposition.makeNavigator(isLoggedIn: true)
      row.setUp(app)
      measured.append(
        (row.operation, InvalidationProbe(app: app).invalidations { row.change(app) }))
    }
    return measured
  }

  /// The table in Markdown.
  static func markdown() throws(CompositionError) -> [String] {
    ["| operation | invalidated |", "|---|---|"]
      + (try measure()).map { "| \($0.operation) | \($0.invalidated.joined(separator: ", ")) |" }
  }

  /// The sample app's operations. The first tab's first pushing action, its second tab and the
  /// two links are the sample's; nothing else is assumed.
  static let rows: [Row] = [
    Row(operation: "push", setUp: { _ in }, change: { pushFirst(in: $0) }),
    Row(operation: "pop", setUp: { pushFirst(in: $0) }, change: { $0.perform(.pop) }),
    Row(
      operation: "pop to root", setUp: { pushFirst(in: $0) }, change: { $0.perform(.popToRoot) }),
    Row(
      operation: "present a sheet", setUp: { _ in },
      change: { $0.perform(.present($0.tabs.tabs[1].root, style: .sheet)) }),
    Row(
      operation: "dismiss it", setUp: { $0.perform(.present($0.tabs.tabs[1].root, style: .sheet)) },
      change: { $0.perform(.dismiss) }),
    Row(operation: "select a tab", setUp: { _ in }, change: { _ = $0.select($0.tabs.tabs[1].id) }),
    Row(
      operation: "tap the selected tab again", setUp: { pushFirst(in: $0) },
      change: { _ = $0.tap($0.tabs.selectedTab) }),
    Row(
      operation: "open a link into another tab", setUp: { _ in },
      change: { _ = $0.open(.link("myapp://catalog/product/P-100")) }),
    Row(
      operation: "log out with a gated screen shown",
      setUp: { _ = $0.open(.link("myapp://orders/A-1/track")) },
      change: { $0.logOut() }),
  ]

  /// Performs the first push action of the visible screen.
  private static func pushFirst(in app: AppNavigator) {
    guard
      let push = app.visibleScreen.actions.first(where: {
        if case .push = $0.navigation { true } else { false }
      })
    else { return }
    app.perform(push.navigation)
  }
}
