import AppComposition
import NavigationKit
import NavigationStateStore

/// `App open URL...`: opens deep links in order in one session, printing each outcome.
///
/// In text mode each outcome is a line, then the final state. With `--json` each URL prints
/// one object: the URL, the outcome, its reason and the state after it.
@MainActor
struct OpenCommand {
  let session: NavigationSession
  let format: Session.Format
  let console: Console
  var layout: NavigationLayout = .tabs

  private var app: AppNavigator { session.app }

  /// Opens every URL; returns 0 when each navigated or was deferred, 1 when any was rejected.
  func run(_ urls: [String]) -> Int32 {
    run(entries: urls.map(NavigationEntry.link))
  }

  /// Opens every entry — a link, a web-browsing activity, a shortcut — as `App open` opens
  /// links; returns 0 when each navigated or was deferred, 1 when any was rejected.
  func run(entries: [NavigationEntry]) -> Int32 {
    var rejected = false
    for entry in entries {
      let outcome = app.open(entry)
      if case .rejected = outcome {
        rejected = true
      }
      session.save(reportingTo: console)
      switch format {
      case .json:
        console.write(
          JSONLine.encode(OpenOutput(outcome, state: StateDescription(app, layout: layout))))
      case .text:
        console.write(outcome.description)
      }
    }
    if format == .text {
      console.write(TextRenderer(app: app, layout: layout).state())
    }
    return rejected ? 1 : 0
  }
}

/// The object `App open --json` prints for each URL, and `App activity --json` and
/// `App shortcut --json` for their entry; `url` is `null` only for a shortcut refused before
/// it had a link (an invalid order id, an unknown shortcut).
struct OpenOutput: Encodable {
  @NullWhenAbsent var url: String?
  let outcome: String
  @NullWhenAbsent var reason: String?
  let state: StateDescription

  /// The output of a shortcut that was refused before it had a link: `rejected`, with why.
  init(refusedShortcut error: ShortcutError, state: StateDescription) {
    url = nil
    outcome = "rejected"
    reason = error.description
    self.state = state
  }

  init(_ outcome: DeepLinkOutcome, state: StateDescription) {
    url = UntrustedText.excerpt(outcome.url, limit: 2_048)
    self.outcome = outcome.name
    reason =
      switch outcome {
      case .navigated: nil
      case .deferred: "login required"
      case .deferredWhileLocked(_, let lock): "navigation locked: \(lock)"
      case .rejected(_, let reason): reason.description
      }
    self.state = state
  }
}
