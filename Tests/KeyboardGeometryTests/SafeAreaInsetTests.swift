// Linux only: it sets a view's safe area with the stand-in's own API, which Apple's UIKit does not have.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardBroadcast
  import Testing
  import UIKit

  /// `bottomInsetAboveSafeArea(for:)`: how far a composer pinned to the bottom safe area rises with the keyboard.
  @MainActor struct SafeAreaInsetTests {
    /// A view filling an iPhone 11's screen, whose home indicator takes the bottom 34 points of the safe area.
    private func view(bottomSafeArea: CGFloat = 34) -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
      view.stubSafeAreaInsets.bottom = bottomSafeArea
      return view
    }

    @Test func theComposerRisesByTheOverlapLessTheSafeAreaTheKeyboardCovers() {
      let overlap = KeyboardOverlap(height: 346, motion: .immediate)
      #expect(overlap.bottomInsetAboveSafeArea(for: view()) == 312)
    }

    @Test func aKeyboardThatCoversLessThanTheSafeAreaMovesNothing() {
      #expect(KeyboardOverlap(height: 0, motion: .immediate).bottomInsetAboveSafeArea(for: view()) == 0)
      #expect(KeyboardOverlap(height: 20, motion: .immediate).bottomInsetAboveSafeArea(for: view()) == 0)
    }

    @Test func aViewWithoutASafeAreaRisesByTheWholeOverlap() {
      let overlap = KeyboardOverlap(height: 216, motion: .immediate)
      #expect(overlap.bottomInsetAboveSafeArea(for: view(bottomSafeArea: 0)) == 216)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aSafeAreaThatIsNotFiniteGivesAFiniteInset(_ bottom: CGFloat) {
      let inset = KeyboardOverlap(height: 216, motion: .immediate).bottomInsetAboveSafeArea(
        for: view(bottomSafeArea: bottom))
      #expect(inset.isFinite && inset >= 0)
    }
  }
#endif
