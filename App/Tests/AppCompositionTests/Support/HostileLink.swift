import AppComposition
import NavigationKit
import Testing

/// A link the app must refuse, and why.
nonisolated struct HostileLink: Sendable, CustomTestStringConvertible {
  let url: String
  let reason: DeepLinkRejection

  init(_ url: String, _ reason: DeepLinkRejection) {
    self.url = url
    self.reason = reason
  }

  /// The URL with control and non-ASCII characters escaped, cut after 120 characters.
  var testDescription: String { String(url.debugDescription.prefix(120)) }
}

extension AppNavigator {
  /// Opens `link` over busy tabs, logged in or not, and checks it is refused for its reason
  /// with nothing changed: no tab, stack, presentation, dialog or waiting link, and one event.
  func expectRefused(_ link: HostileLink, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    try makeEveryTabBusy(selecting: "catalog")
    let before = NavigationSnapshot(tabs)
    let log = EventLog(events)

    let outcome = open(.link(link.url))

    #expect(
      outcome == .rejected(url: link.url, reason: link.reason), sourceLocation: sourceLocation)
    #expect(NavigationSnapshot(tabs) == before, sourceLocation: sourceLocation)
    #expect(waitingForLogin == nil, sourceLocation: sourceLocation)
    #expect(log.events == [.deepLinkOpened(outcome)], sourceLocation: sourceLocation)
  }
}
