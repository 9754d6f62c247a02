#!/usr/bin/env bash
# Builds the UIKit and Combine stand-ins in Stubs/ into .build-uikit/stub (git-ignored): modules that declare just
# the API this package uses, with Apple's signatures, so that `#if canImport(UIKit)` and `#if canImport(Combine)`
# code compiles on Linux. Used by the scripts that build against them (test-with-uikit-stub.sh,
# benchmark-with-uikit-stub.sh, check-stand-ins.sh); never a product.
set -euo pipefail
cd "$(dirname "$0")/.."

stub_dir="$PWD/.build-uikit/stub"
mkdir -p "$stub_dir"

# Every file in the folder, so that UIKit declarations added later in their own files are compiled too.
shopt -s nullglob
stub_sources=(Stubs/UIKit/*.swift)
if [ ${#stub_sources[@]} -eq 0 ]; then
  echo "error: no Swift files in Stubs/UIKit" >&2
  exit 1
fi

echo "== building the UIKit stand-in (${#stub_sources[@]} files)"
swiftc -emit-module -emit-library -module-name UIKit -parse-as-library -swift-version 6 -g -Onone \
  -emit-module-path "$stub_dir/UIKit.swiftmodule" \
  -o "$stub_dir/libUIKit.so" \
  "${stub_sources[@]}"

echo "== building the Combine stand-in"
swiftc -emit-module -emit-library -module-name Combine -parse-as-library -swift-version 6 -g -Onone \
  -emit-module-path "$stub_dir/Combine.swiftmodule" \
  -o "$stub_dir/libCombine.so" \
  Stubs/Combine/*.swift

# Swift Testing declares a cross-import overlay for UIKit; tests that import both need a module of that name.
swiftc -emit-module -module-name _Testing_UIKit -parse-as-library -swift-version 6 \
  -emit-module-path "$stub_dir/_Testing_UIKit.swiftmodule" \
  Stubs/_Testing_UIKit/_Testing_UIKit.swift
