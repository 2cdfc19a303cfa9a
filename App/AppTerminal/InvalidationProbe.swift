import NavigationKit
import Observation

/// What a SwiftUI app re-evaluates when its navigation changes: which of the observable
/// properties the root view and every stack read an operation invalidates.
///
/// The root reads the selected tab; each stack — every tab's navigator and every navigator
/// presented over one — reads its path, its presentation and its dialog. The probe tracks each
/// of those reads on its own with `withObservationTracking`, as SwiftUI does, runs the
/// operation, and names the reads whose change was announced: `selection`, `orders.path`,
/// `orders/sheet.presentation`.
@MainActor
struct InvalidationProbe {
  /// The app probed.
  let app: AppNavigator

  /// The names of the reads `operation` invalidates, sorted.
  func invalidations(of operation: () -> Void) -> [String] {
    let invalidated = Invalidated()
    for (name, read) in reads() {
      withObservationTracking(read) { invalidated.add(name) }
    }
    operation()
    return invalidated.names.sorted()
  }

  /// Every read the root and the stacks make now, by name.
  private func reads() -> [(String, () -> Void)] {
    let tabs = app.tabs
    var reads: [(String, () -> Void)] = [("selection", { _ = tabs.selectedTab })]
    for navigator in tabs.navigators {
      var stack: Navigator? = navigator
      while let shown = stack {
        let scope = shown.scope
        reads.append(("\(scope).path", { _ = shown.path }))
        reads.append(("\(scope).presentation", { _ = shown.presentation }))
        reads.append(("\(scope).dialog", { _ = (shown.alert, shown.confirmationDialog) }))
        stack = shown.presentation?.navigator
      }
    }
    return reads
  }
}

/// The names of the reads invalidated so far; observation calls back on the main actor, as
/// every change here is made on it.
@MainActor
private final class Invalidated: Sendable {
  private(set) var names: Set<String> = []

  nonisolated func add(_ name: String) {
    MainActor.assumeIsolated { _ = names.insert(name) }
  }
}
