#!/usr/bin/env bash
# Builds the UIKit and Combine stand-ins in Stubs/, then builds and tests the package with them on the import and
# link paths, so that every `#if canImport(UIKit)` and `#if canImport(Combine)` branch compiles and its tests run
# on Linux.
#
# Everything goes under .build-uikit/ (git-ignored): the stand-ins in .build-uikit/stub (scripts/build-stand-ins.sh),
# the package in .build-uikit/package. Extra arguments are passed to `swift test`, e.g. `--filter UIKit`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/build-stand-ins.sh
stub_dir="$PWD/.build-uikit/stub"

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
