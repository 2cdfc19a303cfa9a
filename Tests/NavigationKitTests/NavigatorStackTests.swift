import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigatorStackTests {
  @Test func pushAppendsAndReportsEachPush() {
    let (navigator, recorder) = makeNavigator()

    navigator.push(AlphaDestination.detail(id: "1"))
    navigator.push(Beta.detail("2"))

    #expect(navigator.path == [Alpha.detail("1"), Beta.detail("2")])
    #expect(navigator.current == Beta.detail("2"))
    #expect(
      recorder.events == [
        .pushed([Alpha.detail("1")], scope: .tab("alpha")),
        .pushed([Beta.detail("2")], scope: .tab("alpha")),
      ])
  }

  @Test func pushContentsOfIsOneChange() {
    let (navigator, recorder) = makeNavigator()

    navigator.push(contentsOf: [Alpha.detail("1"), Alpha.edit("1")])
    navigator.push(contentsOf: [])

    #expect(navigator.path == [Alpha.detail("1"), Alpha.edit("1")])
    #expect(
      recorder.events == [.pushed([Alpha.detail("1"), Alpha.edit("1")], scope: .tab("alpha"))])
  }

  @Test func popRemovesTheTop() {
    let (navigator, recorder) = makeNavigator()
    navigator.push(contentsOf: [Alpha.detail("1"), Alpha.edit("1")])
    _ = recorder.drain()

    #expect(navigator.pop() == Alpha.edit("1"))
    #expect(navigator.path == [Alpha.detail("1")])
    #expect(recorder.events == [.popped([Alpha.edit("1")], scope: .tab("alpha"))])
  }

  @Test func startsAtItsRootAndPoppingThereDoesNothing() {
    let (navigator, recorder) = makeNavigator()
    #expect(navigator.root == Alpha.list)
    #expect(navigator.scope == .tab("alpha"))

    #expect(navigator.pop() == nil)
    #expect(navigator.popToRoot() == [])
    #expect(navigator.path == [])
    #expect(navigator.current == Alpha.list)
    #expect(recorder.events == [])
  }

  @Test(arguments: [
    (1, [Alpha.edit("2")], [Alpha.detail("1"), Alpha.detail("2")]),
    (2, [Alpha.edit("2"), Alpha.detail("2")], [Alpha.detail("1")]),
    (3, [Alpha.edit("2"), Alpha.detail("2"), Alpha.detail("1")], []),
  ])
  func popCountPopsTopFirst(count: Int, popped: [AnyDestination], remaining: [AnyDestination]) {
    let (navigator, recorder) = makeNavigator()
    navigator.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2"), Alpha.edit("2")])
    _ = recorder.drain()

    #expect(navigator.pop(count) == popped)
    #expect(navigator.path == remaining)
    #expect(recorder.events == [.popped(popped, scope: .tab("alpha"))])
  }

  @Test(arguments: [4, 100, 0, -1, Int.min])
  func popCountOutOfRangeIsANoOp(count: Int) {
    let (navigator, recorder) = makeNavigator()
    navigator.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2"), Alpha.edit("2")])
    _ = recorder.drain()

    #expect(navigator.pop(count) == [])
    #expect(navigator.path == [Alpha.detail("1"), Alpha.detail("2"), Alpha.edit("2")])
    #expect(recorder.events == [])
  }

  @Test func popToRootClearsThePathInOneChange() {
    let (navigator, recorder) = makeNavigator()
    navigator.push(contentsOf: [Alpha.detail("1"), Alpha.edit("1")])
    _ = recorder.drain()

    #expect(navigator.popToRoot() == [Alpha.edit("1"), Alpha.detail("1")])
    #expect(navigator.path == [])
    #expect(navigator.current == Alpha.list)
    #expect(
      recorder.events == [.popped([Alpha.edit("1"), Alpha.detail("1")], scope: .tab("alpha"))])
  }

  /// A path in which `detail("1")` occurs twice.
  nonisolated static let deepPath = [
    Alpha.detail("1"), Alpha.detail("2"), Alpha.detail("1"), Alpha.edit("1"),
  ]

  @Test(arguments: [
    (Alpha.detail("1"), true, [Alpha.detail("1"), Alpha.detail("2"), Alpha.detail("1")]),
    (Alpha.detail("2"), true, [Alpha.detail("1"), Alpha.detail("2")]),
    (Alpha.edit("1"), true, deepPath),
    (Alpha.list, true, []),
    (Beta.detail("1"), false, deepPath),
    (Alpha.edit("9"), false, deepPath),
  ])
  func popToDestination(target: AnyDestination, found: Bool, remaining: [AnyDestination]) {
    let (navigator, recorder) = makeNavigator()
    navigator.push(contentsOf: Self.deepPath)
    _ = recorder.drain()

    #expect(navigator.pop(to: target) == found)
    #expect(navigator.path == remaining)
    let popped = Array(Self.deepPath.dropFirst(remaining.count).reversed())
    #expect(recorder.events == (popped.isEmpty ? [] : [.popped(popped, scope: .tab("alpha"))]))
  }

  @Test func popToATypedRootClearsThePath() {
    let (navigator, _) = makeNavigator()
    navigator.push(contentsOf: Self.deepPath)

    #expect(navigator.pop(to: AlphaDestination.list.erased))
    #expect(navigator.path == [])
    #expect(navigator.pop(to: AlphaDestination.list.erased))
  }

  @Test func aNewPathThatIsNeitherAPushNorAPopIsOnePathReplacedEvent() {
    let (navigator, recorder) = makeNavigator()
    navigator.push(Alpha.detail("1"))
    _ = recorder.drain()

    navigator.setPath([Alpha.edit("1"), Alpha.detail("2")])
    navigator.setPath([Alpha.edit("1"), Alpha.detail("2")])

    #expect(navigator.path == [Alpha.edit("1"), Alpha.detail("2")])
    let from = [Alpha.detail("1")]
    let to = [Alpha.edit("1"), Alpha.detail("2")]
    #expect(recorder.events == [.pathReplaced(from: from, to: to, scope: .tab("alpha"))])
  }

  /// What `NavigationStack` sets (through `AppNavigator.setPath(_:of:)`) is reported by its
  /// difference from the path before.
  @Test func followingThePathReportsPopPushOrReplace() {
    let (navigator, recorder) = makeNavigator()

    navigator.setPath([Alpha.detail("1"), Alpha.detail("2")])
    navigator.setPath([Alpha.detail("1")])
    navigator.setPath([Alpha.detail("1")])
    navigator.setPath([Beta.home])
    navigator.setPath([Beta.home, Alpha.edit("1"), Alpha.detail("2")])
    navigator.setPath([])

    #expect(navigator.path == [])
    #expect(
      recorder.events == [
        .pushed([Alpha.detail("1"), Alpha.detail("2")], scope: .tab("alpha")),
        .popped([Alpha.detail("2")], scope: .tab("alpha")),
        .pathReplaced(from: [Alpha.detail("1")], to: [Beta.home], scope: .tab("alpha")),
        .pushed([Alpha.edit("1"), Alpha.detail("2")], scope: .tab("alpha")),
        .popped([Alpha.detail("2"), Alpha.edit("1"), Beta.home], scope: .tab("alpha")),
      ])
  }
}
