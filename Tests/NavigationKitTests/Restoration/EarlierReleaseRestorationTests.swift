import Foundation
import NavigationKit
import Testing

/// A state file written by the sample app's current release, restored by later releases that
/// renamed, moved and removed cases and declared it.
@Suite struct EarlierReleaseRestorationTests {
  typealias Next = NextRelease.OrdersDestination

  /// The fixture as the current release reads it: every destination, no issue.
  func currentSnapshot() throws -> NavigationSnapshot {
    var codecs = DestinationCodecRegistry()
    try codecs.register(CurrentRelease.OrdersDestination.self)
    try codecs.register(CurrentRelease.CatalogDestination.self)
    let (snapshot, issues) = NavigationSnapshotCoder(codecs: codecs).decode(
      try currentReleaseStateFile())
    #expect(issues == [])
    return try #require(snapshot)
  }

  @Test func theCurrentReleaseReadsItsOwnFileWhole() throws {
    let snapshot = try currentSnapshot()

    #expect(
      snapshot.tabs.map(\.path) == [
        [
          CurrentRelease.OrdersDestination.detail(orderId: "A-1").erased,
          CurrentRelease.OrdersDestination.tracking(orderId: "A-1").erased,
        ],
        [
          CurrentRelease.CatalogDestination.grid(categoryId: "kitchen").erased,
          CurrentRelease.CatalogDestination.productDetail(productId: "P-100").erased,
        ],
      ])
    #expect(
      snapshot.tabs[0].presentations.map(\.root) == [
        CurrentRelease.OrdersDestination.reportProblem(orderId: "A-1").erased
      ])
  }

  @Test func theNextReleaseMapsEachChangedCaseAndReportsIt() throws {
    // The current release's state with each destination as the next release has it.
    var expected = try currentSnapshot()
    expected.tabs[0].path = [
      Next.detail(orderId: "A-1").erased, Next.shipment(orderId: "A-1").erased,
    ]
    expected.tabs[0].presentations[0].root = Next.list.erased
    expected.tabs[1].path = [
      NextRelease.CatalogDestination.grid(categoryId: "kitchen").erased,
      Next.product(productId: "P-100").erased,
    ]

    let (snapshot, issues) = try NextRelease.coder().decode(try currentReleaseStateFile())

    // Everything else, the sheet's options and the zoom transition too, is kept as stored.
    #expect(snapshot == expected)
    #expect(
      issues == [
        .mapped(
          scope: "orders[1]",
          mapping: .renamed(type: ordersKey, stored: "tracking", current: "shipment")),
        .mapped(
          scope: "orders/presentations[0]/root",
          mapping: .removed(type: ordersKey, stored: "reportProblem", landing: Next.list.erased)),
        .mapped(
          scope: "catalog[1]",
          mapping: .moved(
            type: catalogKey, stored: "productDetail", currentType: ordersKey, current: "product")
        ),
      ])
    #expect(
      issues.map(\.description) == [
        #"orders[1]: "tracking" of orders.OrdersDestination was restored as "shipment", "#
          + "renamed since an earlier release",
        #"orders/presentations[0]/root: "reportProblem" of orders.OrdersDestination was "#
          + "restored as orders.list, removed since an earlier release",
        #"catalog[1]: "productDetail" of catalog.CatalogDestination was restored as "product" "#
          + "of orders.OrdersDestination, moved since an earlier release",
      ])
  }

  @Test func aMappedStateIsSavedInTheNewShapeAndReadsBackWithoutIssues() throws {
    let coder = try NextRelease.coder()
    let snapshot = try #require(coder.decode(try currentReleaseStateFile()).snapshot)

    let (data, encodeIssues) = coder.encode(snapshot)
    let (again, issues) = coder.decode(data)

    #expect(encodeIssues == [])
    #expect(issues == [])
    #expect(again == snapshot)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#"{"shipment":{"orderId":"A-1"}}"#))
    #expect(!text.contains("tracking") && !text.contains("reportProblem"))
  }

  @Test func aSnapshotOfTheReleaseItselfDecodesExactlyAsWithoutDeclarations() throws {
    let snapshot = NavigationSnapshot(
      selectedTab: "orders",
      tabs: [
        .init(
          id: "orders",
          path: [Next.detail(orderId: "A-1").erased, Next.shipment(orderId: "A-1").erased],
          presentations: [.init(style: .sheet, root: Next.product(productId: "P-1").erased)])
      ])
    let coder = try NextRelease.coder()
    let (data, _) = coder.encode(snapshot)

    #expect(coder.decode(data).snapshot == snapshot)
    #expect(coder.decode(data).issues == [])
  }

  @Test func aChainOfRenamesAppliesInOrderAndReportsEachStep() throws {
    var codecs = DestinationCodecRegistry()
    try codecs.register(ReleaseAfterNext.OrdersDestination.self)

    let (snapshot, issues) = NavigationSnapshotCoder(codecs: codecs).decode(
      ordersDocument([
        stored(ordersKey, #"{"tracking":{"orderId":"A-1"}}"#),
        stored(ordersKey, #"{"shipment":{"orderId":"A-2"}}"#),
      ]))

    #expect(
      snapshot?.tabs.first?.path == [
        ReleaseAfterNext.OrdersDestination.delivery(orderId: "A-1").erased,
        ReleaseAfterNext.OrdersDestination.delivery(orderId: "A-2").erased,
      ])
    #expect(
      issues == [
        .mapped(
          scope: "orders[0]",
          mapping: .renamed(type: ordersKey, stored: "tracking", current: "shipment")),
        .mapped(
          scope: "orders[0]",
          mapping: .renamed(type: ordersKey, stored: "shipment", current: "delivery")),
        .mapped(
          scope: "orders[1]",
          mapping: .renamed(type: ordersKey, stored: "shipment", current: "delivery")),
      ])
  }

  @Test func aCaseMovedFromATypeNoLongerInstalledIsRestoredAndItsOtherCasesDroppedAsToday()
    throws
  {
    var codecs = DestinationCodecRegistry()
    try codecs.register(Next.self)
    let coder = NavigationSnapshotCoder(codecs: codecs)

    let moved = coder.decode(
      ordersDocument([stored(catalogKey, #"{"productDetail":{"productId":"P-7"}}"#)]))
    let unmapped = coder.decode(
      ordersDocument([
        stored(catalogKey, #"{"grid":{"categoryId":"kitchen"}}"#),
        stored(catalogKey, #"{"productDetail":{"productId":"P-7"}}"#),
      ]))

    #expect(moved.snapshot?.tabs.first?.path == [Next.product(productId: "P-7").erased])
    #expect(
      moved.issues == [
        .mapped(
          scope: "orders[0]",
          mapping: .moved(
            type: catalogKey, stored: "productDetail", currentType: ordersKey, current: "product"))
      ])
    #expect(unmapped.snapshot?.tabs.first?.path == [])
    #expect(
      unmapped.issues == [
        .dropped(scope: "orders", position: 0, count: 2, reason: .unknownType(catalogKey))
      ])
  }

  @Test func whatNoChangeMapsIsDroppedAndReportedAsToday() throws {
    let coder = try NextRelease.coder()
    let cases = [
      // A case no change names.
      #"{"refund":{"orderId":"A-1"}}"#,
      // A renamed case whose values no longer fit the new case.
      #"{"tracking":{"parcel":"P-1"}}"#,
      // Two cases at once, a list, a number: not a stored case at all.
      #"{"tracking":{"orderId":"A-1"},"refund":{}}"#, #"["tracking"]"#, "7",
      // The new name of a case, with values it does not take.
      #"{"shipment":{"orderId":7}}"#,
    ]

    for value in cases {
      let (snapshot, issues) = coder.decode(
        ordersDocument([stored(ordersKey, #"{"list":{}}"#), stored(ordersKey, value)]))

      #expect(snapshot?.tabs.first?.path == [Next.list.erased], "\(value)")
      #expect(
        issues == [
          .dropped(
            scope: "orders", position: 1, count: 1, reason: .undecodableValue(ordersKey))
        ], "\(value)")
    }
  }

  @Test func aRemovedCaseLandsOnItsDestinationWhateverItsStoredValues() throws {
    let (snapshot, issues) = try NextRelease.coder().decode(
      ordersDocument([stored(ordersKey, #"{"reportProblem":{"orderId":["\u0000",{"a":null}]}}"#)]))

    #expect(snapshot?.tabs.first?.path == [Next.list.erased])
    #expect(
      issues == [
        .mapped(
          scope: "orders[0]",
          mapping: .removed(type: ordersKey, stored: "reportProblem", landing: Next.list.erased))
      ])
  }

  @Test func aCaseOfAnEnumWithRawValuesIsRenamedByItsStoredRawValue() throws {
    var codecs = DestinationCodecRegistry()
    try codecs.register(ModeDestination.self)

    let (snapshot, issues) = NavigationSnapshotCoder(codecs: codecs).decode(
      ordersDocument([stored("modes.ModeDestination", #""compact""#)]))

    #expect(snapshot?.tabs.first?.path == [ModeDestination.dense.erased])
    #expect(
      issues == [
        .mapped(
          scope: "orders[0]",
          mapping: .renamed(type: "modes.ModeDestination", stored: "compact", current: "dense"))
      ])
  }
}

/// A destination enum with raw values, stored as its raw value.
enum ModeDestination: String, NavigationDestination, Codable {
  case dense
  case wide

  static let moduleName = "modes"
  var access: AccessPolicy { .open }
  static var changesSinceEarlierReleases: [DestinationChange<Self>] {
    [.renamed("compact", to: "dense")]
  }
}

/// A destination restored through a declared change passes every check a restored destination
/// passes.
@MainActor
@Suite struct EarlierReleaseAccessTests {
  typealias Next = NextRelease.OrdersDestination

  func makeApp(loggedIn: Bool) throws -> AppNavigator {
    try AppNavigator(
      router: try DeepLinkRouter(sources: []),
      tabs: [
        NavigationTab("orders", root: Next.list),
        NavigationTab("catalog", root: NextRelease.CatalogDestination.grid(categoryId: nil)),
      ], isLoggedIn: loggedIn)
  }

  @Test func aMappedDestinationThatNeedsLoginIsDroppedWhileLoggedOut() throws {
    let app = try makeApp(loggedIn: false)
    let snapshot = try #require(
      try NextRelease.coder().decode(try currentReleaseStateFile()).snapshot)

    let issues = app.restore(snapshot)

    #expect(issues == [.dropped(scope: "orders", position: 1, count: 1, reason: .needsLogin)])
    #expect(app.snapshot.tabs.first?.path == [Next.detail(orderId: "A-1").erased])
    #expect(app.snapshot.tabs.first?.presentations == [])
  }

  @Test func aMappedDestinationCarryingAnInvalidValueIsRefused() throws {
    let app = try makeApp(loggedIn: true)
    let (snapshot, decodeIssues) = try NextRelease.coder().decode(
      ordersDocument([
        stored(ordersKey, #"{"detail":{"orderId":"A-1"}}"#),
        stored(ordersKey, #"{"tracking":{"orderId":"..\/..\/etc"}}"#),
      ]))

    let issues = app.restore(try #require(snapshot))

    #expect(
      decodeIssues == [
        .mapped(
          scope: "orders[1]",
          mapping: .renamed(type: ordersKey, stored: "tracking", current: "shipment"))
      ])
    #expect(
      issues == [
        .dropped(scope: "orders", position: 1, count: 1, reason: .invalidValue("orderId"))
      ])
    #expect(app.snapshot.tabs.first?.path == [Next.detail(orderId: "A-1").erased])
  }
}

/// Members of a mapped value that the current case does not keep are reported, as they are for
/// any stored value.
@Suite struct EarlierReleaseUnknownMemberTests {
  @Test func membersARenamedCaseNoLongerKeepsAreReportedUnderItsNewName() throws {
    let (snapshot, issues) = try NextRelease.coder().decode(
      ordersDocument([stored(ordersKey, #"{"tracking":{"carrier":"Parcelo","orderId":"A-1"}}"#)]))

    #expect(
      snapshot?.tabs.first?.path == [NextRelease.OrdersDestination.shipment(orderId: "A-1").erased])
    #expect(
      issues == [
        .unknownKeys(scope: "orders[0]/value/shipment", keys: ["carrier"]),
        .mapped(
          scope: "orders[0]",
          mapping: .renamed(type: ordersKey, stored: "tracking", current: "shipment")),
      ])
  }

  @Test func theValuesOfARemovedCaseAreNotReadSoNotReported() throws {
    let (_, issues) = try NextRelease.coder().decode(
      ordersDocument([stored(ordersKey, #"{"reportProblem":{"orderId":"A-1","note":"late"}}"#)]))

    #expect(
      issues == [
        .mapped(
          scope: "orders[0]",
          mapping: .removed(
            type: ordersKey, stored: "reportProblem",
            landing: NextRelease.OrdersDestination.list.erased))
      ])
  }
}
