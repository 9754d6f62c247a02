#!/usr/bin/env bash
# Runs the Benchmarks package with the UIKit and Combine stand-ins of Stubs/ on the import and link paths, so that
# the benchmarks of UIKit code (the keyboard overlap guide's, GuideBenchmarks.swift) build and run on Linux.
# Arguments go to package-benchmark, e.g. `--filter ".* to 16 (keyboard|overlap).*"`; see Docs/Benchmarks.md.
# Builds go to Benchmarks/.build-uikit (git-ignored), beside the plain run's Benchmarks/.build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/build-stand-ins.sh
stub_dir="$PWD/.build-uikit/stub"
swift package --package-path Benchmarks --scratch-path Benchmarks/.build-uikit \
  -Xswiftc -I -Xswiftc "$stub_dir" \
  -Xlinker -L"$stub_dir" -Xlinker -lUIKit -Xlinker -lCombine -Xlinker -rpath -Xlinker "$stub_dir" \
  benchmark "$@"
