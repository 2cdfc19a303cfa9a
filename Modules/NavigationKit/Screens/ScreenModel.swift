/// A platform-neutral screen: what a destination shows, and the actions it offers.
///
/// Features build their screens as models conforming to this protocol, so a terminal, a test or
/// a SwiftUI view can show them. Richer views read the concrete model's own properties.
public protocol ScreenModel: Sendable {
  /// The screen's title.
  var title: String { get }
  /// The screen's content, one line of text each.
  var lines: [String] { get }
  /// What the user can do on the screen, in order.
  var actions: [ScreenAction] { get }

  /// Carries out a ``FeatureAction`` this screen offered, from one of its buttons or a button
  /// of a dialog it showed, such as cancelling the order shown.
  ///
  /// The default does nothing and returns ``FeatureActionResult/unhandled``.
  ///
  /// - Parameter action: The action chosen.
  /// - Returns: Whether it was carried out, and what to navigate to then.
  @MainActor func handle(_ action: AnyFeatureAction) -> FeatureActionResult
}

extension ScreenModel {
  /// Carries out nothing: a screen that offers no feature action.
  @MainActor public func handle(_ action: AnyFeatureAction) -> FeatureActionResult {
    .unhandled
  }
}

/// One thing a user can do on a screen: a title and the navigation it performs.
public struct ScreenAction: Hashable, Sendable {
  /// The button's title.
  public let title: String
  /// What pressing the button does.
  public let navigation: NavigationAction

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - navigation: What pressing the button does.
  public init(_ title: String, _ navigation: NavigationAction) {
    self.title = title
    self.navigation = navigation
  }
}
