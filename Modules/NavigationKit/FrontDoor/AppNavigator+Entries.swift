extension AppNavigator {
  /// The destination that the feature declaring `entry`'s category or type maps its payload to,
  /// or why there is none. Only a notification or an activity has one.
  ///
  /// The payload is checked first, whole, so a mapping never reads an oversized or
  /// control-laden value; the destination's own values are checked as it opens.
  func routedDestination(of entry: NavigationEntry) -> Result<AnyDestination, DeepLinkRejection> {
    let name: String
    let payload: [String: String]
    switch entry {
    case .notification(let category, let values): (name, payload) = (category, values)
    case .activity(let type, let values): (name, payload) = (type, values)
    case .link, .webBrowsing, .shortcut, .widget: return .failure(.noEntryRoute(entry.kind))
    }
    if let problem = Self.problem(
      in: payload, named: name, maximumLength: router.reader.policy.maximumLength)
    {
      return .failure(problem)
    }
    let routes = composition.modules.lazy.flatMap(\.entryRoutes)
    guard let route = routes.first(where: { $0.opens(entry) }) else {
      return .failure(.noEntryRoute(entry.kind))
    }
    guard let destination = route.destination(payload) else {
      return .failure(.noEntryDestination(entry.kind, module: route.module))
    }
    return .success(destination)
  }

  /// Why a payload, and the category or type `name` it came with, cannot be read, or `nil`.
  private static func problem(
    in payload: [String: String], named name: String, maximumLength: Int
  ) -> DeepLinkRejection? {
    guard payload.count <= NavigationEntry.maximumPayloadCount else {
      return .payloadTooLarge(count: payload.count, limit: NavigationEntry.maximumPayloadCount)
    }
    if let problem = problem(in: name, key: nil, limit: maximumLength) { return problem }
    for (key, value) in payload.sorted(byKey: \.key) {
      if let problem = problem(in: key, key: key, limit: NavigationEntry.maximumPayloadKeyLength)
        ?? problem(in: value, key: key, limit: maximumLength)
      {
        return problem
      }
    }
    return nil
  }

  /// Why one text of an entry cannot be read, or `nil`: the text of `key`, or the category or
  /// type when `key` is `nil`.
  private static func problem(in text: String, key: String?, limit: Int) -> DeepLinkRejection? {
    let bytes = text.utf8.count
    if bytes > limit { return .payloadTextTooLong(key: key, bytes: bytes, limit: limit) }
    if text.unicodeScalars.contains(where: UntrustedText.escapes) {
      return .payloadControlCharacter(key: key)
    }
    return nil
  }
}

extension NavigationEntry {
  /// The most values a notification's payload or an activity's user info may carry.
  static let maximumPayloadCount = 32
  /// The longest key of a payload, in UTF-8 bytes; a value may be as long as a link
  /// (``DeepLinkPolicy``'s `maximumLength`).
  static let maximumPayloadKeyLength = 64

  /// What a feature's ``EntryRoute`` is looked up by, as rejections name it:
  /// `notification category "order-shipped"`, `Spotlight item "order-A-1"`.
  var kind: String {
    switch self {
    case .notification(let category, _):
      "notification category \(UntrustedText.quoted(category))"
    case .activity(ErasedEntryRoute.searchableItemActivityType, let userInfo):
      userInfo[ErasedEntryRoute.searchableItemIdentifierKey].map {
        "Spotlight item \(UntrustedText.quoted($0))"
      } ?? "Spotlight item without an identifier"
    case .activity(let type, _): "activity type \(UntrustedText.quoted(type))"
    case .link, .webBrowsing, .shortcut, .widget: description
    }
  }
}
