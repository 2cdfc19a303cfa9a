/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitview
/// (`nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View,
/// Content : View, Detail : View`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  private let sidebar: Sidebar
  private let detail: Detail

  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitview
  public var body: Never { runtimeOnly() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view that enables programmatic control of the
  /// sidebar's visibility.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.detail = detail()
  }
}

/// The visibility of the leading columns in a navigation split view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
/// (`struct NavigationSplitViewVisibility : Equatable, Codable, Sendable`, iOS 16).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  private let name: String

  /// Use the default leading column visibility for the current device.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")

  /// Show all the columns of a three-column navigation split view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
  public static let all = NavigationSplitViewVisibility(name: "all")

  /// Show the content column and detail area of a three-column navigation split view, or the
  /// sidebar column and detail area of a two-column navigation split view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")

  /// Hide the leading columns of a navigation split view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
