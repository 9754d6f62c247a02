// Layout code that calls `animateWithKeyboardProperties` always reads `KeyboardObserver` and `KeyboardProperties`
// too, so importing this module alone is enough.
@_exported import KeyboardBroadcast
