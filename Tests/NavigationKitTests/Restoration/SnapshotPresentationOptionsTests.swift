import Foundation
import Testing

@testable import NavigationKit

/// Presentation options and transitions survive a save and a launch; what a file cannot be
/// trusted with is reported and replaced by the default, never a crash.
@MainActor
@Suite struct SnapshotPresentationOptionsTests {
  let zoom = ScreenTransition.zoom(sourceID: "shelf.box(id: \"1\")")
  let options = PresentationOptions(
    detents: [.medium, .large, .fraction(0.25), .height(320)], sizing: .form,
    interactiveDismissDisabled: true)

  @Test func optionsAndTransitionsRoundTripThroughTheCoderAndAnApp() throws {
    let app = try makeCodableApp()
    let shelf = app.tabs.navigators[0]
    shelf.push(ShelfDestination.box(id: "1"), transition: zoom)
    shelf.push(ShelfDestination.home)
    shelf.present(CrateDestination.lid, as: .sheet, options: options, transition: zoom)
    let sheet = try #require(shelf.presentation)
    sheet.navigator.push(CrateDestination.open(id: "2"), transition: .zoom(sourceID: "row-2"))

    let coder = try makeCoder()
    let (data, encodeIssues) = coder.encode(app.snapshot)
    #expect(encodeIssues.isEmpty)
    let (decoded, decodeIssues) = coder.decode(data)
    #expect(decodeIssues.isEmpty)
    #expect(decoded == app.snapshot)

    let restored = try makeCodableApp()
    #expect(restored.restore(try #require(decoded)).isEmpty)
    let restoredShelf = restored.tabs.navigators[0]
    #expect(restoredShelf.pathTransitions == [0: zoom])
    let restoredSheet = try #require(restoredShelf.presentation)
    #expect(restoredSheet.options == options)
    #expect(restoredSheet.transition == zoom)
    #expect(restoredSheet.navigator.pathTransitions == [0: .zoom(sourceID: "row-2")])
  }

  @Test func theStoredFormIsSortedAndOnlyWhatDiffersFromTheDefaults() throws {
    var tab = NavigationSnapshot.Tab(
      id: "shelf", path: [Shelf.box("1")],
      presentations: [
        .init(
          style: .sheet, root: Shelf.home,
          options: PresentationOptions(detents: [.medium, .fraction(0.5)]),
          transition: .zoom(sourceID: "cell"))
      ])
    tab.pathTransitions = [0: .zoom(sourceID: "cell")]
    let (data, _) = try makeCoder().encode(NavigationSnapshot(selectedTab: "shelf", tabs: [tab]))

    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(
        #"[{"transition":{"sourceID":"cell","style":"zoom"},"type":"shelf.ShelfDestination""#))
    #expect(
      text.contains(
        #"{"options":{"detents":["medium",{"fraction":0.5}]},"path":[],"root":"#))
    #expect(text.contains(#""style":"sheet","transition":{"sourceID":"cell","style":"zoom"}}"#))
  }

  @Test func aSnapshotWithoutThemWritesWhatEarlierVersionsWrote() throws {
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [
        .init(
          id: "shelf", path: [Shelf.box("1")],
          presentations: [.init(style: .sheet, root: Shelf.home)])
      ])
    let (data, _) = try makeCoder().encode(snapshot)

    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"selectedTab":"shelf","tabs":[{"id":"shelf","path":[\#(StoredJSON.box("1"))],"#
        + #""presentations":[{"path":[],"root":{"type":"shelf.ShelfDestination","value":{"home":{}}},"#
        + #""style":"sheet"}]}],"version":1}"#)
  }

  @Test func anOlderFileWithoutTheKeysRestoresTheDefaults() throws {
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf", path: [StoredJSON.box("1")],
        presentations: [StoredJSON.presentation("sheet", root: StoredJSON.box("2"))])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(issues.isEmpty)
    let tab = try #require(snapshot?.tabs.first)
    #expect(tab.pathTransitions.isEmpty)
    #expect(tab.presentations.first?.options == .automatic)
    #expect(tab.presentations.first?.transition == .automatic)
  }

  /// Stored options and transitions a file cannot be trusted with: each is reported, quoted as
  /// JSON with sorted keys (a number beyond `Double` cannot be quoted), and the default
  /// restored in its place; the screens themselves are all restored.
  nonisolated static let hostile:
    [(options: String, transition: String, issues: [RestorationIssue])] = [
      (
        #"{"sizing":"gigantic","interactiveDismissal":"whenever"}"#, #"{"style":"spin"}"#,
        [
          .invalidPresentationOption(scope: "shelf/sheet", option: "sizing", value: "gigantic"),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "interactiveDismissal", value: "whenever"),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "transition", value: #"{"style":"spin"}"#),
        ]
      ),
      (
        #"{"detents":["medium",{"fraction":2},{"height":-1},"huge",{"height":1e999},7,{"fraction":0.5,"height":3}]}"#,
        #"{"style":"zoom","sourceID":""}"#,
        [
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "detent", value: #"{"fraction":2}"#),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "detent", value: #"{"height":-1}"#),
          .invalidPresentationOption(scope: "shelf/sheet", option: "detent", value: "huge"),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "detent", value: "an unreadable value"),
          .invalidPresentationOption(scope: "shelf/sheet", option: "detent", value: "7"),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "detent", value: #"{"fraction":0.5,"height":3}"#),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "transition", value: #"{"sourceID":"","style":"zoom"}"#),
        ]
      ),
      (
        #"["medium"]"#, #""zoom""#,
        [
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "options", value: #"["medium"]"#),
          .invalidPresentationOption(scope: "shelf/sheet", option: "transition", value: "zoom"),
        ]
      ),
      (
        #"{"detents":[\#(Array(repeating: #""large""#, count: 9).joined(separator: ","))]}"#,
        #"{"style":"zoom","sourceID":"\#(String(repeating: "x", count: 1_025))"}"#,
        [
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "detents",
            value: UntrustedText.excerpt(
              "[\(Array(repeating: #""large""#, count: 9).joined(separator: ","))]", limit: 64)),
          .invalidPresentationOption(
            scope: "shelf/sheet", option: "transition",
            value: UntrustedText.excerpt(
              #"{"sourceID":"\#(String(repeating: "x", count: 1_025))","style":"zoom"}"#,
              limit: 64)),
        ]
      ),
    ]

