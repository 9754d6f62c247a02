#!/usr/bin/env bash
# Guards against data races, memory errors and leaks: the whole test suite under ThreadSanitizer, then under
# AddressSanitizer with LeakSanitizer. Fails on a non-zero exit status or on any sanitizer report in the output.
# Two extra debug builds: 35 s from clean on a 2-core machine, plus the suite's own run time under each sanitizer.
# See Docs/Reliability.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/sanitize.sh thread address
