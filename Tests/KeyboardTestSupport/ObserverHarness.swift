import Foundation
import KeyboardBroadcast

/// An observer of its own `NotificationCenter`, started, with one recording delegate: what most tests need.
@MainActor public struct ObserverHarness {
  /// The center the observer observes; post into it.
  public let center = NotificationCenter()
  /// The started observer.
  public let observer: KeyboardObserver
  /// The one delegate, added first.
  public let delegate = RecordingDelegate()

  /// Creates the observer, starts it and adds the delegate.
  public init() {
    observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.addDelegate(delegate)
  }

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
}
