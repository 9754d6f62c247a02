#!/usr/bin/env bash
# Guards against data races, memory errors and leaks: the whole test suite under ThreadSanitizer, then under
# AddressSanitizer with LeakSanitizer. Fails on a non-zero exit status or on any sanitizer report in the output.
# Takes about 1 to 2 minutes from clean on a 2-core machine (two extra debug builds); see Docs/Reliability.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/sanitize.sh thread address
