#if canImport(SwiftUI)
  import Foundation
  public import NavigationKit
  import NavigationKitSwiftUI
  public import SwiftUI

  /// The app's root view: the one composition as a ``NavigationKitSwiftUI/ModularTabView``
  /// (iOS 18's sidebar-adaptable tabs, `.tabItem` tabs on iOS 17) with one
  /// ``NavigationKitSwiftUI/ModularNavigationStack`` per tab, each with its icon and badge, or
  /// as a ``NavigationKitSwiftUI/ModularSplitView`` of the same tabs; deep links from
  /// `onOpenURL` and universal links from `onContinueUserActivity`, and the state saved
  /// whenever the scene leaves the foreground. Tapping the selected tab takes it back to its
  /// root.
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
  ///
  /// In an app of several windows, each window's root is given its own navigation by
  /// ``NavigationKitSwiftUI/SceneNavigation``, which also opens the window's links and keeps
  /// its state:
  ///
  /// ```swift
  /// WindowGroup { SceneNavigation(scenes: scenes) { app in AppRootView(app: app) } }
  /// ```
  public struct AppRootView: View {
    /// The running app, when this view opens its links and saves its state itself.
    private let session: AppSession?
    private let app: AppNavigator
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
      self.app = session.app
      self.layout = layout
    }

    /// Creates the root view of one window's navigation, whose links and state
    /// ``NavigationKitSwiftUI/SceneNavigation`` handles.
    ///
    /// - Parameters:
    ///   - app: The window's navigation.
    ///   - layout: A tab bar (iPhone) or a sidebar beside the selected section (iPad, Mac).
    public init(app: AppNavigator, layout: NavigationLayout = .tabs) {
      self.session = nil
      self.app = app
      self.layout = layout
    }

    /// The tabs or the split view.
    public var body: some View {
      if let session {
        root
          .onOpenURL { url in
            session.open(url)
          }
          .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            session.app.open(
              .webBrowsing(webpageURL: activity.webpageURL?.absoluteString))
          }
          .onChange(of: scenePhase) { _, phase in
            if phase != .active {
              session.saveInBackground()
            }
          }
      } else {
        root
      }
    }

    private var root: some View {
      content.environment(\.navigationHandler, NavigationHandler(app: app))
    }

    @ViewBuilder private var content: some View {
      switch layout {
      case .tabs: ModularTabView(app: app)
      case .split: ModularSplitView(app: app)
      }
    }
  }
#endif
