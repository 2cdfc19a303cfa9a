#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// An app's tabs as a `TabView`, one ``ModularNavigationStack`` per tab, each with its icon
  /// and badge; tapping the selected tab takes it back to its root.
  ///
  /// On iOS 18 and macOS 15 it is one definition for iPhone and iPad: `Tab` values grouped
  /// into `TabSection`s by `NavigationTab.section`, with the
  /// `.sidebarAdaptable` style (a tab bar on iPhone, a tab bar that becomes a sidebar on
  /// iPad), the search tab from `NavigationTab.Role.search`, and the tabs the
  /// user hides from the sidebar kept in `TabNavigator.customization` — saved
  /// and restored with the stacks. On iOS 26 the tab bar can minimize on scroll and carry a
  /// bottom accessory; both are iOS-only, so on macOS 26 the tabs are the Mac's sidebar or
  /// toolbar tabs and the accessory is not shown. On iOS 17 it falls back to `.tabItem` tabs.
  ///
  /// ```swift
  /// ModularTabView(app: app)
  /// ModularTabView(app: app, minimizesTabBarOnScroll: true) {
  ///   NowPlayingBar()   // iOS 26's bottom accessory; ignored before, and on macOS
  /// }
  /// ```
  public struct ModularTabView<Accessory: View>: View {
    private let app: AppNavigator
    private let minimizesTabBarOnScroll: Bool
    private let accessory: Accessory?
    /// Shows the model's changes in steps SwiftUI can follow, to every stack of the tabs.
    @State private var phases: PhasedTransitions

    /// Creates the tabs of `app`, with a bottom accessory on iOS 26.
    ///
    /// - Parameters:
    ///   - app: The running app.
    ///   - minimizesTabBarOnScroll: Whether iOS 26's tab bar minimizes while the user scrolls
    ///     down (iPhone only).
    ///   - bottomAccessory: A view shown above iOS 26's tab bar, such as a player; not shown
    ///     on macOS, whose tab view has no such place.
    public init(
      app: AppNavigator, minimizesTabBarOnScroll: Bool = false,
      @ViewBuilder bottomAccessory: () -> Accessory
    ) {
      self.app = app
      self.minimizesTabBarOnScroll = minimizesTabBarOnScroll
      self.accessory = bottomAccessory()
      _phases = State(initialValue: PhasedTransitions(app: app))
    }

    /// The tabs: iOS 18's adaptable tabs where there are, `.tabItem` tabs before; each
    /// change of the model shown in steps SwiftUI can follow.
    public var body: some View {
      tabs
        // The state outlives the view's values: shown for another app (a window given a new
        // navigation), the tabs show it unsequenced until the new app's phases replace these.
        .environment(\.phasedTransitions, phases.follows(app) ? phases : nil)
        .onAppear { phases.begin() }
        .onChange(of: ObjectIdentifier(app)) { _, _ in
          phases = PhasedTransitions(app: app)
          phases.begin()
        }
    }

    @ViewBuilder private var tabs: some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18, macOS 15, *) {
          TabBarBehaviour(
            content: AdaptableTabs(app: app), minimizesOnScroll: minimizesTabBarOnScroll,
            accessory: accessory)
        } else {
          ClassicTabs(app: app)
        }
      #else
        ClassicTabs(app: app)
      #endif
    }
  }

  extension ModularTabView where Accessory == EmptyView {
    /// Creates the tabs of `app`.
    ///
    /// - Parameters:
    ///   - app: The running app.
    ///   - minimizesTabBarOnScroll: Whether iOS 26's tab bar minimizes while the user scrolls
    ///     down (iPhone only).
    public init(app: AppNavigator, minimizesTabBarOnScroll: Bool = false) {
      self.app = app
      self.minimizesTabBarOnScroll = minimizesTabBarOnScroll
      self.accessory = nil
      _phases = State(initialValue: PhasedTransitions(app: app))
    }
  }

  /// The selected tab (the one the phased transitions show, when there are), where choosing a
  /// tab is a tap: the selected one goes back to its root.
  @MainActor
  func tappingSelection(of app: AppNavigator, phases: PhasedTransitions?) -> Binding<TabID> {
    Binding(
      onMainActorGet: { phases?.displayedTab ?? app.tabs.selectedTab },
      set: { tab in
        if let phases {
          phases.userSelected(tab)
        } else {
          app.tap(tab)
        }
      })
  }

  /// iOS 17's tabs: one `.tabItem` per tab, in tab-bar order.
  struct ClassicTabs: View {
    let app: AppNavigator
    @Environment(\.phasedTransitions) private var phases

    var body: some View {
      let tabs = app.tabs
      TabView(selection: tappingSelection(of: app, phases: phases)) {
        ForEach(tabs.tabs, id: \.id) { tab in
          if let navigator = tabs.navigator(for: tab.id) {
            ModularNavigationStack(navigator: navigator, app: app)
              .tabItem { Label(tab.title, systemImage: tab.icon ?? "circle") }
              .badge(app.badge(for: tab.id))
              .tag(tab.id)
          }
        }
      }
    }
  }
#endif
