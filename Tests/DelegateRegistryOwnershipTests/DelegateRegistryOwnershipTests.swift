import KeyboardBroadcast
import Testing

/// `broadcast(_:)` turns each weakly held object back into a `Delegate` value with a cast, for every kind of
/// `Delegate` type. The value must take one strong reference for the call and give it back: a retain too many keeps
/// a delegate alive forever; a release too many frees it while its owner still holds it. And a deallocated delegate
/// must not become a value at all: `nil` casts to `Any`, and to `AnyObject` as `NSNull`.
struct DelegateRegistryOwnershipTests {
  @Test(arguments: DelegateKind.allCases)
  func broadcastingLeavesTheOwnerTheOnlyStrongReference(_ kind: DelegateKind) {
    var delegate = Greeter()
    let registry = kind.registry(holding: delegate)
    registry.broadcast(times: 100)
    #expect(isKnownUniquelyReferenced(&delegate))
    #expect(delegate.greetings == 100)
  }

  @Test(arguments: DelegateKind.allCases)
  func aDelegateReleasedByItsOwnerAfterBroadcastsIsDeallocated(_ kind: DelegateKind) {
    var delegate: Greeter? = Greeter()
    weak var observed: Greeter?
    observed = delegate
    let registry = kind.registry(holding: delegate!)
    registry.broadcast(times: 100)
    delegate = nil
    #expect(observed == nil)
  }

  @Test(arguments: DelegateKind.allCases)
  func aDeallocatedDelegateIsNotReached(_ kind: DelegateKind) {
    let registry = kind.registry(holding: Greeter())
    #expect(registry.objectsReached().isEmpty)
  }

  @Test(arguments: DelegateKind.allCases)
  func broadcastPassesTheRegisteredObject(_ kind: DelegateKind) {
    let delegate = Greeter()
    let registry = kind.registry(holding: delegate)
    #expect(registry.objectsReached() == [ObjectIdentifier(delegate)])
  }
}

/// The ways a `Delegate` type can hold a class instance, each laid out differently in memory.
enum DelegateKind: CaseIterable, CustomTestStringConvertible {
  case concreteClass, classBoundExistential, composition, existential, anyObject, any

  var testDescription: String { "\(self)" }

  func registry(holding delegate: Greeter) -> any GreeterRegistry {
    switch self {
    case .concreteClass: Registry<Greeter>(delegate, greet: { $0.greet() }, object: { $0 })
    case .classBoundExistential:
      Registry<any ClassBoundGreeting>(delegate, greet: { $0.greet() }, object: { $0 })
    case .composition:
      Registry<any ClassBoundGreeting & Greeting>(delegate, greet: { $0.greet() }, object: { $0 })
    case .existential: Registry<any Greeting>(delegate, greet: { $0.greet() }, object: { $0 as AnyObject })
    case .anyObject: Registry<AnyObject>(delegate, greet: { ($0 as! Greeter).greet() }, object: { $0 })
    case .any: Registry<Any>(delegate, greet: { ($0 as! Greeter).greet() }, object: { $0 as AnyObject })
    }
  }
}

protocol Greeting { func greet() }
protocol ClassBoundGreeting: AnyObject { func greet() }

/// A delegate that counts its calls.
final class Greeter: Greeting, ClassBoundGreeting {
  private(set) var greetings = 0
  func greet() { greetings += 1 }
}

protocol GreeterRegistry {
  func broadcast(times: Int)
  func objectsReached() -> [ObjectIdentifier]
}

/// A `DelegateRegistry` of one delegate, seen through a `Delegate` type chosen by the test.
struct Registry<Delegate>: GreeterRegistry {
  let registry = DelegateRegistry<Delegate>()
  let greet: (Delegate) -> Void
  let object: (Delegate) -> AnyObject

  init(_ delegate: Greeter, greet: @escaping (Delegate) -> Void, object: @escaping (Delegate) -> AnyObject) {
    self.greet = greet
    self.object = object
    registry.add(delegate as! Delegate)
  }

  func broadcast(times: Int) {
    for _ in 0..<times { registry.broadcast(greet) }
  }

  func objectsReached() -> [ObjectIdentifier] {
    var reached: [ObjectIdentifier] = []
    registry.broadcast { reached.append(ObjectIdentifier(object($0))) }
    return reached
  }
}
