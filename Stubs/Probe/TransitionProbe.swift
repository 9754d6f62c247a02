// Uses the UIKit stand-in's declarations added for the safe area and for the SwiftUI probe's view controller, with
// explicit types, so that they compile only where they have Apple's shape: like UIKitProbe.swift, it is compiled
// against the stand-in (scripts/check-stand-ins.sh) and against Apple's real SDK (.ci/checks/60-ios.sh).
#if canImport(UIKit)
  import Foundation
  import UIKit

  @MainActor enum TransitionProbe {
    static func safeArea(_ view: UIView, _ scrollView: UIScrollView) {
      // probe: UIView.safeAreaInsets
      let _: UIEdgeInsets = view.safeAreaInsets
      // probe: UIScrollView.adjustedContentInset
      let _: UIEdgeInsets = scrollView.adjustedContentInset
    }
  }
#endif
