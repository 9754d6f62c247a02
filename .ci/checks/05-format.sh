#!/usr/bin/env bash
# Guards the layout and the doc-comment rule: swift-format lint with the repository's .swift-format, any warning
# fails. `swift-format format -i -r <paths>` fixes most of what it reports.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift-format lint --strict -r Sources Tests Tools/Sources Tools/Tests Stubs Examples Benchmarks/Benchmarks FuzzTesting/Sources .ci/consumer/Sources
