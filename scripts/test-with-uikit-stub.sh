#!/usr/bin/env bash
# Builds the UIKit and Combine stand-ins in Stubs/, then builds and tests the package with them on the import and
# link paths, so that every `#if canImport(UIKit)` and `#if canImport(Combine)` branch compiles and its tests run
# on Linux.
#
# Everything goes under .build-uikit/ (git-ignored): the stand-in in .build-uikit/stub, the package in
# .build-uikit/package. Extra arguments are passed to `swift test`, e.g. `--filter UIKit`.
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

# Combine is missing on Linux too; its stand-in in Stubs/Combine makes the `#if canImport(Combine)` code compile.
echo "== building the Combine stand-in"
swiftc -emit-module -emit-library -module-name Combine -parse-as-library -swift-version 6 -g -Onone \
  -emit-module-path "$stub_dir/Combine.swiftmodule" \
  -o "$stub_dir/libCombine.so" \
  Stubs/Combine/*.swift

# Swift Testing declares a cross-import overlay for UIKit; tests that import both need a module of that name.
swiftc -emit-module -module-name _Testing_UIKit -parse-as-library -swift-version 6 \
  -emit-module-path "$stub_dir/_Testing_UIKit.swiftmodule" \
  Stubs/_Testing_UIKit/_Testing_UIKit.swift

flags=(
  --scratch-path .build-uikit/package
  -Xswiftc -I -Xswiftc "$stub_dir"
  -Xlinker -L"$stub_dir" -Xlinker -lUIKit -Xlinker -lCombine
  -Xlinker -rpath -Xlinker "$stub_dir"
)

echo "== swift build with the UIKit stand-in"
swift build "${flags[@]}"

echo "== swift test with the UIKit stand-in"
swift test "${flags[@]}" "$@"
