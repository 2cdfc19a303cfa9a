public import NavigationKit

/// The round-trip checks every feature should pass, run on sample destinations that cover
/// each screen, route and intent of the feature.
///
/// ```swift
/// @Test func ordersPassesTheFeatureChecks() {
///   let module = OrdersFeature.module(intents: OrdersIntents())
///   #expect(
///     FeatureCheck.issues(of: module, root: .list, samples: OrdersSamples.destinations) == [])
/// }
/// ```
///
/// - Resolver: every sample resolves to a screen of the feature, never to the fallback.
/// - Codec: every sample is saved and restored as itself.
/// - Routes: every sample with a link matches back to itself, and every route of the feature
///   is the link of at least one sample.
/// - Intents: every intent a sample's screen sends is delivered, and every intent the feature
///   declares is sent by at least one sample's screen.
@MainActor
public enum FeatureCheck {
  /// Everything the checks find wrong; empty when the feature passes.
  ///
  /// - Parameters:
  ///   - module: The feature's module, its intents unrouted (`IntentRoute.unrouted`)
  ///     or routed.
  ///   - root: The root of the feature's tab.
  ///   - samples: Destinations that together reach every screen, route and intent.
  ///   - deepLinkPolicy: The policy the feature's links are read under.
  /// - Returns: The issues, in the order of the checks and the samples.
  @MainActor
  public static func issues<Destination: NavigationDestination & Codable>(
    of module: FeatureModule,
    root: Destination,
    samples: [Destination],
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy()
  ) -> [FeatureCheckIssue] {
    guard module.name == Destination.moduleName, module.destinationType == Destination.self else {
      return [
        .wrongDestinationType(module: module.name, samples: String(reflecting: Destination.self))
      ]
    }
    let harness: FeatureHarness
    do {
      harness = try FeatureHarness(module, root: root, deepLinkPolicy: deepLinkPolicy)
    } catch {
      return [.cannotInstall(error.description)]
    }
    let app = harness.app
    let erased = samples.map(AnyDestination.init)
    var issues = resolutionIssues(erased, app: app)
    issues += restorationIssues(erased, tab: harness.featureTab, codecs: app.composition.codecs)
    let (linkIssues, reached) = linkIssues(erased, router: app.router)
    issues += linkIssues
    for route in app.router.routes
    where route.module == module.name && !reached.contains(route.pattern) {
      issues.append(.routeWithoutSample(pattern: route.pattern))
    }
    issues += intentIssues(erased, module: module, app: app)
    return issues
  }

  /// Every destination that resolves to the fallback.
  static func resolutionIssues(
    _ destinations: [AnyDestination], app: AppNavigator
  ) -> [FeatureCheckIssue] {
    var issues: [FeatureCheckIssue] = []
    var unresolved: [UnresolvedDestination] = []
    let previous = app.composition.resolvers.onUnresolved
    app.composition.resolvers.onUnresolved = { unresolved.append($0) }
    defer { app.composition.resolvers.onUnresolved = previous }
    for destination in destinations {
      unresolved.removeAll()
      _ = app.screen(for: destination)
      if let diagnosis = unresolved.first {
        issues.append(.unresolved(destination, reason: diagnosis.description))
      }
    }
    return issues
  }

  /// Every destination not saved and restored as itself, on the stack of `tab`.
  static func restorationIssues(
    _ samples: [AnyDestination], tab: TabID, codecs: DestinationCodecRegistry
  ) -> [FeatureCheckIssue] {
    let coder = NavigationSnapshotCoder(codecs: codecs)
    return samples.compactMap { sample in
      let snapshot = NavigationSnapshot(
        selectedTab: tab, tabs: [NavigationSnapshot.Tab(id: tab, path: [sample])])
      let (data, encodeIssues) = coder.encode(snapshot)
      if let issue = encodeIssues.first {
        return .notRestored(sample, reason: issue.description)
      }
      let (decoded, decodeIssues) = coder.decode(data)
      if let issue = decodeIssues.first {
        return .notRestored(sample, reason: issue.description)
      }
      guard decoded?.tabs.first?.path == [sample] else {
        return .notRestored(sample, reason: "it was restored as something else")
      }
      return nil
    }
  }

  /// Every destination whose link does not lead back to it, and the patterns of the routes
  /// the links matched.
  static func linkIssues(
    _ samples: [AnyDestination], router: DeepLinkRouter
  ) -> (issues: [FeatureCheckIssue], reached: Set<String>) {
    var issues: [FeatureCheckIssue] = []
    var reached: Set<String> = []
    for sample in samples {
      guard let url = router.url(for: sample) else { continue }
      do {
        let match = try router.match(url)
        reached.insert(match.pattern)
        if match.destinations.last != sample {
          issues.append(.linkDoesNotRoundTrip(sample, url: url))
        }
      } catch {
        issues.append(.linkDoesNotRoundTrip(sample, url: url))
      }
    }
    return (issues, reached)
  }

  private static func intentIssues(
    _ samples: [AnyDestination], module: FeatureModule, app: AppNavigator
  ) -> [FeatureCheckIssue] {
    var issues: [FeatureCheckIssue] = []
    var sent: Set<String> = []
    for sample in samples {
      for action in app.screen(for: sample).actions {
        guard case .send(let intent) = action.navigation else { continue }
        sent.insert(String(reflecting: type(of: intent.intent)))
        if case .unchanged(let reason) = app.perform(.send(intent)) {
          issues.append(.intentNotDelivered(intent.description, reason: reason))
        }
      }
    }
    for route in module.intents where !sent.contains(route.intent) {
      issues.append(.intentNeverSent(route.intent))
    }
    return issues
  }
}

/// Something a feature does not do right, found by ``FeatureCheck``.
public enum FeatureCheckIssue: Hashable, Sendable, CustomStringConvertible {
  /// The samples are not destinations of the module.
  case wrongDestinationType(module: String, samples: String)
  /// The feature cannot be installed on its own, for the reason given.
  case cannotInstall(String)
  /// A sample resolves to the fallback instead of a screen of the feature.
  case unresolved(AnyDestination, reason: String)
  /// A sample is not saved and restored as itself.
  case notRestored(AnyDestination, reason: String)
  /// A sample's link does not lead back to it.
  case linkDoesNotRoundTrip(AnyDestination, url: String)
  /// A route of the feature is the link of no sample, so it is never checked.
  case routeWithoutSample(pattern: String)
  /// An intent a sample's screen sends was not delivered.
  case intentNotDelivered(String, reason: String)
  /// An intent the feature declares is sent by no sample's screen.
  case intentNeverSent(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .wrongDestinationType(let module, let samples):
      "the samples (\(samples)) are not the destinations of module '\(module)'"
    case .cannotInstall(let reason):
      "the feature cannot be installed on its own: \(reason)"
    case .unresolved(let destination, let reason):
      "\(destination) has no screen: \(reason)"
    case .notRestored(let destination, let reason):
      "\(destination) is not restored as itself: \(reason)"
    case .linkDoesNotRoundTrip(let destination, let url):
      "the link \(UntrustedText.quoted(url)) of \(destination) does not lead back to it"
    case .routeWithoutSample(let pattern):
      "route '\(pattern)' is the link of no sample; add a sample it shows"
    case .intentNotDelivered(let intent, let reason):
      "intent \(intent) was not delivered: \(reason)"
    case .intentNeverSent(let intent):
      "intent \(intent) is declared but no sample's screen sends it"
    }
  }
}
