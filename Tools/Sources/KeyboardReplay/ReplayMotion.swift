import Foundation
@_spi(Tools) import KeyboardAnimation
@_spi(Tools) import KeyboardBroadcast

/// How the input bar moves on screen: the one model behind the table's and the JSON lines' starting insets and the
/// chart's lines, so the three never disagree.
///
/// Two modelling choices:
/// - Curve 7 (and any curve outside 0...3, which `progress(at:)` models like it) moves the bar for twice the
///   notification's duration: the keyboard's visible motion lasts about 0.5 s while notifications say 0.25 s
///   (Docs/Animation.md). Curves 0 to 3 take the duration as given.
/// - An animation that starts before the previous one has ended starts from where the bar is on screen, as
///   `UIKitKeyboardAnimator` asks UIKit to with `.beginFromCurrentState`, not from the previous animation's target.
///   The demo delegate's own inset jumps to each target at once (its animator finishes every animation as soon as it
///   is asked for), so the player records where the bar really was with ``startingWhereTheBarIs(_:)``.
enum ReplayMotion {
  /// How long `mode` moves the bar on screen: 0 for an immediate change, never infinite.
  static func visibleDuration(of mode: ReplayTimeline.LayoutChange.Mode) -> TimeInterval {
    guard case .animated(let duration, let curve) = mode else { return 0 }
    let visible = (0...3).contains(curve.rawValue) ? duration : duration * 2
    // A trace may hold a duration near `Double.greatestFiniteMagnitude`, which doubling would make infinite.
    return min(visible, .greatestFiniteMagnitude)
  }

  /// Where `change` has moved the bar by `time`: its `fromInset` before it starts moving, its `toInset` once done.
  static func inset(of change: ReplayTimeline.LayoutChange, at time: TimeInterval) -> Double {
    let duration = visibleDuration(of: change.mode)
    let from = Double(change.fromInset)
    let to = Double(change.toInset)
    guard duration > 0, case .animated(_, let curve) = change.mode else { return time < change.time ? from : to }
    let elapsed = time - change.time
    guard elapsed < duration else { return to }
    return from + (to - from) * curve.progress(at: elapsed / duration)
  }

  /// `rows` with each layout change starting where the bar was on screen when it began.
  ///
  /// A change that begins while the previous animation is still under way, short of its target by a twentieth of a
  /// point or more (what the table's tenths can show), gets that position as its `fromInset` and is marked
  /// `interrupted`. Others keep their `fromInset`, which is then the previous change's target.
  static func startingWhereTheBarIs(_ rows: [ReplayTimeline.Row]) -> [ReplayTimeline.Row] {
    var rows = rows
    var previous: ReplayTimeline.LayoutChange?
    for row in rows.indices {
      for index in rows[row].layoutChanges.indices {
        var change = rows[row].layoutChanges[index]
        if let previous {
          let position = inset(of: previous, at: change.time)
          if abs(position - Double(previous.toInset)) >= 0.05 {
            change.fromInset = CGFloat(position)
            change.interrupted = true
          }
        }
        rows[row].layoutChanges[index] = change
        previous = change
      }
    }
    return rows
  }
}
