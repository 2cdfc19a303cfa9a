import Foundation
import NavigationKit
import Testing

/// Declarations of changes since earlier releases that are invalid or conflict: composition
/// errors naming the fix, thrown before any state is restored through them.
@MainActor
@Suite struct DestinationChangeDeclarationTests {
  func problems(registering types: [any (NavigationDestination & Codable).Type]) -> [String]? {
    var codecs = DestinationCodecRegistry()
    do throws(CompositionError) {
      for type in types { try codecs.register(type) }
      return nil
    } catch {
      guard case .destinationChanges(let problems) = error else { return ["\(error)"] }
      return problems
    }
  }

  @Test func emptyNamesAreRefused() {
    let fix = "a name is empty: give each case, and a type's key, as an earlier release stored it"
    #expect(
      problems(registering: [Declared.EmptyNames.self]) == [
        #"decl.EmptyNames declares .renamed("", to: "a"): \#(fix)"#,
        #"decl.EmptyNames declares .moved(fromType: "", case: "b", to: "a"): \#(fix)"#,
        #"decl.EmptyNames declares .removed("", landingOn: decl.a): \#(fix)"#,
      ])
  }

  @Test func aCaseRenamedToItselfIsRefused() {
    #expect(
      problems(registering: [Declared.SelfRename.self]) == [
        #"decl.SelfRename declares .renamed("a", to: "a"): it renames a case to itself: "#
          + "remove the declaration"
      ])
  }

  @Test func aStoredCaseDeclaredTwiceIsRefusedNamingTheFirstDeclaration() {
    let first = #"decl.Twice declares .renamed("old", to: "a")"#
    let fix = "declare each case an earlier release stored once"
    #expect(
      problems(registering: [Declared.Twice.self]) == [
        #"decl.Twice declares .renamed("old", to: "b"): case "old" of decl.Twice is declared "#
          + "already (\(first)); \(fix)",
        #"decl.Twice declares .removed("old", landingOn: decl.a): case "old" of decl.Twice is "#
          + "declared already (\(first)); \(fix)",
      ])
  }

  @Test func renamesInACircleAreRefused() {
    #expect(
      problems(registering: [Declared.Circle.self]) == [
        "the changes lead in a circle, decl.Circle.a → decl.Circle.b → decl.Circle.a: "
          + "remove one, so that each chain ends at a case of the current release"
      ])
  }

  @Test func aMoveFromTheTypeItselfIsARename() {
    #expect(
      problems(registering: [Declared.MovedFromItself.self]) == [
        #"decl.MovedFromItself declares .moved(fromType: "decl.MovedFromItself", case: "x", "#
          + #"to: "a"): it moves a case from its own type: declare .renamed("x", to: "a") "#
          + "instead"
      ])
  }

  @Test func twoTypesClaimingOneMovedCaseConflict() {
    #expect(
      problems(registering: [Declared.FirstClaim.self, Declared.SecondClaim.self]) == [
        #"decl.SecondClaim declares .moved(fromType: "gone.Gone", case: "x", to: "a"): "#
          + #"case "x" of gone.Gone is declared already (decl.FirstClaim declares "#
          + #".moved(fromType: "gone.Gone", case: "x", to: "a")); declare each case an "#
          + "earlier release stored once"
      ])
  }

  @Test func movesInACircleAcrossTypesAreRefused() {
    #expect(
      problems(registering: [Declared.Ping.self, Declared.Pong.self]) == [
        "the changes lead in a circle, decl.Ping.a → decl.Pong.a → decl.Ping.a: "
          + "remove one, so that each chain ends at a case of the current release"
      ])
  }

  @Test func aLandingThatDoesNotEncodeIsRefused() {
    #expect(
      problems(registering: [Declared.Unwritable.self]) == [
        #"decl.Unwritable declares .removed("gauge", landingOn: decl.scale(nan)): the "#
          + "destination it lands on does not encode: land on a destination whose values "
          + "JSONEncoder writes"
      ])
  }

  @Test func aRefusedTypeRegistersNothingAndKeepsWhatWasDeclaredBefore() throws {
    var codecs = DestinationCodecRegistry()
    try codecs.register(Declared.FirstClaim.self)

    #expect(throws: CompositionError.self) { try codecs.register(Declared.Twice.self) }
    #expect(throws: CompositionError.self) { try codecs.register(Declared.SecondClaim.self) }

    #expect(codecs.keys == ["decl.FirstClaim"])
    let (snapshot, issues) = NavigationSnapshotCoder(codecs: codecs).decode(
      ordersDocument([stored("gone.Gone", #"{"x":{}}"#)]))
    #expect(snapshot?.tabs.first?.path == [Declared.FirstClaim.a.erased])
    #expect(
      issues == [
        .mapped(
          scope: "orders[0]",
          mapping: .moved(
            type: "gone.Gone", stored: "x", currentType: "decl.FirstClaim", current: "a"))
      ])
  }

  @Test func aTypeThatIsNotCodableCannotDeclareChanges() throws {
    let expected = CompositionError.destinationChanges([
      "decl.Uncodable declares changes since earlier releases but is not Codable, so nothing "
        + "of it is restored: make it conform to Codable, or remove the declarations"
    ])
    let module = FeatureModule.text(UncodableResolver())

    #expect(throws: expected) { try NavigationComposition().install(module) }
    #expect(throws: expected) { try NavigationSnapshotCoder(features: [module]) }
  }

  @Test func theAppRefusesToStartNamingEveryProblem() {
    #expect {
      try AppNavigator(
        features: [FeatureModule.text(TwiceResolver())],
        tabs: [NavigationTab("decl", root: Declared.Twice.a)])
    } throws: { error in
      "\(error)"
        == """
        invalid composition: invalid changes since earlier releases (2 problems):
          - decl.Twice declares .renamed("old", to: "b"): case "old" of decl.Twice is declared \
        already (decl.Twice declares .renamed("old", to: "a")); declare each case an earlier \
        release stored once
          - decl.Twice declares .removed("old", landingOn: decl.a): case "old" of decl.Twice \
        is declared already (decl.Twice declares .renamed("old", to: "a")); declare each case \
        an earlier release stored once
        """
    }
  }

  @Test func soundDeclarationsCompose() throws {
    let app = try AppNavigator(
      features: [FeatureModule.text(TwiceResolver.Sound())],
      tabs: [NavigationTab("decl", root: Declared.Sound.a)])

    #expect(app.snapshotCoder.codecs.keys == ["decl.Sound"])
  }
}

/// Destination types of a module "decl", each declaring changes for one test.
enum Declared {
  enum EmptyNames: NavigationDestination, Codable {
    case a
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [
        .renamed("", to: "a"), .moved(fromType: "", case: "b", to: "a"),
        .removed("", landingOn: .a),
      ]
    }
  }

  enum SelfRename: NavigationDestination, Codable {
    case a
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] { [.renamed("a", to: "a")] }
  }

  enum Twice: NavigationDestination, Codable {
    case a, b
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.renamed("old", to: "a"), .renamed("old", to: "b"), .removed("old", landingOn: .a)]
    }
  }

  enum Circle: NavigationDestination, Codable {
    case c
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.renamed("a", to: "b"), .renamed("b", to: "a")]
    }
  }

  enum MovedFromItself: NavigationDestination, Codable {
    case a
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.moved(fromType: "decl.MovedFromItself", case: "x", to: "a")]
    }
  }

  enum FirstClaim: NavigationDestination, Codable {
    case a
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.moved(fromType: "gone.Gone", case: "x", to: "a")]
    }
  }

  enum SecondClaim: NavigationDestination, Codable {
    case a
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.moved(fromType: "gone.Gone", case: "x", to: "a")]
    }
  }

  enum Ping: NavigationDestination, Codable {
    case b
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.moved(fromType: "decl.Pong", case: "a", to: "a")]
    }
  }

  enum Pong: NavigationDestination, Codable {
    case b
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.moved(fromType: "decl.Ping", case: "a", to: "a")]
    }
  }

  enum Unwritable: NavigationDestination, Codable {
    case scale(Double)
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.removed("gauge", landingOn: .scale(.nan))]
    }
  }

  enum Uncodable: NavigationDestination {
    case a
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] { [.renamed("b", to: "a")] }
  }

  /// A type whose changes are sound: a rename, a chain through it, a removal, a move.
  enum Sound: NavigationDestination, Codable {
    case a, b
    static let moduleName = "decl"
    var access: AccessPolicy { .open }
    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [
        .renamed("first", to: "second"), .renamed("second", to: "a"), .removed("c", landingOn: .b),
        .moved(fromType: "gone.Gone", case: "x", to: "b"),
      ]
    }
  }
}

struct UncodableResolver: DestinationResolver {
  func resolve(_ destination: Declared.Uncodable) -> String { "\(destination)" }
}

struct TwiceResolver: DestinationResolver {
  func resolve(_ destination: Declared.Twice) -> String { "\(destination)" }

  struct Sound: DestinationResolver {
    func resolve(_ destination: Declared.Sound) -> String { "\(destination)" }
  }
}
