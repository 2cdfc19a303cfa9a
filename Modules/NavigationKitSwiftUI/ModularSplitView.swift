#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// A `NavigationSplitView` of an app's tabs: a sidebar listing each tab the user did not hide
  /// as a section (`TabNavigator.sidebarTabs`), and the selected section's
  /// ``ModularNavigationStack`` as the detail column.
  ///
  /// It shows the same `TabNavigator` a `TabView` does, so one composition is a tab bar on
  /// iPhone and a split view on iPad: a deep link selects the section that owns its module and
  /// builds its stack, restoration brings back the sections, their stacks and the columns
  /// shown, whichever layout saved them.
  ///
  /// ```swift
  /// ModularSplitView(app: app)
  /// ```
  ///
  /// Choosing a section selects its tab through the app (`AppNavigator.select(_:)`); the
  /// columns shown are `TabNavigator.columnVisibility`.
  public struct ModularSplitView: View {
    private let app: AppNavigator

    /// Creates the split view of `app`'s tabs.
    public init(app: AppNavigator) {
      self.app = app
    }

    /// The sidebar of sections, and the selected section's stack.
    public var body: some View {
      let tabs = app.tabs
      NavigationSplitView(columnVisibility: columns(tabs)) {
        List(tabs.sidebarTabs, selection: selection(tabs)) { section in
          Label(section.title, systemImage: section.icon ?? "circle")
            .badge(app.badge(for: section.id))
            .tag(section.id)
        }
      } detail: {
        ModularNavigationStack(navigator: tabs.selectedNavigator, app: app)
      }
    }

    /// The sidebar's selection: the selected tab. A collapsed split view going back to its
    /// sidebar sets `nil`, which changes nothing.
    @MainActor
    private func selection(_ tabs: TabNavigator) -> Binding<TabID?> {
      Binding(
        onMainActorGet: { tabs.selectedTab },
        set: { section in
          if let section {
            app.select(section)
          }
        })
    }

    /// The columns shown, kept (and saved) in the tab navigator.
    @MainActor
    private func columns(_ tabs: TabNavigator) -> Binding<NavigationSplitViewVisibility> {
      Binding(
        onMainActorGet: { Self.visibility(tabs.columnVisibility) },
        set: { visibility in tabs.columnVisibility = Self.columns(visibility) })
    }

    private static func visibility(_ columns: SplitColumnVisibility)
      -> NavigationSplitViewVisibility
    {
      switch columns {
      case .automatic: .automatic
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      }
    }

    private static func columns(_ visibility: NavigationSplitViewVisibility)
      -> SplitColumnVisibility
    {
      switch visibility {
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      default: .automatic
      }
    }
  }
#endif
