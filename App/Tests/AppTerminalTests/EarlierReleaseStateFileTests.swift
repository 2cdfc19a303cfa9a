import Foundation
import Testing

@testable import AppTerminal

/// A state file as the sample's release 1.0 wrote it (App/Fixtures/state-1.0.json: the current
/// release's file with 1.0's names, written by hand, as no 1.0 build exists), before Orders
/// renamed `shipment` to `tracking`, Catalog took over Orders' `product` screen and removed its
/// `deals` sheet: restored through the changes the features declare, each mapping reported.
@MainActor
@Suite(.needsValidComposition) struct EarlierReleaseStateFileTests {
  let folder: URL
  /// A copy of the fixture, which the App may rewrite.
  var path: String { folder.appendingPathComponent("state.json").path }

  static let mappings = [
    #"warning: orders[1]: "shipment" of orders.OrdersDestination was restored as "tracking", "#
      + "renamed since an earlier release",
    #"warning: catalog[1]: "product" of orders.OrdersDestination was restored as "#
      + #""productDetail" of catalog.CatalogDestination, moved since an earlier release"#,
    #"warning: catalog/presentations[0]/root: "deals" of catalog.CatalogDestination was "#
      + "restored as catalog.search(query: nil), removed since an earlier release",
  ]

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EarlierReleaseStateFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fixtures/state-1.0.json")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
  }

  @Test func stateShowsEachMappingAndTheStateRestoredThroughIt() throws {
    let state = SessionHarness(["state", "--state-file", path, "--logged-in"])

    #expect(state.status == 0)
    #expect(state.errors == Self.mappings)
    #expect(state.output.first == "Selected tab: catalog")
    #expect(
      state.output.contains(
        #"  orders: orders.list > orders.detail(orderId: "A-1") > orders.tracking(orderId: "A-1")"#
      ))
    #expect(
      state.output.contains(
        #"  catalog: catalog.grid(categoryId: nil) > catalog.grid(categoryId: "kitchen") > "#
          + #"catalog.productDetail(productId: "P-100")"#))
    #expect(state.output.contains("  sheet: catalog.search(query: nil)"))
  }

  @Test func aMappedScreenThatNeedsLoginIsStillDroppedWhileLoggedOut() throws {
    let state = SessionHarness(["state", "--state-file", path, "--json"])

    #expect(
      state.errors
        == Self.mappings + [
          "warning: orders: dropped 1 destination from position 1 and everything presented "
            + "above: it needs login"
        ])
    #expect(
      try state.jsonLines().only?["tabs"] as? [String: [String]]
        == AppShape.tabs(with: [
          "orders": [#"orders.detail(orderId: "A-1")"#],
          "catalog": [
            #"catalog.grid(categoryId: "kitchen")"#, #"catalog.productDetail(productId: "P-100")"#,
          ],
        ]))
  }

  @Test func aSessionKeepsTheOriginalAndSavesTheCurrentShape() throws {
    let original = try Data(contentsOf: URL(fileURLWithPath: path))

    let session = SessionHarness(["--logged-in", "--state-file", path], input: ["back"])

    #expect(session.errors.prefix(3) == Self.mappings[...])
    #expect(session.errors.dropFirst(3).first?.hasPrefix("warning: kept a copy") == true)
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0 != "state.json" }
    #expect(kept.count == 1)
    #expect(
      try kept.first.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == original)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains(#""tracking":{"orderId":"A-1"}"#))
    #expect(!saved.contains("shipment") && !saved.contains("deals"))
    let again = SessionHarness(["state", "--state-file", path, "--logged-in"])
    #expect(again.errors == [])
  }
}
