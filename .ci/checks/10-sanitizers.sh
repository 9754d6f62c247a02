#!/usr/bin/env bash
# Guards against data races, memory errors and leaks: the library's and the tool's test suites under
# ThreadSanitizer, then under AddressSanitizer with LeakSanitizer. Fails on a non-zero exit status or on any sanitizer
# report in the output. About 10 minutes on a 2-core machine, half of them for the tool's suites.
# See Docs/Reliability.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/sanitize.sh thread address
