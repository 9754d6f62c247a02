#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own docc, no package plugin, from the
# API an iOS app sees: the modules are compiled for arm64-apple-ios13.0 against Apple's real iPhoneOS SDK, as
# scripts/build-for-ios.sh compiles them and with the same SDK (scripts/ios-sdk.sh chooses it) and scratch path
# (.build-ios, or IOS_SCRATCH_PATH), so after that script the build is already done. `swift-symbolgraph-extract`
# then reads each module's public symbols for iOS, the SwiftUI and UIKit ones included, and `docc convert` renders
# the module's catalog. Any DocC warning fails.
#
# Only the package's own symbols are rendered: members that Apple's protocols and classes give our types (every
# SwiftUI modifier of a `View`) are skipped, and the build fails if a symbol graph holds a symbol declared outside
# the module's sources, if a landing page leaves a public symbol to DocC's automatic groups, or if a page of the
# SwiftUI API is missing. Without an iOS SDK it prints one line saying it skipped, as build-for-ios.sh does.
#
# The extractor cannot reuse the compiler's module cache, so on a clean scratch path it spends 2 to 3 minutes
# on Apple's modules (UIKit, SwiftUI) once; it keeps them in $scratch/symbol-graph-module-cache for later runs.
# Output: .build-docs/site/<Module>/ (a static site; open index.html through a local web server).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ios-sdk.sh
if [ -n "$ios_skip_reason" ]; then
  echo "skipped the documentation: it is built from the iOS compile, and there is $ios_skip_reason"
  exit 0
fi
echo "iOS SDK: $ios_sdk_name"

modules=(${DOC_MODULES:-$(ls -d Sources/*/*.docc | cut -d/ -f2)})
out=.build-docs
rm -rf "$out/site"
mkdir -p "$out/site"

for module in "${modules[@]}"; do
  echo "== $module for $ios_triple"
  "${ios_build[@]}" --scratch-path "$ios_scratch" --target "$module"
done
bin=$("${ios_build[@]}" --scratch-path "$ios_scratch" --show-bin-path)
module_cache="$ios_scratch/symbol-graph-module-cache"
mkdir -p "$module_cache"
module_cache=$(cd "$module_cache" && pwd)
graphs="$out/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
for module in "${modules[@]}"; do
  echo "== symbol graph of $module"
  ios_tool swift-symbolgraph-extract -module-name "$module" -target "$ios_triple" -sdk "$ios_sdk_root" \
    -I "$bin/Modules" -module-cache-path "$module_cache" \
    -minimum-access-level public -emit-extension-block-symbols -skip-synthesized-members -output-dir "$graphs"
done

# The toolchain's docc; Xcode's through xcrun on a Mac, where it is not on the PATH.
docc=(docc)
command -v docc >/dev/null || docc=(xcrun docc)
for module in "${modules[@]}"; do
  module_graphs="$out/graphs-$module"
  rm -rf "$module_graphs" && mkdir -p "$module_graphs"
  # A module's own graph, plus the extensions it declares on other modules' types (Module@Other.symbols.json):
  # on KeyboardBroadcast's, UIKit's and SwiftUI's.
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
  # Every symbol, extensions of Apple's types included, must be declared in the module's own sources.
  python3 - "$PWD/Sources/$module/" "$module_graphs"/*.symbols.json <<'PY'
import json, sys
from urllib.parse import unquote, urlparse
sources, files = sys.argv[1], sys.argv[2:]
foreign = []
for file in files:
    for symbol in json.load(open(file))["symbols"]:
        path = unquote(urlparse(symbol.get("location", {}).get("uri", "")).path)
        if not path.startswith(sources):
            foreign.append(f"{'.'.join(symbol['pathComponents'])} ({path or 'no location'})")
if foreign:
    print(f"error: symbols declared outside {sources}: " + ", ".join(sorted(foreign)), file=sys.stderr)
    sys.exit(1)
PY
  echo "== docc convert $module"
  "${docc[@]}" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.keyboardbroadcast.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors \
    --output-path "$out/site/$module"
done
# DocC files symbols no Topics section mentions under automatic groups, marked "generated" in the render data. A
# landing page must curate every top-level public symbol, so such a group there fails the build.
for module in "${modules[@]}"; do
  landing="$out/site/$module/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json"
  if grep -q '"generated":true' "$landing"; then
    echo "error: $module.docc: the landing page's Topics miss public symbols, which DocC put in automatic groups" >&2
    exit 1
  fi
done
# The SwiftUI API exists only where SwiftUI does: its pages prove the symbols came from the iOS compile.
if [[ " ${modules[*]} " == *" KeyboardAnimation "* ]]; then
  pages="$out/site/KeyboardAnimation/data/documentation/keyboardanimation"
  for page in keyboardreader swiftui/view/keyboardpadding\(\) swiftui/animation/keyboard\(_:\) \
    swiftui/environmentvalues/keyboardobserver; do
    if [ ! -f "$pages/$page.json" ]; then
      echo "error: KeyboardAnimation has no page $page: the symbol graphs lack the SwiftUI API" >&2
      exit 1
    fi
  done
fi
echo "Documentation built in $out/site"
