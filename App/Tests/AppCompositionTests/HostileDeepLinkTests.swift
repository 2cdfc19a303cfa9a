import AppComposition
import NavigationKit
import Testing

/// Links whose shape the policy refuses before any route is looked at.
@MainActor
@Suite(.needsValidComposition) struct HostileDeepLinkTests {
  nonisolated static let tooLarge = [
    HostileLink(
      "myapp://orders/A-1?pad=" + String(repeating: "x", count: 2_049 - 23),
      .urlTooLong(bytes: 2_049, limit: 2_048)),
    HostileLink(
      "myapp://catalog/search?q=" + String(repeating: "é", count: 1_012),
      .urlTooLong(bytes: 2_049, limit: 2_048)),
    HostileLink(
      "myapp://orders/" + String(repeating: "A", count: 100_000),
      .urlTooLong(bytes: 100_015, limit: 2_048)),
    HostileLink(
      "myapp://orders" + String(repeating: "/A-1", count: 32),
      .tooManySegments(count: 33, limit: 32)
    ),
    HostileLink(
      "https://myapp.example.com" + String(repeating: "/orders", count: 33),
      .tooManySegments(count: 33, limit: 32)),
    HostileLink(
      "myapp://orders" + String(repeating: "/", count: 40), .tooManySegments(count: 40, limit: 32)),
  ]

  nonisolated static let rawCharacters = [
    HostileLink("myapp://orders/A-1\u{0}", .forbiddenCharacter(offset: 18)),
    HostileLink("myapp://orders/A-1\n/track", .forbiddenCharacter(offset: 18)),
    HostileLink("myapp://orders/A-1\r\nSet-Cookie:x", .forbiddenCharacter(offset: 18)),
    HostileLink("myapp://orders/A\t1", .forbiddenCharacter(offset: 16)),
    HostileLink("myapp://orders/A 1", .forbiddenCharacter(offset: 16)),
    HostileLink("myapp://orders/A-1\u{7F}", .forbiddenCharacter(offset: 18)),
    HostileLink("myapp://orders/A-1#\u{0}", .forbiddenCharacter(offset: 19)),
    HostileLink(" myapp://orders", .forbiddenCharacter(offset: 0)),
    HostileLink("myapp://orders/é", .forbiddenCharacter(offset: 15)),
    HostileLink("myapp://orders/Ａ-1", .forbiddenCharacter(offset: 15)),
    HostileLink("myapp://orders/\u{410}-1", .forbiddenCharacter(offset: 15)),
    HostileLink("myapp://catalog/product/P-１００", .forbiddenCharacter(offset: 26)),
    HostileLink("myapp://\u{43E}rders/A-1", .forbiddenCharacter(offset: 8)),
    HostileLink("https://myapp.ex\u{430}mple.com/orders", .forbiddenCharacter(offset: 16)),
    HostileLink("myapp://catalog/search?q=knife\u{202E}", .forbiddenCharacter(offset: 30)),
  ]

  nonisolated static let hosts = [
    HostileLink(
      "https://myapp.example.com.evil.com/orders", .hostNotAllowed("myapp.example.com.evil.com")),
    HostileLink("https://myapp-example.com/orders/A-1", .hostNotAllowed("myapp-example.com")),
    HostileLink("https://evil.com@myapp.example.com/orders", .userInfoNotAllowed),
    HostileLink("https://myapp.example.com@evil.com/orders", .userInfoNotAllowed),
    HostileLink("https://myapp.example.com\\@evil.com/orders", .userInfoNotAllowed),
    HostileLink("myapp://user:pass@orders/A-1", .userInfoNotAllowed),
    HostileLink("https://evil.com/orders/A-1", .hostNotAllowed("evil.com")),
    HostileLink("https://sub.myapp.example.com/orders", .hostNotAllowed("sub.myapp.example.com")),
    HostileLink("https://myapp.example.com./orders", .hostNotAllowed("myapp.example.com.")),
    HostileLink("https://example.com/orders", .hostNotAllowed("example.com")),
    HostileLink(
      "https://myapp.example.com%2Eevil.com/orders", .hostNotAllowed("myapp.example.com%2eevil.com")
    ),
    HostileLink(
      "https://myapp.example.com\\.evil.com/orders", .hostNotAllowed("myapp.example.com\\.evil.com")
    ),
    HostileLink("https://xn--myapp-example.com/orders", .hostNotAllowed("xn--myapp-example.com")),
    HostileLink("https:///orders", .hostNotAllowed("")),
    HostileLink("myapp://%6Frders/A-1", .malformed("invalid host")),
    HostileLink("myapp:///orders/A-1", .malformed("no host")),
    HostileLink("myapp://", .malformed("no host")),
  ]

