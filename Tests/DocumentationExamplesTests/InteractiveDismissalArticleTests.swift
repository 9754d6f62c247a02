import Foundation
import KeyboardBroadcast
import Testing

/// The code of the "Following the Interactive Dismissal" article.
@MainActor struct InteractiveDismissalArticleTests {
  @Test func feedingTheDragMovesTheOverlapToWhereTheFingerHoldsTheKeyboard() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    observer.screenBounds = screen
    let shown = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 667, width: 375, height: 258), endFrame: CGRect(x: 0, y: 409, width: 375, height: 258)
    )
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: shown.userInfo)

    observer.keyboardDidMoveInteractively(toTop: 520)

    #expect(observer.snapshot.overlap(with: screen) == 147)
  }
}
