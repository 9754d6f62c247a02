#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  @_spi(Tools) import KeyboardBroadcast
  import UIKit

  /// Where a ``KeyboardOverlapGuide`` sits in its owning view: how far its left, right and bottom edges are inside
  /// the view's, and its height. The value the guide follows; every field finite and at least 0.
  struct OverlapGuidePlacement: Equatable {
    var left: CGFloat = 0
    var right: CGFloat = 0
    var bottom: CGFloat = 0
    var height: CGFloat = 0

    /// The guide's place for a guide that follows undocked keyboards: the keyboard's rectangle within the view
    /// while it is undocked, split or floating, and ``height(of:in:keyboardScreen:usesBottomSafeArea:)`` otherwise.
    /// - Parameters:
    ///   - view: The guide's owning view.
    ///   - keyboardScreen: The screen the keyboard is on, when the notification said it.
    @MainActor static func followingUndockedKeyboard(
      _ view: UIView, in snapshot: KeyboardSnapshot, keyboardScreen: UIScreen?, usesBottomSafeArea: Bool
    ) -> OverlapGuidePlacement {
      let placement = snapshot.placement
      if placement == .undocked || placement == .floating, let properties = snapshot.properties,
        let place = view.placeOnScreen(keyboardScreen: keyboardScreen)
      {
        let screenBounds = snapshot.screenBounds ?? place.screenBounds
        return keyboardRectangle(properties.endFrame, screenBounds: screenBounds, in: place.rect)
          ?? OverlapGuidePlacement(height: usesBottomSafeArea ? bottomSafeArea(of: view) : 0)
      }
      return OverlapGuidePlacement(
        height: height(of: view, in: snapshot, keyboardScreen: keyboardScreen, usesBottomSafeArea: usesBottomSafeArea))
    }

    /// The guide's height where the keyboard is docked or hidden, or for a guide that counts an undocked keyboard as
    /// hidden: the view's overlap (`KeyboardSnapshot.overlap(with:on:)`, 0 for an undocked or
    /// floating keyboard and for a view in no window), or the bottom safe area if that is taller and the guide uses
    /// it. Finite and at least 0, as both are.
    @MainActor static func height(
      of view: UIView, in snapshot: KeyboardSnapshot, keyboardScreen: UIScreen?, usesBottomSafeArea: Bool
    ) -> CGFloat {
      let overlap = snapshot.overlap(with: view, on: keyboardScreen)
      return usesBottomSafeArea ? max(overlap, bottomSafeArea(of: view)) : overlap
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
