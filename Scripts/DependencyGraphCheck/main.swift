import Foundation
import NavigationKitDependencyGraph

exit(CheckCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), output: .standard))
