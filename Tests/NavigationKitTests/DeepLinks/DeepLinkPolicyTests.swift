import Testing

@testable import NavigationKit

@Suite struct DeepLinkPolicyTests {
  let policy = DeepLinkPolicy(scheme: "myapp", universalLinkHosts: ["myapp.example.com"])

  @Test(
    arguments: [
      ("myapp://orders/x", "myapp", "orders", ["orders", "x"]),
      ("MYAPP://Orders/x", "myapp", "orders", ["orders", "x"]),
      ("MyApp://ORDERS", "myapp", "orders", ["orders"]),
      ("myapp://orders/", "myapp", "orders", ["orders"]),
      ("myapp://orders/x/", "myapp", "orders", ["orders", "x"]),
      ("myapp://orders?x=1", "myapp", "orders", ["orders"]),
      ("https://myapp.example.com/orders/x", "https", "myapp.example.com", ["orders", "x"]),
      ("HTTPS://MyApp.Example.COM/orders/x", "https", "myapp.example.com", ["orders", "x"]),
      ("https://myapp.example.com/orders/x/", "https", "myapp.example.com", ["orders", "x"]),
      ("https://myapp.example.com", "https", "myapp.example.com", []),
      ("https://myapp.example.com/", "https", "myapp.example.com", []),
      ("https://myapp.example.com?q=1", "https", "myapp.example.com", []),
      ("myapp://orders/x#frag", "myapp", "orders", ["orders", "x"]),
      ("myapp://orders/x#%ZZ/../y", "myapp", "orders", ["orders", "x"]),
      ("myapp://orders/x?utm_source=mail&ref=%ZZ&flag", "myapp", "orders", ["orders", "x"]),
      ("myapp://orders/a%2Fb", "myapp", "orders", ["orders", "a/b"]),
      ("myapp://orders/a%2fb/c", "myapp", "orders", ["orders", "a/b", "c"]),
      ("myapp://orders/caf%C3%A9", "myapp", "orders", ["orders", "café"]),
      ("myapp://orders/a%20b", "myapp", "orders", ["orders", "a b"]),
      ("myapp://orders/a+b", "myapp", "orders", ["orders", "a+b"]),
      ("myapp://orders/%3F%23", "myapp", "orders", ["orders", "?#"]),
      ("myapp://orders/ABC/Def", "myapp", "orders", ["orders", "ABC", "Def"]),
      ("https://myapp.example.com/Orders/X", "https", "myapp.example.com", ["orders", "X"]),
      ("https://myapp.example.com/%4Frders/X", "https", "myapp.example.com", ["orders", "X"]),
    ])
  func acceptedForms(url: String, scheme: String, host: String, segments: [String]) throws {
    let link = try DeepLink(url, policy: policy)

    #expect(link.url == url)
    #expect(link.scheme == scheme)
    #expect(link.host == host)
    #expect(link.segments == segments)
    #expect(link.path == segments.joined(separator: "/"))
  }

  @Test func queryItemsAreKeptEncodedInOrder() throws {
    let link = try DeepLink("myapp://orders?b=%20x&a&c=", policy: policy)

    #expect(link.queryItems.map(\.name) == ["b", "a", "c"])
    #expect(link.queryItems.map(\.value) == ["%20x", nil, ""])
  }

  @Test func schemeAndHostsOfThePolicyAreLowercased() throws {
    let policy = DeepLinkPolicy(scheme: "MyApp", universalLinkHosts: ["MyApp.Example.com"])

    #expect(policy.scheme == "myapp")
    #expect(policy.universalLinkHosts == ["myapp.example.com"])
    #expect(policy.maximumLength == 2_048)
    #expect(policy.maximumSegments == 32)
    #expect(try DeepLink("myapp://a", policy: policy).segments == ["a"])
    #expect(try DeepLink("https://MYAPP.example.com/a", policy: policy).segments == ["a"])
  }

