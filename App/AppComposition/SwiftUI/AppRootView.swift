#if canImport(SwiftUI)
  public import NavigationKit
  import NavigationKitSwiftUI
  public import SwiftUI

  /// The app's root view: the one composition as a ``NavigationKitSwiftUI/ModularTabView``
  /// (iOS 18's sidebar-adaptable tabs, `.tabItem` tabs on iOS 17) with one
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
      case .tabs: ModularTabView(app: session.app)
      case .split: ModularSplitView(app: session.app)
      }
    }
  }
#endif
