import AppComposition
import NavigationKit
import Testing

/// Well-formed links whose values are not what their route reads.
@MainActor
@Suite(.needsValidComposition) struct HostileDeepLinkParameterTests {
  nonisolated static let traversal = [
    HostileLink("myapp://orders/..", .invalidParameter("orderId")),
    HostileLink("myapp://orders/..%2F..", .invalidParameter("orderId")),
    HostileLink("myapp://orders/%2E%2E", .invalidParameter("orderId")),
    HostileLink("myapp://orders/.%2e/track", .invalidParameter("orderId")),
    HostileLink("myapp://orders/../catalog", .invalidParameter("orderId")),
    HostileLink("myapp://orders/..;/admin", .invalidParameter("orderId")),
    HostileLink("https://myapp.example.com/orders/../track", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%2F..%2F..%2Fadmin/track", .invalidParameter("orderId")),
    HostileLink(
      "myapp://catalog/product/..%2F..%2Fetc%2Fpasswd", .invalidParameter("productId")),
    HostileLink("myapp://catalog/category/..%5C..%5Cwindows", .invalidParameter("categoryId")),
    HostileLink("myapp://orders/A-1/..", .noRoute(path: "orders/A-1/..")),
  ]

  nonisolated static let encodedCharacters = [
    HostileLink("myapp://orders/A-1%00", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%0A", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%0D%0A/track", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A%091", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%20", .invalidParameter("orderId")),
    HostileLink("myapp://orders/%C3%A9", .invalidParameter("orderId")),
    HostileLink("myapp://orders/%EF%BC%A1-1", .invalidParameter("orderId")),
    HostileLink("myapp://orders/%D0%90-1/track", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%E2%80%8B", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%E2%80%AE", .invalidParameter("orderId")),
    HostileLink(
      "myapp://catalog/product/P-%EF%BC%91%EF%BC%90%EF%BC%90", .invalidParameter("productId")),
    HostileLink("myapp://catalog/category/kitch%D0%B5n", .invalidParameter("categoryId")),
    HostileLink("myapp://catalog/product/P-100%3Fadmin=1", .invalidParameter("productId")),
    HostileLink(
      "myapp://orders/" + String(repeating: "A", count: 65), .invalidParameter("orderId")),
  ]

  nonisolated static let badEncoding = [
    HostileLink("myapp://orders/%2542", .invalidParameter("orderId")),
    HostileLink("myapp://orders/A-1%252F..%252Ftrack", .invalidParameter("orderId")),
    HostileLink("myapp://orders/%252E%252E", .invalidParameter("orderId")),
    HostileLink("myapp://orders/%", .invalidPercentEncoding("%")),
    HostileLink("myapp://orders/A-1%2", .invalidPercentEncoding("A-1%2")),
    HostileLink("myapp://orders/%zz", .invalidPercentEncoding("%zz")),
    HostileLink("myapp://orders/%FF", .invalidPercentEncoding("%FF")),
    HostileLink("myapp://orders/%C0%AE%C0%AE", .invalidPercentEncoding("%C0%AE%C0%AE")),
    HostileLink("myapp://orders/%ED%A0%80", .invalidPercentEncoding("%ED%A0%80")),
  ]

  nonisolated static let searchQueries = [
    HostileLink(
      "myapp://catalog/search?q=" + String(repeating: "a", count: 257),
      .invalidQueryItem("q", route: "catalog/search")),
    HostileLink(
      "myapp://catalog/search?q=" + String(repeating: "%C3%A9", count: 257),
      .invalidQueryItem("q", route: "catalog/search")),
    HostileLink("myapp://catalog/search?q=a%00b", .invalidQueryItem("q", route: "catalog/search")),
    HostileLink(
      "myapp://catalog/search?q=a%0D%0AX-Injected:1",
      .invalidQueryItem("q", route: "catalog/search")),
    HostileLink(
      "myapp://catalog/search?q=%E2%80%AEtxt.exe", .invalidQueryItem("q", route: "catalog/search")),
    HostileLink("myapp://catalog/search?q=%C3", .invalidPercentEncoding("%C3")),
    HostileLink(
      "myapp://catalog/search?q=knife&q=tent", .repeatedQueryItem("q", route: "catalog/search")),
  ]

  @Test(arguments: traversal, [false, true])
  func traversalInAParameterIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: encodedCharacters, [false, true])
  func encodedControlOrUnicodeIdIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: badEncoding, [false, true])
  func doubleOrInvalidEncodingIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }

  @Test(arguments: searchQueries, [false, true])
  func hostileSearchQueryIsRefused(_ link: HostileLink, loggedIn: Bool) throws {
    try AppComposition.makeNavigator(isLoggedIn: loggedIn).expectRefused(link)
  }
}
