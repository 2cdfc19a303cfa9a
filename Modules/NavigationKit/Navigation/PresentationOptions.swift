/// How a sheet or full-screen cover is shown: the heights a sheet rests at, how big it is, and
/// whether the user may swipe it away, from the route or action that asked for it.
///
/// ```swift
/// // A sheet that opens at half height and can be pulled to full height:
/// NavigationAction.present(
///   OrdersDestination.list.erased, style: .sheet,
///   options: PresentationOptions(detents: [.medium, .large]))
/// ```
///
/// Whatever the options say, a presentation in which a screen holds a ``NavigationLock`` cannot
/// be swiped away (``AppNavigator/dismissInteractively(_:)``). ``sizing`` needs iOS 18 or
/// macOS 15; earlier systems show the automatic size.
public struct PresentationOptions: Hashable, Sendable, CustomStringConvertible {
  /// The heights a sheet rests at, smallest first; empty for the platform's default.
  public var detents: [SheetDetent]
  /// How big the presentation is, on the platforms that size sheets.
  public var sizing: SheetSizing
  /// Whether the user may not dismiss it with a swipe down (or the Escape key on a Mac), as
  /// SwiftUI's `interactiveDismissDisabled(_:)` says it; dismissing in code is not affected.
  public var interactiveDismissDisabled: Bool

  /// The platform's defaults.
  public static let automatic = PresentationOptions()

  /// The most detents one presentation may have; a stored snapshot with more is not trusted.
  static let maximumDetentCount = 8

  /// Creates options; each one left out is the platform's default.
  public init(
    detents: [SheetDetent] = [], sizing: SheetSizing = .automatic,
    interactiveDismissDisabled: Bool = false
  ) {
    self.detents = detents
    self.sizing = sizing
    self.interactiveDismissDisabled = interactiveDismissDisabled
  }

  package var isAutomatic: Bool { self == .automatic }

  /// What differs from the defaults, such as `detents: medium, large; sizing: form`, or
  /// `automatic`.
  public var description: String {
    let parts = [
      detents.isEmpty ? nil : "detents: " + detents.map(\.description).joined(separator: ", "),
      sizing == .automatic ? nil : "sizing: \(sizing)",
      interactiveDismissDisabled ? "interactive dismissal: disabled" : nil,
    ].compactMap { $0 }
    return parts.isEmpty ? "automatic" : parts.joined(separator: "; ")
  }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent` names them.
public enum SheetDetent: Hashable, Sendable, CustomStringConvertible {
  /// About half the screen's height.
  case medium
  /// The full height a sheet can take.
  case large
  /// A fraction of the full height, greater than 0 and at most 1.
  case fraction(Double)
  /// A fixed height in points, greater than 0.
  case height(Double)

  /// Whether the detent's number is in its range.
  package var isValid: Bool {
    switch self {
    case .medium, .large: true
    case .fraction(let fraction): fraction > 0 && fraction <= 1
    case .height(let height): height > 0 && height.isFinite
    }
  }

  /// `medium`, `large`, `fraction 0.25` or `height 300`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction \(fraction)"
    case .height(let height): "height \(height)"
    }
  }
}

/// How big a presentation is, as iOS 18's `presentationSizing` names the sizes: on an iPhone
/// every sheet is full width, so this matters on iPad and Mac.
public enum SheetSizing: String, Hashable, Sendable, CaseIterable {
  /// The platform's size for the presentation's kind.
  case automatic
  /// About the size of a page: for reading.
  case page
  /// Smaller than a page: for a form of a few fields.
  case form
  /// As big as the content needs.
  case fitted
}
