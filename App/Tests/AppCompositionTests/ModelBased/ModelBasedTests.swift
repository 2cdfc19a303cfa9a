import AppComposition
import Foundation
import NavigationKit
import Testing

/// Random sequences of every navigation operation, done to the real app and to a small
/// reference model (``NavigationModel``), with the invariants checked after every step.
///
/// Each run draws a new base seed; a failure prints the seed of its sequence and how to replay
/// it. The environment chooses more:
/// - `NAVIGATIONKIT_MODEL_SEED=N`: replay the sequence of seed `N` alone.
/// - `NAVIGATIONKIT_MODEL_OPERATIONS=N`: run `N` operations in all (100,000 by default).
@MainActor
@Suite(.needsValidComposition) struct ModelBasedTests {
  /// The operations of one sequence; each sequence starts from a new app, logged out.
  static let sequenceLength = 1_000

  @Test func randomOperationsKeepTheAppEqualToTheModel() throws {
    var run = ModelRun.fromEnvironment()
    try run.run(checking: [.model, .visibleScreen, .events, .login, .checkpoints, .requests])
    // Requests across modules are drawn often enough to be answered and cancelled.
    if run.seeds.count > 1 {
      #expect(run.requestsCompleted > 0 && run.requestsCancelled > 0)
    }
  }

  @Test func nothingGatedIsShownWhileLoggedOut() throws {
    var run = ModelRun.fromEnvironment()
    try run.run(checking: [.nothingGatedWhileLoggedOut])
  }
}

/// Runs seeded sequences of operations and checks the invariants after every step.
@MainActor
struct ModelRun {
  enum Invariant {
    /// The app's tabs, stacks, presentations and dialogs are the model's.
    case model
    /// The screen the user sees is the one of the model's visible destination.
    case visibleScreen
    /// Replaying the step's events on the state before it gives the state after it.
    case events
    /// Login, the navigation waiting for it, the lock held and the navigation waiting for the
    /// lock's release are the model's.
    case login
    /// While logged out, no destination that requires login is anywhere in the app.
    case nothingGatedWhileLoggedOut
    /// The checkpoints set, and whether each can be returned to, are the model's.
    case checkpoints
    /// The requests waiting for an answer are the model's.
    case requests
  }

  let seeds: [UInt64]
  let length: Int
  /// How many requests were answered, and cancelled, in every sequence run.
  private(set) var requestsCompleted = 0
  private(set) var requestsCancelled = 0
  /// The title of each destination's screen, resolved once: the visible screen's must be it.
  private var titles: [AnyDestination: String] = [:]

  init(seeds: [UInt64], length: Int) {
    self.seeds = seeds
    self.length = length
  }

  static func fromEnvironment() -> ModelRun {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["NAVIGATIONKIT_MODEL_SEED"].flatMap({ UInt64($0) }) {
      return ModelRun(seeds: [seed], length: ModelBasedTests.sequenceLength)
    }
    let total = environment["NAVIGATIONKIT_MODEL_OPERATIONS"].flatMap { Int($0) } ?? 100_000
    var base = SplitMix64(seed: UInt64.random(in: 0...UInt64.max))
    let count = max(1, total / ModelBasedTests.sequenceLength)
    return ModelRun(
      seeds: (0..<count).map { _ in base.next() }, length: ModelBasedTests.sequenceLength)
  }

  mutating func run(checking invariants: Set<Invariant>) throws {
    for seed in seeds {
      try runSequence(seed: seed, checking: invariants)
    }
  }

  private mutating func runSequence(seed: UInt64, checking invariants: Set<Invariant>) throws {
    let app = try AppComposition.makeNavigator()
    var model = NavigationModel(state: ModelState(app), isLoggedIn: false)
    var events: [NavigationEvent] = []
    app.events.observe { events.append($0) }
    var generator = SplitMix64(seed: seed)
    var done: [ModelOperation] = []
    var before = ModelState(app)
    for step in 1...length {
      let operation = ModelOperation.random(using: &generator)
      done.append(operation)
      events.removeAll(keepingCapacity: true)
      let problem: String?
      let after: ModelState
      do {
        try operation.apply(to: app, model: &model)
        for event in events {
          if case .requestCompleted = event { requestsCompleted += 1 }
          if case .requestCancelled = event { requestsCancelled += 1 }
        }
        after = ModelState(app)
        problem = check(
          invariants, app: app, state: after, model: model, before: before, events: events)
      } catch {
        after = ModelState(app)
        problem = error.description
      }
      before = after
      if let problem {
        Issue.record(
          """
          step \(step) of seed \(seed) (replay: NAVIGATIONKIT_MODEL_SEED=\(seed) swift test \
          --filter ModelBasedTests): \(problem)
          last operations: \(done.suffix(12).map(\.description).joined(separator: "; "))
          app:
          \(ModelState(app))
          model:
          \(model.state)
          events: \(events)
          """)
        return
      }
    }
  }

  private mutating func check(
    _ invariants: Set<Invariant>, app: AppNavigator, state: ModelState, model: NavigationModel,
    before: ModelState, events: [NavigationEvent]
  ) -> String? {
    if invariants.contains(.model), state != model.state {
      return "the app differs from the model"
    }
    if invariants.contains(.visibleScreen) {
      let expected = model.state.visible.current
      let title = titles[expected] ?? app.screen(for: expected).title
      titles[expected] = title
      guard app.tabs.visibleNavigator.current == expected, app.visibleScreen.title == title else {
        return "the visible screen is \(app.visibleScreen.title), not \(title) of \(expected)"
      }
    }
    if invariants.contains(.events) {
      var replayed = before
      do {
        for event in events { try EventReplay.apply(event, to: &replayed) }
      } catch {
        return error.description
      }
      guard replayed == state else {
        return "the events describe another change: replayed, they give\n\(replayed)"
      }
    }
    if invariants.contains(.login) {
      let forLogin = app.waitingForLogin
      let forUnlock = app.waitingForUnlock
      guard app.isLoggedIn == model.isLoggedIn,
        forLogin == model.waitingForLogin?.target,
        forUnlock == model.waitingForUnlock?.target,
        app.navigationLock == model.lock
      else {
        return "logged in \(app.isLoggedIn), \(String(describing: forLogin)) for login, locked "
          + "by \(String(describing: app.navigationLock)) with \(String(describing: forUnlock)) "
          + "for the lock; the model expects \(model.isLoggedIn), "
          + "\(String(describing: model.waitingForLogin?.target)) for login, locked by "
          + "\(String(describing: model.lock)) with "
          + "\(String(describing: model.waitingForUnlock?.target)) waiting for its release"
      }
    }
    if invariants.contains(.checkpoints) {
      let names = model.checkpointNames
      let returnable = names.filter { model.canReturn(to: $0) }
      let appReturnable = app.checkpointNames.map(\.rawValue).filter {
        app.canReturn(to: CheckpointName(rawValue: $0))
      }
      guard app.checkpointNames.map(\.rawValue) == names, appReturnable == returnable else {
        return "checkpoints \(app.checkpointNames), returnable \(appReturnable); the model "
          + "expects \(names), returnable \(returnable)"
      }
    }
    if invariants.contains(.requests),
      app.waitingRequests.map(\.description) != model.waitingRequests
    {
      return "requests waiting \(app.waitingRequests); the model expects \(model.waitingRequests)"
    }
    if invariants.contains(.nothingGatedWhileLoggedOut), !app.isLoggedIn {
      let gated = state.allDestinations.filter(\.requiresLogin)
      guard gated.isEmpty else { return "shown while logged out: \(gated)" }
    }
    return nil
  }
}
