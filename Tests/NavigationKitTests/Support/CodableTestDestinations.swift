import NavigationKit

/// The `Codable` destinations of a fake module "shelf", whose values carry text and numbers.
enum ShelfDestination: NavigationDestination, Codable {
  case home
  case box(id: String)
  case label(text: String?, size: Int?)
  case measure(scale: Double, visible: Bool)

  static let moduleName = "shelf"
  var access: AccessPolicy { .open }
}

/// The `Codable` destinations of a fake module "crate".
enum CrateDestination: NavigationDestination, Codable {
  case lid
  case open(id: String)

  static let moduleName = "crate"
  var access: AccessPolicy { .open }
}

/// A `Codable` destination whose value refuses to encode.
struct FaultyDestination: NavigationDestination, Codable {
  struct Refused: Error {}

  static let moduleName = "faulty"
  var access: AccessPolicy { .open }

  func encode(to encoder: any Encoder) throws {
    throw Refused()
  }
}

/// A second `ShelfDestination`, nested elsewhere, whose codec key is the same as shelf's.
enum Lookalike {
  enum ShelfDestination: NavigationDestination, Codable {
    case home

    static let moduleName = "shelf"
    var access: AccessPolicy { .open }
  }
}

/// Short erased destinations of the shelf module.
enum Shelf {
  static let home = ShelfDestination.home.erased
  static func box(_ id: String) -> AnyDestination { ShelfDestination.box(id: id).erased }
  static func label(_ text: String?, size: Int? = nil) -> AnyDestination {
    ShelfDestination.label(text: text, size: size).erased
  }
  static func measure(_ scale: Double, visible: Bool = true) -> AnyDestination {
    ShelfDestination.measure(scale: scale, visible: visible).erased
  }
}

/// Short erased destinations of the crate module.
enum Crate {
  static let lid = CrateDestination.lid.erased
  static func open(_ id: String) -> AnyDestination { CrateDestination.open(id: id).erased }
}

/// Resolves shelf's destinations to a line of text.
struct ShelfResolver: DestinationResolver {
  func resolve(_ destination: ShelfDestination) -> String { "Shelf \(destination)" }
}

/// Resolves crate's destinations to a line of text.
struct CrateResolver: DestinationResolver {
  func resolve(_ destination: CrateDestination) -> String { "Crate \(destination)" }
}
