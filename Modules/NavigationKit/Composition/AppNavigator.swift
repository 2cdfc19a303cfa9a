public import Foundation

/// An app's whole navigation, built once from its features and checked before anything runs:
/// the tabs and their navigators, the installed features, and the deep-link handler.
///
/// The terminal App, the SwiftUI root and a feature's tests all drive one of these: screens are
/// resolved through ``screen(for:)`` and their actions performed with ``perform(_:)``.
///
/// ```swift
/// let app = try AppNavigator(
///   features: [OrdersFeature.module(intents: ordersIntents), CatalogFeature.module()],
///   tabs: [
///     NavigationTab("orders", root: OrdersDestination.list),
///     NavigationTab("catalog", root: CatalogDestination.grid(categoryId: nil)),
///   ],
///   deepLinkPolicy: DeepLinkPolicy(scheme: "myapp"))
/// app.perform(app.visibleScreen.actions[0].navigation)
/// app.deepLinks.open("myapp://orders/A-1")
/// ```
@MainActor
public final class AppNavigator {
  /// The tabs, their navigators and the event bus every change is reported to.
  public let tabs: TabNavigator
  /// The installed features, their resolvers and the restoration allowlist.
  public let composition: NavigationComposition
  /// Opens deep links on the tabs, deferring those that need login.
  public let deepLinks: DeepLinkHandler
  /// The requests waiting for an answer, oldest first.
  var pendingRequests: [PendingRequest] = []
  /// The checkpoints set, oldest first.
  var checkpoints: [Checkpoint] = []
  private var observation: NavigationObservation?

  /// Builds the app's navigation from its features and validates all of it.
  ///
  /// Every problem is found before the app runs: modules installed twice, tabs without a
  /// resolver, intents leading to a module that is not installed, modules without a tab,
  /// destination types that cannot be restored, invalid tabs, and malformed, conflicting or
  /// ambiguous deep-link routes.
  ///
  /// - Parameters:
  ///   - features: The feature modules to install, each with its intents routed.
  ///   - tabs: The tabs, in tab-bar order.
  ///   - deepLinkPolicy: Which URLs are accepted as deep links.
  ///   - isLoggedIn: Whether the user starts logged in.
  ///   - fallback: Builds the screen shown for a destination nothing can resolve.
  /// - Throws: ``CompositionFailure`` naming every problem of its kind.
  public init(
    features: [FeatureModule],
    tabs: [NavigationTab],
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy(),
    isLoggedIn: Bool = false,
    fallback: @escaping @MainActor (UnresolvedDestination) -> any ScreenModel = {
      UnavailableScreen($0)
    }
  ) throws(CompositionFailure) {
    let composition = NavigationComposition(fallback: fallback)
    do {
      for feature in features {
        try composition.install(feature)
      }
    } catch {
      throw .wiring(error)
    }
    let issues = composition.validate(tabs: tabs)
    guard issues.isEmpty else { throw .invalid(issues) }
    let router: DeepLinkRouter
    do {
      router = try composition.deepLinkRouter(policy: deepLinkPolicy)
    } catch {
      throw .deepLinks(error)
    }
    let tabNavigator: TabNavigator
    do {
      tabNavigator = try TabNavigator(tabs: tabs, access: AccessGate(isLoggedIn: isLoggedIn))
    } catch {
      throw .tabs(error)
    }
    self.tabs = tabNavigator
    self.composition = composition
    self.deepLinks = DeepLinkHandler(router: router, tabs: tabNavigator)
    observation = tabNavigator.events.observe { [weak self] _ in
      self?.cancelAbandonedRequests()
      self?.removeUnreachableCheckpoints()
    }
    tabNavigator.events.observeSettling { [weak self] in self?.applyLockedLinkIfUnlocked() }
    deepLinks.navigationLock = { [weak self] in self?.navigationLock }
  }

  /// Where every change of the app is reported.
  public var events: NavigationEventBus { tabs.events }

  /// The login state and the one access check every way in passes: log in and out here.
  public var access: AccessGate { tabs.access }

  /// The screen of any destination, or the fallback's when none can be built.
  ///
  /// - Parameter destination: Any destination.
  /// - Returns: The screen its module's resolver builds.
  public func screen(for destination: AnyDestination) -> any ScreenModel {
    composition.resolvers.resolve(destination)
  }

  /// The badge the tab named `tab` shows now: its root module's, or `nil`.
  ///
  /// - Parameter tab: The tab's name.
  /// - Returns: The badge's text, such as `"2"`, or `nil` for none.
  public func badge(for tab: TabID) -> String? {
    guard let root = tabs.tabs.first(where: { $0.id == tab })?.root else { return nil }
    return composition.modules.first { $0.name == root.moduleName }?.badge?()
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: any ScreenModel {
    screen(for: tabs.visibleNavigator.current)
  }

  /// Performs a screen's action on what the user sees.
  ///
  /// A ``NavigationAction/featureAction(_:)`` is carried out by the visible screen — the one
  /// that offered it, or showed the dialog it came from — and reported as an event; then the
  /// navigation the screen asks for, if any, is performed.
  ///
  /// - Parameter action: The action, such as one of ``visibleScreen``'s.
  public func perform(_ action: NavigationAction) {
    switch action {
    case .send(let sent):
      send(sent)
      return
    case .answerRequest(let answer):
      answerRequest(answer)
      return
    case .returnToCheckpoint(let target):
      returnToCheckpoint(target)
      return
    case .featureAction:
      break
    default:
      tabs.perform(action)
      return
    }
    guard case .featureAction(let feature) = action else { return }
    let scope = tabs.visibleNavigator.scope
    switch visibleScreen.handle(feature) {
    case .done:
      events.send(.featureActionPerformed(feature, scope: scope))
    case .then(let navigation):
      events.send(.featureActionPerformed(feature, scope: scope))
      perform(navigation)
    case .unhandled:
      events.send(.featureActionUnhandled(feature, scope: scope))
    }
  }

  /// Chooses a button of the dialog shown over the visible stack: closes the dialog and
  /// performs the button's action, if it has one.
  ///
  /// - Parameter id: The ``DialogAction/id`` of the button.
  /// - Returns: The button chosen, or `nil` when no shown button has that id (nothing changes).
  @discardableResult
  public func chooseDialogAction(id: String) -> DialogAction? {
    guard let chosen = tabs.visibleNavigator.selectDialogAction(id: id) else { return nil }
    if let action = chosen.action {
      perform(action)
    }
    return chosen
  }

  /// Keeps the tabs' navigation state in `file`, restoring through the installed features'
  /// codecs.
  ///
  /// - Parameter file: The state file's location.
  /// - Returns: The persistence; call its `restore()` at launch and `save()` after changes.
  public func statePersistence(in file: URL) -> NavigationStatePersistence {
    NavigationStatePersistence(
      store: StateFileStore(url: file), codecs: composition.codecs, tabs: tabs)
  }
}
