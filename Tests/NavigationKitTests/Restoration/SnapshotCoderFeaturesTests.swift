import NavigationKit
import Testing

/// A coder made from features, off the main actor, is the coder an app of those features has.
@Suite struct SnapshotCoderFeaturesTests {
  /// Resolves the look-alike shelf, whose codec key is shelf's.
  struct LookalikeResolver: DestinationResolver {
    func resolve(_ destination: Lookalike.ShelfDestination) -> String { "Look-alike" }
  }

  @Test func aCoderOfFeaturesReadsWhatTheAppsCoderWrites() async throws {
    let coder = try NavigationSnapshotCoder(
      features: [.text(ShelfResolver()), .text(CrateResolver())])
    let appCoder = try await MainActor.run {
      try AppNavigator(
        features: [.text(ShelfResolver()), .text(CrateResolver())],
        tabs: [
          NavigationTab("shelf", root: ShelfDestination.home),
          NavigationTab("crate", root: CrateDestination.lid),
        ]
      ).snapshotCoder
    }

    let (data, issues) = appCoder.encode(richSnapshot)
    #expect(issues == [])
    let (decoded, decodeIssues) = coder.decode(data)
    #expect(decoded == richSnapshot)
    #expect(decodeIssues == [])
    #expect(coder.encode(richSnapshot).data == data)
  }

  @Test func aCoderOfFeaturesKnowsOnlyTheirTypes() throws {
    let coder = try NavigationSnapshotCoder(features: [.text(ShelfResolver())])

    let (_, issues) = coder.encode(richSnapshot)

    #expect(
      issues.contains(
        .dropped(scope: "shelf", position: 1, count: 2, reason: .unregisteredType(crateKey))))
  }

  @Test func twoFeaturesWhoseTypesShareAKeyAreRefused() {
    #expect(throws: CompositionError.duplicateCodec(shelfKey)) {
      try NavigationSnapshotCoder(
        features: [.text(ShelfResolver()), .text(LookalikeResolver())])
    }
  }
}
