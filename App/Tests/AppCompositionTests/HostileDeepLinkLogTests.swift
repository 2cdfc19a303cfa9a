import AppComposition
import NavigationKit
import Testing

/// What a log line of an outcome may not hold: the scalars the `.text` parameter kind refuses,
/// because they break a line, drive a terminal or reorder text.
private func unsafeScalars(in text: String) -> [Unicode.Scalar] {
  text.unicodeScalars.filter { scalar in
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true
    default: false
    }
  }
}

/// A refused link's outcome is logged as one line, whatever the link holds.
@MainActor
@Suite(.needsValidComposition) struct HostileDeepLinkLogTests {
  nonisolated static let everyHostileLink =
    HostileDeepLinkTests.tooLarge + HostileDeepLinkTests.rawCharacters
    + HostileDeepLinkTests.hosts + HostileDeepLinkTests.schemes
    + HostileDeepLinkTests.portsAndSegments + HostileDeepLinkParameterTests.traversal
    + HostileDeepLinkParameterTests.encodedCharacters + HostileDeepLinkParameterTests.badEncoding
    + HostileDeepLinkParameterTests.searchQueries

  @Test(arguments: everyHostileLink)
  func outcomeIsOneShortLineWithoutASCIIControls(_ link: HostileLink) throws {
    let app = try AppComposition.makeNavigator()
    let outcome = app.open(.link(link.url))
    let line = NavigationEvent.deepLinkOpened(outcome).description

    #expect(
      !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
      "\(line.debugDescription)")
    #expect(line.count < 300)
  }

  /// Links carrying, raw or percent-encoded, a line separator, NEL, a C1 CSI or a
  /// right-to-left override, each followed by text that would read as a forged entry.
  nonisolated static let lineBreakers = [
    "myapp://orders/A-1\u{2028}deep link navigated",
    "myapp://orders/A-1\u{85}deep link navigated",
    "myapp://orders/A-1\u{9B}2J",
    "myapp://orders/\u{202E}kcart/1-A",
    "myapp://orders/A-1/%E2%80%A8deep-link-navigated",
    "myapp://orders/A-1/%C2%85deep-link-navigated",
    "myapp://orders/A-1/%C2%9B2J",
    "myapp://orders/A-1/%E2%80%AEkcart",
  ]

  @Test(arguments: lineBreakers)
  func outcomeEscapesLineSeparatorsC1ControlsAndBidiOverrides(_ url: String) throws {
    let app = try AppComposition.makeNavigator()
    let outcome = app.open(.link(url))
    #expect(outcome.name == "rejected")

    #expect(unsafeScalars(in: outcome.description).isEmpty)
    #expect(unsafeScalars(in: NavigationEvent.deepLinkOpened(outcome).description).isEmpty)
  }
}
