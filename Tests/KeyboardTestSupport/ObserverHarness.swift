import Foundation
import KeyboardBroadcast

/// An observer of its own `NotificationCenter`, started, with one recording delegate and a log of every keyboard
/// notification posted there: what most tests need, both to post as UIKit does and to check what was posted.
@MainActor public struct ObserverHarness {
  /// The center the observer observes; post into it.
  public let center = NotificationCenter()
  /// The started observer.
  public let observer: KeyboardObserver
  /// The one delegate, added first.
  public let delegate = RecordingDelegate()
  private let posted = PostedNotifications()
  private let subscription: NotificationSubscription

  /// Creates the observer, gives it `screenBounds` if any, starts it and adds the delegate.
  public init(screenBounds: CGRect? = nil) {
    observer = KeyboardObserver(notificationCenter: center)
    if let screenBounds { observer.screenBounds = screenBounds }
    observer.start()
    observer.addDelegate(delegate)
    let posted = posted
    subscription = NotificationSubscription(center: center) { event, note in
      posted.append(event, note.userInfo ?? [:])
    }
  }

  /// The events of every keyboard notification posted into ``center``, in order.
  public var postedEvents: [KeyboardEvent] { posted.entries.map(\.event) }
  /// The `userInfo` of every keyboard notification posted into ``center``, in order.
  public var postedUserInfos: [[AnyHashable: Any]] { posted.entries.map(\.userInfo) }

  /// Posts a notification the way UIKit does: the real name, the given userInfo, any sender.
  public func post(_ event: KeyboardEvent, _ userInfo: [AnyHashable: Any]?, object: Any? = nil) {
    center.post(name: event.notificationName, object: object, userInfo: userInfo)
  }
}

extension ObserverHarness {
  /// Posts `event` with the `userInfo` iOS would send for `properties`.
  public func post(_ event: KeyboardEvent, _ properties: KeyboardProperties) {
    post(event, properties.userInfo)
  }

  /// Posts `event` for a keyboard moving from `beginFrame` to `endFrame` in `duration` seconds.
  public func post(
    _ event: KeyboardEvent, from beginFrame: CGRect, to endFrame: CGRect, duration: TimeInterval = 0.25
  ) {
    post(event, KeyboardProperties(beginFrame: beginFrame, endFrame: endFrame, animationDuration: duration))
  }

  /// The four notifications of a show: change-frame and show, will and did.
  public func show(from beginFrame: CGRect, to endFrame: CGRect) {
    for event in [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
      post(event, from: beginFrame, to: endFrame)
    }
  }

  /// The four notifications of a hide.
  public func hide(from beginFrame: CGRect, to endFrame: CGRect) {
    for event in [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
      post(event, from: beginFrame, to: endFrame)
    }
  }

  /// A will- and a did-change-frame notification, as iPadOS posts for an undock, dock or move.
  public func changeFrame(from beginFrame: CGRect, to endFrame: CGRect) {
    for event in [KeyboardEvent.willChangeFrame, .didChangeFrame] {
      post(event, from: beginFrame, to: endFrame)
    }
  }
}

/// Keyboard notifications as they were posted; locked because observers run on the posting thread.
private final class PostedNotifications: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [(event: KeyboardEvent, userInfo: [AnyHashable: Any])] = []

  func append(_ event: KeyboardEvent, _ userInfo: [AnyHashable: Any]) {
    lock.withLock { storage.append((event, userInfo)) }
  }

  var entries: [(event: KeyboardEvent, userInfo: [AnyHashable: Any])] { lock.withLock { storage } }
}
