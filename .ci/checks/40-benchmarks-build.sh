#!/usr/bin/env bash
# Guards that the Benchmarks package (Docs/Benchmarks.md) still builds against the library. It only builds them:
# running them is slow and noisy, and CI timings would mean nothing. 50 to 90 s from a clean clone on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Benchmarks
