#!/usr/bin/env python3
"""The weight of a page on first load, and the scripts pages load without using them.

Usage: Benchmarks/page_weight.py SITE_FOLDER
       Benchmarks/page_weight.py --build CRITERIA_BINARY [--corpus DIR]

For a built site (or the shared corpus built with CRITERIA_BINARY into a temporary folder): the
criteria page whose first load is heaviest (its HTML, and the stylesheets and scripts it links,
uncompressed; no images or video), and every page that loads examples.js or collect.js without
markup those scripts act on. `make bench` runs it on the corpus; it exits 1 over the limit.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

LIMIT_KB = 150
SCRIPT = re.compile(r'<script src="([^"]+)"')
STYLESHEET = re.compile(r'<link rel="stylesheet" href="([^"]+)"')
# What each optional script acts on (the theme's README says which pages load them).
USES = {
    "examples.js": ("data-fn", "aria-disabled", "<form"),
    "collect.js": ('class="section-source"', 'id="my-criteria"'),
    "my-criteria.js": ('id="my-criteria"',),
    "audit.js": ('id="audit-page"',),   # criteria pages load it on demand, never in their HTML
}


def pages(site):
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                yield os.path.relpath(path, site), path


def first_load(path):
    """(html, css, js) bytes of the page and the files it links."""
    html = open(path, encoding="utf-8").read()
    folder = os.path.dirname(path)
    size = lambda links: sum(os.path.getsize(os.path.normpath(os.path.join(folder, link))) for link in links)
    return len(html.encode()), size(STYLESHEET.findall(html)), size(SCRIPT.findall(html))


def unused_scripts(path):
    html = open(path, encoding="utf-8").read()
    loaded = [os.path.basename(src) for src in SCRIPT.findall(html)]
    body = html.split("</head>", 1)[-1]
    return [name for name, markers in USES.items() if name in loaded and not any(m in body for m in markers)]


def report(site):
    """Prints the figures; returns False when a page is over the limit or loads an unused script."""
    criteria = [(rel, path) for rel, path in pages(site) if 'role="tab"' in open(path, encoding="utf-8").read()]
    if not criteria:
        print("no criteria pages in", site)
        return False
    weights = sorted(((sum(first_load(path)), rel, first_load(path)) for rel, path in criteria), reverse=True)
    total, rel, (html, css, js) = weights[0]
    kb = lambda n: f"{n / 1024:.1f} KB"
    print(f"heaviest criteria page on first load: {rel}: {kb(total)} "
          f"({kb(html)} HTML, {kb(css)} CSS, {kb(js)} scripts; limit {LIMIT_KB} KB)")
    unused = [(rel, names) for rel, path in pages(site) for names in [unused_scripts(path)] if names]
    print(f"pages loading a script they do not use: {len(unused)}")
    for rel, names in unused[:10]:
        print(f"  {rel}: {', '.join(names)}")
    return total <= LIMIT_KB * 1024 and not unused


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", nargs="?")
    parser.add_argument("--build", metavar="CRITERIA_BINARY")
    parser.add_argument("--corpus", default=os.path.join(HERE, "..", "..", "shared", "corpus", "magentaa11y-v2"))
    args = parser.parse_args()
    if args.site:
        return report(args.site)
    if not args.build:
        parser.error("give a built site's folder, or --build CRITERIA_BINARY")
    documentation = os.path.join(args.corpus, "documentation")
    if not os.path.isdir(documentation):
        print(f"page weight skipped: no corpus at {args.corpus}")
        return True
    with tempfile.TemporaryDirectory() as scratch:
        site = os.path.join(scratch, "site")
        subprocess.run([args.build, "build", "--quiet", "--content", documentation, "--assets",
                        os.path.join(args.corpus, "assets"), "--output", site], check=True, stderr=subprocess.DEVNULL)
        return report(site)


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
