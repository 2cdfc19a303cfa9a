import AppTerminal
import Foundation

// The terminal App: everything it does is AppTerminal's, tested there.
exit(AppMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
