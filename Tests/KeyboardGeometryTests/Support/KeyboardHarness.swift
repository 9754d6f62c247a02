import Foundation
import KeyboardBroadcast
import KeyboardTestSupport

/// An observer of a private notification center, started, with helpers that post keyboard notifications into it
/// the way UIKit does.
@MainActor struct KeyboardHarness {
  let center = NotificationCenter()
  let observer: KeyboardObserver
  let delegate = RecordingDelegate()

  init(screen: CGRect?) {
    observer = KeyboardObserver(notificationCenter: center)
    observer.screenBounds = screen
    observer.addDelegate(delegate)
    observer.start()
  }

  func post(_ event: KeyboardEvent, from beginFrame: CGRect, to endFrame: CGRect, duration: TimeInterval = 0.25) {
    let properties = KeyboardProperties(beginFrame: beginFrame, endFrame: endFrame, animationDuration: duration)
    center.post(name: event.notificationName, object: nil, userInfo: properties.userInfo)
  }

  /// A will- and a did-change-frame notification, as iPadOS posts for an undock, dock or move.
  func changeFrame(from beginFrame: CGRect, to endFrame: CGRect) {
    post(.willChangeFrame, from: beginFrame, to: endFrame)
    post(.didChangeFrame, from: beginFrame, to: endFrame)
  }

  /// The four notifications of a show: change-frame and show, will and did.
  func show(from beginFrame: CGRect, to endFrame: CGRect) {
    post(.willChangeFrame, from: beginFrame, to: endFrame)
    post(.willShow, from: beginFrame, to: endFrame)
    post(.didChangeFrame, from: beginFrame, to: endFrame)
    post(.didShow, from: beginFrame, to: endFrame)
  }

  /// The four notifications of a hide.
  func hide(from beginFrame: CGRect, to endFrame: CGRect) {
    post(.willChangeFrame, from: beginFrame, to: endFrame)
    post(.willHide, from: beginFrame, to: endFrame)
    post(.didChangeFrame, from: beginFrame, to: endFrame)
    post(.didHide, from: beginFrame, to: endFrame)
  }
}

extension CGRect {
  /// The frame moved straight down below the bottom of `screen`, where shows start and hides end.
  func below(_ screen: CGRect) -> CGRect {
    CGRect(x: minX, y: screen.maxY, width: width, height: height)
  }
}
