#!/bin/sh
# Seeds a fuzz corpus from every Markdown file of content/ and Tests/ and a few raw HTML and URL
# snippets for the sanitizer and the link rewriter.
# - SiteFuzz: each input starts with a byte that picks the component (see
#   Sources/SiteFuzz/SiteFuzz.swift), so the files go in once per component and the snippets
#   once for the sanitizer (3) and once for the link rewriter (4).
# - SanitizerFuzz (--html): every input is HTML, so files and snippets go in as they are.
# Usage: Fuzz/seed.sh [--html] CORPUS_DIR   (run from the repository root)
set -eu
file_targets="0 1 2 3 4"
snippet_targets="3 4"
if [ "$1" = "--html" ]; then
    file_targets="-"
    snippet_targets="-"
    shift
fi
corpus=$1
mkdir -p "$corpus"

# seed NAME TARGET: standard input into the corpus, after the selector byte TARGET ("-": none).
seed() {
    if [ "$2" = "-" ]; then cat > "$corpus/$1"; else { printf "\\$(printf '%03o' "$2")"; cat; } > "$corpus/$1-$2"; fi
}

n=0
find content Tests -name '*.md' -type f | sort | while read -r file; do
    n=$((n + 1))
    for target in $file_targets; do
        seed "seed-$n" "$target" < "$file"
    done
done
for snippet in \
    '<img src="x.png" onerror="alert(1)"><a href="JaVaScRiPt:alert(1)">a</a>' \
    '<a href="jav&#x61;script&colon;x">b</a><script>alert(1)</script><iframe src=x></iframe>' \
    '<video controls><source src="media/video/a.webm"><track src="../../etc/passwd" kind="captions"></video>' \
    '<a href="/web-criteria/component/button#focus">b</a><a href="../controls/link.md">l</a><a href="#focus">f</a>' \
    '<example><button data-fn="showAlert">Go</button></example><svg><use xlink:href="data:x"/></svg>'; do
    for target in $snippet_targets; do
        printf '%s\n' "$snippet" | seed "snippet-$(printf '%s' "$snippet" | cksum | cut -d' ' -f1)" "$target"
    done
done
