extension View {
  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    self
  }

  /// Presents a modal view that covers as much of the screen as possible using the binding you
  /// provide as a data source for the sheet's content. Not available on macOS.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    self
  }

  /// Presents an alert with a message using the given data to produce the alert's content and a
  /// string variable as a title.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    self
  }

  /// Presents a confirmation dialog with a message using data to produce the dialog's content
  /// and a string variable for the title.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  /// (the `StringProtocol` overload, iOS 15).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func confirmationDialog<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    self
  }
}

/// The visibility of a UI element, chosen automatically based on the platform, current context,
/// and other factors.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable {
  /// The element may be visible or hidden depending on the policies of the component accepting
  /// the visibility configuration.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic
  /// The element may be visible.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible
  /// The element may be hidden.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}
