import NavigationKit

/// The destinations of a fake module "zeta", whose links carry text and integers.
enum ZetaDestination: NavigationDestination {
  case search(query: String?, page: Int?)
  case page(number: Int)
  case topic(name: String)

  static let moduleName = "zeta"
  var access: AccessPolicy { .open }
}

/// Short erased destinations of the zeta module.
enum Zeta {
  static func search(_ query: String?, page: Int? = nil) -> AnyDestination {
    ZetaDestination.search(query: query, page: page).erased
  }
  static func page(_ number: Int) -> AnyDestination { ZetaDestination.page(number: number).erased }
  static func topic(_ name: String) -> AnyDestination { ZetaDestination.topic(name: name).erased }
}
