#!/usr/bin/env bash
# Guards the documentation: every module's DocC catalog builds with the toolchain's docc, warnings as errors, from
# symbol graphs of the iOS compile against Apple's SDK, so the SwiftUI and UIKit API has its pages
# (scripts/build-docs.sh). It runs after 60-ios.sh and reuses its build in .build-ios: about 10 seconds then, plus
# 2 to 3 minutes once on a clean clone, while the symbol graph extractor compiles Apple's modules for itself.
# Without an iOS SDK it prints one line saying it skipped, as 60-ios.sh does.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-docs.sh
