# Sourced, never run: chooses the iOS SDK that scripts/build-for-ios.sh compiles against and that
# scripts/build-docs.sh takes the symbol graphs from, and sets, for the caller:
#   ios_triple       arm64-apple-ios13.0
#   ios_scratch      the scratch path of iOS builds: .build-ios, or IOS_SCRATCH_PATH
#   ios_sdk_name     which SDK, for one line of output
#   ios_build        `swift build` and the options that compile for iOS with that SDK (an array)
#   ios_sdk_root     the iPhoneOS SDK folder
#   ios_tool NAME ARGS...  runs a toolchain tool (swiftc, swift-symbolgraph-extract) with the resources that
#                    compiling for iOS needs; the caller passes -target and -sdk
#   ios_xcodebuild   1 where only xcodebuild is there to build, else empty
#   ios_skip_reason  non-empty when there is no iOS SDK at all; the caller prints it and succeeds
#
# Which SDK, in this order:
#   1. ../shared/ios-sdk beside the repository (this project's CI machines): its make-swift-sdk.sh turns an excerpt of
#      the iOS 17.4 SDK into a Swift SDK for this toolchain (see its README).
#   2. IOS_SDK=/path/to/iPhoneOS.sdk: on a Mac, with the Xcode toolchain; on Linux, wrapped into a Swift SDK in
#      $ios_scratch/swift-sdk. The Linux toolchain lacks the API notes a Darwin toolchain ships for `os`, which UIKit
#      reaches: point IOS_APINOTES at a folder holding them (../shared/ios-sdk/apinotes has one), or `os` fails.
#   3. Xcode on a Mac: its iPhoneOS SDK. build-for-ios.sh builds with `xcodebuild` then; `swift build --triple
#      --sdk` with that SDK is what ios_build holds for other callers.

ios_triple=arm64-apple-ios13.0
ios_scratch=${IOS_SCRATCH_PATH:-.build-ios}
ios_sdk_name=
ios_build=()
ios_sdk_root=
ios_resource_dir=
ios_xcodebuild=
ios_skip_reason=

if [ -f ../shared/ios-sdk/make-swift-sdk.sh ]; then
  eval "$(bash ../shared/ios-sdk/make-swift-sdk.sh)"
  ios_sdk_name="../shared/ios-sdk (iPhoneOS 17.4 excerpt)"
  # shellcheck disable=SC2206 # the options are several words by design
  ios_build=(swift build $IOS_SWIFT_SDK_OPTIONS)
  ios_sdk_root=$IOS_SDK_ROOT
  ios_resource_dir=$IOS_SWIFT_RESOURCE_DIR
elif [ -n "${IOS_SDK:-}" ] && [ "$(uname)" = Darwin ]; then
  ios_sdk_name=$IOS_SDK
  ios_build=(swift build --triple "$ios_triple" --sdk "$IOS_SDK")
  ios_sdk_root=$IOS_SDK
elif [ -n "${IOS_SDK:-}" ]; then
  ios_sdk_name=$IOS_SDK
  # The same Swift SDK bundle as ../shared/ios-sdk/make-swift-sdk.sh makes, pointing at the given SDK.
  ios_toolchain=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/.." && pwd)
  ios_bundle="$PWD/$ios_scratch/swift-sdk/iOS.artifactbundle"
  ios_variant="$ios_bundle/ios"
  rm -rf "$ios_bundle"
  mkdir -p "$ios_variant/resource/apinotes"
  if [ -n "${IOS_APINOTES:-}" ]; then cp "$IOS_APINOTES"/*.apinotes "$ios_variant/resource/apinotes/"; fi
  ln -s "$(cd "$IOS_SDK" && pwd)" "$ios_variant/iPhoneOS.sdk"
  ln -s "$(readlink -f "$ios_toolchain/lib/swift/clang")" "$ios_variant/resource/clang"
  ln -s "$ios_toolchain/lib/swift/shims" "$ios_variant/resource/shims"
  echo '{"schemaVersion": "1.0", "artifacts": {"ios": {"type": "swiftSDK", "version": "1", "variants": [{"path": "ios"}]}}}' \
    >"$ios_bundle/info.json"
  echo "{\"schemaVersion\": \"4.0\", \"targetTriples\": {\"$ios_triple\": {\"sdkRootPath\": \"iPhoneOS.sdk\",
    \"swiftResourcesPath\": \"resource\", \"swiftStaticResourcesPath\": \"resource\", \"toolsetPaths\": [\"toolset.json\"]}}}" \
    >"$ios_variant/swift-sdk.json"
  echo "{\"schemaVersion\": \"1.0\", \"librarian\": {\"path\": \"$ios_toolchain/bin/llvm-ar\"},
    \"linker\": {\"path\": \"$ios_toolchain/bin/ld64.lld\"}}" >"$ios_variant/toolset.json"
  ios_build=(swift build --swift-sdks-path "$(dirname "$ios_bundle")" --swift-sdk "$ios_triple")
  ios_sdk_root=$IOS_SDK
  ios_resource_dir=$ios_variant/resource
elif command -v xcodebuild >/dev/null; then
  ios_sdk_name="Xcode's ($(xcodebuild -version | head -1))"
  ios_sdk_root=$(xcrun --sdk iphoneos --show-sdk-path)
  ios_build=(swift build --triple "$ios_triple" --sdk "$ios_sdk_root")
  ios_xcodebuild=1
else
  ios_skip_reason="no ../shared/ios-sdk, no IOS_SDK=/path/to/iPhoneOS.sdk, and no xcodebuild"
fi

ios_tool() {
  local tool=$1
  shift
  if [ -n "$ios_resource_dir" ]; then
    "$tool" -resource-dir "$ios_resource_dir" "$@"
  else
    xcrun "$tool" "$@"
  fi
}
