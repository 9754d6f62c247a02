import Foundation

/// A line and a column in a trace's UTF-8 text, to point a person at a problem: `line 3, column 14`.
package struct JSONTextPosition: Hashable, Sendable, CustomStringConvertible {
  /// 1 for the first line; lines end at line feeds.
  package var line: Int
  /// 1 for the line's first character; counted in Unicode scalars, so `é` is one column whatever its bytes.
  package var column: Int

  /// The position of the byte at `offset` in `text`; an offset past either end stands for that end. A UTF-8 byte
  /// order mark at the start takes no column.
  package init(offset: Int, in text: some BidirectionalCollection<UInt8>) {
    let end = text.index(text.startIndex, offsetBy: max(offset, 0), limitedBy: text.endIndex) ?? text.endIndex
    let before = text[text.startIndex..<end]
    line = 1 + before.filter { $0 == 0x0A }.count
    var lineStart = text.startIndex
    if let lineBreak = before.lastIndex(of: 0x0A) {
      lineStart = text.index(after: lineBreak)
    } else if text.starts(with: Self.byteOrderMark) {
      lineStart = text.index(lineStart, offsetBy: Self.byteOrderMark.count, limitedBy: end) ?? end
    }
    // Every byte but UTF-8's continuation bytes starts a character.
    column = 1 + text[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count
  }

  /// Where `JSONSerialization` stopped reading `data`, or `nil` when its error does not say.
  ///
  /// Apple's Foundation gives the offset in the user info key `NSJSONSerializationErrorIndex`;
  /// swift-corelibs-foundation only in its words, as in `Invalid value around character 40.`, counting from after a
  /// UTF-8 byte order mark.
  package init?(jsonSerializationError error: any Error, in data: Data) {
    let userInfo = (error as NSError).userInfo
    var offset = userInfo["NSJSONSerializationErrorIndex"] as? Int
    if offset == nil, let words = userInfo[NSDebugDescriptionErrorKey] as? String,
      let phrase = words.range(of: "around character ")
    {
      offset = Int(words[phrase.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }
    // Foundation also reads UTF-16 and UTF-32, and then counts in the text it decoded, not in these bytes.
    guard let offset, !Self.mayBeWideText(data) else { return nil }
    let skipped = data.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    self.init(offset: min(max(offset, 0), data.count) + skipped, in: data)
  }

  /// `line L, column C`.
  package var description: String { "line \(line), column \(column)" }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether `JSONSerialization` may read `data` as UTF-16 or UTF-32: it starts with their byte order mark, or has a
  /// zero byte among its first two, where UTF-8 JSON has none (RFC 4627, section 3).
  private static func mayBeWideText(_ data: Data) -> Bool {
    data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.prefix(2).contains(0)
  }
}
