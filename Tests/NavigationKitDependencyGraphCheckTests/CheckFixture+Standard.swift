import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

extension CheckFixture {
  /// A clean package: every rule is followed, every declared dependency imported.
  static var standard: CheckFixture {
    CheckFixture(targets: [
      Target(
        name: "Core", kind: .library, dependencies: [],
        sources: ["Core.swift": "import Foundation\n\npublic struct Route {}\n"]),
      Target(
        name: "FeatureA", kind: .library, dependencies: ["Core"],
        sources: ["FeatureA.swift": "import Core\nimport Foundation\n"]),
      Target(
        name: "FeatureB", kind: .library, dependencies: ["Core"],
        sources: ["FeatureB.swift": "public import Core\n"]),
      Target(
        name: "Composition", kind: .library, dependencies: ["Core", "FeatureA", "FeatureB"],
        sources: ["Composition.swift": "import Core\nimport FeatureA\nimport FeatureB\n"]),
      Target(
        name: "App", kind: .executable, dependencies: ["Composition", "Core"],
        sources: ["main.swift": "import Composition\nimport Core\nimport Foundation\n"]),
      Target(
        name: "CoreTests", kind: .test, dependencies: ["Core"],
        sources: ["CoreTests.swift": "import Testing\n\n@testable import Core\n"]),
      Target(
        name: "FeatureATests", kind: .test, dependencies: ["FeatureA", "Core"],
        sources: [
          "FeatureATests.swift": "import Core\nimport Testing\n\n@testable import FeatureA\n"
        ]),
      Target(
        name: "FeatureBTests", kind: .test, dependencies: ["FeatureB"],
        sources: ["FeatureBTests.swift": "import XCTest\n\n@testable import FeatureB\n"]),
      Target(
        name: "CompositionTests", kind: .test, dependencies: ["Composition", "FeatureA"],
        sources: ["CompositionTests.swift": "import Composition\nimport FeatureA\nimport Testing\n"]
      ),
      Target(
        name: "AppTests", kind: .test, dependencies: ["App"],
        sources: ["AppTests.swift": "import Testing\n\n@testable import App\n"]),
    ])
  }

  /// Rules shaped like the committed `dependency-rules.json`, one key per line.
  static let standardRules = """
    {
      "version": 1,
      "layers": [
        {
          "name": "core",
          "targets": ["Core"],
          "mayDependOn": [],
          "toolchain": ["Foundation", "Observation"],
          "fencedToolchain": {"SwiftUI": "canImport(SwiftUI)"}
        },
        {
          "name": "features",
          "targets": ["Feature*"],
          "mayDependOn": ["core"],
          "independent": true,
          "toolchain": ["Foundation", "Observation"],
          "fencedToolchain": {"SwiftUI": "canImport(SwiftUI)"}
        },
        {
          "name": "composition",
          "targets": ["Composition"],
          "mayDependOn": ["features", "core"],
          "toolchain": ["Foundation", "Observation"],
          "fencedToolchain": {"SwiftUI": "canImport(SwiftUI)"}
        },
        {
          "name": "executable",
          "targets": ["App"],
          "mayDependOn": ["composition", "core"],
          "toolchain": ["Foundation", "Glibc", "Darwin"]
        }
      ],
      "forbiddenModules": ["UIKit", "AppKit"],
      "tests": {
        "targets": ["*Tests"],
        "toolchain": ["Testing", "XCTest", "Foundation"]
      }
    }

    """
}
