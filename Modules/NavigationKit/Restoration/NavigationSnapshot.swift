/// The navigation state worth keeping across launches: the selected tab, each tab's stack, and
/// what each tab presents, each presentation with its own stack.
///
/// Each screen's ``ScreenTransition`` and each presentation's ``PresentationOptions`` are kept;
/// alerts, confirmation dialogs, the pending deep link and the login state are not.
///
/// A snapshot is saved (``NavigationSnapshotCoder/encode(_:)``), restored
/// (``AppNavigator/restore(_:)``) and compared; like SwiftUI's `NavigationPath`, it can be
/// written out as a state (a test's or a benchmark's) but its parts are not read back: the
/// live state is read from the navigators (``AppNavigator/tabs``), which hold the same parts.
public struct NavigationSnapshot: Hashable, Sendable {
  /// The version this build writes and the newest it reads.
  static let currentVersion = 1
  /// The most tabs a stored snapshot may have: a file with more is not read, so an app with
  /// more tabs is not made (``CompositionError/tooManyTabs(count:limit:)``).
  static let maximumTabCount = 64
  /// The most bytes (names and JSON text) of ``preservedMembers`` of the snapshot and its tabs
  /// together that a read keeps: a sixteenth of a state file's 1 MiB, so what a save writes
  /// back never crowds the app's own state out. Those beyond it are dropped and reported.
  static let maximumPreservedSize = 64 * 1024

  /// One tab: its stack and its chain of presentations, outermost first.
  public struct Tab: Hashable, Sendable {
    /// The tab's name.
    package var id: TabID
    /// The destinations above the tab's root, bottom first.
    package var path: [AnyDestination]
    /// The transition each destination of ``path`` was pushed with, by position, when not
    /// ``ScreenTransition/automatic``.
    package var pathTransitions: [Int: ScreenTransition]
    /// The sheet or cover the tab presents, then what that one presents, and so on.
    package var presentations: [Presentation]
    /// The stored tab's members this version does not know, such as a newer build's
    /// `"scrollOffset"`, each with its JSON text (compact, keys sorted): a save writes them back.
    package var preservedMembers: [String: String] = [:]

    /// Creates a tab's state; `pathTransitions` holds the transition each destination of
    /// `path` was pushed with, by position, when not ``ScreenTransition/automatic``.
    public init(
      id: TabID, path: [AnyDestination] = [], pathTransitions: [Int: ScreenTransition] = [:],
      presentations: [Presentation] = []
    ) {
      self.id = id
      self.path = path
      self.pathTransitions = pathTransitions
      self.presentations = presentations
    }
  }

  /// A presented sheet or cover with its own stack.
  public struct Presentation: Hashable, Sendable {
    /// A sheet or a full-screen cover.
    package var style: PresentationStyle
    /// The root of the presented stack.
    package var root: AnyDestination
    /// The destinations pushed inside the presentation.
    package var path: [AnyDestination]
    /// Its detents, size and whether a swipe dismisses it.
    package var options: PresentationOptions
    /// How it came in.
    package var transition: ScreenTransition
    /// The transition each destination of ``path`` was pushed with, by position, when not
    /// ``ScreenTransition/automatic``.
    package var pathTransitions: [Int: ScreenTransition]

    /// Creates a presentation's state; `pathTransitions` holds the transition each destination
    /// of `path` was pushed with, by position, when not ``ScreenTransition/automatic``.
    public init(
      style: PresentationStyle, root: AnyDestination, path: [AnyDestination] = [],
      pathTransitions: [Int: ScreenTransition] = [:], options: PresentationOptions = .automatic,
      transition: ScreenTransition = .automatic
    ) {
      self.style = style
      self.root = root
      self.path = path
      self.pathTransitions = pathTransitions
      self.options = options
      self.transition = transition
    }
  }

  /// The selected tab.
  package var selectedTab: TabID
  /// Every tab, in tab-bar order.
  package var tabs: [Tab]
  /// Which columns a split view shows, or `nil` for ``SplitColumnVisibility/automatic``.
  package var columnVisibility: SplitColumnVisibility?
  /// The tabs the user hid from the sidebar, or `nil` for none.
  package var tabCustomization: TabCustomization?
  /// The stored snapshot's members this version does not know, such as a newer build's
  /// `"sidebarWidth"`, each with its JSON text (compact, keys sorted): a save writes them back.
  ///
  /// Whoever saves carries them from the snapshot read to the one written
  /// (`AppNavigator.snapshot` has none), as `NavigationStatePersistence` does.
  package var preservedMembers: [String: String] = [:]

  /// Creates a snapshot.
  public init(
    selectedTab: TabID, tabs: [Tab], columnVisibility: SplitColumnVisibility? = nil,
    tabCustomization: TabCustomization? = nil
  ) {
    self.selectedTab = selectedTab
    self.tabs = tabs
    self.columnVisibility = columnVisibility
    self.tabCustomization = tabCustomization
  }
}
