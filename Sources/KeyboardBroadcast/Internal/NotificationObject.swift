import Foundation

/// The `object` of a keyboard notification, carried from the thread that posted it to the main actor.
///
/// iOS 16.1 and later post keyboard notifications with the `UIScreen` the keyboard is on as their object. The object
/// is not `Sendable`, hence `@unchecked`. The box only moves the reference: nothing reads the object before it
/// reaches the main actor, and there it is only cast to `UIScreen`, a main-actor-bound class (see
/// KeyboardObserver+Screen.swift). UIKit posts keyboard notifications on the main thread anyway; the box matters
/// for notifications that tests or apps post from other threads.
struct NotificationObject: @unchecked Sendable {
  /// The object, or `nil` when the notification had none. A value that is not a class instance arrives boxed in a
  /// new object, which the observer's weak reference lets go of at once.
  let object: AnyObject?

  init(_ object: Any?) {
    self.object = object.map { $0 as AnyObject }
  }
}
