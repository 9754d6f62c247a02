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
    /// Pads the view's bottom by as much as the keyboard covers it, moving in step with the keyboard: a chat composer
    /// or a form pinned to the bottom of the screen.
    ///
    /// It is a ``KeyboardReader`` around the view, with the reader's rules: the view ignores SwiftUI's own keyboard
    /// safe area, and the padding comes on the next turn of the main queue when the view appears.
    public func keyboardPadding() -> some View {
      modifier(KeyboardPaddingModifier())
    }
  }

  /// A container that hands its content the keyboard as the container sees it, and animates changes in step with
  /// the keyboard: like `GeometryReader`, for the keyboard. <doc:UsingKeyboardBroadcastWithSwiftUI> shows it in use.
  ///
  /// The overlap is that of the frame the content takes, measured where SwiftUI placed it on the screen. It is
  /// measured again when the keyboard changes, when the reader moves to a window, and when its size changes. A reader
  /// that only moves, as in a sheet dragged without resizing, keeps its value until the next of those.
  ///
  /// From iOS 14 the reader ignores SwiftUI's keyboard safe area at the bottom, or the content would move twice.
  /// Changes that come with the keyboard are applied with `withAnimation(.keyboard(motion))`. The reader tells the
  /// observer when the interface rotates, since a SwiftUI app has no `viewWillTransition(to:with:)` of its own.
  ///
  /// It follows the observer in the environment (``SwiftUI/EnvironmentValues/keyboardObserver``), or
  /// `KeyboardObserver.shared`, from its current state. That first value comes on the next turn of the main queue,
  /// since SwiftUI state must not change during layout: a screen that appears while the keyboard is up may show one
  /// frame without the overlap.
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
    /// `KeyboardAnimationCurve.progress(at:)`'s model, or `nil`, no animation, for `KeyboardMotion.immediate`. Use it
    /// as `.animation(.keyboard(keyboard.motion), value: keyboard.isOnScreen)`.
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
