import Foundation
import NavigationKit
import Testing

@Suite struct SnapshotUnknownTypeTests {
  @Test func anUnknownTypeMidStackKeepsThePrefixAndDropsEverythingAbove() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf",
        path: [
          StoredJSON.box("1"), StoredJSON.open("2"), StoredJSON.invoice, StoredJSON.box("4"),
          StoredJSON.box("5"),
        ],
        presentations: [
          StoredJSON.presentation("sheet", root: StoredJSON.box("s"), path: [StoredJSON.box("t")])
        ]),
      StoredJSON.tab(
        "crate", path: [StoredJSON.open("c")],
        presentations: [StoredJSON.presentation("fullScreenCover", root: StoredJSON.box("f"))]),
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "shelf",
          tabs: [
            .init(id: "shelf", path: [Shelf.box("1"), Crate.open("2")]),
            .init(
              id: "crate", path: [Crate.open("c")],
              presentations: [.init(style: .fullScreenCover, root: Shelf.box("f"))]),
          ]))
    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 2, count: 3,
          reason: .unknownType("billing.InvoiceDestination"))
      ])
  }

  @Test func anUnknownTypeInAPresentedStackKeepsThatPresentationsPrefix() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf", path: [StoredJSON.box("1")],
        presentations: [
          StoredJSON.presentation(
            "sheet", root: StoredJSON.box("s"),
            path: [StoredJSON.open("a"), StoredJSON.invoice, StoredJSON.open("b")]),
          StoredJSON.presentation("fullScreenCover", root: StoredJSON.box("c")),
        ])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot?.tabs == [
        .init(
          id: "shelf", path: [Shelf.box("1")],
          presentations: [.init(style: .sheet, root: Shelf.box("s"), path: [Crate.open("a")])])
      ])
    #expect(
      issues == [
        .dropped(
          scope: "shelf/sheet", position: 1, count: 2,
          reason: .unknownType("billing.InvoiceDestination"))
      ])
  }

  @Test func anUnknownPresentedRootDropsItAndWhatIsAbove() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "crate",
        presentations: [
          StoredJSON.presentation("sheet", root: StoredJSON.open("1")),
          StoredJSON.presentation("fullScreenCover", root: StoredJSON.invoice),
          StoredJSON.presentation("sheet", root: StoredJSON.open("3")),
        ])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(
      snapshot?.tabs == [
        .init(id: "crate", presentations: [.init(style: .sheet, root: Crate.open("1"))])
      ])
    #expect(
      issues == [
        .dropped(
          scope: "crate/sheet/fullScreenCover", position: 0, count: 1,
          reason: .unknownType("billing.InvoiceDestination"))
      ])
  }

  @Test(arguments: [
    #"{"box":{"id":5}}"#, #"{"box":{}}"#, #"{"open":{"id":"1"}}"#, #"{"label":{"size":"big"}}"#,
    "null", "[]", #""home""#, #"{"home":{},"box":{"id":"1"}}"#,
  ])
  func aValueOfTheWrongShapeForAKnownTypeIsDropped(value: String) throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf",
        path: [StoredJSON.box("1"), #"{"type":"shelf.ShelfDestination","value":\#(value)}"#])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
    #expect(
      issues == [
        .dropped(scope: "shelf", position: 1, count: 1, reason: .undecodableValue(shelfKey))
      ])
  }

  @Test(arguments: [
    "Foundation.Process", "Swift.Int", "Swift.String", "NavigationKitTests.ShelfDestination",
    "NavigationKit.AnyDestination", "ShelfDestination", "shelf.CrateDestination",
    "crate.ShelfDestination", "SHELF.SHELFDESTINATION", "shelf.ShelfDestination ", "",
    "shelf.ShelfDestination\u{0}", "../../etc/passwd",
  ])
  func aTypeKeyNotOnTheAllowlistCreatesNothing(key: String) throws {
    let escaped = key.replacingOccurrences(of: "\u{0}", with: "\\u0000")
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [#"{"type":"\#(escaped)","value":{"home":{}}}"#])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf")])
    #expect(issues == [.dropped(scope: "shelf", position: 0, count: 1, reason: .unknownType(key))])
  }

  @Test func anEmptyRegistryRestoresNoDestination() {
    let coder = NavigationSnapshotCoder(codecs: DestinationCodecRegistry())
    let data = StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [StoredJSON.box("1")])])

    let (snapshot, issues) = coder.decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf")])
    #expect(
      issues == [.dropped(scope: "shelf", position: 0, count: 1, reason: .unknownType(shelfKey))])
  }

  @Test func theDescriptionOfAnUnknownTypeQuotesItOnOneLine() {
    let issue = RestorationIssue.dropped(
      scope: "shelf", position: 2, count: 3, reason: .unknownType("evil\n[INFO] forged \u{202E}"))

    #expect(
      issue.description
        == #"shelf: dropped 3 destinations from position 2 and everything presented above: "#
        + #"unknown type "evil\n[INFO] forged \u{202E}""#)
  }

  @Test func aHostileKeyFromAFileIsReportedOnOneLine() throws {
    let key =
      "billing.Invoice\n2026-01-01 [ERROR] forged line\r" + String(repeating: "x", count: 200)
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf",
        path: [
          #"{"type":"billing.Invoice\n2026-01-01 [ERROR] forged line\r"#
            + String(repeating: "x", count: 200) + #"","value":{}}"#
        ])
    ])

    let (_, issues) = try makeCoder().decode(data)

    #expect(issues == [.dropped(scope: "shelf", position: 0, count: 1, reason: .unknownType(key))])
    let description = try #require(issues.first).description
    #expect(!description.contains("\n"))
    #expect(!description.contains("\r"))
    #expect(description.hasSuffix("…"))
    #expect(description.count < 200)
  }

  @Test func aHostileValueKeyIsReportedOnOneLine() {
    let reason = RestorationIssue.Reason.undecodableValue("a\u{2028}b\u{85}c")

    #expect(reason.description == #"a value that is not a valid "a\u{2028}b\u{85}c""#)
  }

  @Test func aHostileTabIdIsReportedOnOneLine() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(#"shelf\n[ERROR] forged"#, path: [StoredJSON.invoice])
    ])

    let (_, issues) = try makeCoder().decode(data)

    let issue = try #require(issues.first)
    #expect(!issue.description.contains("\n"))
    #expect(issue.description.hasPrefix(#""shelf\n[ERROR] forged": dropped"#))
  }
}
