#!/usr/bin/env bash
# Compiles every target of the package except the tests for arm64-apple-ios13.0 against Apple's real iPhoneOS SDK,
# and type-checks the stand-in probe (Stubs/Probe) against it, so that code which builds only on Linux, or a
# stand-in that has drifted from Apple's declarations, fails. Nothing is linked or run. Test targets are not
# built: Swift Testing is not part of the SDK.
#
# The SDK is chosen by scripts/ios-sdk.sh, which says the order: ../shared/ios-sdk beside the repository, then
# IOS_SDK=/path/to/iPhoneOS.sdk, then Xcode's on a Mac, which this script builds with `xcodebuild build` for generic
# iOS with code signing off (nothing is installed or run, so nothing needs a signature). The keyboard-replay tool is a
# command-line tool for macOS and Linux in a package of its own (Tools/), not built for iOS. Without any
# of them it prints one line saying it skipped, and why, and succeeds.
#
# Builds go to .build-ios (or IOS_SCRATCH_PATH), so they do not evict the Linux build in .build;
# scripts/build-docs.sh takes the documentation's symbol graphs from the same build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ios-sdk.sh
if [ -n "$ios_skip_reason" ]; then
  echo "skipped the iOS build: $ios_skip_reason"
  exit 0
fi
echo "iOS SDK: $ios_sdk_name"

# Every target that is not a test target, from the manifest, so that a new target is compiled for iOS too.
targets=$(swift package describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] != "test":
        print(target["name"])')

if [ -n "$ios_xcodebuild" ]; then
  xcodebuild build -quiet -scheme KeyboardBroadcast-Package -destination 'generic/platform=iOS' \
    -derivedDataPath "$ios_scratch/DerivedData" -skipPackagePluginValidation \
    CODE_SIGNING_ALLOWED=NO
else
  for target in $targets; do
    echo "== $target for $ios_triple"
    "${ios_build[@]}" --scratch-path "$ios_scratch" --target "$target"
  done
fi

echo "== Stubs/Probe against the iOS SDK"
ios_tool swiftc -typecheck -target "$ios_triple" -sdk "$ios_sdk_root" -swift-version 6 Stubs/Probe/*.swift
echo "iOS build: $(echo "$targets" | wc -w) targets and the stand-in probe compiled for $ios_triple"
