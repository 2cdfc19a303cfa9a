import Foundation

exit(NewFeatureCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), output: .standard))
