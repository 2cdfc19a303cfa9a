/// A standard label for user interface items, consisting of an icon with a title.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/label
/// (`struct Label<Title, Icon> where Title : View, Icon : View`).
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/label
  public var body: Never { runtimeOnly() }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a string.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7z4ko
  public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

/// A view that displays an image.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/image (`@frozen struct Image`).
@frozen
public struct Image: Equatable, Sendable {
  private let name: String

  /// Creates a system symbol image.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) {
    self.name = systemName
  }
}

extension Image: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/image
  public var body: Never { runtimeOnly() }
}
