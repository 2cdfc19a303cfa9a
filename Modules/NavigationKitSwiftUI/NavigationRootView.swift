#if canImport(SwiftUI)
  import Foundation
  public import NavigationKit
  public import NavigationStateStore
  public import SwiftUI

  /// An app's root view: its one composition as tabs or as a split view, with deep links,
  /// universal links and saving wired to a `NavigationSession` (NavigationStateStore).
  ///
  /// The tabs are a ``ModularTabView`` (iOS 18's sidebar-adaptable tabs, `.tabItem` tabs on
  /// iOS 17) with one ``ModularNavigationStack`` per tab, each with its icon and badge; the
  /// split view is a ``ModularSplitView`` of the same tabs. Links from `onOpenURL` (a
  /// widget's marked `#widget`), and universal links and the Handoff and Spotlight activities
  /// the features open from `onContinueUserActivity`, open through the session's front door, and
  /// the state is saved whenever the scene leaves the foreground. Tapping the selected tab
  /// takes it back to its root.
  ///
  /// ```swift
  /// // In the app's `App`, with `session` a `NavigationSession` made once at launch:
  /// WindowGroup { NavigationRootView(session: session) }
  /// // Tabs on iPhone, a split view on iPad, from the size class:
  /// @Environment(\.horizontalSizeClass) private var sizeClass
  /// NavigationRootView(session: session, layout: sizeClass == .regular ? .split : .tabs)
  /// ```
  ///
  /// Switching the layout loses nothing: both show the same tabs, stacks and presentations.
  ///
  /// In an app of several windows, each window's root is given its own navigation by
  /// ``SceneNavigation``, which also opens the window's links and keeps its state:
  ///
  /// ```swift
  /// WindowGroup { SceneNavigation(scenes: scenes) { app in NavigationRootView(app: app) } }
  /// ```
  public struct NavigationRootView: View {
    /// The running app, when this view opens its links and saves its state itself.
    private let session: NavigationSession?
    private let app: AppNavigator
    private let layout: NavigationLayout
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the root view of `session`: every destination is shown by the screen its
    /// composition resolves, in the feature's own view where it gives one.
    ///
    /// - Parameters:
    ///   - session: The running app.
    ///   - layout: A tab bar (iPhone) or a sidebar beside the selected section (iPad, Mac).
    public init(session: NavigationSession, layout: NavigationLayout = .tabs) {
      self.session = session
      self.app = session.app
      self.layout = layout
    }

    /// Creates the root view of one window's navigation, whose links and state
    /// ``SceneNavigation`` handles.
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
          .continuingActivities(app.composition.activityTypes) { entry in
            session.open(entry)
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
