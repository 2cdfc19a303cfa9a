/// A custom parameter attribute that constructs views from closures.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder (`@resultBuilder struct
/// ViewBuilder`); Apple's newer documentation spells it `@ContentBuilder`, a type alias of it:
/// https://developer.apple.com/documentation/swiftui/contentbuilder
@resultBuilder
public struct ViewBuilder {
  /// Passes a single view written as a child view through unmodified.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// Combines several child views into one `TupleView` (iOS 17: parameter packs).
  ///
  /// Mirrors the variadic `buildBlock` listed at https://developer.apple.com/documentation/swiftui/viewbuilder
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// Produces an optional view for conditional statements without an `else`.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
}

/// A view created from a Swift tuple of view values.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tupleview
@frozen
public struct TupleView<T> {
  /// The views.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  /// Creates a tuple view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public init(_ value: T) {
    self.value = value
  }
}

extension TupleView: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tupleview
  public var body: Never { runtimeOnly() }
}

/// A view that doesn't contain any content; the header and footer of a plain `Section`.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/emptyview
@frozen
public struct EmptyView {
  /// Creates an empty view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}
}

extension EmptyView: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/emptyview
  public var body: Never { runtimeOnly() }
}

extension ViewBuilder {
  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is true.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is false.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// View content that shows one of two possible children: what `if`-`else` and `switch` in a
/// `ViewBuilder` produce.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/_conditionalcontent
  public var body: Never { runtimeOnly() }
}

extension ViewBuilder {
  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check (`if #available`).
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}
