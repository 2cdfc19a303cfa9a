/// The lines the scaffold adds to files that exist: the feature's targets in `Package.swift`,
/// and with `FeatureWiring`, the feature in the composition's list.
enum FeatureRegistration {
  /// The line that opens the sample app's list of wired features.
  static let featureListOpening = "  public static let features: [FeatureWiring] = ["

  /// `Package.swift` with the feature's targets declared:
  ///
  /// - when the manifest lists its features in `let features = [` … `]` (each line on its own,
  ///   the targets declared in a loop, as the sample app does), one line `"FeatureX",` there;
  /// - otherwise a block declaring the feature's target and test target (and the composition
  ///   target's dependency on it), before the first `for … in package.targets` loop, so the
  ///   settings such a loop applies reach the new targets too, or at the end.
  static func manifest(
    _ text: String, feature: String, name: FeatureName, config: ScaffoldConfig
  ) -> String {
    if let listed = insert("  \"\(feature)\",", in: text, opening: "let features = [", closing: "]")
    {
      return listed
    }
    let library = config.libraryPackage
    var block = """

      // \(feature), made by `new-feature \(name.name)`: the feature and its tests.
      package.targets += [
        .target(
          name: "\(feature)",
          dependencies: [
            .product(name: "NavigationKit", package: "\(library)"),
            .product(name: "NavigationKitSwiftUI", package: "\(library)"),
          ],
          path: "\(config.features)/\(feature)"),
        .testTarget(
          name: "\(feature)Tests",
          dependencies: [
            "\(feature)",
            .product(name: "NavigationKit", package: "\(library)"),
            .product(name: "NavigationKitTesting", package: "\(library)"),
          ],
          path: "\(config.tests)/\(feature)Tests"),
      ]

      """
    if let composition = config.compositionTarget, config.wiring != nil {
      block += """
        package.targets.first { $0.name == "\(composition)" }?.dependencies.append(
          .target(name: "\(feature)"))

        """
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let loop = lines.firstIndex(where: {
      $0.hasPrefix("for ") && $0.contains("in package.targets")
    }) {
      lines.insert(
        contentsOf: block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          .dropFirst(), at: loop)
      return lines.joined(separator: "\n")
    }
    return text + (text.hasSuffix("\n") ? "" : "\n") + block
  }

  /// The composition's feature list with `.name,` added, or `nil` when the file has no such
  /// list closed by `  ]` on a line of its own.
  static func featureList(_ text: String, name: FeatureName) -> String? {
    insert("    .\(name.lower),", in: text, opening: featureListOpening, closing: "  ]")
  }

  /// `text` with `line` inserted before the first line equal to `closing` after the one line
  /// equal to `opening`; `nil` unless exactly one such list exists.
  static func insert(_ line: String, in text: String, opening: String, closing: String)
    -> String?
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let openings = lines.indices.filter { lines[$0] == opening }
    guard openings.count == 1, let start = openings.first,
      let end = lines[(start + 1)...].firstIndex(of: closing)
    else { return nil }
    lines.insert(line, at: end)
    return lines.joined(separator: "\n")
  }
}
