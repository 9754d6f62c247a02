import Foundation

/// Prints a ``KeyboardReplayCommand/Result`` with POSIX `write`, turning a write that fails into an exit status.
///
/// `FileHandle.write(_:)` traps when a write fails (a closed descriptor, a full disk, a reader that has gone).
/// `FileHandle.write(contentsOf:)` throws instead, but on Linux it fails on a non-blocking pipe rather than waiting,
/// and words a closed descriptor as "the operation could not be completed" (`ResultPrinterTests` catch both);
/// `write(2)` reports each failure in `errno`.
enum ResultPrinter {
  /// Writes `result`'s standard output to `output`, then its standard error to `error`, and returns the status to
  /// exit with.
  ///
  /// The status is the result's, except that a failed write to `output` makes it 1 and adds one line to standard
  /// error saying so (a result that has output never has an error of its own). A failed write to `error` changes
  /// nothing: there is nowhere left to report it, and the status already tells what happened.
  static func print(
    _ result: KeyboardReplayCommand.Result, output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO
  ) -> Int32 {
    ignoreBrokenPipes()
    var status = result.exitCode
    var errorText = result.standardError
    if let code = writeAll(result.standardOutput, to: output) {
      status = 1
      errorText +=
        "keyboard-replay: error: cannot write to standard output: \(KeyboardReplayCommand.readableReason(code))\n"
    }
    _ = writeAll(errorText, to: error)
    return status
  }

  /// Makes a write to a pipe whose reader has gone fail with `EPIPE` instead of ending the process with `SIGPIPE`,
  /// so that `keyboard-replay | head -1` exits with a status the tool documents.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes all of `text`'s UTF-8 bytes to `descriptor`; returns the `errno` of the write that failed, or `nil`.
  static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var remaining = Array(text.utf8)[...]
    while !remaining.isEmpty {
      // The array is handed to `write` as a pointer by Swift's own conversion, for the length of the call. A bounded
      // chunk keeps a pipe's partial writes from copying the rest of a long output each time.
      let chunk = Array(remaining.prefix(65_536))
      let written = write(descriptor, chunk, chunk.count)
      if written > 0 {
        remaining = remaining.dropFirst(written)
        continue
      }
      // `write` returns 0 only for a request of 0 bytes, which this loop never makes.
      let code = written == 0 ? EIO : errno
      switch code {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK:
        // A descriptor set to non-blocking by whoever started the process: wait until it takes more.
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
      default: return code
      }
    }
    return nil
  }
}

extension ResultPrinter {
  /// The process's standard descriptors as the printer should use them: a closed one is `-1`, whose writes fail with
  /// `EBADF`.
  struct StandardStreams {
    var input: Int32
    var output: Int32
    var error: Int32

    /// Checks descriptors 0, 1 and 2, and puts /dev/null on each that is closed. Call it before anything opens a
    /// file: the system gives a new file the lowest free descriptor, so with standard output closed (`>&-`) the
    /// next file opened, the trace or one of Dispatch's own, would become descriptor 1 and receive the output.
    static func claim() -> StandardStreams {
      StandardStreams(
        input: claim(STDIN_FILENO), output: claim(STDOUT_FILENO), error: claim(STDERR_FILENO))
    }

    private static func claim(_ descriptor: Int32) -> Int32 {
      guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return descriptor }
      _ = open("/dev/null", O_RDWR)
      return -1
    }
  }
}

extension KeyboardReplayCommand {
  /// Runs the command as the `keyboard-replay` executable does and returns the status to exit with: 0, 1 or 2.
  ///
  /// Unlike ``run(arguments:)`` it prints the result, to the process's standard output and standard error. A write
  /// that fails there, or to the `--svg` file, fails with an error (`SIGPIPE` is ignored) and the status is 1, with
  /// one line on standard error when it can still be written. Call it before the process opens any file.
  @MainActor package static func execute(arguments: [String]) -> Int32 {
    let streams = ResultPrinter.StandardStreams.claim()
    ResultPrinter.ignoreBrokenPipes()
    let result = run(arguments: arguments) {
      guard streams.input >= 0 else { throw POSIXError(.EBADF) }
      return try readStandardInput()
    }
    return ResultPrinter.print(result, output: streams.output, error: streams.error)
  }
}
