#if canImport(SwiftUI)
  import NavigationKit
  public import SwiftUI

  /// The app's root view: a `TabView` with one ``NavigationKit/ModularNavigationStack`` per
  /// tab, each with its icon and badge, deep links from `onOpenURL`, and the state saved
  /// whenever the scene leaves the foreground. Tapping the selected tab takes it back to its
  /// root.
  ///
  /// ```swift
  /// // In the app's `App`, with `session` an `AppSession` created once at launch:
  /// WindowGroup { AppRootView(session: session) }
  /// ```
  public struct AppRootView: View {
    private let session: AppSession
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the root view of `session`: every destination is shown by the screen the app's
    /// one composition resolves, in its own view where the feature gives it one.
    ///
    /// - Parameter session: The running app.
    public init(session: AppSession) {
      self.session = session
    }

    /// The tabs.
    public var body: some View {
      let tabs = session.app.tabs
      TabView(selection: tapping(tabs)) {
        ForEach(tabs.tabs, id: \.id) { tab in
          if let navigator = tabs.navigator(for: tab.id) {
            ModularNavigationStack(navigator: navigator, app: session.app)
              .tabItem { Label(tab.title, systemImage: tab.icon ?? "circle") }
              .badge(session.app.badge(for: tab.id))
              .tag(tab.id)
          }
        }
      }
      .environment(\.navigationHandler, NavigationHandler(app: session.app))
      .onOpenURL { url in
        session.open(url)
      }
      .onChange(of: scenePhase) { _, phase in
        if phase != .active {
          try? session.save()
        }
      }
    }

    /// The selected tab, where choosing a tab is a tap: the selected one goes back to its root.
    private func tapping(_ tabs: TabNavigator) -> Binding<TabID> {
      Binding(
        get: { @MainActor in tabs.selectedTab },
        set: { @MainActor tab in try? tabs.tap(tab) })
    }
  }
#endif
