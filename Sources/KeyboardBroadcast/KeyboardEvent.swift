import Foundation

/// One of the six keyboard notifications UIKit posts.
public enum KeyboardEvent: Hashable, Sendable, CaseIterable {
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  case willChangeFrame
  /// `UIResponder.keyboardDidChangeFrameNotification`.
  case didChangeFrame

  /// The notification's name. The raw strings are UIKit's, so they match on every platform, Linux included.
  public var notificationName: Notification.Name {
    switch self {
    case .willShow: Notification.Name("UIKeyboardWillShowNotification")
    case .didShow: Notification.Name("UIKeyboardDidShowNotification")
    case .willHide: Notification.Name("UIKeyboardWillHideNotification")
    case .didHide: Notification.Name("UIKeyboardDidHideNotification")
    case .willChangeFrame: Notification.Name("UIKeyboardWillChangeFrameNotification")
    case .didChangeFrame: Notification.Name("UIKeyboardDidChangeFrameNotification")
    }
  }

  /// The event a notification name stands for, or `nil` when it is not a keyboard notification.
  package init?(notificationName: Notification.Name) {
    guard let event = Self.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
    self = event
  }

  /// Whether the event announces an animation that is about to run (`will…`) rather than one that ended.
  package var isAnnouncement: Bool {
    switch self {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }
}
