/// How a pushed or presented screen comes in: the platform's default, or zooming out of a view
/// of the screen it came from, as iOS 18's `navigationTransition(.zoom(sourceID:in:))` does.
///
/// The source is a value, never a view: the screen the zoom starts from marks one of its views
/// with the same ``TransitionSourceID`` (in SwiftUI, `navigationTransitionSource(_:)`).
///
/// ```swift
/// // A grid cell marks itself with the product it opens, and its button zooms from it:
/// let product = CatalogDestination.productDetail(productId: "P-100")
/// ScreenAction("Open Chef's Knife", .push(product.erased, transition: .zoom(from: product)))
/// ```
///
/// Where the platform has no zoom (iOS 17, macOS), the screen comes in the default way.
public enum ScreenTransition: Hashable, Sendable, CustomStringConvertible {
  /// The platform's transition: a push slides in, a sheet rises.
  case automatic
  /// The screen zooms out of the view marked with `sourceID`; where no view is marked with
  /// it, the platform's transition.
  case zoom(sourceID: TransitionSourceID)

  /// A zoom from the view marked with `destination`, such as the cell that opens it.
  public static func zoom(from destination: some NavigationDestination) -> ScreenTransition {
    .zoom(sourceID: TransitionSourceID(destination))
  }

  package var sourceID: TransitionSourceID? {
    if case .zoom(let sourceID) = self { sourceID } else { nil }
  }

  /// `automatic`, or `zoom from` and the source.
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .zoom(let sourceID): "zoom from \(sourceID)"
    }
  }
}

/// The name of a view a zoom starts from: a string both screens agree on, such as the
/// description of the destination or intent the view opens.
///
/// ```swift
/// TransitionSourceID("hero-banner")
/// TransitionSourceID(CatalogDestination.productDetail(productId: "P-100"))
/// TransitionSourceID(ShowProduct(productId: "P-100"))   // an intent, for a route to zoom from
/// ```
public struct TransitionSourceID: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name.
  public let rawValue: String

  /// The longest name, in UTF-8 bytes, a restored snapshot keeps.
  static let maximumLength = 1_024

  /// Names a source.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Names a source with a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Names the source of a view that opens `destination`: its description, such as
  /// `catalog.productDetail(productId: "P-100")`.
  public init(_ destination: some NavigationDestination) {
    self.init(AnyDestination(destination))
  }

  package init(_ destination: AnyDestination) {
    self.init(destination.description)
  }

  /// Names the source of a view that sends `intent`, as Swift writes it, such as
  /// `ShowProduct(productId: "P-100")`: a route of that intent zooms from it with
  /// ``IntentRoute/transition(_:)``.
  public init(_ intent: some NavigationIntent) {
    self.init(UntrustedText.escapingControls(String(describing: intent)))
  }

  /// The name, quoted, with untrusted text escaped.
  public var description: String { UntrustedText.quoted(rawValue) }
}
