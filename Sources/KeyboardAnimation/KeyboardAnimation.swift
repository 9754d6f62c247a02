@_exported import KeyboardBroadcast
