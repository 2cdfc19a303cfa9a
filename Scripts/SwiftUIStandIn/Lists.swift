/// A container that presents rows of data arranged in a single column.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/list
/// (`struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`).
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  private let content: Content

  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/list
  public var body: Never { runtimeOnly() }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A container view that you can use to add hierarchy within certain views.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/section
/// (`struct Section<Parent, Content, Footer>`).
public struct Section<Parent, Content, Footer> {
  private let content: Content
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/section
  public var body: Never { runtimeOnly() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/section/init(content:)
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/foreach
/// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`).
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// The collection of underlying identified data that SwiftUI uses to create views
  /// dynamically.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data

  /// A function to create content on demand using the underlying data.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach
  public var body: Never { runtimeOnly() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  /// (the `View` overload, iOS 13).
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  /// (the `View` overload, iOS 13).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List {
  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data, optionally allowing users to select a single row.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)-9r2hz
  public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.content = ForEach(data, content: rowContent)
  }
}
