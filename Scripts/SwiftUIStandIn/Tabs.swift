// iOS 18's tab content (`Tab`, `TabSection`, the sidebar-adaptable style and its
// customization) and iOS 26's tab bar behaviours. Code using them is fenced by
// `#if canImport(SwiftUI, _version: 6.0)` (7.0 for iOS 26) besides `if #available`, because
// Apple's SDK check compiles against the iOS 17.4 SDK (SwiftUI 5.4); the check compiles this
// stand-in with `-user-module-version 7.0`, so CI type-checks those fences.
//
// Each declaration's `@available` attributes are those of Apple's interface (the iPhoneOS 26.2
// SDK's SwiftUI.swiftinterface; iOS 18.6's agrees for the iOS 18 ones), platform by platform,
// `unavailable` included: Scripts/check-platform-availability compiles the adapters as macOS
// and as iOS against this stand-in, so an iOS-only API reached on macOS is an error here too.
// (The interface's `deprecated: 100000.0` markers, deprecations not yet scheduled, are left out.)

/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabcontent
/// (`@MainActor @preconcurrency protocol TabContent<TabValue>`, iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type to use as the value of the tab view's selection.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  associatedtype TabValue: Hashable
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabcontentbuilder
/// (`@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable`, iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// Builds an expression within the builder.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue {
    content
  }

  /// Produces content for a conditional statement when the condition is true.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildeither(first:)
  public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
  where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for a conditional statement when the condition is false.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildeither(second:)
  public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
  where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The view a tab view shows for its tab content.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  nonisolated public struct Content<C>: View where C: TabContent {
    let content: C

    /// A primitive view has no body.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    public var body: Never { runtimeOnly() }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: TabContent
where
  TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue
{
  /// The selection value of either branch.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/_conditionalcontent
  public typealias TabValue = TrueContent.TabValue
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  /// The selection value of the tabs made.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach (`TabContent` conformance,
  /// iOS 18).
  public typealias TabValue = Content.TabValue

  /// Creates an instance that uniquely identifies and creates tab content across updates
  /// based on the identity of the underlying data.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-8uq3d
  /// (the `TabContent` overload, iOS 18).
  public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable, V == Content.TabValue {
    self.data = data
    self.content = content
  }
}

/// The content for a tab and the tab's associated tab item in a tab view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tab
/// (`struct Tab<Value, Content, Label> where Value : Hashable, Content : View, Label : View`,
/// iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label>: TabContent
where Value: Hashable, Content: View, Label: View {
  /// The tab's selection value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tab
  public typealias TabValue = Value

  private let value: Value
  private let content: Content

  /// Creates a new tab with a label that you can use in a tab view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Label == DefaultTabLabel {
  /// Creates a new tab with a label inferred from the role.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tab/init(value:role:content:)
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
  }
}

/// The default label of a tab: its title and image, or the one its role implies.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/defaulttablabel
  public var body: Never { runtimeOnly() }
}

/// A value that defines the purpose of the tab.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabrole
/// (`struct TabRole : Hashable, Sendable`, iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
  private let name: String

  /// The search role.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabrole/search
  public static let search = TabRole(name: "search")
}

/// A container that you can use to add hierarchy within a tab view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabsection (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue>: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  /// The section's selection value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabsection
  public typealias TabValue = SelectionValue

  private let content: Content
  private let header: Header

  /// Creates a section with a header and the provided section content.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabsection/init(content:header:)
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) where Footer == EmptyView {
    self.content = content()
    self.header = header()
  }
}

extension TabContent {
  /// Sets the identifier that a tab view customization uses for this tab or section.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func customizationID(_ id: String) -> Self {
    self
  }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
  /// Generates a badge for the tab from a text view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)-3vf2n
  /// (`func badge(_ label: Text?) -> some TabContent<Self.TabValue>`).
  nonisolated public func badge(_ label: Text?) -> Self {
    self
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
  /// Creates a tab view that uses a builder to create and specify selection values for its
  /// tabs.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  /// (the `TabContentBuilder` overload, iOS 18).
  public init<C>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
    self.init(selection: selection) {
      TabContentBuilder<SelectionValue>.Content(content: content())
    }
  }
}

/// A specification for the appearance and interaction of a tab view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// A tab bar style that adapts to each platform: a tab bar on iPhone, a tab bar that becomes a
/// sidebar on iPad.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates a sidebar adaptable tab view style.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle/init()
  public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar style that adapts to each platform.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

/// The customizations a person makes to an adaptable sidebar tab view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabviewcustomization (iOS 18).
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TabViewCustomization: Equatable, Sendable {
  private var hidden: Set<String> = []

  /// Creates an empty tab sidebar customization.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabviewcustomization/init()
  public init() {}

  /// The visibility of the tab identified by its customization identifier.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(sidebarvisibility:)
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { hidden.contains(id) ? .hidden : .automatic }
    set {
      if newValue == .hidden { hidden.insert(id) } else { hidden.remove(id) }
    }
  }
}

/// When a tab bar minimizes.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior (iOS 26).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Sendable {
  private let name: String

  /// Determine the behavior automatically based on the surrounding context.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/automatic
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")

  /// Minimize the tab bar when downwards scrolling starts.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrolldown
  @available(iOS 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
}

extension View {
  /// Sets the style for the tab view within the current environment.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
    self
  }

  /// Specifies the customizations to apply to the sidebar representation of the tab view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/tabviewcustomization(_:)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func tabViewCustomization(
    _ customization: Binding<TabViewCustomization>?
  ) -> some View {
    self
  }

  /// Sets the behavior for tab bar minimization.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    self
  }

  /// Adds a custom bottom accessory view to the tab view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:)
  @available(iOS 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func tabViewBottomAccessory<Content>(
    @ViewBuilder content: () -> Content
  ) -> some View where Content: View {
    self
  }
}
