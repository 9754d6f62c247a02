/// Reads the fuzzer's bytes as a stream of choices. Past the end every read gives zero, so any input, even an
/// empty one, is a complete scenario.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var isExhausted: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// One of `count` choices.
  mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

  mutating func flag() -> Bool { byte() & 1 == 1 }

  mutating func uint64() -> UInt64 {
    (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
  }

  /// A number that is often one a keyboard would never send: NaN, infinities, extremes, negative zero.
  mutating func double() -> Double {
    let selector = Int(byte())
    switch selector {
    case 0..<Self.specialValues.count: return Self.specialValues[selector]
    case 0xF0...: return Double(bitPattern: uint64())
    default:
      // A screen-sized value in quarter points, like real frames.
      let raw = Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
      return Double(raw) / 4
    }
  }

  private static let specialValues: [Double] = [
    .nan, -.nan, .signalingNaN, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -.leastNormalMagnitude, -0.0, 0, 1e300, -1e300, 1_000_000, 1_000_000.5, -1_000_001,
    0.25, 7, 7.5, 9.223372036854775807e18, 1.8446744073709552e19,
  ]
}
