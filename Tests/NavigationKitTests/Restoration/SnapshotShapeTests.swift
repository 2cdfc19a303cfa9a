import Foundation
import NavigationKit
import Testing

@Suite struct SnapshotShapeTests {
  @Test(
    arguments: [
      ("5", "not a JSON object"),
      ("[1,2]", "not a JSON object"),
      (#""text""#, "not a JSON object"),
      ("null", "not a JSON object"),
      ("true", "not a JSON object"),
      ("{}", "no version number"),
      (#"{"version":"1","selectedTab":"shelf","tabs":[]}"#, "no version number"),
      (#"{"version":true,"selectedTab":"shelf","tabs":[]}"#, "no version number"),
      (#"{"version":1.5,"selectedTab":"shelf","tabs":[]}"#, "no version number"),
      (#"{"version":1e30,"selectedTab":"shelf","tabs":[]}"#, "no version number"),
      (#"{"version":null,"selectedTab":"shelf","tabs":[]}"#, "no version number"),
      (#"{"version":1}"#, "no tabs or no selected tab"),
      (#"{"version":1,"selectedTab":"shelf"}"#, "no tabs or no selected tab"),
      (#"{"version":1,"tabs":[]}"#, "no tabs or no selected tab"),
      (#"{"version":1,"selectedTab":"shelf","tabs":{}}"#, "no tabs or no selected tab"),
      (#"{"version":1,"selectedTab":"shelf","tabs":"shelf"}"#, "no tabs or no selected tab"),
      (#"{"version":1,"selectedTab":7,"tabs":[]}"#, "no tabs or no selected tab"),
      ("{\"version\":1", "not JSON"),
      ("{'version':1}", "not JSON"),
    ])
  func aDocumentOfTheWrongShapeRestoresNothing(json: String, reason: String) throws {
    let (snapshot, issues) = try makeCoder().decode(Data(json.utf8))

    #expect(snapshot == nil)
    #expect(issues == [.notASnapshot(reason: reason)])
  }

  @Test func aTabWithoutAnIdIsDroppedAndTheOthersKept() throws {
    let data = StoredJSON.document(tabs: [
      #"{"path":[\#(StoredJSON.box("1"))]}"#,
      #"{"id":5,"path":[]}"#,
      "7",
      StoredJSON.tab("crate", path: [StoredJSON.open("2")]),
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "shelf", tabs: [.init(id: "crate", path: [Crate.open("2")])]))
    let noId = RestorationIssue.Reason.malformed("a tab has no id")
    #expect(
      issues == [
        .dropped(scope: "tabs[0]", position: 0, count: 1, reason: noId),
        .dropped(scope: "tabs[1]", position: 0, count: 1, reason: noId),
        .dropped(scope: "tabs[2]", position: 0, count: 1, reason: noId),
      ])
  }

  @Test func aTabWithoutPathOrPresentationsIsAtItsRoot() throws {
    let data = StoredJSON.document(tabs: [#"{"id":"shelf"}"#])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot == NavigationSnapshot(selectedTab: "shelf", tabs: [.init(id: "shelf")]))
    #expect(issues == [])
  }

  @Test(arguments: [#"{"a":1}"#, "5", #""path""#, "null"])
  func aPathThatIsNotAListDropsTheStackAndItsPresentations(path: String) throws {
    let sheet = StoredJSON.presentation("sheet", root: StoredJSON.box("s"))
    let data = StoredJSON.document(tabs: [
      #"{"id":"shelf","path":\#(path),"presentations":[\#(sheet)]}"#,
      StoredJSON.tab("crate", path: [StoredJSON.open("1")]),
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "shelf",
          tabs: [.init(id: "shelf"), .init(id: "crate", path: [Crate.open("1")])]))
    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 0, count: 1, reason: .malformed("a path is not a list"))
      ])
  }

  @Test(arguments: [#""popover""#, #""Sheet""#, "1", "null", #"["sheet"]"#])
  func aPresentationWithABadStyleIsDroppedWithWhatIsAbove(style: String) throws {
    let bad = #"{"style":\#(style),"root":\#(StoredJSON.box("x")),"path":[]}"#
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf", path: [StoredJSON.box("1")],
        presentations: [
          StoredJSON.presentation("sheet", root: StoredJSON.box("2"), path: [StoredJSON.open("3")]),
          bad,
          StoredJSON.presentation("sheet", root: StoredJSON.box("4")),
        ])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot?.tabs == [
        .init(
          id: "shelf", path: [Shelf.box("1")],
          presentations: [.init(style: .sheet, root: Shelf.box("2"), path: [Crate.open("3")])])
      ])
    #expect(
      issues == [
        .dropped(
          scope: "shelf/sheet/?", position: 0, count: 1,
          reason: .malformed("a presentation has no valid style"))
      ])
  }

  @Test func aPresentationWithoutARootIsDropped() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf", path: [StoredJSON.box("1")],
        presentations: [#"{"style":"fullScreenCover","path":[\#(StoredJSON.box("2"))]}"#])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
    #expect(
      issues == [
        .dropped(
          scope: "shelf/fullScreenCover", position: 0, count: 1, reason: .malformed("no root"))
      ])
  }

  @Test(arguments: [
    #"{"type":"shelf.ShelfDestination"}"#, #"{"value":{"home":{}}}"#, #"{"type":5,"value":{}}"#,
    #""shelf.ShelfDestination""#, "[]",
  ])
  func aDestinationThatIsNotTypeAndValueIsDropped(destination: String) throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf", path: [StoredJSON.box("1"), destination, StoredJSON.box("3")],
        presentations: [StoredJSON.presentation("sheet", root: StoredJSON.box("s"))])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2,
          reason: .malformed(#"a destination is not {"type", "value"}"#))
      ])
  }

  @Test func aPresentedPathThatIsNotAListKeepsThePresentationButNothingAbove() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf",
        presentations: [
          #"{"style":"sheet","root":\#(StoredJSON.box("s")),"path":{}}"#,
          StoredJSON.presentation("fullScreenCover", root: StoredJSON.box("c")),
        ])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot?.tabs == [
        .init(id: "shelf", presentations: [.init(style: .sheet, root: Shelf.box("s"))])
      ])
    #expect(
      issues == [
        .dropped(
          scope: "shelf/sheet", position: 0, count: 1, reason: .malformed("a path is not a list"))
      ])
  }

  @Test func presentationsThatAreNotAListAreIgnored() throws {
    let data = StoredJSON.document(tabs: [
      #"{"id":"shelf","path":[\#(StoredJSON.box("1"))],"presentations":5}"#
    ])

    let (snapshot, _) = try makeCoder().decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
  }

  /// A newer build's optional data at the top level and in a tab is kept as stored, and
  /// written back in sorted-key order; the rest restores as before.
  @Test func unknownFieldsOfTheSnapshotAndItsTabsAreKeptAsStored() throws {
    let data =
      Data(
        #"{"version":1,"extra":[1,{"x":null}],"selectedTab":"shelf","tabs":[{"id":"shelf","#
          .utf8)
      + Data(#""color":"red","path":[\#(StoredJSON.box("1"))],"presentations":[]}]}"#.utf8)

    let (snapshot, issues) = try makeCoder().decode(data)

    var expected = NavigationSnapshot(
      selectedTab: "shelf", tabs: [.init(id: "shelf", path: [Shelf.box("1")])])
    expected.preservedMembers = ["extra": #"[1,{"x":null}]"#]
    expected.tabs[0].preservedMembers = ["color": #""red""#]
    #expect(snapshot == expected)
    #expect(issues == [])
    let written = try makeCoder().encode(expected).data
    #expect(
      String(decoding: written, as: UTF8.self)
        == #"{"extra":[1,{"x":null}],"selectedTab":"shelf","tabs":[{"color":"red","id":"shelf","#
        + #""path":[\#(StoredJSON.box("1"))],"presentations":[]}],"version":1}"#)
    #expect(try makeCoder().decode(written).snapshot == expected)
  }

  /// Unknown fields of a presentation or a destination cannot be kept: each is reported.
  @Test func unknownFieldsOfPresentationsAndDestinationsAreReported() throws {
    let box = #"{"type":"shelf.ShelfDestination","value":{"box":{"id":"1"}},"pinned":true}"#
    let sheet = #"{"style":"sheet","root":\#(StoredJSON.box("2")),"path":[],"height":0.5}"#
    let data = Data(
      (#"{"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","path":[\#(box)],"#
        + #""presentations":[\#(sheet)]}]}"#).utf8)

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs.first?.path == [Shelf.box("1")])
    #expect(
      issues == [
        .unknownKeys(scope: "shelf[0]", keys: ["pinned"]),
        .unknownKeys(scope: "shelf/presentations[0]", keys: ["height"]),
      ])
  }
}
