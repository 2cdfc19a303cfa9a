import NavigationKit

/// The destinations of a fake module "alpha".
enum AlphaDestination: NavigationDestination {
  case list
  case detail(id: String)
  case edit(id: String)

  static let moduleName = "alpha"
  /// Editing needs login; every id is an identifier.
  var access: AccessPolicy {
    switch self {
    case .list: .open
    case .detail(let id): .open(.identifier("id", id))
    case .edit(let id): .loginRequired(.identifier("id", id))
    }
  }
}

/// The destinations of a fake module "beta"; `detail(id:)` mirrors alpha's case on purpose.
enum BetaDestination: NavigationDestination {
  case home
  case detail(id: String)
  case vip(id: String)

  static let moduleName = "beta"
  /// The VIP screen needs login.
  var access: AccessPolicy {
    switch self {
    case .home, .detail: .open
    case .vip: .loginRequired
    }
  }
}

/// A module that no tab owns.
enum GammaDestination: NavigationDestination {
  case start

  static let moduleName = "gamma"
  var access: AccessPolicy { .open }
}

/// A second destination type that claims alpha's module name.
enum ImpostorDestination: NavigationDestination {
  case detail(id: String)

  static let moduleName = "alpha"
  var access: AccessPolicy { .open }
}

/// Short erased destinations, so expected paths read as arrays of routes.
enum Alpha {
  static let list = AlphaDestination.list.erased
  static func detail(_ id: String) -> AnyDestination { AlphaDestination.detail(id: id).erased }
  static func edit(_ id: String) -> AnyDestination { AlphaDestination.edit(id: id).erased }
}

/// Short erased destinations of the beta module.
enum Beta {
  static let home = BetaDestination.home.erased
  static func detail(_ id: String) -> AnyDestination { BetaDestination.detail(id: id).erased }
  static func vip(_ id: String) -> AnyDestination { BetaDestination.vip(id: id).erased }
}

/// A module that an intent targets but nothing installs.
enum DeltaDestination: NavigationDestination {
  case start

  static let moduleName = "delta"
  var access: AccessPolicy { .open }
}
