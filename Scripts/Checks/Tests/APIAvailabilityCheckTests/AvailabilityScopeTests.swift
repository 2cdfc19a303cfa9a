import Testing

@testable import APIAvailabilityCheck

/// Which uses of toolchain APIs newer than the platforms are found, and which scopes make them
/// safe: each fixture is compiled by the real compiler and joined with the real symbol graphs.
@Suite struct AvailabilityScopeTests {
  static let toolchainUses = """
    import Synchronization

    func unguarded(_ bytes: [UInt8]) -> String? {
      String(validating: bytes, as: UTF8.self)  // expect: String.init(validating:as:) needs iOS 18 and macOS 15
    }

    func guarded(_ bytes: [UInt8]) -> String? {
      if #available(iOS 18, macOS 15, *) {
        return String(validating: bytes, as: UTF8.self)
      }
      return nil
    }

    func guardedTooLow(_ bytes: [UInt8]) -> String? {
      if #available(iOS 17.5, macOS 15, *) {
        return String(validating: bytes, as: UTF8.self)  // expect: needs iOS 18, but
      }
      return nil
    }

    func afterGuard(_ bytes: [UInt8]) -> String? {
      let early = String(validating: bytes, as: UTF8.self)  // expect: String.init(validating:as:)
      guard #available(iOS 18, macOS 15, *) else { return early }
      return String(validating: bytes, as: UTF8.self)
    }

    func unavailableBranches(_ bytes: [UInt8]) -> String? {
      if #unavailable(iOS 18, macOS 15) {
        return String(validating: bytes, as: UTF8.self)  // expect: String.init(validating:as:)
      } else {
        return String(validating: bytes, as: UTF8.self)
      }
    }

    func laterConditions(_ bytes: [UInt8]) -> Int {
      if #available(iOS 18, macOS 15, *), let text = String(validating: bytes, as: UTF8.self) {
        return text.count
      }
      return 0
    }

    func inClosure(_ bytes: [UInt8]) -> () -> String? {
      { String(validating: bytes, as: UTF8.self) }  // expect: String.init(validating:as:)
    }

    @available(iOS 18, macOS 15, *)
    func marked(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }

    @available(iOS 18, macOS 15, *)
    extension Array where Element == UInt8 {
      var text: String? { String(validating: self, as: UTF8.self) }
    }

    // No @available: an always-emitted standard-library function, and a requirement added in
    // iOS 18 whose default implementation every version has.
    func counted(_ bytes: [UInt8]) -> Int { bytes.count(where: { $0 > 127 }) }
    func multiplied(_ value: UInt64) -> UInt64 { value &* 31 }

    final class Counter: Sendable {
      let value: Mutex<Int>  // expect: Mutex needs iOS 18 and macOS 15
      init() { value = Mutex(0) }  // expect: Mutex
    }

    @available(iOS 18, macOS 15, *)
    final class NewCounter: Sendable {
      let value = Mutex(0)
    }
    """

  @Test func findsUsesOutsideAScopeThatGuaranteesThem() throws {
    var fixture = try Fixture()
    try fixture.addTarget("Uses", source: Self.toolchainUses)
    expectMarkedFindings(try fixture.findings(), fixture.expectations)
  }

  @Test func findsNothingWhenThePlatformsAreNewEnough() throws {
    var fixture = try Fixture()
    try fixture.addTarget("Uses", source: Self.toolchainUses)
    let findings = try fixture.findings(platforms: [.iOS: .init(18), .macOS: .init(15)])
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func checksOnlyThePlatformsTheManifestDeclares() throws {
    var fixture = try Fixture()
    try fixture.addTarget(
      "Uses",
      source: """
        func iOSGuarded(_ bytes: [UInt8]) -> String? {
          guard #available(iOS 18, *) else { return nil }
          return String(validating: bytes, as: UTF8.self)
        }
        func unguarded(_ bytes: [UInt8]) -> String? {
          String(validating: bytes, as: UTF8.self)  // expect: needs iOS 18, but the package supports iOS 17:
        }
        """)
    expectMarkedFindings(
      try fixture.findings(platforms: [.iOS: .init(17)]), fixture.expectations)
  }

  @Test func findsThePackagesOwnNewerDeclarationsAcrossTargets() throws {
    var fixture = try Fixture()
    try fixture.addTarget(
      "Core",
      source: """
        @available(iOS 18, macOS 15, *)
        public func newThing() -> Int { 1 }

        public func oldThing() -> Int { 0 }

        @available(iOS 18, macOS 15, *)
        public struct NewType {
          public init() {}
          public func value() -> Int { 2 }
        }

        extension Int {
          @available(iOS 26, macOS 26, *)
          public var doubled: Int { self * 2 }
        }
        """)
    try fixture.addTarget(
      "Feature",
      source: """
        import Core

        func uses() -> Int { oldThing() + newThing() }  // expect: newThing() needs iOS 18 and macOS 15
        func usesType() -> Int { NewType().value() }  // expect: NewType.init() needs
        func usesMember() -> Int { 2.doubled }  // expect: Int.doubled needs iOS 26 and macOS 26
        func guarded() -> Int {
          if #available(iOS 26, macOS 26, *) { return newThing() + 2.doubled }
          return oldThing()
        }
        """)
    expectMarkedFindings(try fixture.findings(), fixture.expectations)
  }
}
