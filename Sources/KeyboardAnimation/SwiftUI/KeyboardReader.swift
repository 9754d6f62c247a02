#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // KeyboardBroadcast in SwiftUI. A thin layer over what Linux tests cover: the overlap and the animation choice
  // live in platform-neutral code (KeyboardSnapshot, KeyboardMotion), and the view that measures itself on the
  // screen, with the view controller that hosts it and forwards rotations, is KeyboardGeometryProbe, tested against
  // the UIKit stand-in. This file is compiled for iOS against Apple's SDK in CI (.ci/checks/60-ios.sh); no SwiftUI
  // exists on Linux, so nothing here runs in the tests.
  import KeyboardBroadcast
  import SwiftUI
  import UIKit

  private struct KeyboardObserverKey: EnvironmentKey {
    static var defaultValue: KeyboardObserver? { nil }
  }

  extension EnvironmentValues {
    /// The observer that ``KeyboardReader`` and ``SwiftUI/View/keyboardPadding()`` follow; `nil`, the default,
    /// means `KeyboardObserver.shared`. Set it with `environment(\.keyboardObserver, observer)`: a simulated
    /// keyboard in a preview or a test, for example.
    public var keyboardObserver: KeyboardObserver? {
      get { self[KeyboardObserverKey.self] }
      set { self[KeyboardObserverKey.self] = newValue }
    }
  }

  extension View {
    /// Pads the view's bottom by as much as the keyboard covers it, moving in step with the keyboard: the common
    /// case of a chat composer or a form pinned to the bottom of the screen.
    ///
    /// ```swift
    /// VStack(spacing: 0) {
    ///   ScrollView {
    ///     ForEach(messages, id: \.self) { Text($0).frame(maxWidth: .infinity, alignment: .leading) }
    ///   }
    ///   ComposerBar()
    /// }
    /// .keyboardPadding()
    /// ```
    ///
    /// It is a ``KeyboardReader`` around the view, so it has the reader's rules: from iOS 14 the view ignores
    /// SwiftUI's own keyboard safe area, which would otherwise lift it a second time; the padding comes on the next
    /// turn of the main queue when the view appears, and moves with the keyboard after that. The overlap is measured
    /// where the view sits on the screen, so it is right in Split View, Stage Manager and with a hardware keyboard's
    /// shortcut bar, and in a sheet as the sheet stands when the keyboard last changed or the view was last laid out
    /// (see ``KeyboardReader``); an undocked or floating keyboard pads nothing.
    public func keyboardPadding() -> some View {
      modifier(KeyboardPaddingModifier())
    }
  }

  /// A container that hands its content the keyboard as the container sees it, and animates changes in step with
  /// the keyboard: like `GeometryReader`, for the keyboard.
  ///
  /// ```swift
  /// KeyboardReader { keyboard in
  ///   ZStack(alignment: .bottom) {
  ///     Color.clear
  ///     ComposerBar()
  ///       .padding(.bottom, keyboard.overlap)
  ///       .opacity(keyboard.isOnScreen ? 1 : 0.9)
  ///   }
  /// }
  /// ```
  ///
  /// The overlap is that of the frame the content takes, measured where SwiftUI placed it on the screen: right in
  /// Split View, Stage Manager and with a hardware keyboard's shortcut bar. It is measured again when the keyboard
  /// changes, when the reader moves to a window, and when its frame is laid out anew (a new size); a reader that
  /// only moves, as in a sheet dragged without resizing, keeps the value it had until the next of those.
  ///
  /// From iOS 14 the reader ignores SwiftUI's keyboard safe area at the bottom, as
  /// ``SwiftUI/View/keyboardPadding()`` does: SwiftUI would otherwise lift the content by itself, and content padded
  /// by the reader's overlap would move twice. The reader's frame then reaches under the keyboard, and the overlap is
  /// what content there must avoid. iOS 13's SwiftUI does not avoid the keyboard, so there is nothing to ignore.
  ///
  /// Changes that come with the keyboard are applied with `withAnimation(.keyboard(motion))`: the keyboard's
  /// duration and curve, or no animation during a rotation. SwiftUI apps have no `viewWillTransition(to:with:)` of
  /// their own, so the reader's invisible view sits in a view controller that tells the observer when the interface
  /// rotates, as `interfaceOrientationWillChange(alongside:)` describes; the app may tell it too.
  ///
  /// It follows the observer in the environment (``SwiftUI/EnvironmentValues/keyboardObserver``), or
  /// `KeyboardObserver.shared`, and starts from its current state. That first value comes on the next turn of the
  /// main queue, since the invisible view reports it while SwiftUI lays out, when SwiftUI state must not change: a
  /// screen that appears while the keyboard is up may show one frame without the overlap, then moves to it without
  /// animation.
  @MainActor public struct KeyboardReader<Content: View>: View {
    @Environment(\.keyboardObserver) private var observer
    @State private var keyboard = KeyboardGeometry.hidden
    private let content: (KeyboardGeometry) -> Content

    /// Creates a reader whose content is built from the keyboard's geometry.
    public init(@ViewBuilder content: @escaping (KeyboardGeometry) -> Content) {
      self.content = content
    }

    /// The content, with an invisible view behind it that measures where the content is on the screen.
    public var body: some View {
      content(keyboard).background(
        KeyboardGeometryReporter(observer: observer ?? .shared) { geometry in
          withAnimation(.keyboard(geometry.motion)) { keyboard = geometry }
        }
      )
      .ignoringTheKeyboardSafeArea()
    }
  }

  extension Animation {
    /// The SwiftUI animation of a keyboard motion: a timing curve with the keyboard's duration, from
    /// `KeyboardAnimationCurve.progress(at:)`'s model (curve 7 included), or `nil`, no animation, for
    /// `KeyboardMotion.immediate`.
    ///
    /// ```swift
    /// .animation(.keyboard(keyboard.motion), value: keyboard.isOnScreen)
    /// ```
    public static func keyboard(_ motion: KeyboardMotion) -> Animation? {
      guard let (timing, duration) = motion.bezierAnimation else { return nil }
      return .timingCurve(timing.x1, timing.y1, timing.x2, timing.y2, duration: duration)
    }
  }

  @MainActor private struct KeyboardPaddingModifier: ViewModifier {
    func body(content: Content) -> some View {
      KeyboardReader { keyboard in
        content.padding(.bottom, keyboard.overlap)
      }
    }
  }

  extension View {
    @ViewBuilder fileprivate func ignoringTheKeyboardSafeArea() -> some View {
      if #available(iOS 14, macCatalyst 14, tvOS 14, *) {
        ignoresSafeArea(.keyboard, edges: .bottom)
      } else {
        self  // SwiftUI avoids the keyboard by itself only from iOS 14.
      }
    }
  }

  /// Puts a `KeyboardGeometryProbe` behind the content, in a view controller so that it hears of rotations, and
  /// passes its reports on.
  @MainActor private struct KeyboardGeometryReporter: UIViewControllerRepresentable {
    let observer: KeyboardObserver
    let onChange: @MainActor (KeyboardGeometry) -> Void

    func makeUIViewController(context: Context) -> KeyboardGeometryProbeController {
      let controller = KeyboardGeometryProbeController()
      controller.probe.isUserInteractionEnabled = false
      return controller
    }

    func updateUIViewController(_ controller: KeyboardGeometryProbeController, context: Context) {
      controller.probe.onChange = onChange
      controller.probe.observer = observer
    }
  }
#endif
