#!/usr/bin/env bash
# Guards the docs' links: every relative link and named section in README.md, Docs/ and the DocC articles must exist
# (scripts/check-links.py). Web addresses are not followed. A second.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/check-links.py
