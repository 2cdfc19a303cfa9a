import Foundation

/// The files of a new feature, made from the embedded templates (Scripts/FeatureTemplate).
///
/// The templates are laid out as the sample app is: `Modules/Feature__Name__/…`,
/// `Tests/Feature__Name__Tests/…`, `AppComposition/Features/__Name__Wiring.swift` (the
/// `FeatureWiring` style) and `Wiring/__Name__Wiring.swift` (the plain style). A shape's folder,
/// `Shapes/SHAPE/`, replaces files of the same path, and its `omit` file lists files it drops.
enum FeatureTemplate {
  /// The shapes a feature can have, the default first.
  static let shapes = ["list-detail", "single-screen"]

  /// The new files by path relative to the package root, with their text.
  static func files(
    name: FeatureName, shape: String, config: ScaffoldConfig
  ) -> [(path: String, text: String)] {
    let overlay = "Shapes/\(shape)/"
    let omitted = Set(
      (files[overlay + "omit"] ?? "").split(separator: "\n").map(String.init))
    let feature = config.prefix + name.name
    var result: [(path: String, text: String)] = []
    for (path, text) in files.sorted(by: { $0.key < $1.key }) where !path.hasPrefix("Shapes/") {
      guard path.hasSuffix(".swift"), !omitted.contains(path) else { continue }
      let source = files[overlay + path] ?? text
      let target: String
      if path.hasPrefix("Modules/Feature__Name__/") {
        target = "\(config.features)/\(feature)/" + path.dropFirst("Modules/Feature__Name__/".count)
      } else if path.hasPrefix("Tests/Feature__Name__Tests/") {
        target =
          "\(config.tests)/\(feature)Tests/" + path.dropFirst("Tests/Feature__Name__Tests/".count)
      } else if let wiring = config.wiring,
        path
          == (config.wiringStyle == "plain"
            ? "Wiring/__Name__Wiring.swift" : "AppComposition/Features/__Name__Wiring.swift")
      {
        target = "\(wiring)/__Name__Wiring.swift"
      } else {
        continue
      }
      let text = name.fill(
        source.replacingOccurrences(of: "Feature__Name__", with: "\(config.prefix)__Name__"))
      result.append((name.fill(target), text + "\n"))
    }
    return result
  }
}
