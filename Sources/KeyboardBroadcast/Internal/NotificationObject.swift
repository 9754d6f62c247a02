import Foundation

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit
#endif

/// The `object` of a keyboard notification as the observer reads it: the screen the keyboard is on, in a form that
/// crosses from the posting thread to the main actor.
///
/// iOS 16.1 and later post the `UIScreen` the keyboard is on; `KeyboardSimulator` posts a `SimulatedScreen`. Any
/// other object says nothing about the screen. Both screen types are `Sendable`, so the object is sorted on the
/// posting thread and only what the observer can use travels on.
enum NotificationObject: Sendable {
  case none
  case simulated(SimulatedScreen)
  #if canImport(UIKit) && !os(watchOS) && !os(visionOS)
    case screen(UIScreen)
  #endif

  init(_ object: Any?) {
    if let simulated = object as? SimulatedScreen {
      self = .simulated(simulated)
      return
    }
    #if canImport(UIKit) && !os(watchOS) && !os(visionOS)
      if let screen = object as? UIScreen {
        self = .screen(screen)
        return
      }
    #endif
    self = .none
  }
}
