/// A type that produces view previews in Xcode.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/previewprovider
/// (`@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider`). The `#Preview`
/// macro (https://developer.apple.com/documentation/swiftui/preview(_:body:)) is expanded by
/// Xcode's PreviewsMacros plugin, which Linux has no build of; the fenced previews use this
/// protocol, which Xcode's canvas shows the same way.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type to preview.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype
  associatedtype Previews: View

  /// A collection of views to preview.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension View {
  /// Sets a user visible name to show in the canvas for a preview.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:)
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    self
  }
}
