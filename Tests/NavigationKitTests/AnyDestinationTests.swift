import Testing

@testable import NavigationKit

@Suite struct AnyDestinationTests {
  @Test func sameCaseInTwoModulesIsUnequal() {
    let alpha = AnyDestination(AlphaDestination.detail(id: "123"))
    let beta = AnyDestination(BetaDestination.detail(id: "123"))

    #expect(alpha != beta)
    #expect(Set([alpha, beta]).count == 2)
    #expect(Set([alpha, beta]) == [Alpha.detail("123"), Beta.detail("123")])
  }

  @Test func sameModuleAndValueIsEqualWithEqualHash() {
    let first = AnyDestination(AlphaDestination.detail(id: "123"))
    let second = AlphaDestination.detail(id: "123").erased

    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    #expect(first != Alpha.detail("124"))
    #expect(first != Alpha.edit("123"))
  }

  @Test func aTypeClaimingAnotherModulesNameIsStillUnequal() {
    let impostor = AnyDestination(ImpostorDestination.detail(id: "1"))

    #expect(impostor.moduleName == Alpha.detail("1").moduleName)
    #expect(impostor != Alpha.detail("1"))
  }

  @Test func unwrapsToItsOwnTypeOnly() {
    let destination = AnyDestination(AlphaDestination.detail(id: "123"))

    #expect(destination.as(AlphaDestination.self) == .detail(id: "123"))
    #expect(destination.as(BetaDestination.self) == nil)
    #expect(destination.as(ImpostorDestination.self) == nil)
    #expect(
      ObjectIdentifier(destination.destinationType) == ObjectIdentifier(AlphaDestination.self))
    #expect(destination.moduleName == "alpha")
  }

  @Test(
    arguments: [
      (AlphaDestination.detail(id: "123").erased, #"alpha.detail(id: "123")"#),
      (AlphaDestination.list.erased, "alpha.list"),
      (BetaDestination.detail(id: "123").erased, #"beta.detail(id: "123")"#),
      (BetaDestination.home.erased, "beta.home"),
    ]
  )
  func descriptionIsModuleDotValue(destination: AnyDestination, expected: String) {
    #expect(destination.description == expected)
    #expect("\(destination)" == expected)
  }

  @Test func idIsStableAndEqualForEqualValues() {
    let destination = Alpha.detail("123")

    #expect(destination.id == destination.id)
    #expect(destination.id == Alpha.detail("123").id)
    #expect(destination.id != Beta.detail("123").id)
  }

  @Test func wrappingAnErasedDestinationDoesNotWrapTwice() {
    let once = AnyDestination(AlphaDestination.detail(id: "123"))
    let twice = AnyDestination(once)

    #expect(twice == once)
    #expect(ObjectIdentifier(twice.destinationType) == ObjectIdentifier(AlphaDestination.self))
    #expect(twice.as(AlphaDestination.self) == .detail(id: "123"))
    #expect(twice.base is AlphaDestination)
    #expect(twice.description == #"alpha.detail(id: "123")"#)
  }

  @Test func crossesConcurrencyDomains() async {
    let destination = Alpha.detail("123")

    let received = await Task.detached { destination }.value

    #expect(received == destination)
    #expect(received.as(AlphaDestination.self) == .detail(id: "123"))
  }
}
