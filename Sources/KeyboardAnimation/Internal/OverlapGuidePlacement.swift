#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  /// Where a ``KeyboardOverlapGuide`` sits in its owning view: how far its left, right and bottom edges are inside
  /// the view's, and its height. The value the guide follows; every field finite and at least 0.
  struct OverlapGuidePlacement: Equatable {
    var left: CGFloat = 0
    var right: CGFloat = 0
    var bottom: CGFloat = 0
    var height: CGFloat = 0

    /// The guide's rules, applied to what `snapshot` says of the keyboard.
    /// - Parameters:
    ///   - view: The guide's owning view.
    ///   - keyboardScreen: The screen the keyboard is on, when the notification said it.
    @MainActor static func measure(
      _ view: UIView, in snapshot: KeyboardSnapshot, keyboardScreen: UIScreen?, usesBottomSafeArea: Bool,
      followsUndockedKeyboard: Bool
    ) -> OverlapGuidePlacement {
      // Judged only for a guide that follows undocked keyboards: the overlap is 0 for them anyway.
      if followsUndockedKeyboard, let properties = snapshot.properties,
        let place = view.placeOnScreen(keyboardScreen: keyboardScreen)
      {
        let placement = snapshot.placement
        if placement == .undocked || placement == .floating {
          let screenBounds = snapshot.screenBounds ?? place.screenBounds
          return keyboardRectangle(properties.endFrame, screenBounds: screenBounds, in: place.rect)
            ?? OverlapGuidePlacement(height: usesBottomSafeArea ? bottomSafeArea(of: view) : 0)
        }
      }
      return OverlapGuidePlacement(
        height: height(of: view, in: snapshot, keyboardScreen: keyboardScreen, usesBottomSafeArea: usesBottomSafeArea))
    }

    /// The guide's height where the keyboard is docked or hidden, or the guide does not follow undocked keyboards:
    /// the overlap, or the bottom safe area if that is taller and the guide uses it. Finite and at least 0, as both
    /// are.
    @MainActor static func height(
      of view: UIView, in snapshot: KeyboardSnapshot, keyboardScreen: UIScreen?, usesBottomSafeArea: Bool
    ) -> CGFloat {
      let resting = usesBottomSafeArea ? bottomSafeArea(of: view) : 0
      guard let place = view.placeOnScreen(keyboardScreen: keyboardScreen) else { return resting }
      return max(snapshot.overlap(with: place.rect, screenBounds: snapshot.screenBounds ?? place.screenBounds), resting)
    }

    /// The part of the keyboard that is on the screen and over the view, as edges inside the view's; `nil` when
    /// there is none.
    private static func keyboardRectangle(
      _ frame: CGRect, screenBounds: CGRect, in viewInScreen: CGRect
    ) -> OverlapGuidePlacement? {
      let view = viewInScreen.clampedToFiniteValues
      guard let onScreen = frame.clampedToFiniteValues.overlap(with: screenBounds.clampedToFiniteValues),
        let covered = onScreen.overlap(with: view)
      else { return nil }
      return OverlapGuidePlacement(
        left: covered.minX - view.minX, right: view.maxX - covered.maxX, bottom: view.maxY - covered.maxY,
        height: covered.height
      ).finite
    }

    /// The view's bottom safe-area inset; 0 when UIKit gives a negative or non-finite one.
    @MainActor private static func bottomSafeArea(of view: UIView) -> CGFloat {
      let inset = view.safeAreaInsets.bottom
      return inset.isFinite ? min(max(inset, 0), KeyboardProperties.maximumCoordinate) : 0
    }

    /// Every field finite and at least 0, so that Auto Layout never gets a NaN or infinite constant.
    private var finite: OverlapGuidePlacement {
      func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
      return OverlapGuidePlacement(
        left: clean(left), right: clean(right), bottom: clean(bottom), height: clean(height))
    }
  }
#endif
