/// Why a deep link was refused, in words a person can read.
///
/// Every value that came from the link is quoted and cut short in ``description``, so a hostile
/// link cannot forge lines in a log or a terminal.
public enum DeepLinkRejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link is longer than the policy allows; nothing else was read.
  case urlTooLong(bytes: Int, limit: Int)
  /// The link has more path segments than the policy allows; none was decoded.
  case tooManySegments(count: Int, limit: Int)
  /// The link holds a space, a control character or a byte outside ASCII, which a well-formed
  /// URL percent-encodes.
  case forbiddenCharacter(offset: Int)
  /// The link is not a URL of the form `scheme://host/path`.
  case malformed(String)
  /// The scheme is neither the app's custom scheme nor `https`.
  case schemeNotAllowed(String)
  /// A universal link's host is not on the allowlist.
  case hostNotAllowed(String)
  /// The link names a user (`user@host`), a classic way to disguise the real host.
  case userInfoNotAllowed
  /// The link names a port.
  case portNotAllowed
  /// The path has an empty segment, such as `orders//A-1`.
  case emptySegment
  /// A path segment or query item holds `%` not followed by two hex digits, or bytes that are
  /// not UTF-8 once decoded.
  case invalidPercentEncoding(String)
  /// No route matches the path.
  case noRoute(path: String)
  /// A path parameter does not satisfy its kind, such as an id holding `/`.
  case invalidParameter(String)
  /// A query item the route reads does not satisfy its kind.
  case invalidQueryItem(String, route: String)
  /// A query item the route reads appears more than once, so its value would be ambiguous.
  case repeatedQueryItem(String, route: String)
  /// No tab owns the module of the matched route, so there is nowhere to show it.
  case noTab(module: String)
  /// A destination the link builds carries the value named `name` in a form its
  /// ``AccessPolicy`` does not accept.
  case invalidDestinationValue(String, destination: String)
  /// The stack the link builds is deeper than a stack may be (``NavigationLimit``), so a
  /// saved state could not restore it.
  case beyondLimit(NavigationLimit)
  /// A web-browsing activity carried no web page URL, so there is no link to open.
  case missingURL
  /// No route shows the destination a shortcut names, so there is no link to open it by.
  case noLink(destination: String)
  /// No feature declares the notification category, activity type or Spotlight identifier
  /// prefix of the entry (``EntryRoute``), named as in `notification category "order-x"`.
  case noEntryRoute(String)
  /// The feature of module `module` that declares the entry's category or type found no
  /// destination in its payload: a value it needs is missing or not one it accepts.
  case noEntryDestination(String, module: String)
  /// A notification's payload or an activity's user info carries more values than `limit`.
  case payloadTooLarge(count: Int, limit: Int)
  /// A key or value of an entry's payload (its value when `key` is set, else its category or
  /// type) is longer than `limit` UTF-8 bytes.
  case payloadTextTooLong(key: String?, bytes: Int, limit: Int)
  /// A key or value of an entry's payload (its value when `key` is set, else its category or
  /// type) holds a control, format or separator character (``UntrustedText/escapes(_:)``).
  case payloadControlCharacter(key: String?)

  /// A sentence such as `invalid parameter 'orderId'` or `host not allowed: "evil.com"`.
  public var description: String {
    switch self {
    case .urlTooLong(let bytes, let limit): "URL too long: \(bytes) bytes, the limit is \(limit)"
    case .tooManySegments(let count, let limit):
      "too many path segments: \(count), the limit is \(limit)"
    case .forbiddenCharacter(let offset):
      "URL holds a space, control character or non-ASCII byte at offset \(offset)"
    case .malformed(let problem): "malformed URL: \(problem)"
    case .schemeNotAllowed(let scheme): "scheme not allowed: \(UntrustedText.quoted(scheme))"
    case .hostNotAllowed(let host): "host not allowed: \(UntrustedText.quoted(host))"
    case .userInfoNotAllowed: "user info (user@host) not allowed"
    case .portNotAllowed: "port not allowed"
    case .emptySegment: "empty path segment"
    case .invalidPercentEncoding(let text):
      "invalid percent-encoding in \(UntrustedText.quoted(text))"
    case .noRoute(let path): "no route for \(UntrustedText.quoted(path))"
    case .invalidParameter(let name): "invalid parameter '\(name)'"
    case .invalidQueryItem(let name, let route): "invalid query item '\(name)' (route \(route))"
    case .repeatedQueryItem(let name, let route):
      "query item '\(name)' appears more than once (route \(route))"
    case .invalidDestinationValue(let name, let destination):
      "\(UntrustedText.quoted(name)) is not a valid value of \(destination)"
    case .noTab(let module): "no tab owns module '\(module)'"
    case .beyondLimit(let limit): "the link goes too deep: \(limit)"
    case .missingURL: "the activity carries no web page URL"
    case .noLink(let destination): "no route shows \(destination)"
    case .noEntryRoute(let entry): "no feature opens \(entry)"
    case .noEntryDestination(let entry, let module):
      "module '\(module)' found no screen in the payload of \(entry)"
    case .payloadTooLarge(let count, let limit):
      "the payload carries \(count) values, the limit is \(limit)"
    case .payloadTextTooLong(let key, let bytes, let limit):
      "\(Self.payloadText(key)) is \(bytes) bytes long, the limit is \(limit)"
    case .payloadControlCharacter(let key):
      "\(Self.payloadText(key)) holds a control, format or separator character"
    }
  }

  /// `the payload's entry "orderId"`, or `the category or type`.
  private static func payloadText(_ key: String?) -> String {
    key.map { "the payload's entry \(UntrustedText.quoted($0))" } ?? "the category or type"
  }
}