  @Test(arguments: hostile)
  func hostileValuesAreReportedAndReplacedByTheDefaults(
    options: String, transition: String, issues expected: [RestorationIssue]
  ) throws {
    let presentation =
      #"{"style":"sheet","root":\#(StoredJSON.box("2")),"path":[],"options":\#(options),"#
      + #""transition":\#(transition)}"#
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1")], presentations: [presentation])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(issues == expected)
    let stored = try #require(snapshot?.tabs.first?.presentations.first)
    #expect(stored.root == Shelf.box("2"))
    #expect(stored.transition == .automatic)
    #expect(stored.options.sizing == .automatic)
    #expect(!stored.options.interactiveDismissDisabled)
    #expect(stored.options.detents.allSatisfy { $0.isValid })
    for issue in issues {
      #expect(
        issue.description.hasSuffix("is not a value this version reads; the default is restored"))
      #expect(!issue.restoredNothing)
    }
  }

  @Test func aPathEntrysUnreadableTransitionIsReportedAndTheEntryKept() throws {
    let entry = #"{"transition":{"style":"zoom","sourceID":42},"# + StoredJSON.box("1").dropFirst()
    let data = StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [String(entry)])])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs.first?.path == [Shelf.box("1")])
    #expect(snapshot?.tabs.first?.pathTransitions == [:])
    #expect(
      issues == [
        .invalidPresentationOption(
          scope: "shelf[0]", option: "transition", value: #"{"sourceID":42,"style":"zoom"}"#)
      ])
  }

  @Test func anInvalidDetentMadeInCodeIsNotWrittenAndIsReported() throws {
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [
        .init(
          id: "shelf",
          presentations: [
            .init(
              style: .sheet, root: Shelf.home,
              options: PresentationOptions(detents: [.fraction(3), .medium]))
          ])
      ])
    let coder = try makeCoder()

    let (data, issues) = coder.encode(snapshot)

    #expect(
      issues == [
        .invalidPresentationOption(scope: "shelf/sheet", option: "detent", value: "fraction 3.0")
      ])
    let decoded = coder.decode(data).snapshot
    #expect(decoded?.tabs.first?.presentations.first?.options.detents == [.medium])
  }

  @Test func aRestoreDroppingAGatedScreenDropsItsTransitionWithIt() throws {
    let (app, _) = try makeApp(isLoggedIn: false)
    var tab = NavigationSnapshot.Tab(id: "alpha", path: [Alpha.detail("1"), Alpha.edit("2")])
    tab.pathTransitions = [0: zoom, 1: zoom]

    let issues = app.restore(NavigationSnapshot(selectedTab: "alpha", tabs: [tab]))

    #expect(issues.count == 1)
    #expect(app.tabs.navigators[0].path == [Alpha.detail("1")])
    #expect(app.tabs.navigators[0].pathTransitions == [0: zoom])
  }
}
