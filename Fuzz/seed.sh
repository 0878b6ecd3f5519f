#!/bin/sh
# Seeds the fuzz corpus: every Markdown file of content/ and Tests/, once per component (the
# first byte of a fuzz input picks the component, see Sources/SiteFuzz/SiteFuzz.swift), plus a
# few raw HTML and URL snippets for the sanitizer and the link rewriter.
# Usage: Fuzz/seed.sh CORPUS_DIR   (run from the repository root)
set -eu
corpus=$1
mkdir -p "$corpus"
n=0
find content Tests -name '*.md' -type f | sort | while read -r file; do
    n=$((n + 1))
    for target in 0 1 2 3 4; do
        { printf "\\$(printf '%03o' "$target")"; cat "$file"; } > "$corpus/seed-$n-$target"
    done
done
for snippet in \
    '<img src="x.png" onerror="alert(1)"><a href="JaVaScRiPt:alert(1)">a</a>' \
    '<a href="jav&#x61;script&colon;x">b</a><script>alert(1)</script><iframe src=x></iframe>' \
    '<video controls><source src="media/video/a.webm"><track src="../../etc/passwd" kind="captions"></video>' \
    '<a href="/web-criteria/component/button#focus">b</a><a href="../controls/link.md">l</a><a href="#focus">f</a>' \
    '<example><button data-fn="showAlert">Go</button></example><svg><use xlink:href="data:x"/></svg>'; do
    for target in 3 4; do
        { printf "\\$(printf '%03o' "$target")"; printf '%s\n' "$snippet"; } > "$corpus/snippet-$(printf '%s' "$snippet" | cksum | cut -d' ' -f1)-$target"
    done
done
