#!/usr/bin/env bash
# Runs the test suites of the library and of the tool's package (Tools/) under the thread and address sanitizers, or
# the ones named as arguments, and fails on any sanitizer report.
#
#   scripts/sanitize.sh                  # both
#   scripts/sanitize.sh thread           # ThreadSanitizer only, into .build-tsan and Tools/.build-tsan
#   scripts/sanitize.sh address          # AddressSanitizer and LeakSanitizer only, into .build-asan and Tools/.build-asan
#
# The exit status alone is not enough: a sanitizer can report while every test passes, and the runner then prints
# "passed" above a non-zero status, or, with some options, exits 0. So the output is also searched for reports.
set -uo pipefail
cd "$(dirname "$0")/.."

suppressions="$PWD/.ci/lsan-suppressions.txt"
# halt_on_error=0 lets TSan report every race of a run, not just the first; the runner still exits non-zero.
export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

report_pattern='WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer'
[ $# -gt 0 ] || set -- thread address
failed=0
for sanitizer in "$@"; do
  case "$sanitizer" in
    thread) scratch=.build-tsan ;;
    address) scratch=.build-asan ;;
    *) echo "sanitize.sh: unknown sanitizer '$sanitizer' (use thread or address)" >&2; exit 2 ;;
  esac
  for package in . Tools; do
    mkdir -p "$package/$scratch"
    log="$package/$scratch/sanitized-test.log"
    echo "-- swift test --package-path $package --sanitize=$sanitizer --scratch-path $package/$scratch"
    start=$SECONDS
    swift test --package-path "$package" --sanitize="$sanitizer" --scratch-path "$package/$scratch" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    reports=$(grep -cE "$report_pattern" "$log")
    echo "-- $sanitizer, $package: exit status $status, $reports sanitizer report(s), $((SECONDS - start)) s"
    if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
      grep -E "$report_pattern" "$log" | sort | uniq -c >&2
      echo "sanitize.sh: $sanitizer sanitizer run of $package failed; the full output is in $log" >&2
      failed=1
    fi
  done
done
exit "$failed"
