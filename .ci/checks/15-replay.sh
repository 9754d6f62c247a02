#!/usr/bin/env bash
# Guards the keyboard-replay tool as people run it: --list, every scenario as text and as JSON lines, --svg to a
# temporary file, and a non-zero exit for an unknown flag. Reuses the debug build `swift test` made (a few seconds).
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product keyboard-replay >/dev/null
tool="$(swift build --show-bin-path)/keyboard-replay"
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

if "$tool" --no-such-flag 2>"$tmp/error.txt"; then
  echo "an unknown flag exited with 0"
  exit 1
fi
grep -q "unknown option '--no-such-flag'" "$tmp/error.txt"
echo "keyboard-replay: $(echo "$scenarios" | wc -l) scenarios, JSON lines and SVG checked"
