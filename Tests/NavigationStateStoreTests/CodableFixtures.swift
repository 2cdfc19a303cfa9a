import Foundation
import NavigationKit

/// The `Codable` destinations of a fake module "shelf", whose values carry text and numbers.
enum ShelfDestination: NavigationDestination, Codable {
  case home
  case box(id: String)
  case label(text: String?, size: Int?)

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

/// Destinations of a module whose type is not `Codable`, so they cannot be saved.
enum AlphaDestination: NavigationDestination {
  case detail(id: String)

  static let moduleName = "alpha"
  var access: AccessPolicy { .open }
}

/// Short erased destinations of the alpha module.
enum Alpha {
  static func detail(_ id: String) -> AnyDestination { AlphaDestination.detail(id: id).erased }
}

/// Short erased destinations of the shelf module.
enum Shelf {
  static let home = ShelfDestination.home.erased
  static func box(_ id: String) -> AnyDestination { ShelfDestination.box(id: id).erased }
  static func label(_ text: String?, size: Int? = nil) -> AnyDestination {
    ShelfDestination.label(text: text, size: size).erased
  }
}

/// Short erased destinations of the crate module.
enum Crate {
  static let lid = CrateDestination.lid.erased
  static func open(_ id: String) -> AnyDestination { CrateDestination.open(id: id).erased }
}

/// A screen that only names its destination.
struct NamedScreen: ScreenModel {
  let title: String
  var lines: [String] { [] }
  var actions: [ScreenAction] { [] }
}

/// Resolves any destination type of these tests to a ``NamedScreen``.
struct NamingResolver<Destination: NavigationDestination>: DestinationResolver {
  func resolve(_ destination: Destination) -> any ScreenModel {
    NamedScreen(title: "\(destination)")
  }
}

/// An app of two tabs, "shelf" (root shelf's home) and "crate" (root crate's lid), whose
/// destinations are restorable.
@MainActor
func makeCodableApp() throws -> AppNavigator {
  try AppNavigator(
    features: [
      FeatureModule(resolver: NamingResolver<ShelfDestination>()),
      FeatureModule(resolver: NamingResolver<CrateDestination>()),
    ],
    tabs: [
      NavigationTab("shelf", root: ShelfDestination.home),
      NavigationTab("crate", root: CrateDestination.lid),
    ])
}

/// Stored JSON pieces, written by hand as a file on disk would hold them.
enum StoredJSON {
  /// A stored `ShelfDestination.box(id:)`.
  static func box(_ id: String) -> String {
    #"{"type":"shelf.ShelfDestination","value":{"box":{"id":"\#(id)"}}}"#
  }

  /// A stored `CrateDestination.open(id:)`.
  static func open(_ id: String) -> String {
    #"{"type":"crate.CrateDestination","value":{"open":{"id":"\#(id)"}}}"#
  }

  /// A stored destination of a type no registry knows.
  static let invoice = #"{"type":"billing.InvoiceDestination","value":{"invoice":{}}}"#

  /// A presentation, its root and path given as JSON.
  static func presentation(_ style: String, root: String, path: [String] = []) -> String {
    #"{"style":"\#(style)","root":\#(root),"path":[\#(path.joined(separator: ","))]}"#
  }

  /// A tab, its path and presentations given as JSON.
  static func tab(_ id: String, path: [String] = [], presentations: [String] = []) -> String {
    #"{"id":"\#(id)","path":[\#(path.joined(separator: ","))],"#
      + #""presentations":[\#(presentations.joined(separator: ","))]}"#
  }

  /// A whole document with `tabs` as the tab list.
  static func document(tabs: [String], selected: String = "shelf", version: String = "1") -> Data {
    let text =
      #"{"version":\#(version),"selectedTab":"\#(selected)","#
      + #""tabs":[\#(tabs.joined(separator: ","))]}"#
    return Data(text.utf8)
  }
}

/// A snapshot with something of everything: stacks mixing modules, a sheet over a cover,
/// optional values both set and `nil`, and text that JSON escapes.
let richSnapshot = NavigationSnapshot(
  selectedTab: "crate",
  tabs: [
    .init(
      id: "shelf", path: [Shelf.box("1"), Crate.open("é\n\"2\""), Shelf.label(nil, size: 4)],
      presentations: [
        .init(style: .fullScreenCover, root: Shelf.label("cover"), path: [Shelf.home]),
        .init(style: .sheet, root: Crate.lid, path: [Crate.open("3"), Shelf.box("4")]),
      ]),
    .init(id: "crate", path: [Crate.open("5")]),
  ])
