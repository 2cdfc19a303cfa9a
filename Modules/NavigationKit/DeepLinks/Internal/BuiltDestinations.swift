/// The destinations a route built for one match, kept as the feature's own array until they
/// are read erased.
///
/// A match makes one array: the one the route's closure returns. Erasing it into
/// `[AnyDestination]` costs another array and, for a destination larger than an existential's
/// three inline words (an enum case carrying an `Int` and a `String`), a box per destination;
/// that is paid when ``DeepLinkMatch/destinations`` is read (the front door reads it once, to
/// check access and set the path), not by every match. The typed array sits inline in the
/// existential (one reference), so holding it allocates nothing.
struct BuiltDestinations: Hashable, Sendable {
  private let storage: any DestinationList

  /// The destinations a route's closure returned.
  init<Destination: NavigationDestination>(_ destinations: [Destination]) {
    storage = TypedList(build: { _ in destinations }, destinations: destinations)
  }

  fileprivate init(storage: any DestinationList) {
    self.storage = storage
  }

  /// Destinations already erased.
  init(_ destinations: [AnyDestination]) {
    storage = ErasedList(destinations: destinations)
  }

  /// The destinations, erased, bottom first.
  ///
  /// - Complexity: O(*n*); one array, and one box per destination that does not fit an
  ///   existential's inline storage.
  var erased: [AnyDestination] {
    storage.erased
  }

  /// Whether the route built no destination.
  var isEmpty: Bool {
    storage.count == 0
  }

  /// Whether a destination needs a logged-in user, read without erasing.
  var requiresLogin: Bool {
    storage.requiresLogin
  }

  /// Equal when the erased destinations are: two matches of the same link are equal however
  /// they were made.
  static func == (lhs: BuiltDestinations, rhs: BuiltDestinations) -> Bool {
    lhs.erased == rhs.erased
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(erased)
  }
}

/// A route's closure, ready to build its destinations for a match with no type looked up.
///
/// A route's closure is generic over its destination type, and the router's code that calls
/// it is not specialized: wrapping the array it returns as `TypedList<Destination>` would look
/// up that type's metadata on every match (a hash-table lookup, about a tenth of a match). The
/// builder instead keeps an empty `TypedList` made once, when the router is built, and each
/// match fills a copy of it, so the existential's type comes from the one already made.
struct DestinationBuilder: Sendable {
  private let empty: any DestinationList

  init<Destination: NavigationDestination>(
    _ build: @escaping @Sendable (DeepLinkParameters) -> [Destination]
  ) {
    empty = TypedList(build: build, destinations: [])
  }

  /// The destinations the route builds from `parameters`.
  func callAsFunction(_ parameters: DeepLinkParameters) -> BuiltDestinations {
    BuiltDestinations(storage: empty.built(from: parameters))
  }
}

/// A list of destinations of one type, erased on demand.
private protocol DestinationList: Sendable {
  var count: Int { get }
  var erased: [AnyDestination] { get }
  var requiresLogin: Bool { get }
  /// Replaces the destinations with those the route builds from `parameters`.
  mutating func build(from parameters: DeepLinkParameters)
}

extension DestinationList {
  /// A copy holding the destinations built from `parameters`: generic over `Self`, so the
  /// existential it returns takes the metadata and witness table this one carries.
  func built(from parameters: DeepLinkParameters) -> any DestinationList {
    var list = self
    list.build(from: parameters)
    return list
  }
}

/// The array a route's closure returned, with the closure. A generic struct rather than a
/// conditional conformance of `Array`: making the existential then needs no witness table
/// looked up at run time, only the struct's metadata. Three words (the closure and the array),
/// so it sits inline in the existential and holding it allocates nothing.
private struct TypedList<Destination: NavigationDestination>: DestinationList {
  let build: @Sendable (DeepLinkParameters) -> [Destination]
  var destinations: [Destination]

  mutating func build(from parameters: DeepLinkParameters) {
    destinations = build(parameters)
  }

  var count: Int { destinations.count }

  var erased: [AnyDestination] {
    // A loop over the buffer, not `map`: this is generic code that is not specialized, where
    // `map` reads each element through a coroutine that allocates.
    destinations.withUnsafeBufferPointer { built in
      var erased: [AnyDestination] = []
      erased.reserveCapacity(built.count)
      for index in built.indices { erased.append(AnyDestination(built[index])) }
      return erased
    }
  }

  var requiresLogin: Bool {
    destinations.withUnsafeBufferPointer { built in
      for index in built.indices where built[index].access.requiresLogin { return true }
      return false
    }
  }
}

/// Destinations erased before they reached a match, such as a test's.
private struct ErasedList: DestinationList {
  let destinations: [AnyDestination]

  var count: Int { destinations.count }
  var erased: [AnyDestination] { destinations }
  var requiresLogin: Bool { destinations.contains { $0.access.requiresLogin } }

  func build(from parameters: DeepLinkParameters) {}
}
