import Foundation
import Testing

@testable import NavigationKit

@Suite struct SnapshotRoundTripTests {
  /// Text that JSON must escape or that is not ASCII.
  static let awkwardTexts = [
    "", "naïve café", "🚀👩‍👩‍👧", #"say "hi""#, #"back\slash"#, "line\nbreak\ttab\r",
    "\u{0}\u{1F}", "\u{2028}\u{2029}", "\u{202E}rtl", "</script>", "日本語",
  ]

  static let shapes: [(String, NavigationSnapshot)] = [
    ("no tabs", NavigationSnapshot(selectedTab: "shelf", tabs: [])),
    (
      "tabs at their roots",
      NavigationSnapshot(selectedTab: "crate", tabs: [.init(id: "shelf"), .init(id: "crate")])
    ),
    (
      "a deep stack",
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [.init(id: "shelf", path: (0..<200).map { Shelf.box("\($0)") })])
    ),
    (
      "a sheet with its own stack",
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [
          .init(
            id: "shelf", path: [Shelf.box("1")],
            presentations: [.init(style: .sheet, root: Shelf.box("2"), path: [Shelf.label("a")])]),
          .init(id: "crate"),
        ])
    ),
    (
      "a sheet over a sheet",
      NavigationSnapshot(
        selectedTab: "crate",
        tabs: [
          .init(
            id: "crate",
            presentations: [
              .init(style: .sheet, root: Crate.open("1"), path: [Crate.open("2")]),
              .init(style: .sheet, root: Crate.open("3"), path: [Crate.open("4"), Crate.lid]),
            ])
        ])
    ),
    (
      "a full-screen cover",
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [
          .init(
            id: "shelf",
            presentations: [.init(style: .fullScreenCover, root: Shelf.label(nil, size: 3))])
        ])
    ),
    (
      "modules mixed on one stack",
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [
          .init(
            id: "shelf", path: [Shelf.box("1"), Crate.open("9"), Shelf.label("x", size: -1)],
            presentations: [
              .init(style: .sheet, root: Crate.lid, path: [Shelf.home]),
              .init(style: .fullScreenCover, root: Shelf.box("c"), path: [Crate.open("z")]),
            ]),
          .init(
            id: "crate", path: [Shelf.home],
            presentations: [.init(style: .fullScreenCover, root: Shelf.label(nil))]),
        ])
    ),
    (
      "numbers and flags",
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [
          .init(
            id: "shelf",
            path: [0, 1, -1, 2, Int.min, Int.max].map { Shelf.label(nil, size: $0) }
              + [
                0, 1, -0.0, 0.1, -2.5, 1e20, 1e-7, 123_456.789, .greatestFiniteMagnitude,
                .leastNonzeroMagnitude,
              ].map { Shelf.measure($0) } + [Shelf.measure(1, visible: false)])
        ])
    ),
    (
      "awkward text",
      NavigationSnapshot(
        selectedTab: "tab \"🚀\"\n",
        tabs: [
          .init(
            id: "tab \"🚀\"\n",
            path: awkwardTexts.map { Shelf.label($0, size: Int.max) }
              + awkwardTexts.map(Crate.open))
        ])
    ),
  ]

  @Test(arguments: shapes)
  func decodingTheEncodingGivesTheSameSnapshot(name: String, snapshot: NavigationSnapshot) throws {
    let coder = try makeCoder()

    let (data, encodeIssues) = coder.encode(snapshot)
    let (decoded, decodeIssues) = coder.decode(data)

    #expect(encodeIssues == [])
    #expect(decodeIssues == [])
    #expect(decoded == snapshot)
  }

  @Test(arguments: shapes)
  func encodingIsDeterministic(name: String, snapshot: NavigationSnapshot) throws {
    let coder = try makeCoder()
    var reversed = DestinationCodecRegistry()
    try reversed.register(CrateDestination.self)
    try reversed.register(ShelfDestination.self)

    let data = coder.encode(snapshot).data

    #expect(coder.encode(snapshot).data == data)
    #expect(NavigationSnapshotCoder(codecs: reversed).encode(snapshot).data == data)
    let decoded = try #require(coder.decode(data).snapshot)
    #expect(coder.encode(decoded).data == data)
    #expect(String(decoding: data, as: UTF8.self).contains(#""version":1"#))
  }

  @Test func theFormatIsCompactJSONWithSortedKeys() throws {
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [
        .init(
          id: "shelf", path: [Shelf.box("1")],
          presentations: [.init(style: .fullScreenCover, root: Crate.lid)])
      ])

    let data = try makeCoder().encode(snapshot).data

    let expected =
      #"{"selectedTab":"shelf","tabs":[{"id":"shelf","path":[{"type":"shelf.ShelfDestination","#
      + #""value":{"box":{"id":"1"}}}],"presentations":[{"path":[],"root":{"#
      + #""type":"crate.CrateDestination","value":{"lid":{}}},"style":"fullScreenCover"}]}],"#
      + #""version":1}"#
    #expect(String(decoding: data, as: UTF8.self) == expected)
  }

  @Test func theEncodingIsValidJSONForFoundation() throws {
    let snapshot = try #require(Self.shapes.last?.1)

    let data = try makeCoder().encode(snapshot).data

    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    #expect(object?["selectedTab"] as? String == "tab \"🚀\"\n")
  }

  @Test func aLongStackRoundTrips() throws {
    let coder = try makeCoder()
    let path = (0..<NavigationLimit.stackDepth.maximum).map {
      $0.isMultiple(of: 2) ? Shelf.box("\($0)") : Crate.open("\($0)")
    }
    let snapshot = NavigationSnapshot(selectedTab: "shelf", tabs: [.init(id: "shelf", path: path)])

    let (decoded, issues) = coder.decode(coder.encode(snapshot).data)

    #expect(issues == [])
    #expect(decoded == snapshot)
  }
}