  @Test(
    arguments: [
      // Characters a URL must percent-encode.
      ("myapp://orders/a b", DeepLinkRejection.forbiddenCharacter(offset: 16)),
      ("myapp://orders/a\u{0}", .forbiddenCharacter(offset: 16)),
      ("myapp://orders/a\tb", .forbiddenCharacter(offset: 16)),
      ("myapp://orders/a\nb", .forbiddenCharacter(offset: 16)),
      ("myapp://orders/a\r\nb", .forbiddenCharacter(offset: 16)),
      ("myapp://orders/a\u{7F}", .forbiddenCharacter(offset: 16)),
      ("myapp://orders/caf\u{E9}", .forbiddenCharacter(offset: 18)),
      ("myapp://orders\u{FF0F}x", .forbiddenCharacter(offset: 14)),
      ("myapp://orders/x#a b", .forbiddenCharacter(offset: 18)),
      (" myapp://orders", .forbiddenCharacter(offset: 0)),
      ("http://x y", .forbiddenCharacter(offset: 8)),
      // Not scheme://host.
      ("orders/x", .malformed("no scheme")),
      ("", .malformed("no scheme")),
      ("myapp//orders", .malformed("no scheme")),
      ("://orders", .malformed("invalid scheme")),
      ("1app://orders", .malformed("invalid scheme")),
      ("my_app://orders", .malformed("invalid scheme")),
      ("myapp:orders/x", .malformed("expected // after the scheme")),
      ("myapp:/orders/x", .malformed("expected // after the scheme")),
      ("myapp://", .malformed("no host")),
      ("myapp:///orders", .malformed("no host")),
      ("myapp://?q=1", .malformed("no host")),
      ("myapp://or%64ers/x", .malformed("invalid host")),
      // Schemes.
      ("http://myapp.example.com/orders", .schemeNotAllowed("http")),
      ("HTTP://myapp.example.com/orders", .schemeNotAllowed("http")),
      ("file:///etc/passwd", .schemeNotAllowed("file")),
      ("javascript:alert(1)", .schemeNotAllowed("javascript")),
      ("ftp://myapp.example.com/orders", .schemeNotAllowed("ftp")),
      ("data:text/html,hi", .schemeNotAllowed("data")),
      ("otherapp://orders/x", .schemeNotAllowed("otherapp")),
      ("myapp2://orders/x", .schemeNotAllowed("myapp2")),
      ("myapp.evil://orders/x", .schemeNotAllowed("myapp.evil")),
      // Universal-link hosts.
      ("https://evil.com/orders", .hostNotAllowed("evil.com")),
      ("https://EVIL.com/orders", .hostNotAllowed("evil.com")),
      ("https://myapp.example.com.evil.com/orders", .hostNotAllowed("myapp.example.com.evil.com")),
      ("https://evil-myapp.example.com/orders", .hostNotAllowed("evil-myapp.example.com")),
      ("https://evil.myapp.example.com/orders", .hostNotAllowed("evil.myapp.example.com")),
      ("https://myapp.example.co/orders", .hostNotAllowed("myapp.example.co")),
      ("https://myapp.example.com./orders", .hostNotAllowed("myapp.example.com.")),
      ("https://myapp%2Eexample.com/orders", .hostNotAllowed("myapp%2eexample.com")),
      ("https:///orders", .hostNotAllowed("")),
      // User info and ports.
      ("https://myapp.example.com@evil.com/orders", .userInfoNotAllowed),
      ("https://evil.com@myapp.example.com/", .userInfoNotAllowed),
      ("https://@myapp.example.com/orders", .userInfoNotAllowed),
      ("myapp://user@orders/x", .userInfoNotAllowed),
      ("https://myapp.example.com:443/orders", .portNotAllowed),
      ("https://myapp.example.com:/orders", .portNotAllowed),
      ("myapp://orders:80/x", .portNotAllowed),
      ("myapp://user@orders:80/x", .userInfoNotAllowed),
      // Empty segments.
      ("myapp://orders//x", .emptySegment),
      ("myapp://orders/x//", .emptySegment),
      ("myapp://orders//", .emptySegment),
      ("https://myapp.example.com//orders", .emptySegment),
      ("https://myapp.example.com/orders//x", .emptySegment),
      // An empty segment anywhere is reported before an undecodable one.
      ("myapp://orders/%ZZ//x", .emptySegment),
      ("myapp://orders/%ZZ/x/", .invalidPercentEncoding("%ZZ")),
      // Percent-encoding.
      ("myapp://orders/%", .invalidPercentEncoding("%")),
      ("myapp://orders/%4", .invalidPercentEncoding("%4")),
      ("myapp://orders/%G1", .invalidPercentEncoding("%G1")),
      ("myapp://orders/a%1G", .invalidPercentEncoding("a%1G")),
      ("myapp://orders/%FF", .invalidPercentEncoding("%FF")),
      ("myapp://orders/a%C3", .invalidPercentEncoding("a%C3")),
      ("myapp://orders/%C0%AF", .invalidPercentEncoding("%C0%AF")),
      ("myapp://orders/%ED%A0%80", .invalidPercentEncoding("%ED%A0%80")),
      ("myapp://orders/%ZZ/%4", .invalidPercentEncoding("%ZZ")),
      ("https://myapp.example.com/orders/ok/%", .invalidPercentEncoding("%")),
    ])
  func rejects(url: String, rejection: DeepLinkRejection) {
    #expect(throws: rejection) { try DeepLink(url, policy: policy) }
  }

