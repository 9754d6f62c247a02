import Foundation
import Testing

@testable import KeyboardReplay

/// A pipe whose read end the test reads once the printer is done.
private final class Pipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init() {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  /// Closes the write end and returns everything written to the pipe.
  func closeAndRead() -> String {
    close(writeEnd)
    return readToEnd()
  }

  /// Everything written to the pipe until its write end is closed; closes the read end.
  func readToEnd() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    close(readEnd)
    return String(decoding: bytes, as: UTF8.self)
  }
}

struct ResultPrinterTests {
  private let timeline = KeyboardReplayCommand.Result(standardOutput: "a timeline\n", standardError: "", exitCode: 0)
  private let usageError = KeyboardReplayCommand.Result(
    standardOutput: "", standardError: "keyboard-replay: error: unknown option '--bogus'\n", exitCode: 2)

  @Test func theOutputAndTheErrorGoToTheirDescriptorsWithTheResultsStatus() {
    let output = Pipe()
    let error = Pipe()
    let status = ResultPrinter.print(
      KeyboardReplayCommand.Result(standardOutput: "out\n", standardError: "err\n", exitCode: 2),
      output: output.writeEnd, error: error.writeEnd)
    #expect(status == 2)
    #expect(output.closeAndRead() == "out\n")
    #expect(error.closeAndRead() == "err\n")
  }

  @Test func aClosedStandardOutputGivesStatus1AndOneLineSayingSo() {
    let error = Pipe()
    let status = ResultPrinter.print(timeline, output: -1, error: error.writeEnd)
    #expect(status == 1)
    #expect(error.closeAndRead() == "keyboard-replay: error: cannot write to standard output: bad file descriptor\n")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullDeviceGivesStatus1AndOneLineSayingSo() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let error = Pipe()
    let status = ResultPrinter.print(timeline, output: full, error: error.writeEnd)
    #expect(status == 1)
    #expect(
      error.closeAndRead() == "keyboard-replay: error: cannot write to standard output: no space left on the device\n")
  }

  @Test func aPipeWhoseReaderHasGoneGivesStatus1InsteadOfEndingTheProcess() {
    let output = Pipe()
    close(output.readEnd)
    defer { close(output.writeEnd) }
    let error = Pipe()
    let status = ResultPrinter.print(timeline, output: output.writeEnd, error: error.writeEnd)
    #expect(status == 1)
    #expect(error.closeAndRead() == "keyboard-replay: error: cannot write to standard output: broken pipe\n")
  }

  @Test func whenStandardErrorFailsTooTheStatusIsStill1() {
    #expect(ResultPrinter.print(timeline, output: -1, error: -1) == 1)
  }

  @Test func aFailedWriteToStandardErrorKeepsTheResultsStatus() {
    #expect(ResultPrinter.print(usageError, output: -1, error: -1) == 2)
  }

  @Test func aNonBlockingPipeReceivesTheWholeOutput() async throws {
    let output = Pipe()
    let flags = fcntl(output.writeEnd, F_GETFL)
    try #require(fcntl(output.writeEnd, F_SETFL, flags | O_NONBLOCK) == 0)
    // More than a pipe holds, so the writes stop short and fail with EAGAIN until the reader catches up.
    let text = String(repeating: "0123456789abcdef", count: 64 * 1024) + "\n"
    let reading = Task.detached { output.readToEnd() }
    let status = ResultPrinter.print(
      KeyboardReplayCommand.Result(standardOutput: text, standardError: "", exitCode: 0), output: output.writeEnd,
      error: -1)
    close(output.writeEnd)
    #expect(status == 0)
    #expect(await reading.value == text)
  }
}
