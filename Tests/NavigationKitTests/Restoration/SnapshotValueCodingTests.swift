import Foundation
import Testing

@testable import NavigationKit

/// The snapshot coder writes each destination's value as `JSONEncoder` wrote it, reads what it
/// read, and keeps its limits.
@Suite struct SnapshotValueCodingTests {
  let coder: NavigationSnapshotCoder

  init() throws {
    var codecs = try makeCodecs()
    try codecs.register(ShapeDestination.self)
    try codecs.register(InterleavedDestination.self)
    try codecs.register(MixedDestination.self)
    coder = NavigationSnapshotCoder(codecs: codecs)
  }

  /// A snapshot of one tab, "shelf", with `path`.
  func snapshot(_ path: [AnyDestination], presentations: [NavigationSnapshot.Presentation] = [])
    -> NavigationSnapshot
  {
    NavigationSnapshot(
      selectedTab: "shelf", tabs: [.init(id: "shelf", path: path, presentations: presentations)])
  }

  @Test(arguments: ValueShape.samples)
  func everyShapeIsWrittenAsJSONEncoderWroteItAndReadBack(shape: ValueShape) throws {
    let stored = snapshot([ShapeDestination(shape: shape).erased])
    let (data, issues) = coder.encode(stored)
    let text = String(decoding: data, as: UTF8.self)

    #expect(issues.isEmpty)
    #expect(text.contains(#""value":\#(try foundationJSON(ShapeDestination(shape: shape)))}"#))
    let (decoded, decodingIssues) = coder.decode(data)
    #expect(decodingIssues.isEmpty)
    #expect(decoded == stored)
  }

  @Test func aValueWritingContainersOutOfOrderIsWrittenByJSONEncoder() throws {
    let stored = snapshot([Shelf.home, InterleavedDestination().erased, Shelf.box("1")])
    let (data, issues) = coder.encode(stored)

    #expect(issues.isEmpty)
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""value":\#(try foundationJSON(InterleavedDestination()))}"#))
    #expect(coder.decode(data).snapshot == stored)
  }

  @Test func aValueMisusingItsContainersIsLeftOutAndReported() throws {
    let (data, issues) = coder.encode(
      snapshot([Shelf.home, MixedDestination().erased, Shelf.home]))

    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2, reason: .undecodableValue("mixed.MixedDestination")
        )
      ])
    #expect(coder.decode(data).snapshot == snapshot([Shelf.home]))
  }

  @Test func aFileWrittenByEarlierVersionsReads() throws {
    // As JSONEncoder wrote values: escaped slashes and text, members in any order, spaces.
    let file = #"""
      {"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","presentations":[],
      "path":[{"type":"shelf.ShelfDestination","value":{"label":{"size":4,"text":"a\/b \u00e9"}}},
      {"value":{"measure":{"visible":true,"scale":0.5}},"type":"shelf.ShelfDestination"},
      {"type":"shape.ShapeDestination","value":{"shape":{"foundation":{"_0":{"data":"AAEC+v8=",
      "url":"https:\/\/example.com\/a\/b?c=d&e=%20","decimal":12.5,"date":12.25,
      "id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}}}}}]}]}
      """#
    let (decoded, issues) = coder.decode(Data(file.utf8))

    #expect(issues.isEmpty)
    #expect(
      decoded?.tabs.first?.path == [
        Shelf.label("a/b é", size: 4), ShelfDestination.measure(scale: 0.5, visible: true).erased,
        ShapeDestination(shape: .foundation(.init())).erased,
      ])
  }

  @Test func oneValueThatDoesNotReadLosesOnlyItsOwnStack() throws {
    let tabs = [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1"), StoredJSON.box("2")]),
      StoredJSON.tab(
        "crate",
        path: [
          StoredJSON.open("3"),
          #"{"type":"shape.ShapeDestination","value":{"shape":{"two":{"productId":"p","quantity":1e30}}}}"#,
          StoredJSON.open("4"),
        ]),
    ]
    let (decoded, issues) = coder.decode(StoredJSON.document(tabs: tabs))

    #expect(
      issues == [
        .dropped(
          scope: "crate", position: 1, count: 2, reason: .undecodableValue("shape.ShapeDestination")
        )
      ])
    #expect(decoded?.tabs.map(\.path) == [[Shelf.box("1"), Shelf.box("2")], [Crate.open("3")]])
  }

  @Test func theDeepestValueThatIsWrittenIsReadBackAtTheDeepestPlace() throws {
    // The deepest tree the value encoder writes, as the root of a sheet's stack.
    var depth = ValueJSONEncoder.maximumDepth / 2
    while (try? streamedJSON(nestedTree(depth: depth))) == nil { depth -= 1 }
    let deepest = ShapeDestination(shape: nestedTree(depth: depth)).erased
    let stored = snapshot(
      [Shelf.home],
      presentations: [.init(style: .sheet, root: Shelf.home, path: [Shelf.home, deepest])])
    let (data, issues) = coder.encode(stored)

    #expect(issues.isEmpty)
    #expect(coder.decode(data).snapshot == stored)
    let tooDeep = ShapeDestination(shape: nestedTree(depth: depth + 1)).erased
    let (_, refused) = coder.encode(snapshot([Shelf.home, tooDeep]))
    #expect(
      refused == [
        .dropped(
          scope: "shelf", position: 1, count: 1, reason: .undecodableValue("shape.ShapeDestination")
        )
      ])
  }

  @Test func aValueNestedBeyondTheLimitIsNotASnapshot() throws {
    let value = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let tab = StoredJSON.tab(
      "shelf", path: [#"{"type":"shape.ShapeDestination","value":\#(value)}"#])
    let (decoded, issues) = coder.decode(StoredJSON.document(tabs: [tab]))

    #expect(decoded == nil)
    #expect(issues == [.notASnapshot(reason: "not JSON")])
  }
}
