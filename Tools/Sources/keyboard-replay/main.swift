import Foundation
import KeyboardReplay

// Everything but exiting lives in KeyboardReplay, where the tests reach it.
exit(KeyboardReplayCommand.execute(arguments: Array(CommandLine.arguments.dropFirst())))
