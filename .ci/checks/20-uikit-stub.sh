#!/usr/bin/env bash
# Guards the UIKit-only code: builds the package against the UIKit and Combine stand-ins in Stubs/ and runs the
# tests, so every `#if canImport(UIKit)` and `#if canImport(Combine)` branch is tested on Linux; first checks that
# every stand-in declaration is probed (scripts/check-stand-ins.sh), so that 60-ios.sh compares it with Apple's SDK.
# About 50 s from clean on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/check-stand-ins.sh
bash scripts/test-with-uikit-stub.sh
