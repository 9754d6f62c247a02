#!/usr/bin/env bash
# Guards the keyboard-replay tool as people run it: --list, every scenario as text and as JSON lines, --svg to a
# temporary file, a trace on standard input, and the promised exit codes (never a trap) with one-line errors for an
# unknown flag, a huge --screen, a directory given to --svg, a trace that is not JSON, a trace over the size limit,
# and output that cannot be written: standard output closed, full (/dev/full) or a pipe whose reader has gone.
# First runs the tool's own tests, in its package (Tools/), then reuses that debug build.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift test --package-path Tools
swift build --package-path Tools --product keyboard-replay >/dev/null
tool="$(swift build --package-path Tools --show-bin-path)/keyboard-replay"
tmp=$(mktemp -d)
# Parsing needs python3; without it, only the shape of each line is checked.
json_ok() {
  if ! command -v python3 >/dev/null; then ! grep -qv '^{.*}$' "$1"; return; fi
  python3 -c 'import json, sys; [json.loads(line) for line in open(sys.argv[1])]' "$1"
}
xml_ok() {
  if ! command -v python3 >/dev/null; then grep -q '</svg>' "$1"; return; fi
  python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$1"
}
trap 'rm -rf "$tmp"' EXIT

"$tool" --list >"$tmp/list.txt"
scenarios=$(sed -n 's/^  \([a-z-]*\)  .*/\1/p' "$tmp/list.txt")
[ "$(echo "$scenarios" | wc -l)" -ge 6 ] || { echo "--list named fewer than 6 scenarios"; exit 1; }

for scenario in $scenarios; do
  "$tool" --scenario "$scenario" | grep -q "Final inset" || { echo "$scenario: no summary line"; exit 1; }
  "$tool" --scenario "$scenario" --json >"$tmp/$scenario.jsonl"
  json_ok "$tmp/$scenario.jsonl" || { echo "$scenario: --json printed a line that is not JSON"; exit 1; }
done

"$tool" --svg "$tmp/chat.svg" >/dev/null
grep -q '<polyline class="animation"' "$tmp/chat.svg" || { echo "--svg drew no animation"; exit 1; }
xml_ok "$tmp/chat.svg" || { echo "--svg wrote malformed XML"; exit 1; }

# Runs the tool with the given arguments and checks that it exits with the expected code and prints one line on
# standard error containing the expected text.
expect_error() {
  local code=$1 text=$2
  shift 2
  local status=0
  "$tool" "$@" </dev/null >"$tmp/out.txt" 2>"$tmp/error.txt" || status=$?
  [ "$status" = "$code" ] || { echo "keyboard-replay $*: exited with $status, expected $code"; exit 1; }
  [ "$(wc -l <"$tmp/error.txt")" = 1 ] || { echo "keyboard-replay $*: the error is not one line"; exit 1; }
  grep -qF -- "$text" "$tmp/error.txt" || { echo "keyboard-replay $*: the error does not say '$text'"; exit 1; }
}

trace=Tools/Tests/KeyboardReplayTests/Fixtures/iphone-se-show-refocus-hide.json
"$tool" --trace - <"$trace" >"$tmp/stdin.txt"
grep -q '^Trace "standard input"' "$tmp/stdin.txt" || { echo "--trace - did not read standard input"; exit 1; }

expect_error 2 "Unknown option '--no-such-flag'" --no-such-flag
expect_error 2 "--screen expects WIDTHxHEIGHT" --trace "$trace" --screen 1e19x667
expect_error 2 "--screen expects WIDTHxHEIGHT" --trace "$trace" --screen 375x1e308
expect_error 1 "cannot write the SVG file '$tmp': it is a directory" --svg "$tmp"
printf '{"version": 1,\n "entries": [,]}' >"$tmp/broken.json"
expect_error 1 "is not a valid trace: JSONSerialization cannot read the data around line 2, column 14" --trace "$tmp/broken.json"
# A trace over the size limit is refused by its size, unread (Docs/Replay.md, Limits); the file is sparse.
truncate -s 16000001 "$tmp/large.json"
expect_error 1 "is 16000001 bytes, more than the 16 MB keyboard-replay reads" --trace "$tmp/large.json"

# Output that cannot be written: exit status 1 and one line on standard error, never a trap (132) or SIGPIPE (141).
expect_output_error() {
  local what=$1 text=$2 status=$3
  [ "$status" = 1 ] || { echo "keyboard-replay with $what: exited with $status, expected 1"; exit 1; }
  [ "$(wc -l <"$tmp/error.txt")" = 1 ] || { echo "keyboard-replay with $what: the error is not one line"; exit 1; }
  grep -qF -- "$text" "$tmp/error.txt" || { echo "keyboard-replay with $what: the error does not say '$text'"; exit 1; }
}
status=0
"$tool" >&- 2>"$tmp/error.txt" || status=$?
expect_output_error "standard output closed" "cannot write to standard output: bad file descriptor" "$status"
if [ -e /dev/full ]; then
  status=0
  "$tool" >/dev/full 2>"$tmp/error.txt" || status=$?
  expect_output_error "standard output on /dev/full" "cannot write to standard output: no space left" "$status"
fi
# A trace whose table is far larger than a pipe holds, so the tool is still writing when head has gone.
{
  printf '{"version": 1, "entries": ['
  for i in $(seq 0 3999); do
    [ "$i" = 0 ] || printf ','
    printf '{"time": %d, "name": "UIKeyboardDidChangeFrameNotification", "userInfo": {}}' "$i"
  done
  printf ']}'
} >"$tmp/long.json"
{
  status=0
  "$tool" --trace "$tmp/long.json" --screen 375x667 2>"$tmp/error.txt" || status=$?
  echo "$status" >"$tmp/status.txt"
} | head -1 >/dev/null
expect_output_error "a closed pipe" "cannot write to standard output: broken pipe" "$(cat "$tmp/status.txt")"
status=0
"$tool" --no-such-flag 2>&- || status=$?
[ "$status" = 2 ] || { echo "keyboard-replay --no-such-flag 2>&-: exited with $status, expected 2"; exit 1; }
echo "keyboard-replay: $(echo "$scenarios" | wc -l) scenarios, JSON lines, SVG, standard input and errors checked"
