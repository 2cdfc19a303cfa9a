import Foundation
import Testing

@testable import NavigationKit

/// Members this version does not know are kept within a bound, or reported, at every depth
/// (issue 36: R3, a kept member of 1 MB made every save too large to read back; R4, unknown
/// keys in `options`, `transition` and a destination's `value` were dropped silently).
@Suite struct SnapshotUnknownMembersTests {
  static let limit = NavigationSnapshot.maximumPreservedSize

  /// A document of the shelf tab (one box), with `top` and `inTab` as extra members.
  func document(top: String = "", inTab: String = "") -> Data {
    Data(
      (#"{"version":1,"selectedTab":"shelf",\#(top)"tabs":[{"id":"shelf",\#(inTab)"#
        + #""path":[\#(StoredJSON.box("1"))]}]}"#).utf8)
  }

  /// A JSON string member `name` of `count` bytes in all, with its trailing comma.
  func member(_ name: String, size count: Int) -> String {
    #""\#(name)":"\#(String(repeating: "x", count: count - name.utf8.count - 2))","#
  }

  @Test func anUnknownMemberTooLargeToKeepIsDroppedAndReported() throws {
    let coder = try makeCoder()
    let data = document(top: member("big", size: 1_000_000) + #""small":[1,2],"#)

    let (snapshot, issues) = coder.decode(data)

    #expect(snapshot?.preservedMembers == ["small": "[1,2]"])
    #expect(snapshot?.tabs.first?.path == [Shelf.box("1")])
    #expect(issues == [.oversizedUnknownKeys(scope: "snapshot", keys: ["big"], limit: Self.limit)])
    #expect(
      "\(issues[0])"
        == #"snapshot: unknown keys "big" take more than the 65536 bytes kept of unknown keys; "#
        + "they are not kept by a save")
    // What a save writes back no longer carries it, and reads back without loss.
    let written = try #require(snapshot.map { coder.encode($0).data })
    #expect(written.count < 300)
    #expect(coder.decode(written).issues == [])
  }

  @Test func theSnapshotAndItsTabsShareOneBound() throws {
    let half = Self.limit / 2 + 1
    let data = document(top: member("wide", size: half), inTab: member("tall", size: half))

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.preservedMembers.keys.sorted() == ["wide"])
    #expect(snapshot?.tabs.first?.preservedMembers == [:])
    #expect(issues == [.oversizedUnknownKeys(scope: "shelf", keys: ["tall"], limit: Self.limit)])
  }

  @Test func membersUpToTheBoundAreAllKept() throws {
    let data = document(
      top: member("a", size: Self.limit / 2), inTab: member("b", size: Self.limit / 2))

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(issues == [])
    #expect(snapshot?.preservedMembers.keys.sorted() == ["a"])
    #expect(snapshot?.tabs.first?.preservedMembers.keys.sorted() == ["b"])
  }

  @Test func unknownMembersOfOptionsAndTransitionsAreReported() throws {
    let zoomed =
      #"{"transition":{"style":"zoom","sourceID":"b","curve":"ease"},"#
      + #""type":"shelf.ShelfDestination","value":{"box":{"id":"1"}}}"#
    let sheet =
      #"{"style":"sheet","root":\#(StoredJSON.box("2")),"path":[],"#
      + #""options":{"sizing":"form","cornerRadius":12,"detents":["medium",{"height":300}]},"#
      + #""transition":{"style":"zoom","sourceID":"s","duration":0.3}}"#
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [zoomed], presentations: [sheet])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      issues == [
        .unknownKeys(scope: "shelf[0]/transition", keys: ["curve"]),
        .unknownKeys(scope: "shelf/presentations[0]/options", keys: ["cornerRadius"]),
        .unknownKeys(scope: "shelf/presentations[0]/transition", keys: ["duration"]),
      ])
    // Everything this version knows is restored as before.
    let tab = try #require(snapshot?.tabs.first)
    #expect(tab.pathTransitions == [0: .zoom(sourceID: "b")])
    let presentation = try #require(tab.presentations.first)
    #expect(
      presentation.options == PresentationOptions(detents: [.medium, .height(300)], sizing: .form))
    #expect(presentation.transition == .zoom(sourceID: "s"))
  }

  @Test func membersAValuesTypeNeverAskedForAreReported() throws {
    let noted = #"{"type":"shelf.ShelfDestination","value":{"box":{"id":"1","note":"gift"}}}"#
    let archived = #"{"type":"shelf.ShelfDestination","value":{"box":{"id":"2"},"archived":{}}}"#
    let root =
      #"{"type":"crate.CrateDestination","value":{"open":{"id":"3","seal":{"kind":"wax"}}}}"#
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf", path: [noted, archived],
        presentations: [StoredJSON.presentation("sheet", root: root)])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      issues == [
        .unknownKeys(scope: "shelf[0]/value/box", keys: ["note"]),
        .unknownKeys(scope: "shelf[1]/value", keys: ["archived"]),
        .unknownKeys(scope: "shelf/presentations[0]/root/value/open", keys: ["seal"]),
      ])
    #expect(snapshot?.tabs.first?.path == [Shelf.box("1"), Shelf.box("2")])
    #expect(snapshot?.tabs.first?.presentations.first?.root == Crate.open("3"))
  }

  /// Members of a value's own optional fields, present or absent, are all read: nothing is
  /// reported of a file this version wrote.
  @Test func aFileThisVersionWroteHasNothingUnknown() throws {
    let coder = try makeCoder()

    let (decoded, issues) = coder.decode(coder.encode(richSnapshot).data)

    #expect(issues == [])
    #expect(decoded == richSnapshot)
  }

  /// An unknown key of a value that does not decode is not reported on its own: the value is
  /// reported as undecodable, and dropped.
  @Test func aValueThatDoesNotDecodeIsReportedOnlyAsSuch() throws {
    let broken = #"{"type":"shelf.ShelfDestination","value":{"box":{"note":"no id"}}}"#
    let data = StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [broken])])

    let (_, issues) = try makeCoder().decode(data)

    #expect(
      issues == [
        .dropped(scope: "shelf", position: 0, count: 1, reason: .undecodableValue(shelfKey))
      ])
  }
}

