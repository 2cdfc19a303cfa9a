#if canImport(SwiftUI)
  public import NavigationKit
  import NavigationKitSwiftUI
  public import SwiftUI

  /// The app's root view: the one composition as a `TabView` with one
  /// ``NavigationKitSwiftUI/ModularNavigationStack`` per tab, each with its icon and badge, or
  /// as a ``NavigationKitSwiftUI/ModularSplitView`` of the same tabs; deep links from
  /// `onOpenURL`, and the state saved whenever the scene leaves the foreground. Tapping the
  /// selected tab takes it back to its root.
  ///
  /// ```swift
  /// // In the app's `App`, with `session` an `AppSession` created once at launch:
  /// WindowGroup { AppRootView(session: session) }
  /// // Tabs on iPhone, a split view on iPad, from the size class:
  /// @Environment(\.horizontalSizeClass) private var sizeClass
  /// AppRootView(session: session, layout: sizeClass == .regular ? .split : .tabs)
  /// ```
  ///
  /// Switching the layout loses nothing: both show the same tabs, stacks and presentations.
  public struct AppRootView: View {
    private let session: AppSession
    private let layout: NavigationLayout
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the root view of `session`: every destination is shown by the screen the app's
    /// one composition resolves, in its own view where the feature gives it one.
    ///
    /// - Parameters:
    ///   - session: The running app.
    ///   - layout: A tab bar (iPhone) or a sidebar beside the selected section (iPad, Mac).
    public init(session: AppSession, layout: NavigationLayout = .tabs) {
      self.session = session
      self.layout = layout
    }

    /// The tabs or the split view.
    public var body: some View {
      content
        .environment(\.navigationHandler, NavigationHandler(app: session.app))
        .onOpenURL { url in
          session.open(url)
        }
        .onChange(of: scenePhase) { _, phase in
          if phase != .active {
            session.saveInBackground()
          }
        }
    }

    @ViewBuilder private var content: some View {
      switch layout {
      case .tabs: tabView
      case .split: ModularSplitView(app: session.app)
      }
    }

    private var tabView: some View {
      let tabs = session.app.tabs
      return TabView(selection: tapping(tabs)) {
        ForEach(tabs.tabs, id: \.id) { tab in
          if let navigator = tabs.navigator(for: tab.id) {
            ModularNavigationStack(navigator: navigator, app: session.app)
              .tabItem { Label(tab.title, systemImage: tab.icon ?? "circle") }
              .badge(session.app.badge(for: tab.id))
              .tag(tab.id)
          }
        }
      }
    }

    /// The selected tab, where choosing a tab is a tap: the selected one goes back to its root.
    private func tapping(_ tabs: TabNavigator) -> Binding<TabID> {
      Binding(
        get: { @MainActor in tabs.selectedTab },
        set: { @MainActor tab in session.app.tap(tab) })
    }
  }
#endif
