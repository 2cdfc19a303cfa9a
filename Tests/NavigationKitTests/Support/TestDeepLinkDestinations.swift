import NavigationKit

/// The destinations of a fake module "zeta", whose links carry text and integers.
enum ZetaDestination: NavigationDestination {
  case search(query: String?, page: Int?)
  case page(number: Int)
  case topic(name: String)

  static let moduleName = "zeta"
  var access: AccessPolicy { .open }
}

/// The destinations of a fake module "legacy", whose links a hand-written parser reads.
enum LegacyDestination: NavigationDestination {
  case code(String)
  case vault(String)
  case unlinked

  static let moduleName = "legacy"
  /// The vault needs login.
  var access: AccessPolicy {
    if case .vault = self { .loginRequired } else { .open }
  }
}

/// Short erased destinations of the zeta module.
enum Zeta {
  static func search(_ query: String?, page: Int? = nil) -> AnyDestination {
    ZetaDestination.search(query: query, page: page).erased
  }
  static func page(_ number: Int) -> AnyDestination { ZetaDestination.page(number: number).erased }
  static func topic(_ name: String) -> AnyDestination { ZetaDestination.topic(name: name).erased }
}

/// Short erased destinations of the legacy module.
enum Legacy {
  static func code(_ code: String) -> AnyDestination { LegacyDestination.code(code).erased }
  static func vault(_ code: String) -> AnyDestination { LegacyDestination.vault(code).erased }
}
