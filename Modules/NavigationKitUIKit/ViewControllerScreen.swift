#if canImport(UIKit) && !os(watchOS)
  public import NavigationKit
  public import NavigationKitSwiftUI
  public import SwiftUI
  public import UIKit

  /// A screen model shown by a UIKit view controller: ``ModularNavigationController`` pushes
  /// its ``makeViewController(navigate:)``, and in a SwiftUI stack (`ModularNavigationStack`)
  /// it shows the same view controller, wrapped by ``ViewControllerScreenView``.
  ///
  /// The UIKit counterpart of `CustomViewScreen`, which it refines: a feature migrating to
  /// SwiftUI keeps its existing view controllers as the screens of some destinations, the
  /// resolver builds the same screen model on every platform, and a fenced extension says how
  /// it is shown. The view controller navigates through the handler it is given — never
  /// through `navigationController`, which the navigator owns.
  ///
  /// ```swift
  /// #if canImport(UIKit)
  ///   extension OrderTrackingScreen: ViewControllerScreen {
  ///     public func makeViewController(navigate: NavigationHandler) -> UIViewController {
  ///       TrackingViewController(orderId: orderId) { navigate(.pop) }
  ///     }
  ///   }
  /// #endif
  /// ```
  public protocol ViewControllerScreen: CustomViewScreen {
    /// Makes the view controller that shows this screen.
    ///
    /// - Parameter navigate: Performs the screen's navigation on the stack it is shown in,
    ///   through the app's front door.
    /// - Returns: A new view controller, shown as long as the destination is.
    @MainActor func makeViewController(navigate: NavigationHandler) -> UIViewController
  }

  extension ViewControllerScreen {
    /// The screen's view in SwiftUI: its view controller.
    @MainActor public var view: ViewControllerScreenView<Self> { ViewControllerScreenView(self) }
  }

  /// The SwiftUI view of a ``ViewControllerScreen``: its view controller, made once, with
  /// the environment's `navigationHandler`.
  public struct ViewControllerScreenView<Screen: ViewControllerScreen>:
    UIViewControllerRepresentable
  {
    private let screen: Screen
    @Environment(\.navigationHandler) private var navigate

    /// Creates the view of `screen`.
    public init(_ screen: Screen) {
      self.screen = screen
    }

    /// Makes the screen's view controller.
    public func makeUIViewController(context: Context) -> UIViewController {
      screen.makeViewController(navigate: navigate)
    }

    /// Changes nothing: the screen's view controller keeps itself up to date.
    public func updateUIViewController(_ viewController: UIViewController, context: Context) {}
  }
#endif
