#!/usr/bin/env python3
"""Checks that every relative link in README.md, Docs/ and the DocC articles names a file that exists, and that every
named section (`#anchor`, `<doc:Article#Section>`) is a heading of its target. Prints one line per broken link and
exits 1 if there is any. Links to web addresses are not followed. Reads the repository it is in, or the folder given
as its one argument (.ci/checks/66-links.sh checks the check on such a folder)."""
import glob
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)

pages = ["README.md"] + sorted(glob.glob("Docs/*.md")) + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
FENCE = re.compile(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", re.S | re.M)


def catalog(path):
    """The DocC catalog a page is in, or None."""
    match = re.match(r"(Sources/[^/]+/[^/]+\.docc)/", path)
    return match.group(1) if match else None


def without_code(text):
    """The text with fenced blocks (indented or not) and inline code, which may wrap once, taken out, so that code is
    not read as links."""
    return re.sub(r"`[^`]*?`", "", FENCE.sub("", text))


def slug(heading):
    """The anchor GitHub gives a heading: lower case, markup and punctuation but `-` and `_` dropped, spaces as `-`."""
    heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    heading = re.sub(r"[`*]", "", heading)
    return re.sub(r"[^\w\- ]", "", heading).replace(" ", "-")


def headings(path):
    """The page's headings, in order, with a closing run of `#` taken off."""
    text = FENCE.sub("", open(path, encoding="utf-8").read())
    return [re.sub(r"\s+#+\s*$", "", line.lstrip("#").strip()) for line in text.splitlines() if re.match(r"#{1,6} ", line)]


def anchors(path):
    """GitHub's anchors for the page's headings: a repeated heading gets `-1`, `-2` after its first."""
    seen = {}
    result = set()
    for heading in headings(path):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


problems = []
for page in pages:
    text = without_code(open(page, encoding="utf-8").read())
    for target in re.findall(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", text):
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("<"):
            continue
        path, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
        if not os.path.exists(resolved):
            problems.append(f"{page}: link to '{target}': no file {resolved}")
            continue
        if anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            problems.append(f"{page}: link to '{target}': {resolved} has no section '{anchor}'")
    for link in re.findall(r"<doc:([^>]*)>", text):
        match = re.fullmatch(r"([\w-]+)(?:#([\w-]+))?", link)
        if not match:
            problems.append(f"{page}: <doc:{link}>: not a link this check reads (an article and a section)")
            continue
        name, section = match.groups()
        # DocC resolves an article within the page's own catalog.
        found = [path for path in pages if catalog(path) == catalog(page) and os.path.basename(path) == f"{name}.md"]
        if not found:
            problems.append(f"{page}: <doc:{name}>: no DocC article {name}.md in {catalog(page) or 'its folder'}")
        elif section and section not in [re.sub(r"[^\w-]", "", h.replace(" ", "-")) for h in headings(found[0])]:
            problems.append(f"{page}: <doc:{name}#{section}>: {found[0]} has no section '{section}'")

for problem in problems:
    print(problem)
print(f"links: {len(pages)} pages read, {len(problems)} broken", file=sys.stderr)
sys.exit(1 if problems else 0)
