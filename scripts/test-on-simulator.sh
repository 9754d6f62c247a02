#!/usr/bin/env bash
# Runs every test target on an iOS simulator with `xcodebuild test`: the package's tests against real UIKit, on a Mac
# with Xcode. The GitHub workflow's "iOS simulator" job runs it. This repository's Linux CI cannot: it type-checks the
# same tests for iOS instead (.ci/checks/62-ios-tests.sh).
#
#   scripts/test-on-simulator.sh                                   # the newest iPhone simulator Xcode has
#   IOS_SIMULATOR="iPad (10th generation)" scripts/test-on-simulator.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v xcodebuild >/dev/null; then
  echo "test-on-simulator: needs Xcode's xcodebuild, which this machine does not have" >&2
  exit 1
fi
simulator=${IOS_SIMULATOR:-$(xcrun simctl list devices available | sed -n 's/^ *\(iPhone [^(]*\) (.*/\1/p' | tail -1)}
simulator=${simulator% }
echo "== xcodebuild test on the $simulator simulator"
xcodebuild test -quiet -scheme KeyboardBroadcast-Package -destination "platform=iOS Simulator,name=$simulator" \
  -skipPackagePluginValidation
