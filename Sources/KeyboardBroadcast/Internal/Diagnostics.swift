import Foundation

/// Where the package reports misuse that it survives, such as a value type passed to `DelegateRegistry.add(_:)`.
///
/// Debug builds write each message to standard error; release builds stay silent. Tests replace the handler to
/// see the messages.
enum Diagnostics {
  private static let handler = LockedValue<@Sendable (String) -> Void>(Diagnostics.writeToStandardError)

  static func report(_ message: String) {
    handler.value(message)
  }

  /// Runs `body` with `handler` receiving the reports, then restores the previous handler.
  static func withHandler<Result>(_ handler: @escaping @Sendable (String) -> Void, _ body: () throws -> Result)
    rethrows -> Result
  {
    let previous = self.handler.exchange(handler)
    defer { _ = self.handler.exchange(previous) }
    return try body()
  }

  @Sendable private static func writeToStandardError(_ message: String) {
    #if DEBUG
      FileHandle.standardError.write(Data("KeyboardBroadcast: \(message)\n".utf8))
    #endif
  }
}
