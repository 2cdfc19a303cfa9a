import Foundation
import NavigationKit
import Testing

@Suite struct SnapshotEncodeIssueTests {
  static let alphaKey = "alpha.AlphaDestination"

  @Test func anUnregisteredDestinationIsLeftOutWithEverythingAbove() throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [
        .init(
          id: "shelf", path: [Shelf.box("1"), Crate.open("2"), Alpha.detail("3"), Shelf.box("4")],
          presentations: [.init(style: .sheet, root: Shelf.box("s"))]),
        .init(id: "crate", path: [Crate.open("c")]),
      ])

    let (data, issues) = coder.encode(snapshot)

    #expect(
      issues == [
        .dropped(scope: "shelf", position: 2, count: 2, reason: .unregisteredType(Self.alphaKey))
      ])
    let (decoded, decodeIssues) = coder.decode(data)
    #expect(decodeIssues == [])
    #expect(
      decoded
        == NavigationSnapshot(
          selectedTab: "shelf",
          tabs: [
            .init(id: "shelf", path: [Shelf.box("1"), Crate.open("2")]),
            .init(id: "crate", path: [Crate.open("c")]),
          ]))
  }

  @Test func anUnregisteredPresentedRootIsLeftOutWithWhatIsAbove() throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "crate",
      tabs: [
        .init(
          id: "crate", path: [Crate.lid],
          presentations: [
            .init(style: .fullScreenCover, root: Crate.open("1"), path: [Shelf.home]),
            .init(style: .sheet, root: Alpha.list, path: [Shelf.box("x")]),
            .init(style: .sheet, root: Shelf.box("y")),
          ])
      ])

    let (data, issues) = coder.encode(snapshot)

    #expect(
      issues == [
        .dropped(
          scope: "crate/fullScreenCover/sheet", position: 0, count: 1,
          reason: .unregisteredType(Self.alphaKey))
      ])
    let (decoded, decodeIssues) = coder.decode(data)
    #expect(decodeIssues == [])
    #expect(
      decoded?.tabs == [
        .init(
          id: "crate", path: [Crate.lid],
          presentations: [
            .init(style: .fullScreenCover, root: Crate.open("1"), path: [Shelf.home])
          ])
      ])
  }

  @Test func anUnregisteredDestinationInAPresentedStackKeepsItsPrefix() throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [
        .init(
          id: "shelf",
          presentations: [
            .init(style: .sheet, root: Shelf.box("s"), path: [Crate.lid, Beta.home, Crate.lid]),
            .init(style: .sheet, root: Shelf.box("t")),
          ])
      ])

    let (data, issues) = coder.encode(snapshot)

    #expect(
      issues == [
        .dropped(
          scope: "shelf/sheet", position: 1, count: 2,
          reason: .unregisteredType("beta.BetaDestination"))
      ])
    #expect(
      coder.decode(data).snapshot?.tabs == [
        .init(
          id: "shelf",
          presentations: [.init(style: .sheet, root: Shelf.box("s"), path: [Crate.lid])])
      ])
  }

  @Test func aValueThatFailsToEncodeIsLeftOutAsUndecodable() throws {
    var codecs = try makeCodecs()
    try codecs.register(FaultyDestination.self)
    let coder = NavigationSnapshotCoder(codecs: codecs)
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [.init(id: "shelf", path: [Shelf.home, FaultyDestination().erased, Shelf.home])])

    let (data, issues) = coder.encode(snapshot)

    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2,
          reason: .undecodableValue("faulty.FaultyDestination"))
      ])
    #expect(coder.decode(data).snapshot?.tabs == [.init(id: "shelf", path: [Shelf.home])])
  }

  @Test func theUnregisteredReasonNamesTheType() {
    let issue = RestorationIssue.dropped(
      scope: "shelf", position: 0, count: 1, reason: .unregisteredType(Self.alphaKey))

    #expect(
      issue.description
        == "shelf: dropped 1 destination from position 0 and everything presented above: "
        + "type alpha.AlphaDestination is not registered as codable")
    #expect(!issue.restoredNothing)
  }
}
