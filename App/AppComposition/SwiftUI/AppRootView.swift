#if canImport(SwiftUI)
  import NavigationKit
  public import SwiftUI

  /// The app's root view: a `TabView` with one ``NavigationKit/ModularNavigationStack`` per
  /// tab, deep links from `onOpenURL`, and the state saved whenever the scene leaves the
  /// foreground.
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
      @Bindable var tabs = session.app.tabs
      TabView(selection: $tabs.selectedTab) {
        ForEach(tabs.tabs, id: \.id) { tab in
          if let navigator = tabs.navigator(for: tab.id) {
            ModularNavigationStack(navigator: navigator, app: session.app)
              .tabItem { Text(tab.title) }
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
  }
#endif
