#!/usr/bin/env bash
# Compiles every target of the package except the tests for arm64-apple-ios13.0 against Apple's real iPhoneOS SDK,
# and type-checks the stand-in probe (Stubs/Probe) against it, so that code which builds only on Linux, or a
# stand-in that has drifted from Apple's declarations, fails. Nothing is linked or run. Test targets are not
# built: Swift Testing is not part of the SDK.
#
# Which SDK, in this order:
#   1. ../shared/ios-sdk beside the repository (this project's CI machines): its make-swift-sdk.sh turns an excerpt of
#      the iOS 17.4 SDK into a Swift SDK for this toolchain (see its README).
#   2. IOS_SDK=/path/to/iPhoneOS.sdk: on a Mac, with the Xcode toolchain; on Linux, wrapped into a Swift SDK in
#      .build-ios/swift-sdk. The Linux toolchain lacks the API notes a Darwin toolchain ships for `os`, which UIKit
#      reaches: point IOS_APINOTES at a folder holding them (../shared/ios-sdk/apinotes has one), or `os` fails.
#   3. xcodebuild on a Mac: `xcodebuild build` for generic iOS, which builds the package's targets, with code signing
#      off: a device build of the package's scheme (it holds the keyboard-replay executable) otherwise asks for a
#      development team. Nothing is installed or run, so nothing needs a signature.
#   Otherwise it prints one line saying it skipped, and why, and succeeds.
#
# Builds go to .build-ios (or IOS_SCRATCH_PATH), so they do not evict the Linux build in .build.
set -euo pipefail
cd "$(dirname "$0")/.."

triple=arm64-apple-ios13.0
scratch=${IOS_SCRATCH_PATH:-.build-ios}
shared=../shared/ios-sdk/make-swift-sdk.sh

# Every target that is not a test target, from the manifest, so that a new target is compiled for iOS too.
targets=$(swift package describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] != "test":
        print(target["name"])')

build_targets() {
  for target in $targets; do
    echo "== $target for $triple"
    swift build "$@" --scratch-path "$scratch" --target "$target"
  done
}

if [ -f "$shared" ]; then
  eval "$(bash "$shared")"
  echo "iOS SDK: ../shared/ios-sdk (iPhoneOS 17.4 excerpt)"
  # shellcheck disable=SC2086 # the options are several words by design
  build_targets $IOS_SWIFT_SDK_OPTIONS
  sdk_root=$IOS_SDK_ROOT
  probe=(swiftc -resource-dir "$IOS_SWIFT_RESOURCE_DIR")
elif [ -n "${IOS_SDK:-}" ] && [ "$(uname)" = Darwin ]; then
  echo "iOS SDK: $IOS_SDK"
  build_targets --triple "$triple" --sdk "$IOS_SDK"
  sdk_root=$IOS_SDK
  probe=(xcrun swiftc)
elif [ -n "${IOS_SDK:-}" ]; then
  echo "iOS SDK: $IOS_SDK"
  # The same Swift SDK bundle as ../shared/ios-sdk/make-swift-sdk.sh makes, pointing at the given SDK.
  toolchain=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/.." && pwd)
  bundle="$PWD/$scratch/swift-sdk/iOS.artifactbundle"
  variant="$bundle/ios"
  rm -rf "$bundle"
  mkdir -p "$variant/resource/apinotes"
  if [ -n "${IOS_APINOTES:-}" ]; then cp "$IOS_APINOTES"/*.apinotes "$variant/resource/apinotes/"; fi
  ln -s "$(cd "$IOS_SDK" && pwd)" "$variant/iPhoneOS.sdk"
  ln -s "$(readlink -f "$toolchain/lib/swift/clang")" "$variant/resource/clang"
  ln -s "$toolchain/lib/swift/shims" "$variant/resource/shims"
  echo '{"schemaVersion": "1.0", "artifacts": {"ios": {"type": "swiftSDK", "version": "1", "variants": [{"path": "ios"}]}}}' \
    >"$bundle/info.json"
  echo "{\"schemaVersion\": \"4.0\", \"targetTriples\": {\"$triple\": {\"sdkRootPath\": \"iPhoneOS.sdk\",
    \"swiftResourcesPath\": \"resource\", \"swiftStaticResourcesPath\": \"resource\", \"toolsetPaths\": [\"toolset.json\"]}}}" \
    >"$variant/swift-sdk.json"
  echo "{\"schemaVersion\": \"1.0\", \"librarian\": {\"path\": \"$toolchain/bin/llvm-ar\"},
    \"linker\": {\"path\": \"$toolchain/bin/ld64.lld\"}}" >"$variant/toolset.json"
  build_targets --swift-sdks-path "$(dirname "$bundle")" --swift-sdk "$triple"
  sdk_root=$IOS_SDK
  probe=(swiftc -resource-dir "$variant/resource")
elif command -v xcodebuild >/dev/null; then
  echo "iOS SDK: Xcode's ($(xcodebuild -version | head -1))"
  xcodebuild build -quiet -scheme KeyboardBroadcast-Package -destination 'generic/platform=iOS' \
    -derivedDataPath "$scratch/DerivedData" -skipPackagePluginValidation \
    CODE_SIGNING_ALLOWED=NO
  sdk_root=$(xcrun --sdk iphoneos --show-sdk-path)
  probe=(xcrun swiftc)
else
  echo "skipped the iOS build: no ../shared/ios-sdk, no IOS_SDK=/path/to/iPhoneOS.sdk, and no xcodebuild"
  exit 0
fi

echo "== Stubs/Probe against the iOS SDK"
"${probe[@]}" -typecheck -target "$triple" -sdk "$sdk_root" -swift-version 6 Stubs/Probe/*.swift
echo "iOS build: $(echo "$targets" | wc -w) targets and the stand-in probe compiled for $triple"
