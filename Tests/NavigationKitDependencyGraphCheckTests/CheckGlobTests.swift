import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Target-name patterns: `*` any run of characters, `?` one character.
@Suite struct CheckGlobTests {
  static let cases: [(pattern: String, name: String, matches: Bool)] = [
    ("Feature*", "FeatureA", true),
    ("Feature*", "Feature", true),
    ("Feature*", "FeatureOrders", true),
    ("Feature*", "MyFeatureA", false),
    ("Feature*", "feature", false),
    ("*Tests", "FeatureATests", true),
    ("*Tests", "Tests", true),
    ("*Tests", "FeatureATest", false),
    ("*Tests", "TestsHelper", false),
    ("Feature?", "FeatureA", true),
    ("Feature?", "Feature", false),
    ("Feature?", "FeatureAB", false),
    ("?ore", "Core", true),
    ("Core", "Core", true),
    ("Core", "CoreTests", false),
    ("Core", "core", false),
    ("*", "", true),
    ("*", "Anything", true),
    ("", "", true),
    ("", "Core", false),
    ("A*B*C", "AxxBxxC", true),
    ("A*B*C", "AxxBxx", false),
    ("*a*a*", "banana", true),
    ("F**A", "FA", true),
    ("Ré*", "Réseau", true),
  ]

  @Test func matchesWholeNames() {
    for (pattern, name, matches) in Self.cases {
      #expect(Glob(pattern).matches(name) == matches, "'\(pattern)' ~ '\(name)'")
    }
  }

  @Test func describesItselfAsThePattern() {
    #expect(Glob("Feature*").description == "Feature*")
    #expect(Glob("Feature*").pattern == "Feature*")
    #expect(Glob("A") == Glob("A"))
    #expect(Glob("A") != Glob("B"))
  }
}
