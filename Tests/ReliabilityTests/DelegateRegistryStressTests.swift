import Foundation
import KeyboardBroadcast
import Testing

/// Eight threads share one registry and add, remove, release and broadcast at random, while every call is checked
/// against the thread contract in `DelegateRegistry`'s documentation. The checks use a shared stamp clock rather
/// than timing, so they cannot fail on a slow machine; under `--sanitize=thread` the run also looks for data races.
struct DelegateRegistryStressTests {
  private let run = StressRun.shared

  @Test func broadcastNeverCallsADelegateWhoseRemovalFinishedBeforeItStarted() {
    let violations = run.ledger.violations(.calledAfterRemoval)
    #expect(violations.count == 0, "\(violations.examples)")
  }

  @Test func broadcastNeverCallsADeallocatedDelegate() {
    let violations = run.ledger.violations(.calledAfterDeallocation)
    #expect(violations.count == 0, "\(violations.examples)")
  }

  @Test func broadcastCallsEachDelegateAtMostOnce() {
    let violations = run.ledger.violations(.calledTwiceInOneBroadcast)
    #expect(violations.count == 0, "\(violations.examples)")
  }

  @Test func countMatchesTheLiveRegisteredDelegatesOnceThreadsAreJoined() {
    #expect(run.countAfterJoin == run.liveRegisteredProbeIDs.count)
  }

  @Test func broadcastAfterTheThreadsAreJoinedCallsEachLiveRegisteredDelegateOnce() {
    #expect(run.probesCalledAfterJoin.count == run.liveRegisteredProbeIDs.count)
    #expect(Set(run.probesCalledAfterJoin) == run.liveRegisteredProbeIDs)
  }

  @Test func countIsZeroOnceEverySurvivingDelegateIsReleased() {
    #expect(run.countAfterReleasingSurvivors == 0)
  }

  @Test func workloadExercisesEveryOperationConcurrently() {
    let tally = run.tally
    #expect(tally.adds > 0)
    #expect(tally.duplicateAdds > 0)
    #expect(tally.removals > 0)
    #expect(tally.releasesOfRegisteredProbes > 0)
    #expect(tally.broadcasts > 0)
    #expect(run.ledger.calls > tally.broadcasts)
    // A contract that is never put to the test proves nothing: some probes must have survived to the end
    // registered, and some removed.
    #expect(!run.liveRegisteredProbeIDs.isEmpty)
    #expect(run.survivorsIncludeRemovedProbes)
  }
}
