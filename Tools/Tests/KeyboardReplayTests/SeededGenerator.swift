/// A random number generator that gives the same numbers for the same seed on every platform (SplitMix64), so a
/// stress or fuzz test runs the same operations on every run and a failure can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Starts the sequence of `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// One of `choices`, which must not be empty. `randomElement(using:)` is not promised to pick the same element
  /// for the same numbers on every standard library, so the index is taken from `next()` directly.
  public mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int(next() % UInt64(choices.count))]
  }

  /// A whole number in `range`.
  public mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
