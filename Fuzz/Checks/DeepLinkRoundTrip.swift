import NavigationKit

/// A link that matches builds, through `url(for:host:)` with and without a host, links that
/// match to the same destinations, presentation and login requirement; every rejection has a
/// reason to show.
enum DeepLinkRoundTrip {
  static let universalHost = "myapp.example.com"

  @MainActor
  static func check(_ input: [UInt8]) throws(FuzzFailure) {
    let router = try FuzzApp.appRouter()
    let url = String(decoding: input, as: UTF8.self)
    let match: DeepLinkMatch
    do {
      match = try router.match(url)
    } catch {
      guard !error.description.isEmpty else { throw FuzzFailure("\(url): empty rejection") }
      return
    }
    guard let last = match.destinations.last else {
      throw FuzzFailure("\(url) matched \(match.pattern) with no destination")
    }
    guard let built = router.url(for: last) else {
      throw FuzzFailure("\(url) shows \(last), but url(for:host:) builds no link to it")
    }
    try expectSame(match, built, router)
    guard let universal = router.url(for: last, host: universalHost) else {
      throw FuzzFailure("\(url) shows \(last), but no universal link is built to it")
    }
    try expectSame(match, universal, router)
  }

  private static func expectSame(
    _ original: DeepLinkMatch, _ built: String, _ router: DeepLinkRouter
  ) throws(FuzzFailure) {
    let again: DeepLinkMatch
    do {
      again = try router.match(built)
    } catch {
      throw FuzzFailure("\(original.url) built \(built), which is rejected: \(error)")
    }
    guard again.destinations == original.destinations,
      again.presentation == original.presentation,
      again.requiresLogin == original.requiresLogin
    else {
      throw FuzzFailure(
        "\(original.url) matched \(original), but the link built back, \(built), matched \(again)")
    }
  }
}
