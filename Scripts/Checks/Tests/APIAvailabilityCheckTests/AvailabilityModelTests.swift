import Testing

@testable import APIAvailabilityCheck

/// Versions, availability arithmetic and type names, without the compiler.
@Suite struct AvailabilityModelTests {
  @Test(arguments: [
    ("17", PlatformVersion(17)), ("17.0", PlatformVersion(17)), ("18.2", PlatformVersion(18, 2)),
    ("10.15.4", PlatformVersion(10, 15, 4)),
  ])
  func readsVersions(_ text: String, _ version: PlatformVersion) {
    #expect(PlatformVersion(text) == version)
  }

  @Test(arguments: ["", "17.", "a", "1.2.3.4", "-1"])
  func rejectsWhatIsNoVersion(_ text: String) {
    #expect(PlatformVersion(text) == nil)
  }

  @Test func printsVersionsAsShortAsTheyAllow() {
    #expect(PlatformVersion(18).description == "18")
    #expect(PlatformVersion(18, 2).description == "18.2")
    #expect(PlatformVersion(10, 15, 4).description == "10.15.4")
  }

  @Test func readsPlatformsAsManifestsAndAttributesSpellThem() {
    #expect(ApplePlatform(domain: "ios") == .iOS)
    #expect(ApplePlatform(domain: "macOS") == .macOS)
    #expect(ApplePlatform(domain: "iOSApplicationExtension") == nil)
    #expect(ApplePlatform(domain: "macCatalyst") == nil)
  }

  @Test func aShortfallIsWhatTheFloorDoesNotGuarantee() {
    let needs = Availability(introduced: [.iOS: .init(18), .macOS: .init(15)])
    let floor = Availability(introduced: [.iOS: .init(18), .macOS: .init(14)])
    #expect(
      needs.shortfall(against: floor, on: [.iOS, .macOS])
        == Availability(introduced: [.macOS: .init(15)]))
    #expect(needs.shortfall(against: floor, on: [.iOS]).isEmpty)
    let missing = Availability(unavailable: [.iOS])
    #expect(missing.shortfall(against: floor, on: [.iOS, .macOS]) == missing)
    let neverOnIOS = Availability(unavailable: [.iOS])
    #expect(missing.shortfall(against: neverOnIOS, on: [.iOS]).isEmpty)
  }

  @Test func comparesHowRestrictiveTwoAvailabilitiesAre() {
    let old = Availability(introduced: [.iOS: .init(13)])
    let new = Availability(introduced: [.iOS: .init(18), .macOS: .init(15)])
    #expect(old.isLessRestrictive(than: new))
    #expect(!new.isLessRestrictive(than: old))
    #expect(!Availability(unavailable: [.iOS]).isLessRestrictive(than: new))
  }

  @Test func findsQualifiedTypeNamesInADemangledType() {
    #expect(
      AvailabilityCheck.qualifiedNames(in: "Synchronization.Mutex<Swift.Int>")
        == ["Synchronization.Mutex", "Swift.Int"])
    #expect(
      AvailabilityCheck.qualifiedNames(in: "(extension in Foundation):Swift.String.Encoding")
        == ["(extension in Foundation):Swift.String.Encoding"])
    #expect(AvailabilityCheck.qualifiedNames(in: "(_:)").isEmpty)
  }
}