/// The members of a destination's value that its type does not keep: those that writing the
/// decoded value again leaves out.
@Suite struct ValueMembersLeftOutTests {
  let coder: NavigationSnapshotCoder

  init() throws {
    var codecs = try makeCodecs()
    try codecs.register(ShapeDestination.self)
    coder = NavigationSnapshotCoder(codecs: codecs)
  }

  /// The issues of a file, written by hand, whose one destination has `value`.
  func issues(ofValue value: String) -> [RestorationIssue] {
    let destination = #"{"type":"shape.ShapeDestination","value":\#(value)}"#
    return coder.decode(StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [destination])]))
      .issues
  }

  /// Every shape a value takes, as `JSONEncoder` writes it, is kept whole: no false report.
  @Test(arguments: ValueShape.samples)
  func everyMemberOfAWrittenValueIsKept(value: ValueShape) throws {
    #expect(issues(ofValue: try foundationJSON(ShapeDestination(shape: value))) == [])
  }

  @Test func aRepeatedKeyOrANullMemberIsNotReported() throws {
    // `JSONDecoder` reads one of a repeated key; a null holds nothing a save would lose.
    #expect(issues(ofValue: #"{"shape":{"one":{"id":"a","id":"b"}}}"#) == [])
    #expect(issues(ofValue: #"{"shape":{"one":{"id":"a","extra":null}},"later":null}"#) == [])
  }

  @Test func membersNotKeptAreFoundAtEveryDepth() throws {
    #expect(
      issues(
        ofValue: #"{"shape":{"nested":{"_0":{"title":"t","tags":[],"flag":true,"size":2,"#
          + #""color":"red"}}},"v2":{"deep":{"x":1}}}"#)
        == [
          .unknownKeys(scope: "shelf[0]/value", keys: ["v2"]),
          .unknownKeys(scope: "shelf[0]/value/shape/nested/_0", keys: ["color", "size"]),
        ])
    #expect(
      issues(ofValue: #"{"shape":{"tree":{"_0":{"tree":{"_0":{"one":{"id":"a","extra":1}}}}}}}"#)
        == [.unknownKeys(scope: "shelf[0]/value/shape/tree/_0/tree/_0/one", keys: ["extra"])])
    #expect(
      issues(ofValue: #"{"shape":{"items":{"_0":[{"id":"a"},{"id":"b","more":[1]}]}}}"#)
        == [.unknownKeys(scope: "shelf[0]/value/shape/items/_0[1]", keys: ["more"])])
  }

  /// Members nested as deep as `JSONDecoder` reads, unknown to a value's type or to the
  /// snapshot, are reported or kept without exhausting the stack.
  @Test func aDeeplyNestedUnknownMemberIsReportedOrKept() throws {
    let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(
      issues(ofValue: #"{"shape":{"one":{"id":"a"}},"extra":\#(deep)}"#)
        == [.unknownKeys(scope: "shelf[0]/value", keys: ["extra"])])
    let tab = StoredJSON.tab("shelf", path: [StoredJSON.box("1")])
    let file = #"{"version":1,"selectedTab":"shelf","deep":\#(deep),"tabs":[\#(tab)]}"#

    let (snapshot, issues) = coder.decode(Data(file.utf8))

    #expect(issues == [])
    #expect(snapshot?.preservedMembers == ["deep": deep])
  }

  /// A file this version wrote is not read twice; one edited afterwards is, and what was
  /// added to a value is reported.
  @Test func aMemberAddedToAFileThisVersionWroteIsReported() throws {
    let stored = NavigationSnapshot(
      selectedTab: "shelf", tabs: [.init(id: "shelf", path: [Shelf.box("1"), Shelf.box("2")])])
    let written = String(decoding: coder.encode(stored).data, as: UTF8.self)
    #expect(coder.decode(Data(written.utf8)).issues == [])
    let edited = written.replacingOccurrences(
      of: #"{"box":{"id":"2"}}"#, with: #"{"box":{"id":"2","note":"gift"}}"#)

    let (decoded, issues) = coder.decode(Data(edited.utf8))

    #expect(decoded == stored)
    #expect(issues == [.unknownKeys(scope: "shelf[1]/value/box", keys: ["note"])])
  }
}
