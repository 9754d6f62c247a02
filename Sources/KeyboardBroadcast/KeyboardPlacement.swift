/// Where the keyboard sits on the screen, as its end frame shows: the answer to "must my view move?".
///
/// Read it from ``KeyboardSnapshot/placement``. Only ``docked`` and ``shortcutBar`` cover the bottom of the screen,
/// so only they make a view inset its bottom (``KeyboardSnapshot/overlap(with:screenBounds:)``). The end frame is
/// judged against the screen's bounds by the rules in <doc:Geometry#Placements>.
public enum KeyboardPlacement: Hashable, Sendable, CaseIterable {
  /// No part of the keyboard is on screen: it is hiding or hidden, or the frame is empty.
  case hidden
  /// The software keyboard spans the screen's width and rests on its bottom edge, covering the bottom of every
  /// window above it.
  case docked
  /// The iPad keyboard spans the screen's width but was pulled up off the bottom edge, whole or split in two: frames
  /// cannot tell the two apart.
  case undocked
  /// The keyboard is narrower than the screen: the small keyboard an iPad user pinches out and drags around.
  case floating
  /// Only a strip of the keyboard is on screen: the shortcut bar iPadOS shows while a hardware keyboard is attached.
  case shortcutBar
}
