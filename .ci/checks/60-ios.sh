#!/usr/bin/env bash
# Guards that the package builds in an iOS app: every non-test target, the examples the README and the articles
# quote included, compiled for arm64-apple-ios13.0 (Swift 6 mode) against Apple's real iPhoneOS SDK, and the
# stand-in probe type-checked against it, so a stand-in in Stubs/ that drifted from Apple fails. Uses
# ../shared/ios-sdk when it is there; see scripts/build-for-ios.sh for the other SDKs it takes, and for the one line
# it prints when it finds none. About 3 minutes from clean on 2 cores (most of it Clang's module cache for UIKit).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-for-ios.sh
