#if canImport(SwiftUI)
  public import NavigationKit
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
    private let views: DestinationResolverRegistry<AnyView>
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the root view of `session`, showing destinations with `views`.
    ///
    /// - Parameters:
    ///   - session: The running app.
    ///   - views: The views of every feature; ``AppComposition/defaultViews`` by default.
    public init(
      session: AppSession, views: DestinationResolverRegistry<AnyView> = AppComposition.defaultViews
    ) {
      self.session = session
      self.views = views
    }

    /// The tabs.
    public var body: some View {
      @Bindable var tabs = session.app.tabs
      TabView(selection: $tabs.selectedTab) {
        ForEach(tabs.tabs, id: \.id) { tab in
          if let navigator = tabs.navigator(for: tab.id) {
            ModularNavigationStack(navigator: navigator, registry: views)
              .tabItem { Text(tab.title) }
              .tag(tab.id)
          }
        }
      }
      .environment(\.navigationHandler, NavigationHandler(tabs: session.app.tabs))
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
