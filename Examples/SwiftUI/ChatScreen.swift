#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // SwiftUI screens of the README and the SwiftUI article. SwiftUI does not exist on Linux, so these are compiled for
  // iOS only; their logic is tested in KeyboardGeometryProbeTests, KeyboardMotionCurveTests and KeyboardStateTests.
  import KeyboardAnimation
  import KeyboardSimulation
  import SwiftUI

  /// A chat screen whose composer stays on the keyboard.
  @MainActor struct ChatScreen: View {
    let messages: [String]

    var body: some View {
      VStack(spacing: 0) {
        ScrollView {
          ForEach(messages, id: \.self) { Text($0).frame(maxWidth: .infinity, alignment: .leading) }
        }
        ComposerBar()
      }
      .keyboardPadding()
    }
  }

  /// A composer that floats over the content and rises with the keyboard, fading a little while the keyboard is up.
  /// The reader ignores SwiftUI's keyboard safe area, so the padding is the only thing that lifts the composer.
  @MainActor struct FloatingComposerScreen: View {
    var body: some View {
      KeyboardReader { keyboard in
        ZStack(alignment: .bottom) {
          Color.clear
          ComposerBar()
            .padding(.bottom, keyboard.overlap)
            .opacity(keyboard.isOnScreen ? 1 : 0.9)
        }
      }
    }
  }

  /// The text field and send button of the screens above.
  @MainActor struct ComposerBar: View {
    @State private var text = ""

    var body: some View {
      HStack {
        TextField("Message", text: $text)
        Button("Send") { text = "" }
      }
      .padding()
    }
  }

  /// A badge that follows the keyboard from iOS 13, through `ObservableObject`.
  @MainActor struct KeyboardBadge: View {
    @ObservedObject var keyboard: KeyboardState

    var body: some View {
      Text(keyboard.isOnScreen ? "Keyboard up, \(Int(keyboard.screenOverlap)) pt" : "Keyboard down")
    }
  }

  /// The same badge from iOS 17, through Observation: the state lives in `@State`.
  @available(iOS 17, macCatalyst 17, tvOS 17, *)
  @MainActor struct ObservedKeyboardBadge: View {
    @State private var keyboard = KeyboardState()

    var body: some View {
      Text(keyboard.isOnScreen ? "Keyboard up, \(Int(keyboard.screenOverlap)) pt" : "Keyboard down")
    }
  }

  /// Follows the observer in the environment, a preview's simulated keyboard for example: `KeyboardState` is made
  /// with the observer that a parent view reads from the environment.
  @available(iOS 14, macCatalyst 14, tvOS 14, *)
  @MainActor struct KeyboardBadgeHost: View {
    @Environment(\.keyboardObserver) private var observer

    var body: some View {
      InjectedKeyboardBadge(observer: observer ?? .shared)
    }
  }

  /// The host's badge: `@StateObject` keeps the state made with the first observer it is given.
  @available(iOS 14, macCatalyst 14, tvOS 14, *)
  @MainActor struct InjectedKeyboardBadge: View {
    @StateObject private var keyboard: KeyboardState

    init(observer: KeyboardObserver) {
      _keyboard = StateObject(wrappedValue: KeyboardState(observer: observer))
    }

    var body: some View {
      Text(keyboard.isOnScreen ? "Keyboard up, \(Int(keyboard.screenOverlap)) pt" : "Keyboard down")
    }
  }

  /// A button shown while the keyboard is up, fading in and out with the keyboard's own animation.
  @available(iOS 15, macCatalyst 15, tvOS 15, *)
  @MainActor struct HideKeyboardButton: View {
    @ObservedObject var keyboard: KeyboardState
    let hide: () -> Void

    var body: some View {
      Button("Hide keyboard", action: hide)
        .opacity(keyboard.isOnScreen ? 1 : 0)
        .animation(.keyboard(keyboard.motion), value: keyboard.isOnScreen)
    }
  }

  /// Previews with a simulated keyboard, shown on an iPhone 11, put in the environment.
  @MainActor enum PreviewKeyboard {
    /// A started observer whose keyboard is shown. The simulator lives as long as the observer.
    static let shown: KeyboardObserver = {
      let center = NotificationCenter()
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      simulator = KeyboardSimulator(notificationCenter: center, device: .iPhone11)
      simulator?.show()
      return observer
    }()
    private static var simulator: KeyboardSimulator?
  }

  struct ChatScreen_Previews: PreviewProvider {
    static var previews: some View {
      ChatScreen(messages: ["Hi!", "The composer sits on the keyboard."])
        .environment(\.keyboardObserver, PreviewKeyboard.shown)
    }
  }
#endif