  nonisolated static let schemes = [
    HostileLink("http://myapp.example.com/orders/A-1", .schemeNotAllowed("http")),
    HostileLink("HTTP://myapp.example.com/orders", .schemeNotAllowed("http")),
    HostileLink("file:///etc/passwd", .schemeNotAllowed("file")),
    HostileLink("javascript:alert(1)", .schemeNotAllowed("javascript")),
    HostileLink("javascript://myapp.example.com/%0Aalert(1)", .schemeNotAllowed("javascript")),
    HostileLink("data:text/html,<script>alert(1)</script>", .schemeNotAllowed("data")),
    HostileLink("ftp://myapp.example.com/orders", .schemeNotAllowed("ftp")),
    HostileLink("myapp2://orders/A-1", .schemeNotAllowed("myapp2")),
    HostileLink("myap://orders/A-1", .schemeNotAllowed("myap")),
    HostileLink("myapp+evil://orders/A-1", .schemeNotAllowed("myapp+evil")),
    HostileLink("1myapp://orders", .malformed("invalid scheme")),
    HostileLink("://orders/A-1", .malformed("invalid scheme")),
    HostileLink("orders/A-1", .malformed("no scheme")),
    HostileLink("//myapp.example.com/orders", .malformed("no scheme")),
    HostileLink("", .malformed("no scheme")),
    HostileLink("myapp:orders/A-1", .malformed("expected // after the scheme")),
    HostileLink("https:/myapp.example.com/orders", .malformed("expected // after the scheme")),
  ]

  nonisolated static let portsAndSegments = [
    HostileLink("https://myapp.example.com:443/orders", .portNotAllowed),
    HostileLink("https://myapp.example.com:8080/orders/A-1", .portNotAllowed),
    HostileLink("https://myapp.example.com:/orders", .portNotAllowed),
    HostileLink("myapp://orders:80/A-1", .portNotAllowed),
    HostileLink("myapp://orders//A-1", .emptySegment),
    HostileLink("myapp://orders/A-1//track", .emptySegment),
    HostileLink("myapp://orders/A-1//", .emptySegment),
    HostileLink("https://myapp.example.com//orders", .emptySegment),
    HostileLink("myapp://admin", .noRoute(path: "admin")),
    HostileLink("myapp://orders.evil.com/A-1", .noRoute(path: "orders.evil.com/A-1")),
    HostileLink("myapp://orders/A-1/cancel?confirm=1", .noRoute(path: "orders/A-1/cancel")),
    HostileLink("myapp://orders/A-1/TRACK", .noRoute(path: "orders/A-1/TRACK")),
    HostileLink("https://myapp.example.com", .noRoute(path: "")),
    HostileLink("https://myapp.example.com/?q=orders", .noRoute(path: "")),
  ]

  @Test(arguments: tooLarge, [false, true])
  func tooLargeIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: rawCharacters, [false, true])
  func rawControlOrUnicodeCharacterIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: hosts, [false, true])
  func hostThatIsNotTheAppsIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: schemes, [false, true])
  func otherSchemeIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: portsAndSegments, [false, true])
  func portEmptySegmentOrUnknownPathIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }
}
