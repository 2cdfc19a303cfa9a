import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature NAME [--shape SHAPE]`: runs
/// NavigationKit's navigationkit-new-feature on the package the command runs in, with the same
/// arguments and exit status (0 done, 1 made but not formatted, 2 nothing changed).
@main
struct NewFeaturePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "NavigationKitNewFeature")
    exit(
      try ToolRun.run(
        tool.url, package: context.package.directoryURL,
        arguments: [
          "--describe-json", try PackageDescriptionJSON(context.package).write(in: context),
        ]
          + arguments, name: "new-feature"))
  }
}
