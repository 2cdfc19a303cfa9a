public import Foundation

/// A type that represents a height where a sheet naturally rests.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/presentationdetent
/// (`struct PresentationDetent`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  private let identifier: String

  /// The system detent for a sheet that's approximately half the height of the screen, and is
  /// inactive in compact height.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(identifier: "medium")

  /// The system detent for a sheet at full height.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(identifier: "large")

  /// A custom detent with the specified fractional height.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(identifier: "fraction \(fraction)")
  }

  /// A custom detent with the specified height.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(identifier: "height \(height)")
  }
}

/// A type that defines the size of the presentation content and how the presentation size
/// adjusts to its content's size changing.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/presentationsizing
/// (`protocol PresentationSizing`, iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing: Sendable {}

/// The default presentation sizing, appropriate for the platform.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/automaticpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {}

/// The size is roughly the size of a page of paper, appropriate for informational or
/// compositional content.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/pagepresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PagePresentationSizing: PresentationSizing {}

/// The size is appropriate for forms and slightly less wide than `.page`.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/formpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing {}

/// The size of the presentation is dictated by the ideal size of the content.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/fittedpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The default presentation sizing, appropriate for the platform.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationsizing/automatic
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
  /// The size is roughly the size of a page of paper.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationsizing/page
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
  /// The size is appropriate for forms and slightly less wide than `.page`.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationsizing/form
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
  /// The presentation sizing is dictated by the ideal size of the content.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/presentationsizing/fitted
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
  /// Sets the available detents for the enclosing sheet.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }

  /// Sets the sizing of the containing presentation.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    self
  }

  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }
}
