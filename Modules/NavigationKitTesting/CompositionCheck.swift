public import NavigationKit

/// The round-trip checks of ``FeatureCheck``, run over a whole app: on every destination a
/// user can reach from the roots of its tabs.
///
/// The check walks the app without navigating: from each tab's root it follows every action
/// of every screen — pushes, presentations, and the destinations sent intents lead to — up to
/// `depth` taps away. So an app's tests cover every feature without naming one:
///
/// ```swift
/// #expect(CompositionCheck.issues(of: try AppComposition.makeNavigator()) == [])
/// ```
@MainActor
public enum CompositionCheck {
  /// Every destination reachable from the tabs' roots within `depth` taps, in the order the
  /// walk reaches them: breadth first, tabs in tab-bar order.
  ///
  /// - Parameters:
  ///   - app: The app to walk.
  ///   - depth: How many taps away from a root the walk goes.
  /// - Returns: The destinations, each once.
  public static func reachableDestinations(in app: AppNavigator, depth: Int = 6) -> [AnyDestination]
  {
    ScreenWalk(app, depth: depth).destinations
  }

  /// Everything wrong with the destinations a user can reach: screens that do not resolve,
  /// destinations not restored as themselves, links that do not lead back, and intents that
  /// are not delivered.
  ///
  /// - Parameters:
  ///   - app: The app to check; the check reads it and leaves its tabs as they were.
  ///   - depth: How many taps away from a root the walk goes.
  /// - Returns: The issues; empty for a sound app.
  public static func issues(of app: AppNavigator, depth: Int = 6) -> [FeatureCheckIssue] {
    let reachable = reachableDestinations(in: app, depth: depth)
    var issues = FeatureCheck.resolutionIssues(reachable, app: app)
    let tab = app.tabs.tabs[0].id
    issues += FeatureCheck.restorationIssues(reachable, tab: tab, codecs: app.composition.codecs)
    issues += FeatureCheck.linkIssues(reachable, router: app.router).issues
    for destination in reachable {
      for action in app.screen(for: destination).actions {
        guard case .send(let sent) = action.navigation,
          sent.presentation == .selectOwningTab,
          app.tabs.tab(owning: sent.destination.moduleName) == nil
        else { continue }
        issues.append(
          .intentNotDelivered(
            sent.description, reason: "no tab owns module '\(sent.destination.moduleName)'"))
      }
    }
    return issues
  }
}
