import Testing

@testable import NavigationKit

@Suite struct AccessPolicyTests {
  @Test func openAndGatedPolicies() {
    #expect(!AccessPolicy.open.requiresLogin)
    #expect(AccessPolicy.loginRequired.requiresLogin)
    #expect(AccessPolicy.open.values.isEmpty)
    #expect(AccessPolicy.loginRequired(.identifier("id", "A-1")).values.count == 1)
  }

  @Test(arguments: [
    (AccessPolicy.identifier("id", "A-1"), true),
    (.identifier("id", nil), true),
    (.identifier("id", ""), false),
    (.identifier("id", "../etc"), false),
    (.identifier("id", String(repeating: "a", count: 65)), false),
    (.text("q", "chef knife"), true),
    (.text("q", "x\u{202E}"), false),
    (.text("q", "zero\u{200B}width"), false),
    (.text("q", "abcd", maximumLength: 3), false),
    (.integer("page", 3, in: 1...9), true),
    (.integer("page", 10, in: 1...9), false),
    (.integer("page", nil, in: 1...9), true),
  ])
  func aValueIsCheckedAgainstItsKind(value: AccessPolicy, valid: Bool) {
    #expect(value.values.count == 1)
    #expect(value.values.allSatisfy(\.isValid) == valid)
    #expect((value.invalidValue == nil) == valid)
    #expect(!value.requiresLogin)
  }

  @Test func oneTwoOrManyValuesAreKeptAndCheckedInOrder() {
    let ok = AccessPolicy.identifier("ok", "A-1")
    let bad = AccessPolicy.identifier("bad", "not ok")
    let okValue = CheckedValue("ok", "A-1", kind: .identifier)
    let badValue = CheckedValue("bad", "not ok", kind: .identifier)
    #expect(ok == AccessPolicy(requiresLogin: false, values: [okValue]))
    #expect(AccessPolicy.open(ok) == ok)
    #expect(AccessPolicy.open(bad).invalidValue == badValue)
    #expect(AccessPolicy.open(ok, bad).invalidValue == badValue)
    #expect(AccessPolicy.loginRequired(bad, ok).invalidValue == badValue)
    #expect(AccessPolicy.open(ok, ok).invalidValue == nil)
    #expect(AccessPolicy.open(ok, ok, bad).invalidValue == badValue)
    #expect(AccessPolicy.open(ok, bad, ok).invalidValue == badValue)
    #expect(AccessPolicy.open(ok, ok, ok).invalidValue == nil)
    #expect(AccessPolicy.open(ok, ok, ok, bad).invalidValue == badValue)
    #expect(AccessPolicy.open(ok, bad).values == [okValue, badValue])
    #expect(AccessPolicy.open(ok, bad, ok).values == [okValue, badValue, okValue])
    #expect(
      AccessPolicy.open(ok, bad, ok)
        == AccessPolicy(requiresLogin: false, values: [okValue, badValue, okValue]))
    let single: AccessPolicy = .loginRequired(ok)
    #expect(AccessPolicy(requiresLogin: true, values: [okValue]) == single)
    #expect(
      AccessPolicy(requiresLogin: false, values: [okValue, badValue, okValue]).values
        == [okValue, badValue, okValue])
  }

  @Test func aPolicyMadeOfAGatedOneStaysGated() {
    let gated = AccessPolicy.loginRequired(.identifier("id", "A-1"))
    #expect(AccessPolicy.open(gated).requiresLogin)
    #expect(AccessPolicy.open(.identifier("a", "ok"), gated).requiresLogin)
    #expect(AccessPolicy.open(gated, .identifier("a", "ok")).values.map(\.name) == ["id", "a"])
  }

  @Test func theFirstInvalidValueIsNamed() {
    let policy = AccessPolicy.open(
      .identifier("a", "ok"), .identifier("b", "not ok"), .identifier("c", "also/bad"))
    #expect(policy.invalidValue?.name == "b")
    #expect(AccessPolicy.open(.identifier("a", "ok")).invalidValue == nil)
  }

  @Test func policiesDescribeThemselves() {
    #expect(AccessPolicy.open.description == "open")
    #expect(
      AccessPolicy.loginRequired(.identifier("orderId", "A-1"), .integer("n", 1, in: 1...2))
        .description == "login required (orderId: identifier, n: integer(1...2))")
  }

  @Test func anErasedDestinationHasItsPolicy() {
    #expect(GuardedDestination.vault(id: "V-1").erased.access.requiresLogin)
    #expect(GuardedDestination.lobby.erased.access == .open)
  }
}

/// A destination with a gated case, for the policy's tests.
enum GuardedDestination: NavigationDestination, Codable {
  case lobby
  case vault(id: String)

  static let moduleName = "guarded"

  var access: AccessPolicy {
    switch self {
    case .lobby: .open
    case .vault(let id): .loginRequired(.identifier("id", id))
    }
  }
}
