import NavigationKit
import Testing

@Suite struct DestinationCodecRegistryTests {
  @Test(
    arguments: [
      (ShelfDestination.self, "shelf.ShelfDestination"),
      (CrateDestination.self, "crate.CrateDestination"),
      (AlphaDestination.self, "alpha.AlphaDestination"),
      (ImpostorDestination.self, "alpha.ImpostorDestination"),
      (Lookalike.ShelfDestination.self, "shelf.ShelfDestination"),
    ] as [(any NavigationDestination.Type, String)])
  func keyIsTheModuleAndTheTypeName(type: any NavigationDestination.Type, key: String) {
    #expect(DestinationCodecRegistry.key(for: type) == key)
  }

  @Test func anEmptyRegistryHasNoKeysAndEncodesNothing() {
    let codecs = DestinationCodecRegistry()

    #expect(codecs.keys == [])
    #expect(!codecs.canEncode(Shelf.home))
  }

  @Test func keysAreSortedWhateverTheRegistrationOrder() throws {
    var codecs = DestinationCodecRegistry()
    try codecs.register(ShelfDestination.self)
    try codecs.register(FaultyDestination.self)
    try codecs.register(CrateDestination.self)

    #expect(codecs.keys == ["crate.CrateDestination", "faulty.FaultyDestination", shelfKey])
  }

  @Test func registeringATypeTwiceThrowsAndKeepsTheFirst() throws {
    var codecs = DestinationCodecRegistry()
    try codecs.register(ShelfDestination.self)

    #expect(throws: CompositionError.duplicateCodec(shelfKey)) {
      try codecs.register(ShelfDestination.self)
    }
    #expect(codecs.keys == [shelfKey])
    #expect(codecs.canEncode(Shelf.box("1")))
  }

  @Test func anotherTypeWithTheSameKeyIsRefused() throws {
    var codecs = DestinationCodecRegistry()
    try codecs.register(ShelfDestination.self)

    #expect(throws: CompositionError.duplicateCodec(shelfKey)) {
      try codecs.register(Lookalike.ShelfDestination.self)
    }
    #expect(!codecs.canEncode(Lookalike.ShelfDestination.home.erased))
  }

  @Test func aRefusedLookalikeIsNotSavedAndIsReportedAsUnregistered() throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf",
      tabs: [.init(id: "shelf", path: [Shelf.home, Lookalike.ShelfDestination.home.erased])])

    let (data, issues) = coder.encode(snapshot)

    #expect(coder.decode(data).snapshot?.tabs == [.init(id: "shelf", path: [Shelf.home])])
    #expect(
      issues == [
        .dropped(scope: "shelf", position: 1, count: 1, reason: .unregisteredType(shelfKey))
      ])
  }

  @Test func canEncodeOnlyRegisteredTypes() throws {
    let codecs = try makeCodecs()

    #expect(codecs.canEncode(Shelf.home))
    #expect(codecs.canEncode(Shelf.label(nil)))
    #expect(codecs.canEncode(Crate.open("7")))
    #expect(!codecs.canEncode(Alpha.detail("1")))
    #expect(!codecs.canEncode(FaultyDestination().erased))
  }

  @Test func theDuplicateCodecErrorNamesTheKey() {
    #expect(
      CompositionError.duplicateCodec(shelfKey).description
        == "invalid composition: a codable destination type is already registered under "
        + "'shelf.ShelfDestination'")
  }

  @Test func theRegistryFitsInADecodersSettingsWithoutABox() {
    // Every decode hands it to `JSONDecoder` as `Any`, whose inline buffer is three words:
    // larger, it would be copied into a box on the heap each time.
    #expect(MemoryLayout<DestinationCodecRegistry>.size <= 3 * MemoryLayout<Int>.size)
  }
}
