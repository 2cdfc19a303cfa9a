import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Other packages' products in the rules: a layer allows or forbids them by name or pattern, in
/// declarations and in imports.
@Suite struct CheckProductTests {
  /// The standard fixture whose features may use NavigationKit and NavigationKitSwiftUI and
  /// never NavigationStateStore, as the issue's example has it.
  static func fixture(
    products: String =
      #"{"allow": ["NavigationKit", "NavigationKitSwiftUI"], "forbid": ["NavigationStateStore"]}"#
  ) -> CheckFixture {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: "\"independent\": true,", with: "\"independent\": true,\n      \"products\": \(products),"
    )
    fixture.update("FeatureA") { $0.productDependencies = ["NavigationKit"] }
    fixture.write("import Core\nimport NavigationKit\n", to: "FeatureA.swift", in: "FeatureA")
    return fixture
  }

  /// A manifest that declares FeatureA's products on lines of their own.
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Fixture",
      targets: [
        .target(name: "Core"),
        .target(
          name: "FeatureA",
          dependencies: [
            "Core",
            .product(name: "NavigationKit", package: "NavigationKit"),
            .product(name: "NavigationStateStore", package: "NavigationKit"),
          ]),
      ]
    )

    """

  @Test func allowedProductsDeclaredAndImportedAreClean() throws {
    var fixture = Self.fixture()
    fixture.update("FeatureA") {
      $0.productDependencies = ["NavigationKit", "NavigationKitSwiftUI"]
    }
    fixture.write("import NavigationKitSwiftUI\n", in: "FeatureA")
    #expect(try fixture.findings() == [])
  }

  @Test func aForbiddenProductIsReportedWhereDeclaredAndWhereImported() throws {
    var fixture = Self.fixture()
    fixture.manifest = Self.manifest
    fixture.update("FeatureA") {
      $0.productDependencies = ["NavigationKit", "NavigationStateStore"]
    }
    fixture.write("import Foundation\nimport NavigationStateStore\n", in: "FeatureA")
    let reason = "NavigationStateStore is forbidden here (NavigationStateStore)"
    let findings = try fixture.findings().map(\.description)
    #expect(
      findings == [
        "Package.swift:13:24: error: FeatureA depends on product NavigationStateStore: \(reason) "
          + "[products-features]",
        "Sources/FeatureA/X.swift:2:8: error: FeatureA imports NavigationStateStore: \(reason) "
          + "[products-features]",
      ])
  }

  /// Imported without being declared (through another target's re-export, say), a forbidden
  /// module is still reported under the product rule, not as an unknown module.
  @Test func aForbiddenModuleImportedWithoutDeclaringItIsReported() throws {
    var fixture = Self.fixture()
    fixture.write("import NavigationStateStore\n", in: "FeatureB")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureB", line: 1, column: 8,
          "FeatureB imports NavigationStateStore: NavigationStateStore is forbidden here "
            + "(NavigationStateStore)", rule: "products-features")
      ])
  }

  @Test func aProductTheAllowListDoesNotNameIsReported() throws {
    var fixture = Self.fixture()
    fixture.update("FeatureB") { $0.productDependencies = ["Alamofire"] }
    fixture.write("import Alamofire\n", in: "FeatureB")
    let reason = "only NavigationKit, NavigationKitSwiftUI may be used here"
    #expect(
      try fixture.findings() == [
        fixture.declarationFinding(
          "FeatureB", "FeatureB depends on product Alamofire: \(reason)",
          rule: "products-features"),
        fixture.importFinding(
          "FeatureB", line: 1, column: 8, "FeatureB imports Alamofire: \(reason)",
          rule: "products-features"),
      ])
  }

  @Test func patternsMatchProductsAndModules() throws {
    var fixture = Self.fixture(
      products: #"{"allow": ["NavigationKit*"], "forbid": ["*StateStore", "NavigationKitUIKit"]}"#)
    fixture.update("FeatureA") {
      $0.productDependencies = ["NavigationKit", "NavigationKitTesting", "NavigationKitUIKit"]
    }
    fixture.write("import NavigationKitTesting\nimport NavigationStateStore\n", in: "FeatureA")
    #expect(
      try fixture.findings().map { "\($0.path):\($0.line) \($0.message)" } == [
        "Package.swift:8 FeatureA depends on product NavigationKitUIKit: NavigationKitUIKit is "
          + "forbidden here (*StateStore, NavigationKitUIKit)",
        "Sources/FeatureA/X.swift:2 FeatureA imports NavigationStateStore: NavigationStateStore "
          + "is forbidden here (*StateStore, NavigationKitUIKit)",
      ])
  }

  /// Layers without a product rule keep today's behaviour: what a target declares, it imports.
  @Test func aLayerWithoutARuleMayUseWhatItDeclares() throws {
    var fixture = Self.fixture()
    fixture.update("Composition") { $0.productDependencies = ["NavigationStateStore"] }
    fixture.write("import NavigationStateStore\n", in: "Composition")
    #expect(try fixture.findings() == [])
  }

  @Test(arguments: [
    (#"{}"#, "layers[1].products: expected allow, forbid or both"),
    (#"{"forbid": []}"#, "layers[1].products.forbid: expected at least one pattern"),
    (
      #"{"allowed": ["X"]}"#,
      "layers[1].products: unknown key 'allowed'; the keys are allow, forbid"
    ),
    (#"["X"]"#, "layers[1].products: expected an object"),
  ])
  func aBadProductRuleIsRejectedNamingTheKey(products: String, problem: String) {
    let fixture = Self.fixture(products: products)
    #expect(throws: RulesError(path: "dependency-rules.json", problem: problem)) {
      try DependencyRules(json: Data(fixture.rules.utf8), path: "dependency-rules.json")
    }
  }
}
