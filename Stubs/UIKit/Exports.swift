// Part of the UIKit stand-in; see UIView.swift. The real UIKit re-exports Foundation (and with it CGFloat, CGSize and
// NSCoder), so a file that imports only UIKit compiles; the stand-in does the same.
@_exported import Foundation
