import Foundation
@_spi(Tools) import KeyboardBroadcast

/// What happened when a script was played: one row per step, in order. The text, JSON and SVG renderers read it.
struct ReplayTimeline {
  /// `Scenario` or `Trace`.
  var kindDescription: String
  var name: String
  var summary: String
  var deviceDescription: String
  var screenBounds: CGRect
  var rows: [Row]

  /// One step of the script and what it caused.
  struct Row: Equatable {
    var time: TimeInterval
    var kind: Kind
    /// For a notification: whether the observer delivered it.
    var outcome: Outcome?
    /// Where the keyboard ends, judged against the observer's `screenBounds` (notifications and drags only).
    var placement: KeyboardPlacement?
    /// The keyboard's end frame, or where the finger holds it (notifications and drags only).
    var endFrame: CGRect?
    /// How much of the screen's bottom the keyboard covers at the end of the animation, or under the finger
    /// (notifications and drags only).
    var coveredHeight: CGFloat?
    /// Every delegate call the step caused, in call order.
    var received: [DelegateCall] = []
    /// Every layout change a delegate made through `animateWithKeyboardProperties`.
    var layoutChanges: [LayoutChange] = []
    /// The attached view's bottom inset once the step is done.
    var inset: CGFloat
  }

  enum Kind: Equatable {
    case action(String)
    case notification(KeyboardEvent)
    /// A finger moved the keyboard's top edge to this `y`, and the player told the observer; nothing was posted.
    case drag(toTop: CGFloat)
    /// The app's optional call; `rotating` says whether the observer started a rotation (it does only while the
    /// keyboard is shown).
    case orientationWillChange(rotating: Bool)
    /// The app's optional call at the end of the transition.
    case orientationDidChange
    /// The observer began a rotation by itself, at the notification of the next row, since the screen it carries
    /// turned to these bounds while the keyboard was shown.
    case rotationSeen(screenBounds: CGRect)
    /// The observer's `orientationChangeTimeout` passed and ended the rotation, which no call had ended.
    case rotationTimedOut
  }

  enum Outcome: Equatable {
    case delivered
    /// The observer filtered it out; the reason names the rule.
    case dropped(String)
    /// A hide the observer holds back during a rotation.
    case heldBack

    /// A show, did-show or change-frame the observer dropped as a repeat.
    static let duplicate = Outcome.dropped("duplicate")
    /// A hide the observer dropped because the keyboard was already hidden.
    static let alreadyHidden = Outcome.dropped("already hidden")
  }

  /// One delegate method call.
  struct DelegateCall: Equatable {
    /// The demo delegate's short name: `chat` or `status`.
    var delegate: String
    /// The method's short name, such as `willShow` or `didUndock`.
    var method: String
    /// The `interfaceOrientationWillChange` argument of a will-show; `nil` for other methods.
    var interfaceOrientationWillChange: Bool?
  }

  /// One layout block run through `animateWithKeyboardProperties`.
  struct LayoutChange: Equatable {
    enum Mode: Equatable {
      case animated(duration: TimeInterval, curve: KeyboardAnimationCurve)
      /// Inside `performWithoutAnimation`, as `animateWithKeyboardProperties` does while the interface rotates.
      case immediate
    }

    var delegate: String
    /// The delegate method that made the change, such as `willShow(rotating)`.
    var trigger: String
    var time: TimeInterval
    var mode: Mode
    /// Where the input bar was on screen when the change began: the previous change's target, unless that change
    /// was `interrupted` first.
    var fromInset: CGFloat
    var toInset: CGFloat
    /// Whether the change began while the previous animation was still moving the bar, short of its target; the
    /// bar then starts from where it was (``ReplayMotion``).
    var interrupted = false
    /// Whether the bar followed a finger dragging the keyboard, which is why the change is immediate.
    var followsTheFinger = false
  }
}

extension ReplayTimeline.Row {
  /// Whether the row marks a rotation's beginning or end, by a call or by the observer itself.
  var isRotationMark: Bool {
    switch kind {
    case .orientationWillChange, .orientationDidChange, .rotationSeen, .rotationTimedOut: true
    case .action, .notification, .drag: false
    }
  }
}

extension ReplayTimeline {
  var finalInset: CGFloat { rows.last?.inset ?? 0 }
  var layoutChanges: [LayoutChange] { rows.flatMap(\.layoutChanges) }
  var duration: TimeInterval { rows.last?.time ?? 0 }
}
