import Foundation
import Testing

@testable import NavigationKit

/// Navigation never grows beyond what a saved snapshot restores: the navigator, links, intents,
/// restoring and the coder keep to the reader's limits (issue 36, R3: 257 pushes saved a
/// stack the next launch set aside whole, with every other tab).
@MainActor
@Suite struct NavigationLimitTests {
  static let depth = NavigationLimit.stackDepth.maximum
  static let nesting = NavigationLimit.presentationDepth.maximum

  /// `count` distinct destinations of alpha.
  func details(_ count: Int, from first: Int = 0) -> [AnyDestination] {
    (first..<first + count).map { Alpha.detail("\($0)") }
  }

  @Test func theNavigatorsLimitsAreTheReaders() {
    #expect(NavigationLimit.stackDepth.maximum == NavigationLimit.stackDepth.maximum)
    #expect(
      NavigationLimit.presentationDepth.maximum == NavigationLimit.presentationDepth.maximum)
    #expect(
      "\(NavigationLimit.stackDepth)" == "a stack holds at most 256 screens above its root")
    #expect("\(NavigationLimit.presentationDepth)" == "a tab nests at most 16 presentations")
  }

  @Test func aPushBeyondTheStackLimitIsRefusedAndReported() {
    let (navigator, recorder) = makeNavigator()
    for destination in details(Self.depth) {
      navigator.push(destination)
    }
    #expect(navigator.path.count == Self.depth)

    navigator.push(Alpha.detail("beyond"), transition: .zoom(sourceID: "x"))

    #expect(navigator.path.count == Self.depth)
    #expect(navigator.path.last == Alpha.detail("\(Self.depth - 1)"))
    #expect(
      recorder.events.last
        == .navigationRefusedAtLimit(
          Alpha.detail("beyond"), limit: .stackDepth, scope: .tab("alpha")))
    #expect(
      recorder.events.last?.description
        == #"alpha: refused alpha.detail(id: "beyond"): a stack holds at most 256 screens"#
        + " above its root")
  }

  @Test func manyDestinationsAtOnceBeyondTheLimitAreRefusedWhole() {
    let (navigator, recorder) = makeNavigator()
    navigator.push(contentsOf: details(Self.depth - 1))

    navigator.push(contentsOf: [Alpha.detail("a"), Alpha.detail("b")])
    navigator.setPath(details(Self.depth + 1))
    navigator.setPath(details(Self.depth + 5, from: 1000))

    #expect(navigator.path == details(Self.depth - 1))
    #expect(
      recorder.events.suffix(3) == [
        .navigationRefusedAtLimit(Alpha.detail("b"), limit: .stackDepth, scope: .tab("alpha")),
        .navigationRefusedAtLimit(
          Alpha.detail("\(Self.depth)"), limit: .stackDepth, scope: .tab("alpha")),
        .navigationRefusedAtLimit(
          Alpha.detail("\(1000 + Self.depth)"), limit: .stackDepth, scope: .tab("alpha")),
      ])
    navigator.push(contentsOf: [Alpha.detail("last")])
    #expect(navigator.path.count == Self.depth)
  }

  @Test func aPresentationNestedBeyondTheLimitIsRefusedAndReported() throws {
    let (navigator, recorder) = makeNavigator()
    var innermost = navigator
    for index in 0..<Self.nesting {
      innermost.present(Alpha.detail("\(index)"), as: .sheet)
      innermost = try #require(innermost.presentation?.navigator)
    }
    #expect(navigator.presentations.count == Self.nesting)

    innermost.present(Alpha.detail("beyond"), as: .fullScreenCover)

    #expect(innermost.presentation == nil)
    #expect(navigator.presentations.count == Self.nesting)
    #expect(
      recorder.events.last
        == .navigationRefusedAtLimit(
          Alpha.detail("beyond"), limit: .presentationDepth, scope: innermost.scope))
    // Presenting anew from a stack within the limit replaces its presentation, as before.
    navigator.present(Alpha.detail("fresh"), as: .sheet)
    #expect(navigator.presentations.count == 1)
  }

  @Test func anIntentBeyondALimitNavigatesNowhereAndSaysWhy() throws {
    let (app, recorder) = try makeApp()
    let alpha = app.tabs.navigators[0]
    alpha.push(contentsOf: details(Self.depth))

    let outcome = app.send(AlphaIntents(.push).showBetaDetail, ShowBetaDetail(id: "1"))

    let reason = "a stack holds at most 256 screens above its root"
    #expect(outcome == .unchanged(reason: reason))
    #expect(alpha.path.count == Self.depth)
    #expect(
      recorder.events.last
        == .intentUnhandled(
          SentIntent(
            intent: ShowBetaDetail(id: "1"), destination: Beta.detail("1"), presentation: .push),
          reason: reason))

    var innermost = alpha
    for index in 0..<Self.nesting {
      innermost.present(Alpha.detail("\(index)"), as: .sheet)
      innermost = try #require(innermost.presentation?.navigator)
    }
    let presented = app.send(
      AlphaIntents(.present(.sheet)).showBetaDetail, ShowBetaDetail(id: "2"))
    #expect(presented == .unchanged(reason: "a tab nests at most 16 presentations"))
    #expect(innermost.presentation == nil)
  }

  @Test func aGatedPushBeyondTheLimitIsRefusedAtOnceNotKeptForLogin() throws {
    let (app, recorder) = try makeApp(isLoggedIn: false)
    let alpha = app.tabs.navigators[0]
    alpha.push(contentsOf: details(Self.depth))

    app.perform(.push(Alpha.edit("gated")))

    #expect(app.waitingForLogin == nil)
    #expect(
      recorder.events.last
        == .navigationRefusedAtLimit(Alpha.edit("gated"), limit: .stackDepth, scope: .tab("alpha")))
    _ = app.logIn()
    #expect(alpha.path.count == Self.depth)
    #expect(alpha.path.last == Alpha.detail("\(Self.depth - 1)"))
  }

  @Test func aLinkBuildingAStackBeyondTheLimitIsRejected() throws {
    let route = DeepLinkRoute<AlphaDestination>("alpha/deep/{count}") { parameters in
      let count = Int(parameters["count"]) ?? 0
      return [.list] + (0..<count).map { .detail(id: "\($0)") }
    } parameters: { _ in
      nil
    }
    let app = try AppNavigator(
      router: try DeepLinkRouter(
        policy: DeepLinkPolicy(scheme: "myapp"), sources: [.routes([route])]),
      tabs: [NavigationTab("alpha", root: AlphaDestination.list)])

    // The tab's root, named first, is not part of the stack: 256 above it fit.
    #expect(app.open(.link("myapp://alpha/deep/256")) == .navigated(try #require(match(app, 256))))
    #expect(app.tabs.navigators[0].path.count == Self.depth)

    let outcome = app.open(.link("myapp://alpha/deep/257"))

    #expect(
      outcome == .rejected(url: "myapp://alpha/deep/257", reason: .beyondLimit(.stackDepth)))
    #expect(
      "\(DeepLinkRejection.beyondLimit(.stackDepth))"
        == "the link goes too deep: a stack holds at most 256 screens above its root")
    #expect(app.tabs.navigators[0].path.count == Self.depth)
  }

  private func match(_ app: AppNavigator, _ count: Int) -> DeepLinkMatch? {
    try? app.router.match("myapp://alpha/deep/\(count)")
  }

  /// A snapshot made in code, deeper than a file may be, restores up to the limits; the rest
  /// is reported.
  @Test func restoringASnapshotBeyondTheLimitsKeepsWhatFits() throws {
    let (app, _) = try makeApp()
    let sheets = (0..<Self.nesting + 2).map {
      NavigationSnapshot.Presentation(style: .sheet, root: Alpha.detail("s\($0)"))
    }
    let snapshot = NavigationSnapshot(
      selectedTab: "alpha",
      tabs: [
        .init(id: "alpha", path: details(Self.depth + 3)),
        .init(id: "beta", presentations: sheets),
      ])

    let issues = app.restore(snapshot)

    #expect(
      issues == [
        .dropped(scope: "alpha", position: Self.depth, count: 3, reason: .beyondLimit(.stackDepth)),
        .dropped(
          scope: "beta" + String(repeating: "/sheet", count: Self.nesting + 1), position: 0,
          count: 2, reason: .beyondLimit(.presentationDepth)),
      ])
    #expect(app.tabs.navigators[0].path == details(Self.depth))
    #expect(app.tabs.navigators[1].presentations.count == Self.nesting)
    #expect(
      "\(issues[0])"
        == "alpha: dropped 3 destinations from position 256 and everything presented above: "
        + "a stack holds at most 256 screens above its root")
  }

  /// What the app reaches at its limits is saved and read back whole.
  @Test func anAppAtItsLimitsSavesWhatItsNextLaunchReads() throws {
    let app = try makeCodableApp()
    let shelf = app.tabs.navigators[0]
    for index in 0..<Self.depth + 1 {
      shelf.push(Shelf.box("\(index)"))
    }
    var innermost = app.tabs.navigators[1]
    for index in 0..<Self.nesting + 1 {
      innermost.present(Shelf.box("s\(index)"), as: .sheet)
      innermost = innermost.presentation?.navigator ?? innermost
    }
    let coder = try makeCoder()  // the app has no features: its own coder knows no types

    let (data, writeIssues) = coder.encode(app.snapshot)
    let (read, readIssues) = coder.decode(data)

    #expect(writeIssues == [])
    #expect(readIssues == [])
    #expect(read == app.snapshot)
    #expect(read?.tabs[0].path.count == Self.depth)
    #expect(read?.tabs[1].presentations.count == Self.nesting)
  }

  /// The coder never writes what it refuses to read: a snapshot made in code beyond the
  /// limits is written up to them, and the rest reported.
  @Test func theCoderWritesOnlyWhatItReads() throws {
    let coder = try makeCoder()
    let sheets = (0..<Self.nesting + 1).map {
      NavigationSnapshot.Presentation(
        style: .sheet, root: Shelf.box("s\($0)"), path: [Crate.open("c\($0)")])
    }
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [
        .init(id: "shelf", path: (0..<Self.depth + 2).map { Shelf.box("\($0)") }),
        .init(id: "crate", presentations: sheets),
      ])

    let (data, writeIssues) = coder.encode(snapshot)
    let (read, readIssues) = coder.decode(data)

    let deepest = "crate" + String(repeating: "/sheet", count: Self.nesting + 1)
    #expect(
      writeIssues == [
        .dropped(scope: "shelf", position: Self.depth, count: 2, reason: .beyondLimit(.stackDepth)),
        .dropped(scope: deepest, position: 0, count: 1, reason: .beyondLimit(.presentationDepth)),
      ])
    #expect(readIssues == [])
    #expect(read?.tabs[0].path == Array(snapshot.tabs[0].path.prefix(Self.depth)))
    #expect(read?.tabs[1].presentations == Array(sheets.prefix(Self.nesting)))
  }

  @Test func anAppWithMoreTabsThanASnapshotKeepsIsNotMade() {
    let tabs = (0...NavigationSnapshot.maximumTabCount).map {
      NavigationTab(TabID("t\($0)"), root: AlphaDestination.detail(id: "\($0)"))
    }

    #expect(throws: CompositionError.tooManyTabs(count: 65, limit: 64)) {
      try AppNavigator(router: try DeepLinkRouter(sources: []), tabs: tabs)
    }
  }
}
