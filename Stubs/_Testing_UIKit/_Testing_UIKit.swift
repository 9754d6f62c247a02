// An empty stand-in for Swift Testing's UIKit cross-import overlay.
//
// The toolchain's Testing module declares an overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay), so a
// test file that imports both Testing and the UIKit stand-in makes the compiler look for `_Testing_UIKit`, which
// exists only in Apple's SDKs. scripts/test-with-uikit-stub.sh compiles this file next to the UIKit stand-in. The
// real overlay adds attachment support for UIKit images, which the tests do not use.
