#!/usr/bin/env bash
# Guards adoption: a consumer package in a temporary folder outside the repository depends on this checkout the way
# the README's Installation section says (`.package(path:)`), uses a delegate, animateWithKeyboardProperties, a
# closure and the AsyncStream through the public API only, builds, and runs against a simulated keyboard. Its
# library target is also compiled for iOS when scripts/build-for-ios.sh finds an SDK. The consumer's sources are in
# .ci/consumer. About 1 to 2 minutes on 2 cores (a debug build of the library in the consumer's own .build).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# SwiftPM names a local package after its folder, so the checkout is reached as a folder named KeyboardBroadcast,
# as the README tells users to clone it.
ln -s "$repo" "$work/KeyboardBroadcast"
cp -R .ci/consumer "$work/ConsumerApp"
sed "s|@KEYBOARD_BROADCAST_PATH@|../KeyboardBroadcast|" .ci/consumer/Package.swift.in >"$work/ConsumerApp/Package.swift"
rm "$work/ConsumerApp/Package.swift.in"
cd "$work/ConsumerApp"
swift build
swift run ConsumerCheck

if [ -f "$repo/../shared/ios-sdk/make-swift-sdk.sh" ]; then
  eval "$(bash "$repo/../shared/ios-sdk/make-swift-sdk.sh")"
  echo "== the consumer's library for arm64-apple-ios13.0"
  # shellcheck disable=SC2086 # the options are several words by design
  swift build $IOS_SWIFT_SDK_OPTIONS --scratch-path "$repo/.build-ios-consumer" --target ChatFeature
fi
