#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // KeyboardBroadcast in SwiftUI. A thin layer over what Linux tests cover: the overlap and the animation choice
  // live in platform-neutral code (KeyboardSnapshot, KeyboardMotion), and the view that measures itself on the
  // screen is KeyboardGeometryProbe, tested against the UIKit stand-in. This file is compiled for iOS against
  // Apple's SDK in CI (.ci/checks/60-ios.sh); no SwiftUI exists on Linux, so nothing here runs in the tests.
  import KeyboardBroadcast
  import SwiftUI
  import UIKit

  private struct KeyboardObserverKey: EnvironmentKey {
    static var defaultValue: KeyboardObserver? { nil }
  }

  extension EnvironmentValues {
    /// The observer that `KeyboardReader` and `keyboardPadding()` follow; `nil`, the default,
    /// means `KeyboardObserver.shared`. Set it with `keyboardObserver(_:)`.
    public var keyboardObserver: KeyboardObserver? {
      get { self[KeyboardObserverKey.self] }
      set { self[KeyboardObserverKey.self] = newValue }
    }
  }

  extension View {
    /// Makes the views inside follow `observer` rather than `KeyboardObserver.shared`: a simulated keyboard in a
    /// preview or a test, for example.
    ///
    /// ```swift
    /// ChatScreen().keyboardObserver(previewKeyboard)
    /// ```
    public func keyboardObserver(_ observer: KeyboardObserver?) -> some View {
      environment(\.keyboardObserver, observer)
    }

    /// Pads the view's bottom by as much as the keyboard covers it, moving in step with the keyboard: the common
    /// case of a chat composer or a form pinned to the bottom of the screen.
    ///
    /// ```swift
    /// VStack {
    ///   MessageList()
    ///   ComposerBar()
    /// }
    /// .keyboardPadding()
    /// ```
    ///
    /// From iOS 14 the view ignores SwiftUI's own keyboard safe area, which would otherwise lift it a second time.
    /// The overlap is measured where the view sits on the screen, so it is right in Split View, Stage Manager,
    /// sheets, and with a hardware keyboard's shortcut bar; an undocked or floating keyboard pads nothing.
    public func keyboardPadding() -> some View {
      modifier(KeyboardPaddingModifier())
    }
  }

  /// A container that hands its content the keyboard as the container sees it, and animates changes in step with
  /// the keyboard: like `GeometryReader`, for the keyboard.
  ///
  /// ```swift
  /// KeyboardReader { keyboard in
  ///   ComposerBar()
  ///     .padding(.bottom, keyboard.overlap)
  ///     .opacity(keyboard.isVisible ? 1 : 0.9)
  /// }
  /// ```
  ///
  /// The overlap is that of the frame the content takes, measured where SwiftUI placed it on the screen. Changes
  /// that come with the keyboard are applied with `withAnimation(.keyboard(motion))`: the keyboard's duration and
  /// curve, or no animation during a rotation. It follows the observer in the environment
  /// (`keyboardObserver(_:)`), or `KeyboardObserver.shared`, and starts from its current state, so a
  /// screen that appears while the keyboard is up is laid out around it at once.
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
        })
    }
  }

  extension Animation {
    /// The SwiftUI animation of a keyboard motion: a timing curve with the keyboard's duration, from
    /// `KeyboardAnimationCurve.progress(at:)`'s model (curve 7 included), or `nil`, no animation, for
    /// `KeyboardMotion.immediate`.
    ///
    /// ```swift
    /// withAnimation(.keyboard(overlap.motion)) { composerOffset = overlap.height }
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
      .ignoringTheKeyboardSafeArea()
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

  /// Puts a `KeyboardGeometryProbe` behind the content and passes its reports on.
  @MainActor private struct KeyboardGeometryReporter: UIViewRepresentable {
    let observer: KeyboardObserver
    let onChange: @MainActor (KeyboardGeometry) -> Void

    func makeUIView(context: Context) -> KeyboardGeometryProbe {
      let probe = KeyboardGeometryProbe()
      probe.isUserInteractionEnabled = false
      return probe
    }

    func updateUIView(_ probe: KeyboardGeometryProbe, context: Context) {
      probe.onChange = onChange
      probe.observer = observer
    }
  }
#endif
