public import Foundation

/// A presentation controller that manages the appearance and behavior of a sheet.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller (iOS 15)
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
  /// The array of heights where a sheet can rest.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  open var detents: [UISheetPresentationController.Detent] {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// An object that represents a height where a sheet naturally rests.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
  @MainActor @preconcurrency
  open class Detent: NSObject {
    /// A system detent for a sheet that's approximately half the height of the screen.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
    open class func medium() -> UISheetPresentationController.Detent { runtimeOnly() }

    /// A system detent for a sheet at full height.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
    open class func large() -> UISheetPresentationController.Detent { runtimeOnly() }

    /// Creates a custom detent for a sheet, with a height the resolver computes (iOS 16).
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
    open class func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent { runtimeOnly() }

    /// A type that identifies a sheet detent.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The identifier's string.
      ///
      /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier/rawvalue
      public let rawValue: String

      /// Creates an identifier.
      ///
      /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier/init(rawvalue:)
      public init(rawValue: String) { self.rawValue = rawValue }
    }
  }
}

/// An object that provides information about a sheet a detent resolves its height in.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The maximum value a detent can have.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
  var maximumDetentValue: CGFloat { get }
}

extension UIViewController {
  /// The sheet presentation controller for the view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
  public var sheetPresentationController: UISheetPresentationController? { runtimeOnly() }
}
