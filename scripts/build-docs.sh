#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own docc, no package plugin:
# `swift-symbolgraph-extract` reads each built module's public symbols, then `docc convert` renders the module's
# catalog. Any DocC warning fails. The package is built against the UIKit and Combine stand-ins
# (scripts/build-stand-ins.sh), so the documentation shows the API an iOS app sees, UIKit-only members included.
# Output: .build-docs/site/<Module>/ (a static site; open index.html through a local web server).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(${DOC_MODULES:-$(ls -d Sources/*/*.docc | cut -d/ -f2)})
scratch=.build-docs
rm -rf "$scratch/site"
mkdir -p "$scratch/site"

bash scripts/build-stand-ins.sh
stub_dir="$PWD/.build-uikit/stub"
build_flags=(
  --scratch-path "$scratch/build"
  -Xswiftc -I -Xswiftc "$stub_dir"
  -Xlinker -L"$stub_dir" -Xlinker -lUIKit -Xlinker -lCombine
  -Xlinker -rpath -Xlinker "$stub_dir"
)
swift build "${build_flags[@]}"
bin=$(swift build "${build_flags[@]}" --show-bin-path)
triple=$(basename "$(dirname "$bin")")
graphs="$scratch/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
for module in "${modules[@]}"; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$stub_dir" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
done

for module in "${modules[@]}"; do
  module_graphs="$scratch/graphs-$module"
  rm -rf "$module_graphs" && mkdir -p "$module_graphs"
  # A module's own graph, plus the extensions it declares on other modules' types (Module@Other.symbols.json).
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
  echo "== docc convert $module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.keyboardbroadcast.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors \
    --output-path "$scratch/site/$module"
done
# DocC files symbols no Topics section mentions under automatic groups, marked "generated" in the render data. A
# landing page must curate every top-level public symbol, so such a group there fails the build.
for module in "${modules[@]}"; do
  landing="$scratch/site/$module/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json"
  if grep -q '"generated":true' "$landing"; then
    echo "error: $module.docc: the landing page's Topics miss public symbols, which DocC put in automatic groups" >&2
    exit 1
  fi
done
echo "Documentation built in $scratch/site"
