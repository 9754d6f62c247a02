import Foundation

/// How a layout change that follows the keyboard should move: with the keyboard's animation, or at once.
///
/// Every value that describes where the keyboard is now carries one (``KeyboardOverlap/motion``), so a screen moves
/// in step with one line of its own; `KeyboardObserver.animate(_:_:completion:)` in the KeyboardAnimation module and
/// its SwiftUI `Animation` both take it.
public enum KeyboardMotion: Hashable, Sendable {
  /// Apply the change without animating: the interface is rotating (the rotation animates everything), the value is
  /// the current state handed to a listener that just started, or the keyboard already finished moving.
  case immediate
  /// Animate the change over `duration` seconds on `curve`, the keyboard's own animation.
  case animated(duration: TimeInterval, curve: KeyboardAnimationCurve)

  /// The keyboard's animation as `properties` describe it.
  public init(_ properties: KeyboardProperties) {
    self = .animated(duration: properties.animationDuration, curve: properties.animationCurve)
  }
}
