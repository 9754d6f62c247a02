#!/usr/bin/env python3
"""Checks that every relative link in README.md, Docs/ and the DocC articles names a file that exists, and that every
named section (`#anchor`, `<doc:Article#Section>`) is a heading of its target. Prints one line per broken link and
exits 1 if there is any. Links to web addresses are not followed."""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)

pages = ["README.md"] + sorted(glob.glob("Docs/*.md")) + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
articles = {os.path.splitext(os.path.basename(path))[0]: path for path in pages if ".docc/" in path}


def without_code(text):
    """The text with fenced blocks and inline code taken out, so that code is not read as links."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def slug(heading):
    """The anchor GitHub gives a heading."""
    heading = re.sub(r"[`*_]", "", heading.strip().lower())
    heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    return re.sub(r"[^\w\- ]", "", heading).replace(" ", "-")


def headings(path):
    text = re.sub(r"^```.*?^```", "", open(path, encoding="utf-8").read(), flags=re.S | re.M)
    return [line.lstrip("#").strip() for line in text.splitlines() if re.match(r"#{1,6} ", line)]


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
        if anchor and resolved.endswith(".md") and anchor not in [slug(h) for h in headings(resolved)]:
            problems.append(f"{page}: link to '{target}': {resolved} has no section '{anchor}'")
    for name, _, section in re.findall(r"<doc:([\w-]+)(#([\w-]+))?>", text):
        if name not in articles:
            problems.append(f"{page}: <doc:{name}>: no DocC article {name}.md")
        elif section and section not in [re.sub(r"[^\w-]", "", h.replace(" ", "-")) for h in headings(articles[name])]:
            problems.append(f"{page}: <doc:{name}#{section}>: {articles[name]} has no section '{section}'")

for problem in problems:
    print(problem)
print(f"links: {len(pages)} pages read, {len(problems)} broken", file=sys.stderr)
sys.exit(1 if problems else 0)
