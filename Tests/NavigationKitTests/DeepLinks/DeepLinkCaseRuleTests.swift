import Testing

@testable import NavigationKit

/// One case rule for both forms of link: the first segment (the custom scheme's host, a
/// universal link's first path segment) is compared case-insensitively; every later segment
/// byte for byte, never by Unicode equivalence.
@Suite struct DeepLinkCaseRuleTests {
  let router: DeepLinkRouter

  init() throws {
    router = try TestDeepLinkRoutes.makeRouter()
  }

  static let paths = [
    "ALPHA/A-1", "Alpha/A-1/edit", "alpha/All.Items", "ZETA/page/7", "Legacy/code/C-1",
    "BETA", "nowhere/x",
  ]

  /// The outcome of matching, as a comparable value.
  func outcome(_ url: String) -> Result<DeepLinkMatch, DeepLinkRejection> {
    Result { () throws(DeepLinkRejection) in try router.match(url) }
  }

  @Test(arguments: paths)
  func bothFormsOfALinkBehaveAlike(path: String) throws {
    let custom = outcome("myapp://\(path)")
    let universal = outcome("https://myapp.example.com/\(path)")

    switch (custom, universal) {
    case (.success(let first), .success(let second)):
      #expect(first.destinations == second.destinations)
      #expect(first.pattern == second.pattern)
    case (.failure(let first), .failure(let second)):
      #expect(first == second)
    default:
      Issue.record("\(path): \(custom) but \(universal)")
    }
  }

  @Test func theFirstSegmentReadsInLowercaseInBothForms() throws {
    let custom = try DeepLink("myapp://ORDERS/A-1", policy: TestDeepLinkRoutes.policy)
    let universal = try DeepLink(
      "https://myapp.example.com/ORDERS/A-1", policy: TestDeepLinkRoutes.policy)

    #expect(custom.segments == ["orders", "A-1"])
    #expect(universal.segments == ["orders", "A-1"])
  }

  @Test func laterSegmentsKeepTheirCase() throws {
    #expect(try router.match("myapp://alpha/all.items").pattern == "alpha/all.items")
    #expect(throws: DeepLinkRejection.invalidParameter("id")) {
      try router.match("myapp://alpha/ALL.ITEMS")
    }
    #expect(throws: DeepLinkRejection.invalidParameter("id")) {
      try router.match("https://myapp.example.com/alpha/ALL.ITEMS")
    }
  }

  @Test func literalsCompareByBytesNotByUnicodeEquivalence() throws {
    // U+212A KELVIN SIGN is canonically equivalent to "K": equal as Swift strings, not as bytes.
    #expect("\u{212A}elvin" == "Kelvin")
    let router = try DeepLinkRouter(sources: [.routes([alphaRoute("alpha/Kelvin")])])

    #expect(try router.match("myapp://alpha/Kelvin").pattern == "alpha/Kelvin")
    #expect(try router.match("myapp://ALPHA/Kelvin").pattern == "alpha/Kelvin")
    #expect(throws: DeepLinkRejection.noRoute(path: "alpha/\u{212A}elvin")) {
      try router.match("myapp://alpha/%E2%84%AAelvin")
    }
    #expect(throws: DeepLinkRejection.noRoute(path: "alpha/kelvin")) {
      try router.match("myapp://alpha/kelvin")
    }
  }
}
