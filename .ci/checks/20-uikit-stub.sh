#!/usr/bin/env bash
# Guards the UIKit-only code: builds the package against the UIKit stand-in in Stubs/UIKit and runs the tests,
# so every `#if canImport(UIKit)` branch compiles and is tested on Linux. About 50 s from clean on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/test-with-uikit-stub.sh
