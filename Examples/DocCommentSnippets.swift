// The code that the doc comments of Sources/ and the notes in Docs/ quote. ArticleCodeBlockTests checks that every
// ```swift block there is quoted from compiled code; each type here is the smallest honest home of one or two of those
// blocks, named after what it shows. .ci/checks/60-ios.sh compiles this file for iOS, and the Linux builds compile
// it with and without the UIKit and Combine stand-ins.
import Foundation
import KeyboardAnimation
import KeyboardSimulation

/// Told when the text of a chat's input changes: the delegates of `DelegateRegistry`'s example.
@MainActor protocol ChatInputDelegate: AnyObject {
  func chatInputDidChange(_ text: String)
}

/// Tells a composer of a new text through a registry that holds it weakly.
@MainActor func tellComposer(_ composer: any ChatInputDelegate, about text: String) {
  let delegates = DelegateRegistry<any ChatInputDelegate>()
  delegates.add(composer)
  delegates.broadcast { $0.chatInputDidChange(text) }
}

/// Moves a composer on the shows and hides of the shared observer, for as long as it holds its observation.
@MainActor final class ComposerMover {
  private(set) var composerInset: CGFloat = 0
  var composerFrameOnScreen = CGRect.zero
  private var keyboardObservation: KeyboardObservation?

  func start() {
    keyboardObservation = KeyboardObserver.shared.observe([.willShow, .willHide]) { [weak self] update in
      self?.moveComposer(for: update.properties)
    }
  }

  private func moveComposer(for properties: KeyboardProperties) {
    composerInset = KeyboardObserver.shared.snapshot.overlap(with: composerFrameOnScreen)
  }
}

/// Raises a composer while the keyboard is up, with a closure.
@MainActor final class ComposerRaiser {
  private(set) var isComposerRaised = false
  private var observation: KeyboardObservation?

  init(observer: KeyboardObserver) {
    let observation = observer.observe([.willShow, .willHide]) { [weak self] update in
      self?.isComposerRaised = update.event == .willShow
    }
    self.observation = observation
  }
}

/// Sets a composer's inset from the keyboard as the shared observer last saw it, without waiting for an update.
@MainActor final class ComposerInsetModel {
  var composerFrameOnScreen: CGRect
  private(set) var composerInset: CGFloat = 0

  init(composerFrameOnScreen: CGRect) {
    self.composerFrameOnScreen = composerFrameOnScreen
  }

  func catchUp() {
    let keyboard = KeyboardObserver.shared.snapshot
    if keyboard.isOnScreen {
      composerInset = keyboard.overlap(with: composerFrameOnScreen)
    }
  }
}

/// An app's own animator: it hands every animation to another animator, with no animation when the user asked for
/// reduced motion.
@MainActor final class ReducedMotionKeyboardAnimator: KeyboardAnimator {
  let base: any KeyboardAnimator
  var reducesMotion: Bool

  init(base: any KeyboardAnimator, reducesMotion: Bool) {
    self.base = base
    self.reducesMotion = reducesMotion
  }

  func animate(
    withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) {
    base.animate(
      withDuration: reducesMotion ? 0 : duration, curve: curve, animations: animations, completion: completion)
  }

  func performWithoutAnimation(_ actions: @MainActor () -> Void) {
    base.performWithoutAnimation(actions)
  }
}

/// Shows an iPad keyboard in portrait, then turns the iPad to landscape.
@MainActor func showAndRotateAnIPadKeyboard(center: NotificationCenter) -> KeyboardSimulator {
  let simulator = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
  simulator.show()
  simulator.rotate(to: .iPadLandscape)
  return simulator
}

/// Prints why a trace cannot be read, if it cannot.
func printTraceProblem(in data: Data) {
  do {
    _ = try KeyboardTrace(jsonData: data)
  } catch {
    print(error)  // entry 3, field "userInfo.UIKeyboardFrameEndUserInfoKey.width": expected a finite number
  }
}

#if canImport(Combine)
  import Combine

  /// Raises a composer while the keyboard is up, with Combine.
  @MainActor final class PublishedComposerRaiser {
    private(set) var isComposerRaised = false
    private var cancellables: Set<AnyCancellable> = []

    init() {
      KeyboardObserver.shared.updatePublisher
        .sink { [weak self] update in
          switch update.event {
          case .willShow: self?.isComposerRaised = true
          case .willHide: self?.isComposerRaised = false
          default: break
          }
        }
        .store(in: &cancellables)
    }
  }
#endif

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// A screen whose dismiss-keyboard button shows only over a docked keyboard or a shortcut bar, and whose list,
  /// which fills the window, keeps its content above the keyboard.
  final class KeyboardPlacementViewController: UIViewController, KeyboardObserverDelegate {
    let dismissKeyboardButton = UIView()
    let messageList = UIScrollView()
    let observer: KeyboardObserver

    init(observer: KeyboardObserver = .shared) {
      self.observer = observer
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties) {
      switch observer.snapshot.placement {
      case .docked?, .shortcutBar?: dismissKeyboardButton.isHidden = false
      case .hidden?, .undocked?, .floating?, nil: dismissKeyboardButton.isHidden = true
      }
      messageList.contentInset.bottom = observer.overlap(with: messageList)
    }

    /// The height to give an input panel before the keyboard appears: the keyboard's the user last saw.
    func inputPanelHeight(in window: UIWindow) -> CGFloat {
      let bounds = window.screen.bounds
      let height = observer.lastDockedKeyboardHeight(inPortrait: bounds.height > bounds.width) ?? 260
      return height
    }
  }

  /// A message list that follows the keyboard's overlap with an `AsyncStream`, in a task it cancels itself.
  final class AsyncMessageListViewController: UIViewController {
    let tableView = UIScrollView()
    private let keyboard: KeyboardObserver
    private var overlapTask: Task<Void, Never>?

    init(keyboard: KeyboardObserver = .shared) {
      self.keyboard = keyboard
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      view.addSubview(tableView)
      overlapTask = Task { [keyboard, tableView] in
        for await overlap in keyboard.overlaps(with: tableView) {
          keyboard.animate(overlap.motion) {
            tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView)
          }
        }
      }
    }

    /// Ends the task; UIKit calls it from `viewDidDisappear(_:)`'s override in an app.
    func stopFollowingTheKeyboard() {
      overlapTask?.cancel()
    }
  }

  #if canImport(Combine)
    /// A message list that follows the keyboard's overlap with Combine.
    final class PublishedMessageListViewController: UIViewController {
      let tableView = UIScrollView()
      private var cancellables: Set<AnyCancellable> = []

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        KeyboardObserver.shared.overlapPublisher(with: tableView)
          .sink { [tableView] overlap in tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView) }
          .store(in: &cancellables)
      }
    }
  #endif
#endif
