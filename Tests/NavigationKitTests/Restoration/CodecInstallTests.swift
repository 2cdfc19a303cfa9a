import NavigationKit
import Testing

@MainActor
@Suite struct CodecInstallTests {
  func makeComposition() -> NavigationComposition {
    NavigationComposition()
  }

  @Test func aNewCompositionHasNoCodecs() {
    #expect(makeComposition().codecs.keys == [])
  }

  @Test func installRegistersACodableDestinationType() throws {
    let composition = makeComposition()

    try composition.install(FeatureModule.text(ShelfResolver()))

    #expect(composition.codecs.keys == [shelfKey])
    #expect(composition.codecs.canEncode(Shelf.box("1")))
  }

  @Test func installSkipsADestinationTypeThatIsNotCodable() throws {
    let composition = makeComposition()

    try composition.install(FeatureModule.text(AlphaResolver()))

    #expect(composition.modules.map(\.name) == ["alpha"])
    #expect(composition.codecs.keys == [])
    #expect(!composition.codecs.canEncode(Alpha.list))
  }

  @Test func everyInstalledCodableTypeIsRegistered() throws {
    let composition = makeComposition()

    try composition.install(FeatureModule.text(ShelfResolver()))
    try composition.install(FeatureModule.text(AlphaResolver()))
    try composition.install(FeatureModule.text(CrateResolver()))

    #expect(composition.codecs.keys == [crateKey, shelfKey])
  }

  @Test func aFailedInstallRegistersNoCodec() throws {
    let composition = makeComposition()
    try composition.resolvers.register(TextScreens(inner: ShelfResolver()))

    #expect(throws: CompositionError.duplicateResolver(module: "shelf")) {
      try composition.install(FeatureModule.text(ShelfResolver()))
    }
    #expect(composition.codecs.keys == [])
    #expect(composition.modules.isEmpty)
  }

  @Test func installingAModuleTwiceKeepsOneCodec() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule.text(ShelfResolver()))

    #expect(throws: CompositionError.duplicateModule("shelf")) {
      try composition.install(FeatureModule.text(ShelfResolver()))
    }
    #expect(composition.codecs.keys == [shelfKey])
  }

  @Test func theInstalledCodecsRoundTripTheModulesDestinations() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule.text(ShelfResolver()))
    let coder = NavigationSnapshotCoder(codecs: composition.codecs)
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf", tabs: [.init(id: "shelf", path: [Shelf.box("1"), Shelf.label("x")])])

    let (data, encodeIssues) = coder.encode(snapshot)
    let (decoded, decodeIssues) = coder.decode(data)

    #expect(encodeIssues == [])
    #expect(decodeIssues == [])
    #expect(decoded == snapshot)
  }
}
