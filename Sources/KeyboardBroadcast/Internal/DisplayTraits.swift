import Foundation

/// What tells one display from another, whichever object stands for it: its size in points in the interface's
/// orientation, its size in pixels in portrait, and its pixels per point.
///
/// The observer leaves alone a view on another display than the keyboard's. UIKit documents no promise that a view's
/// window and a keyboard notification hand the same `UIScreen` object for one display; compared by identity, another
/// object would make every overlap 0. Compared by what they show, two objects of one display always match, and two
/// displays match only if they agree in all three, which would at worst treat a view on a twin display as covered.
struct DisplayTraits: Equatable {
  var bounds: CGSize
  var nativeBounds: CGSize
  var scale: CGFloat
}

/// Which display a notification's screen shows, whatever the interface's orientation and whichever object stands for
/// it, so that the observer tells a rotation from a move to another display: a simulated screen's display, or a
/// `UIScreen`'s size in pixels, which stays in portrait, and its scale.
enum ScreenIdentity: Hashable {
  case simulated(ObjectIdentifier)
  case display(nativeWidth: CGFloat, nativeHeight: CGFloat, scale: CGFloat)
}

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  extension ScreenIdentity {
    @MainActor init(_ screen: UIScreen) {
      let native = screen.nativeBounds.size
      self = .display(nativeWidth: native.width, nativeHeight: native.height, scale: screen.scale)
    }
  }

  extension UIScreen {
    /// Whether `other` shows the same display: the same object, or one with the same traits.
    @MainActor package func isSameDisplay(as other: UIScreen) -> Bool {
      self === other || traits == other.traits
    }

    @MainActor private var traits: DisplayTraits {
      DisplayTraits(bounds: bounds.size, nativeBounds: nativeBounds.size, scale: scale)
    }
  }
#endif
