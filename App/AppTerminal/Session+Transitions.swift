import NavigationKit
import NavigationKitTesting

/// `transitions ...`: the terminal has no animations, so every change is shown at once; a
/// platform stand-in (``SimulatedTransitions``) applies each change in the steps a device's
/// platform follows, and holds their completions on request, so `state` shows a change still
/// being applied, as a device shows it mid-animation.
extension Session {
  func apply(_ command: TransitionsCommand) throws(SessionError) {
    let scene = sceneSessions[current].id
    switch command {
    case .hold:
      let platform = platforms[scene] ?? SimulatedTransitions(app: app)
      platform.holdsCompletions = true
      platforms[scene] = platform
    case .next:
      guard let platform = platforms[scene], platform.completeStep() else {
        throw .failed("no change is being applied")
      }
    case .finish:
      guard let platform = platforms[scene] else {
        throw .failed("the transitions are not held; transitions hold holds them")
      }
      platform.completeAll()
      platform.holdsCompletions = false
    case .stall:
      guard let platform = platforms[scene], platform.missCompletion() else {
        throw .failed("no change is being applied")
      }
    }
  }

  /// Hands every scene's platform stand-in its navigation as the command left it.
  func followPlatforms() {
    for platform in platforms.values {
      platform.follow()
    }
  }

  /// The JSON's `applying`, once the current scene's transitions were held.
  var appliedChange: AppliedChange? {
    platforms[sceneSessions[current].id].map(AppliedChange.init)
  }

  /// The change the current scene's platform is still applying, if any: the step running, the
  /// steps to come, and what stays on screen until the step ends.
  func transitionLines() -> [String] {
    guard let platform = platforms[sceneSessions[current].id], let step = platform.currentStep
    else { return [] }
    var lines = ["Applying: \(step)"]
    lines += platform.remainingSteps.map { "  then: \($0)" }
    if !platform.leaving.isEmpty {
      lines.append("  still shown until it ends: " + platform.leaving.joined(separator: ", "))
    }
    return lines
  }
}

/// What the JSON shows of the change the platform stand-in applies: the step running (`null`
/// when none), the steps to come, and what stays shown until the step ends.
struct AppliedChange: Encodable, Equatable {
  @NullWhenAbsent var step: String?
  let then: [String]
  let leaving: [String]

  @MainActor
  init(_ platform: SimulatedTransitions) {
    step = platform.currentStep
    then = platform.currentStep == nil ? [] : platform.remainingSteps
    leaving = platform.leaving
  }
}
