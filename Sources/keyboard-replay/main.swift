import Foundation
import KeyboardReplay

// Everything but printing lives in KeyboardReplay, where the tests reach it.
let result = KeyboardReplayCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
