/// Where the keyboard sits on the screen, as its end frame shows: the answer to "must my view move?".
///
/// Get it from ``KeyboardProperties/placement(in:)``; the rules that tell the cases apart are listed there and in
/// `Docs/Geometry.md`.
///
/// Only ``docked`` and ``shortcutBar`` cover the bottom of the screen, so only they make a view inset its bottom
/// (see ``KeyboardProperties/overlap(with:screenBounds:)``).
public enum KeyboardPlacement: Hashable, Sendable, CaseIterable {
  /// No part of the keyboard is on screen: it is hiding or hidden, or the frame is empty.
  case hidden
  /// The software keyboard spans the screen's width and rests on its bottom edge, covering the bottom of every
  /// window above it.
  case docked
  /// The iPad keyboard spans the screen's width but was pulled up off the bottom edge, whole or split in two.
  ///
  /// iPadOS reports a split keyboard the same way as a whole undocked one, as one full-width frame, so frames
  /// cannot tell them apart and this case stands for both.
  case undocked
  /// The keyboard is narrower than the screen: the small keyboard an iPad user pinches out and drags around.
  case floating
  /// Only a strip of the keyboard is on screen: the shortcut bar iPadOS shows while a hardware keyboard is attached,
  /// reported with the full keyboard's height and mostly below the screen.
  case shortcutBar
}
