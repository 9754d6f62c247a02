#!/usr/bin/env bash
# Guards the docs' links: every relative link and named section in README.md, Docs/ and the DocC articles must exist
# (scripts/check-links.py). Web addresses are not followed. First it checks the check: on a made-up folder with four
# broken links, and links inside code that must be left alone, it must report exactly those four. A second.
set -euo pipefail
cd "$(dirname "$0")/../.."

fixture=$(mktemp -d)
trap 'rm -rf "$fixture"' EXIT
mkdir -p "$fixture/Docs" "$fixture/Sources/Module/Module.docc"
cat >"$fixture/README.md" <<'MARKDOWN'
# Fixture

[fine](Docs/Notes.md#a-heading), [no file](Docs/Missing.md), [no section](Docs/Notes.md#no-such-heading).

- A list:

  ```swift
  // [inside code](Docs/AlsoMissing.md)
  ```

`[inline code](Docs/Missing.md)`
MARKDOWN
printf '# A heading\n' >"$fixture/Docs/Notes.md"
cat >"$fixture/Sources/Module/Module.docc/Article.md" <<'MARKDOWN'
# Article

## Section One

<doc:Article#Section-One>, <doc:Nowhere>, <doc:Article#Section-Two>.
MARKDOWN
if report=$(python3 scripts/check-links.py "$fixture" 2>/dev/null); then
  echo "66-links.sh: the link check passed a folder with broken links" >&2
  exit 1
fi
expected="README.md: link to 'Docs/Missing.md': no file Docs/Missing.md
README.md: link to 'Docs/Notes.md#no-such-heading': Docs/Notes.md has no section 'no-such-heading'
Sources/Module/Module.docc/Article.md: <doc:Nowhere>: no DocC article Nowhere.md in Sources/Module/Module.docc
Sources/Module/Module.docc/Article.md: <doc:Article#Section-Two>: Sources/Module/Module.docc/Article.md has no section 'Section-Two'"
if [ "$report" != "$expected" ]; then
  printf '66-links.sh: the link check reported, on its fixture:\n%s\ninstead of:\n%s\n' "$report" "$expected" >&2
  exit 1
fi

python3 scripts/check-links.py
