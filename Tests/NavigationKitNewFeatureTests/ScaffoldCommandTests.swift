import Foundation
import Testing

@testable import NavigationKitNewFeature

/// The scaffold in a package laid out as a team's, not as the sample app is.
@Suite struct ScaffoldCommandTests {
  @Test func aPlainPackageGetsTheFeatureItsTestsItsWiringAndAConfig() throws {
    try ScaffoldFixture.plain.withPackage { root in
      let run = ScaffoldFixture.run(["Profile"], in: root)
      #expect(run.status == 0, "\(run.errors)")
      let files = try ScaffoldFixture.snapshot(root)
      for path in [
        "Sources/FeatureProfile/ProfileResolver.swift",
        "Sources/FeatureProfile/ProfileScreenFactory.swift",
        "Sources/FeatureProfile/Screens/ProfileDetailScreen.swift",
        "Tests/FeatureProfileTests/ProfileFeatureTests.swift",
        "Sources/AppComposition/Features/ProfileWiring.swift",
      ] {
        #expect(files[path] != nil, "\(path) was not made")
      }
      let config = try ScaffoldConfig.read(
        Data((files["feature-scaffold.json"] ?? "").utf8), path: "feature-scaffold.json")
      #expect(config.features == "Sources")
      #expect(config.tests == "Tests")
      #expect(config.compositionTarget == "AppComposition")
      #expect(config.wiringStyle == "plain")
      // The plain wiring uses NavigationKit alone: no helper only the sample app declares.
      let wiring = files["Sources/AppComposition/Features/ProfileWiring.swift"] ?? ""
      #expect(wiring.contains("public enum ProfileWiring"))
      for (path, text) in files where path.hasSuffix(".swift") {
        #expect(!text.contains("FeatureWiring"), "\(path) uses the sample's FeatureWiring")
        #expect(!text.contains("AppComposition.home"), "\(path) uses the sample's home")
        #expect(!text.contains("__"), "\(path) keeps a template placeholder")
      }
      // The resolver goes through the screen factory, as the sample features' do.
      #expect(
        files["Sources/FeatureProfile/ProfileResolver.swift"]?.contains("factory.makeDetail")
          == true)
      // The targets are declared before the settings loop, so it reaches them.
      let manifest = files["Package.swift"] ?? ""
      let block = try #require(manifest.range(of: "package.targets += ["))
      let loop = try #require(manifest.range(of: "for target in package.targets"))
      #expect(block.lowerBound < loop.lowerBound)
      #expect(manifest.contains(#"path: "Sources/FeatureProfile""#))
      #expect(manifest.contains(#"path: "Tests/FeatureProfileTests""#))
      #expect(manifest.contains(#"{ $0.name == "AppComposition" }?.dependencies.append("#))
      #expect(run.output.contains { $0.contains("ProfileWiring.module()") })
    }
  }

  @Test func theSingleScreenShapeHasNoDetailScreen() throws {
    try ScaffoldFixture.plain.withPackage { root in
      #expect(ScaffoldFixture.run(["--shape", "single-screen", "Wishlist"], in: root).status == 0)
      let files = try ScaffoldFixture.snapshot(root)
      #expect(files["Sources/FeatureWishlist/WishlistScreenFactory.swift"] != nil)
      #expect(files["Sources/FeatureWishlist/Screens/WishlistHomeScreen.swift"] != nil)
      #expect(files["Sources/FeatureWishlist/Screens/WishlistDetailScreen.swift"] == nil)
    }
  }

  @Test(arguments: [
    ["profile"], ["Self"], ["Default"], ["Navigation"], ["Orders"], ["--shape", "grid", "Profile"],
    ["Profile", "Other"], [],
  ])
  func aRefusalExitsTwoAndChangesNothing(arguments: [String]) throws {
    try ScaffoldFixture.plain.withPackage { root in
      let before = try ScaffoldFixture.snapshot(root)
      let run = ScaffoldFixture.run(arguments, in: root)
      #expect(run.status == 2)
      #expect(run.errors.first?.hasSuffix("nothing was changed") == true, "\(run.errors)")
      #expect(try ScaffoldFixture.snapshot(root) == before)
    }
  }

  @Test func aFeatureThatExistsIsRefusedTheSecondTime() throws {
    try ScaffoldFixture.plain.withPackage { root in
      #expect(ScaffoldFixture.run(["Profile"], in: root).status == 0)
      let before = try ScaffoldFixture.snapshot(root)
      let run = ScaffoldFixture.run(["--shape", "single-screen", "Profile"], in: root)
      #expect(run.status == 2)
      #expect(run.errors.first?.contains("exists already") == true)
      #expect(try ScaffoldFixture.snapshot(root) == before)
    }
  }

  @Test func aModuleNameInUseIsRefused() throws {
    var fixture = ScaffoldFixture.plain
    fixture.files["Sources/FeatureOrders/Orders.swift"] =
      "public enum X {\n  public static let moduleName = \"order-history\"\n}\n"
    try fixture.withPackage { root in
      let run = ScaffoldFixture.run(["OrderHistory"], in: root)
      #expect(run.status == 2)
      #expect(run.errors.first?.contains("a module is named 'order-history' already") == true)
    }
  }

  @Test func aConfigWithAnUnknownKeyIsRefused() throws {
    var fixture = ScaffoldFixture.plain
    fixture.files["feature-scaffold.json"] =
      #"{"version": 1, "prefix": "Feature", "features": "Sources", "tests": "Tests", "#
      + #""wiringStyle": "plain", "libraryPackage": "NavigationKit", "featurs": "x"}"#
    try fixture.withPackage { root in
      let run = ScaffoldFixture.run(["Profile"], in: root)
      #expect(run.status == 2)
      #expect(run.errors.first?.contains("unknown key 'featurs'") == true)
    }
  }

  /// A config that puts features elsewhere is followed, and a package without a composition
  /// target gets no wiring file.
  @Test func theConfigSaysWhereFeaturesGo() throws {
    var fixture = ScaffoldFixture.plain
    fixture.files["feature-scaffold.json"] =
      #"{"version": 1, "prefix": "Module", "features": "Features", "tests": "FeatureTests", "#
      + #""wiringStyle": "plain", "libraryPackage": "navigationkit"}"#
    try fixture.withPackage { root in
      #expect(ScaffoldFixture.run(["Profile"], in: root).status == 0)
      let files = try ScaffoldFixture.snapshot(root)
      #expect(files["Features/ModuleProfile/ProfileFeature.swift"] != nil)
      #expect(
        files["FeatureTests/ModuleProfileTests/ProfileFeatureTests.swift"]?.contains(
          "@testable import ModuleProfile") == true)
      #expect(!files.keys.contains { $0.hasSuffix("Wiring.swift") })
      #expect(files["Package.swift"]?.contains(#"package: "navigationkit""#) == true)
    }
  }

  /// The sample app's layout: a `let features` list in the manifest and `FeatureWiring`, each
  /// gaining exactly one line.
  @Test func theSampleLayoutGainsOneLineInEachList() throws {
    var fixture = ScaffoldFixture.plain
    fixture.files["Package.swift"] =
      "let features = [\n  \"FeatureOrders\",\n]\n\nlet package = Package(name: \"MyApp\")\n"
    fixture.files["Sources/AppComposition/AppComposition.swift"] =
      "public enum AppComposition {\n\(FeatureRegistration.featureListOpening)\n    .orders,\n  ]\n}\n"
    try fixture.withPackage { root in
      let before = try ScaffoldFixture.snapshot(root)
      #expect(ScaffoldFixture.run(["Profile"], in: root).status == 0)
      let after = try ScaffoldFixture.snapshot(root)
      #expect(
        after["Package.swift"]
          == "let features = [\n  \"FeatureOrders\",\n  \"FeatureProfile\",\n]\n\n"
          + "let package = Package(name: \"MyApp\")\n")
      #expect(
        after["Sources/AppComposition/AppComposition.swift"]
          == before["Sources/AppComposition/AppComposition.swift"]?.replacingOccurrences(
            of: "    .orders,\n", with: "    .orders,\n    .profile,\n"))
      #expect(
        after["Sources/AppComposition/Features/ProfileWiring.swift"]?.contains(
          "static let profile = FeatureWiring") == true)
    }
  }

  /// The tool carries the templates in its binary; they must be the committed ones.
  @Test func theEmbeddedTemplatesAreTheTemplateFolder() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Scripts/FeatureTemplate").standardizedFileURL
    var onDisk: [String: String] = [:]
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" || url.lastPathComponent == "omit" else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
      let text = try String(contentsOf: url, encoding: .utf8)
      onDisk[path] = text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
    #expect(!onDisk.isEmpty)
    #expect(
      FeatureTemplate.files == onDisk,
      "Scripts/NewFeature/FeatureTemplate+Files.swift is stale: run Scripts/embed-feature-template")
  }
}
