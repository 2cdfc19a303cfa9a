import Foundation

exit(CheckCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), output: .standard))