  @Test func defaultLengthLimitIs2048Bytes() throws {
    let prefix = "myapp://orders/"
    let longest = prefix + String(repeating: "a", count: 2_048 - prefix.utf8.count)

    #expect(try DeepLink(longest, policy: policy).segments.count == 2)
    #expect(throws: DeepLinkRejection.urlTooLong(bytes: 2_049, limit: 2_048)) {
      try DeepLink(longest + "a", policy: policy)
    }
  }

  @Test(
    arguments: [
      "http://evil.com/" + String(repeating: "a", count: 2_100),
      "nonsense " + String(repeating: "\n", count: 2_100),
      "https://evil.com@x:1//" + String(repeating: "%", count: 2_100),
    ])
  func lengthIsCheckedBeforeAnythingElse(url: String) {
    #expect(throws: DeepLinkRejection.urlTooLong(bytes: url.utf8.count, limit: 2_048)) {
      try DeepLink(url, policy: policy)
    }
  }

  @Test func configuredLengthLimitCountsUTF8Bytes() throws {
    let policy = DeepLinkPolicy(scheme: "myapp", maximumLength: 20)

    #expect(try DeepLink("myapp://orders/12345", policy: policy).segments == ["orders", "12345"])
    #expect(throws: DeepLinkRejection.urlTooLong(bytes: 21, limit: 20)) {
      try DeepLink("myapp://orders/123456", policy: policy)
    }
    // 19 characters but 21 bytes: too long, before the non-ASCII byte is looked at.
    #expect(throws: DeepLinkRejection.urlTooLong(bytes: 21, limit: 20)) {
      try DeepLink("myapp://orders/ééé", policy: policy)
    }
  }

  @Test func defaultSegmentLimitIs32() throws {
    let thirtyTwo = "myapp://a" + String(repeating: "/s", count: 31)
    let thirtyTwoUniversal = "https://myapp.example.com" + String(repeating: "/s", count: 32)

    #expect(try DeepLink(thirtyTwo, policy: policy).segments.count == 32)
    #expect(try DeepLink(thirtyTwo + "/", policy: policy).segments.count == 32)
    #expect(try DeepLink(thirtyTwoUniversal, policy: policy).segments.count == 32)
    #expect(throws: DeepLinkRejection.tooManySegments(count: 33, limit: 32)) {
      try DeepLink(thirtyTwo + "/s", policy: policy)
    }
    #expect(throws: DeepLinkRejection.tooManySegments(count: 33, limit: 32)) {
      try DeepLink(thirtyTwoUniversal + "/s", policy: policy)
    }
  }

  @Test(
    arguments: [
      ("myapp://a/b/c/d", DeepLinkRejection.tooManySegments(count: 4, limit: 3)),
      ("https://myapp.example.com/a/b/c/d", .tooManySegments(count: 4, limit: 3)),
      // Counted before any segment is decoded or checked for emptiness.
      ("myapp://a/b/c/%ZZ", .tooManySegments(count: 4, limit: 3)),
      ("myapp://a/b//c", .tooManySegments(count: 4, limit: 3)),
    ])
  func configuredSegmentLimit(url: String, rejection: DeepLinkRejection) throws {
    let policy = DeepLinkPolicy(
      scheme: "myapp", universalLinkHosts: ["myapp.example.com"], maximumSegments: 3)

    #expect(try DeepLink("myapp://a/b/c/", policy: policy).segments == ["a", "b", "c"])
    #expect(throws: rejection) { try DeepLink(url, policy: policy) }
  }

  @Test func queryValueDecodesPlusAsSpaceAndPercentEscapes() throws {
    let link = try DeepLink(
      "myapp://x?q=red+shoes%2B%26more&a+b=1&%6Eame=2&empty=&bare&other=%ZZ", policy: policy)

    #expect(try link.queryValue(named: "q", route: "x") == "red shoes+&more")
    #expect(try link.queryValue(named: "a b", route: "x") == "1")
    #expect(try link.queryValue(named: "name", route: "x") == "2")
    #expect(try link.queryValue(named: "empty", route: "x") == nil)
    #expect(try link.queryValue(named: "bare", route: "x") == nil)
    #expect(try link.queryValue(named: "missing", route: "x") == nil)
    #expect(try link.queryValue(named: "Q", route: "x") == nil)
  }

  @Test(
    arguments: [
      ("myapp://x?q=1&q=2", DeepLinkRejection.repeatedQueryItem("q", route: "x/{id}")),
      ("myapp://x?q=1&q=1", .repeatedQueryItem("q", route: "x/{id}")),
      ("myapp://x?q=1&%71=2", .repeatedQueryItem("q", route: "x/{id}")),
      ("myapp://x?q&q", .repeatedQueryItem("q", route: "x/{id}")),
      ("myapp://x?q=&q=2", .repeatedQueryItem("q", route: "x/{id}")),
      ("myapp://x?q=%ZZ", .invalidPercentEncoding("%ZZ")),
      ("myapp://x?q=%", .invalidPercentEncoding("%")),
      ("myapp://x?q=%FF", .invalidPercentEncoding("%FF")),
    ])
  func queryValueThrows(url: String, rejection: DeepLinkRejection) throws {
    let link = try DeepLink(url, policy: policy)

    #expect(throws: rejection) { try link.queryValue(named: "q", route: "x/{id}") }
  }

  @Test(
    arguments: [
      (
        DeepLinkRejection.urlTooLong(bytes: 3000, limit: 2048),
        "URL too long: 3000 bytes, the limit is 2048"
      ),
      (.hostNotAllowed("evil.com\n"), #"host not allowed: "evil.com\n""#),
      (.noRoute(path: "a\nb\"c"), #"no route for "a\nb\"c""#),
      (.invalidParameter("orderId"), "invalid parameter 'orderId'"),
      (
        .noRoute(path: String(repeating: "x", count: 100)),
        "no route for \"\(String(repeating: "x", count: 64))\"…"
      ),
    ])
  func rejectionDescriptionsQuoteUntrustedText(rejection: DeepLinkRejection, description: String) {
    #expect(rejection.description == description)
  }
}
