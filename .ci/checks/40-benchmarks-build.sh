#!/usr/bin/env bash
# Guards that the Benchmarks package (Docs/Benchmarks.md) still builds against the library, both as a user runs it and
# with the UIKit stand-ins, which add the keyboard overlap guide's benchmarks. It only builds them: running them is
# slow and noisy, and CI timings would mean nothing. About 2 to 3 minutes from a clean clone on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Benchmarks

bash scripts/build-stand-ins.sh
stub_dir="$PWD/.build-uikit/stub"
swift build --package-path Benchmarks --scratch-path Benchmarks/.build-uikit \
  -Xswiftc -I -Xswiftc "$stub_dir" \
  -Xlinker -L"$stub_dir" -Xlinker -lUIKit -Xlinker -lCombine -Xlinker -rpath -Xlinker "$stub_dir"
