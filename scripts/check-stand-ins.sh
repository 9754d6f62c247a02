#!/usr/bin/env bash
# Checks that the stand-ins in Stubs/ cannot drift from Apple's UIKit and Combine unnoticed:
#   1. the probe in Stubs/Probe, which uses each stand-in declaration with explicit types, compiles against them;
#   2. every public declaration of the stand-ins, and every conformance and superclass they declare, is named by a
#      `// probe:` line of the probe (a conformance as `Type: Protocol`), or listed in Stubs/stand-in-only.txt as a
#      test hook Apple does not have; every such line names something the stand-ins declare;
#   3. every name on a `// probe:` line is used by the code of its file, comments left out, so that a marker alone
#      probes nothing: a function by its base name followed by its argument labels, in order; an API that takes a
#      closure by its full name (`animate(withDuration:delay:options:animations:completion:)`), as the reference that
#      is converted to the stand-in's function type, unless the line ends in `by value` (its closures are then passed
#      as values of explicit function types, for an API Apple declares with more parameters).
# The other half, compiling the same probe against Apple's real SDK, is scripts/build-for-ios.sh (.ci/checks/60-ios.sh).
# Linux only. A few seconds.
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

# Declarations, by dotted path, and which of them are functions taking a closure.
symbols = []
for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
    graph = json.load(open(path))
    symbols.append(graph)
names = {}
declared = set()
takes_closure = set()
for graph in symbols:
    for symbol in graph["symbols"]:
        precise = symbol["identifier"]["precise"]
        # Members a protocol's extension gives (OptionSet's union, Equatable's !=) are Swift's, not the stand-in's.
        if "::SYNTHESIZED::" in precise:
            continue
        name = ".".join(symbol["pathComponents"])
        names[precise] = name
        declared.add(name)
        parameters = symbol.get("functionSignature", {}).get("parameters", [])
        if any("->" in fragment["spelling"] for p in parameters for fragment in p.get("declarationFragments", [])):
            takes_closure.add(name)

# Types of other modules that the stand-ins extend (Combine makes DispatchQueue a Scheduler) are named by the members
# they gain, so that the conformances the extensions add are checked too.
for graph in symbols:
    for relation in graph["relationships"]:
        fallback = relation.get("targetFallback")
        if relation["kind"] == "memberOf" and relation["target"] not in names and fallback:
            names[relation["target"]] = fallback.split(".", 1)[-1]

# Conformances and superclasses, as "Type: Protocol". Copyable, Escapable and SendableMetatype are every type's, and
# what a class inherits from its superclass is checked with the superclass.
implicit = {"Copyable", "Escapable", "SendableMetatype"}
relations = set()
superclass = {}
for graph in symbols:
    for relation in graph["relationships"]:
        if relation["kind"] not in ("conformsTo", "inheritsFrom") or relation["source"] not in names:
            continue
        source = names[relation["source"]]
        target = names.get(relation["target"]) or relation.get("targetFallback", relation["target"])
        target = target.removeprefix("Swift.")
        if relation["kind"] == "inheritsFrom":
            superclass[source] = target
        if target not in implicit:
            relations.add((source, target))

def inherited(source, target):
    parent = superclass.get(source)
    while parent is not None:
        if (parent, target) in relations:
            return True
        parent = superclass.get(parent)
    return False

conformances = {f"{source}: {target}" for source, target in relations if not inherited(source, target)}

def code_of(text):
    """The text without its comments (the probe has no string literal holding `//` or `/*`)."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)

def split_path(name):
    """`UIView.animate(withDuration:delay:)` -> ["UIView", "animate(withDuration:delay:)"]; dots in parentheses stay."""
    parts, depth, current = [], 0, ""
    for character in name:
        if character == "." and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += character == "("
        depth -= character == ")"
        current += character
    return parts + [current]

def arguments_after(code, start):
    """The text between the parenthesis that opens at `start` and the one that closes it."""
    depth = 0
    for index in range(start, len(code)):
        depth += code[index] == "("
        depth -= code[index] == ")"
        if depth == 0:
            return code[start + 1 : index]
    return code[start + 1 :]

def problem(name, by_value, code):
    """Why `code` does not use `name`, or None."""
    if ": " in name:
        missing = [t for t in name.split(": ") if not re.search(rf"\b{re.escape(split_path(t)[-1])}\b", code)]
        return f"uses no {' or '.join(missing)}" if missing else None
    path = split_path(name)
    function = re.fullmatch(r"(.+?)\((.*)\)", path[-1])
    if function is None:
        return None if re.search(rf"\b{re.escape(path[-1])}\b", code) else f"never names {path[-1]}"
    base, labels = function.group(1), [label for label in function.group(2).split(":") if label]
    if name in takes_closure and not by_value:
        reference = f"{path[-2]}.{path[-1]}" if base == "init" else path[-1]
        if reference not in code:
            return (f"never references {reference}, which takes a closure: convert the reference to the stand-in's"
                    " function type (or end the probe line in `by value`)")
        return None
    if base == "init":
        opening = rf"(\b{re.escape(path[-2])}\s*(<[^()]*>)?\s*|\binit\??\s*)\("
    elif re.fullmatch(r"\w+", base):
        opening = rf"\b{re.escape(base)}\s*\("
    else:
        return None if base in code else f"never uses {base}"
    wanted = [label for label in labels if label != "_"]
    for match in re.finditer(opening, code):
        arguments = arguments_after(code, match.end() - 1)
        pattern = "".join(rf"[\s\S]*?\b{re.escape(label)}(\s+\w+)?\s*:" for label in wanted)
        if re.match(pattern, arguments):
            return None
    return f"never calls {base}({''.join(label + ':' for label in labels)})"

probed = set()
problems = []
for path in sorted(glob.glob(os.path.join(probe_dir, "*.swift"))):
    text = open(path).read()
    code = code_of(text)
    for marker in re.finditer(r"^\s*// probe: (.+?)( by value)?\s*$", text, re.M):
        name, by_value = marker.group(1), marker.group(2) is not None
        probed.add(name)
        if name in declared or name in conformances:
            reason = problem(name, by_value, code)
            if reason:
                problems.append(f"error: {path} names {name} on a probe line, but its code {reason}")
allowed = {line.strip() for line in open(allow_file) if line.strip() and not line.startswith("#")}

def is_allowed(name):
    name = name.split(": ")[0]
    return any(name == entry or name.startswith(entry + ".") for entry in allowed)

unchecked = sorted(name for name in declared | conformances if name not in probed and not is_allowed(name))
stale = sorted(name for name in probed | allowed if name not in declared and name not in conformances)
for name in unchecked:
    print(f"error: stand-in declaration {name} is neither probed (Stubs/Probe) nor listed in {allow_file}")
for name in stale:
    print(f"error: {name} is probed or listed in {allow_file}, but the stand-ins declare no such thing")
for line in problems:
    print(line)
if unchecked or stale or problems:
    sys.exit(1)
print(f"stand-ins: {len(declared)} declarations and {len(conformances)} conformances, {len(probed)} probed in code,"
      " the rest stand-in-only hooks")
PY
