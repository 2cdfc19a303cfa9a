import Foundation

let status = AvailabilityCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
