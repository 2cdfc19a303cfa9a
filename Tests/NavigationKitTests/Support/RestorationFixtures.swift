import Foundation
import NavigationKit
import Testing

/// The codec key of `ShelfDestination`.
let shelfKey = "shelf.ShelfDestination"

/// The codec key of `CrateDestination`.
let crateKey = "crate.CrateDestination"

/// A registry holding shelf's and crate's destination types.
func makeCodecs() throws -> DestinationCodecRegistry {
  var codecs = DestinationCodecRegistry()
  try codecs.register(ShelfDestination.self)
  try codecs.register(CrateDestination.self)
  return codecs
}

/// A coder over shelf's and crate's destination types.
func makeCoder() throws -> NavigationSnapshotCoder {
  NavigationSnapshotCoder(codecs: try makeCodecs())
}

/// An app of two tabs, "shelf" (root shelf's home) and "crate" (root crate's lid), with no
/// features, logged out; `selected` is selected first.
@MainActor
func makeCodableApp(selected: TabID? = nil) throws -> AppNavigator {
  let app = try AppNavigator(
    router: try DeepLinkRouter(sources: []),
    tabs: [
      NavigationTab("shelf", root: ShelfDestination.home),
      NavigationTab("crate", root: CrateDestination.lid),
    ])
  if let selected {
    try #require(app.select(selected))
  }
  return app
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
