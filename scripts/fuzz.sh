#!/usr/bin/env bash
# Builds the libFuzzer target in FuzzTesting/ and fuzzes KeyboardProperties(userInfo:) and KeyboardObserver for the
# given number of seconds (default 60). Exits non-zero when the fuzzer finds a crash, a broken invariant or a leak.
#
#   scripts/fuzz.sh                     # 60 seconds, as CI runs it
#   scripts/fuzz.sh 1800                # a longer run; see Docs/Reliability.md
#   scripts/fuzz.sh 14400 -fork=2       # further arguments go to libFuzzer
#   scripts/fuzz.sh --replay FILE       # runs one input (a crash artifact, say) and exits;
#                                       # KEYBOARD_FUZZ_TRACE=1 prints its steps
#
# Seeds come from FuzzTesting/Corpus (committed). Inputs the fuzzer finds interesting go to FuzzTesting/.corpus and
# crash reproducers to FuzzTesting/.artifacts, both git-ignored; later runs start from both corpora. When the run
# fails, every reproducer it saved is also printed in base64, with the commands that add it to FuzzTesting/Corpus and
# replay it: on a CI machine the files go with the machine, and the log is all that is left.
set -euo pipefail

replay=""
seconds=60
if [ "${1:-}" = "--replay" ]; then
  replay="$(realpath "${2:?usage: scripts/fuzz.sh --replay FILE}")"
elif [ $# -gt 0 ]; then
  seconds="$1"
  shift
fi
scratch=.build-fuzz
cd "$(dirname "$0")/.."

# SwiftPM passes --sanitize=fuzzer and --sanitize=address to swiftc as two -sanitize= flags, in no fixed order,
# and swiftc keeps only the last one: the build then has either no coverage or no AddressSanitizer. The
# -Xswiftc flag comes last and names both.
swift build -c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address \
  --package-path FuzzTesting --scratch-path "$scratch"
fuzzer="$scratch/release/KeyboardFuzzer"

# Leaks inside corelibs Foundation are suppressed; .ci/lsan-suppressions.txt says which and why.
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# A smaller quarantine than the default 256 MB keeps long runs under libFuzzer's 2 GB memory limit.
export ASAN_OPTIONS="quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# The Swift runtime's own crash backtracer would otherwise take over from libFuzzer's handler, and can hang.
export SWIFT_BACKTRACE=enable=no

if [ -n "$replay" ]; then
  exec "$fuzzer" "$replay"
fi

# Prints each reproducer saved during the run (crash-, timeout-, oom-, leak-…), those not listed in the file $1, in a
# form that can be pasted into a shell at the repository's root.
print_reproducers() {
  local found=0 name
  echo "==== The fuzzer failed. To keep what it found, paste at the repository's root, for each input below:"
  while IFS= read -r name; do
    found=1
    echo "---- $name ($(wc -c <"FuzzTesting/.artifacts/$name" | tr -d ' ') bytes)"
    echo "echo '$(base64 <"FuzzTesting/.artifacts/$name" | tr -d '\n')' | base64 -d >FuzzTesting/Corpus/$name"
    echo "scripts/fuzz.sh --replay FuzzTesting/Corpus/$name"
  done < <(ls FuzzTesting/.artifacts | sort | comm -13 "$1" -)
  if [ "$found" = 0 ]; then
    echo "(It saved no input: a leak found when the process ended, or a failure of the fuzzer itself; see above.)"
  else
    echo "Then rename each file after what it found and add a regression test (Docs/Reliability.md, \"The fuzz gate\")."
  fi
}

mkdir -p FuzzTesting/.corpus FuzzTesting/.artifacts
earlier=$(mktemp)
trap 'rm -f "$earlier"' EXIT
ls FuzzTesting/.artifacts | sort >"$earlier"
# The first corpus directory receives new inputs; the committed seeds stay untouched.
# -detect_leaks=0: libFuzzer would otherwise run a full leak scan after every input whose allocations do not
# balance, which is nearly every input here because of the Foundation leak above: 75 runs a second instead of
# thousands. LeakSanitizer still checks the whole process when the run ends.
status=0
"$fuzzer" FuzzTesting/.corpus FuzzTesting/Corpus \
  -max_total_time="$seconds" -timeout=10 -max_len=1024 -detect_leaks=0 -print_final_stats=1 \
  -artifact_prefix=FuzzTesting/.artifacts/ "$@" || status=$?
if [ "$status" != 0 ]; then
  print_reproducers "$earlier"
  exit "$status"
fi
