// Part of the UIKit stand-in; see UIView.swift. Added for the trace recorder, which writes down the accessibility
// settings that change how the keyboard moves.
import Foundation

/// `UIAccessibility`, reduced to the two motion settings. The stand-in's are off.
public enum UIAccessibility {
  /// Whether Reduce Motion is on.
  public static var isReduceMotionEnabled: Bool { false }

  /// Whether "Prefer Cross-Fade Transitions" is on (iOS 14 and later).
  @available(iOS 14, *)
  public static var prefersCrossFadeTransitions: Bool { false }
}
