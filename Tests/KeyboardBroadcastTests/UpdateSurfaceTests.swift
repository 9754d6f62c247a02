import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

#if canImport(Combine)
  import Combine
#endif

/// Each surface that hands out every update (a closure handler, an `updates` stream and, where Combine exists, the
/// `updatePublisher`) follows the observer's delivery rules exactly as delegates do: one rule, one test, over every
/// surface.
@MainActor struct UpdateSurfaceTests {
  enum Surface: String, CaseIterable, Sendable {
    case handler, stream, publisher
  }

  nonisolated static var surfaces: [Surface] {
    #if canImport(Combine)
      Surface.allCases
    #else
      [.handler, .stream]
    #endif
  }

  let harness = ObserverHarness()

  /// Listens through `surface`, runs `posts`, then stops the observer and returns what the surface handed out.
  private func updates(through surface: Surface, posting posts: () -> Void) async -> [KeyboardUpdate] {
    var received: [KeyboardUpdate] = []
    switch surface {
    case .handler:
      let observation = harness.observer.observe { received.append($0) }
      posts()
      withExtendedLifetime(observation) {}
    case .stream:
      let stream = harness.observer.updates
      posts()
      harness.observer.stop()
      for await update in stream { received.append(update) }
    case .publisher:
      #if canImport(Combine)
        let subscription = harness.observer.updatePublisher.sink { received.append($0) }
        posts()
        withExtendedLifetime(subscription) {}
      #endif
    }
    return received
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5)), arguments: surfaces)
  func theHidesOfARotationAreHeldBackAndItsShowFlagged(_ surface: Surface) async {
    let received = await updates(through: surface) {
      harness.post(.willShow, Payload.p10WillShow)
      harness.observer.interfaceOrientationWillChange()
      harness.post(.willHide, Payload.p10WillHide)
      harness.post(.willShow, Payload.p31Landscape)
    }
    #expect(received.map(\.event) == [.willShow, .willShow])
    #expect(received.map(\.interfaceOrientationWillChange) == [false, true])
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5)), arguments: surfaces)
  func aRepeatedShowIsNotHandedOut(_ surface: Surface) async {
    let received = await updates(through: surface) {
      harness.post(.willShow, Payload.p10WillShow)
      harness.post(.willShow, Payload.p10WillShow)
    }
    #expect(received.map(\.event) == [.willShow])
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5)), arguments: surfaces)
  func aDragHandsOutNoUpdate(_ surface: Surface) async {
    harness.observer.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    let received = await updates(through: surface) {
      harness.post(.willShow, Payload.p10WillShow)
      harness.observer.keyboardDidMoveInteractively(toTop: 500)
    }
    #expect(received.map(\.event) == [.willShow])
  }
}
