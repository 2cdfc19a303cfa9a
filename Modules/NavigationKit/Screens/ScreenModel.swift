/// A platform-neutral screen: what a destination shows, and the actions it offers.
///
/// A terminal, a test or a SwiftUI view can show one; richer views read the concrete model's own
/// properties.
public protocol ScreenModel: Sendable {
  /// The screen's title.
  var title: String { get }
  /// The screen's content, one line of text each.
  var lines: [String] { get }
  /// What the user can do on the screen, in order.
  var actions: [ScreenAction] { get }

  /// Carries out a ``FeatureAction`` this screen or one of its dialogs offered, such as
  /// cancelling the order shown; the default returns ``FeatureActionResult/unhandled``.
  @MainActor func handle(_ action: AnyFeatureAction) -> FeatureActionResult
}

extension ScreenModel {
  /// Carries out nothing.
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

  /// Creates an action with a button's title and what pressing it does.
  public init(_ title: String, _ navigation: NavigationAction) {
    self.title = title
    self.navigation = navigation
  }
}
