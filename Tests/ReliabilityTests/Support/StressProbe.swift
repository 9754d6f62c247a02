import Foundation
import KeyboardBroadcast

/// What the stress test registers: the delegate type is an existential, as `KeyboardObserver` uses it.
protocol StressDelegate: AnyObject, Sendable {
  var id: Int { get }
  func receive(_ broadcast: StressBroadcast)
}

/// One broadcast in flight: its start stamp, and the probes it called so far, to catch a probe called twice.
final class StressBroadcast {
  let stamp: Int
  let depth: Int
  let registry: DelegateRegistry<any StressDelegate>
  let ledger: StressLedger
  private(set) var calledProbes: Set<Int> = []

  init(registry: DelegateRegistry<any StressDelegate>, ledger: StressLedger, depth: Int) {
    self.registry = registry
    self.ledger = ledger
    self.depth = depth
    // Stamped before the registry is asked to broadcast, as the ledger's rule requires.
    stamp = ledger.stamp()
  }

  func run() {
    registry.broadcast { $0.receive(self) }
  }

  func noteCall(of probe: Int) {
    ledger.recordCall(of: probe, byBroadcastStampedAt: stamp)
    if !calledProbes.insert(probe).inserted {
      ledger.recordViolation(
        .init(kind: .calledTwiceInOneBroadcast, description: "probe \(probe) was called twice by one broadcast"))
    }
  }
}

/// A delegate that reports every call to the ledger, and its own deallocation.
final class StressProbe: StressDelegate {
  /// What a probe does besides reporting when it is called, to exercise the re-entrancy rules from many threads.
  enum Behaviour: Sendable { case plain, removesItself, broadcastsAgain }

  let id: Int
  let behaviour: Behaviour
  private let ledger: StressLedger

  init(behaviour: Behaviour, ledger: StressLedger) {
    id = ledger.makeProbeID()
    self.behaviour = behaviour
    self.ledger = ledger
  }

  deinit { ledger.recordDeallocation(of: id) }

  func receive(_ broadcast: StressBroadcast) {
    broadcast.noteCall(of: id)
    switch behaviour {
    case .plain:
      break
    case .removesItself:
      broadcast.registry.remove(self)
      ledger.recordRemoval(of: id)
    case .broadcastsAgain:
      // One level only: every probe of this kind would otherwise recurse into the others.
      guard broadcast.depth == 0 else { return }
      StressBroadcast(registry: broadcast.registry, ledger: ledger, depth: 1).run()
    }
  }
}
