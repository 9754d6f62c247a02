#!/usr/bin/env bash
# Guards that every test target compiles for iOS: each is type-checked for arm64-apple-ios13.0 against Apple's real
# SDK with Swift Testing (../shared/ios-sdk/typecheck-tests-for-ios.sh), as Xcode compiles it for the simulator, so a
# Mac can run the same tests with `xcodebuild test` (scripts/test-on-simulator.sh). Test targets are read from the
# manifest, so a new one is checked too. About 3 minutes from clean on 2 cores, then 5 to 30 seconds a target.
# Without the shared SDK it prints one line saying it skipped, as 60-ios.sh does.
set -euo pipefail
cd "$(dirname "$0")/../.."
script=../shared/ios-sdk/typecheck-tests-for-ios.sh
if [ ! -f "$script" ]; then
  echo "skipped type-checking the tests for iOS: $script is not there"
  exit 0
fi
targets=$(swift package describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "test":
        print(target["name"])')
for target in $targets; do
  bash "$script" . "$target"
done
echo "iOS test type-check: $(echo "$targets" | wc -w) test targets"
