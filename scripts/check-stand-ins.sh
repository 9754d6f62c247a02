#!/usr/bin/env bash
# Checks that the stand-ins in Stubs/ cannot drift from Apple's UIKit and Combine unnoticed:
#   1. the probe in Stubs/Probe, which uses each stand-in declaration with explicit types, compiles against them;
#   2. every public declaration of the stand-ins is named by a `// probe:` line of the probe, or listed in
#      Stubs/stand-in-only.txt as a test hook Apple does not have; and every such line names a real declaration.
# The other half, compiling the same probe against Apple's real SDK, is .ci/checks/60-ios.sh. Linux only.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/build-stand-ins.sh >/dev/null
stub_dir="$PWD/.build-uikit/stub"
echo "== type-checking Stubs/Probe against the stand-ins"
swiftc -typecheck -swift-version 6 -I "$stub_dir" Stubs/Probe/*.swift

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
triple=$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
for module in UIKit Combine; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$stub_dir" -minimum-access-level public \
    -output-dir "$graphs"
done

python3 - "$graphs" Stubs/Probe Stubs/stand-in-only.txt <<'PY'
import glob, json, os, re, sys

graphs, probe_dir, allow_file = sys.argv[1:]
declared = set()
for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        # Members a protocol's extension gives (OptionSet's union, Equatable's !=) are Swift's, not the stand-in's.
        if "::SYNTHESIZED::" not in symbol["identifier"]["precise"]:
            declared.add(".".join(symbol["pathComponents"]))
probed = set()
for path in glob.glob(os.path.join(probe_dir, "*.swift")):
    probed.update(re.findall(r"^\s*// probe: (\S+)\s*$", open(path).read(), re.M))
allowed = {line.strip() for line in open(allow_file) if line.strip() and not line.startswith("#")}

def is_allowed(name):
    return any(name == entry or name.startswith(entry + ".") for entry in allowed)

unchecked = sorted(name for name in declared if name not in probed and not is_allowed(name))
stale = sorted(name for name in probed | allowed if name not in declared)
for name in unchecked:
    print(f"error: stand-in declaration {name} is neither probed (Stubs/Probe) nor listed in {allow_file}")
for name in stale:
    print(f"error: {name} is probed or listed in {allow_file}, but the stand-ins declare no such thing")
if unchecked or stale:
    sys.exit(1)
print(f"stand-ins: {len(declared)} declarations, {len(probed)} probed, the rest stand-in-only hooks")
PY
