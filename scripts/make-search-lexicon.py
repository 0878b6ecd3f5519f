#!/usr/bin/env python3
"""Writes themes/default/search-lexicon.txt: reader words and the corpus words WordNet relates them to.

Usage: scripts/make-search-lexicon.py [--wordnet DIR] [--out FILE] CONTENT_FOLDER...

Reads WordNet 3.0 (Debian's `wordnet-base`, /usr/share/wordnet; `scripts/install-deps.sh lexicon`
installs it) and the words of the Markdown files under the given folders (the corpora the table is
made for). For every single-word lemma of WordNet that is in use (a sense of it tagged in WordNet's
sample of English), its neighbours in its three commonest senses:
synonyms and derivationally related forms, then hypernyms, hyponyms and similar adjectives, at
most eight, in the order of the senses. Only neighbours that the folders' words hold (compared stemmed)
are kept, and only lemmas with at least one such neighbour; every word is written stemmed (the
index's light English stemmer), with `# stemmed` as the first line, so a build only splits lines. The build then keeps, per site, only the
entries whose word no page uses and whose neighbours its pages do (docs/search.md, "Lexicon").
The output is sorted, so the same WordNet and folders give the same file.
"""
import argparse, os, re, sys

POS = ["noun", "verb", "adj", "adv"]
SENSES = 3
STRONG, WEAK = 6, 4
# At most this many neighbours a word, the commonest senses' first.
LIMIT = 8
# Pointer symbols: derivationally related, pertainym, participle; hypernyms, hyponyms, similar to.
STRONG_POINTERS = {"+", "\\", "<"}
WEAK_POINTERS = {"@", "@i", "~", "~i", "&"}

LICENSE = """This software and database is being provided to you, the LICENSEE, by
Princeton University under the following license.  By obtaining, using
and/or copying this software and database, you agree that you have
read, understood, and will comply with these terms and conditions.:

Permission to use, copy, modify and distribute this software and
database and its documentation for any purpose and without fee or
royalty is hereby granted, provided that you agree to comply with
the following copyright notice and statements, including the disclaimer,
and that the same appear on ALL copies of the software, database and
documentation, including modifications that you make for internal
use or for distribution.

WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.

THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON
UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
IMPLIED.  BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON
UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT-
ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE
OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT
INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR
OTHER RIGHTS.

The name of Princeton University or Princeton may not be used in
advertising or publicity pertaining to distribution of the software
and/or database.  Title to copyright in this software, database and
any associated documentation shall at all times remain with
Princeton University and LICENSEE agrees to preserve same."""

def stem(w):
    """docs/search.md's light English stemmer (Stemmer.swift), to compare words with the corpus's."""
    if len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) >= 5: w = w[:-3] + "y"
    elif w.endswith("sses"): w = w[:-2]
    elif w.endswith(("xes", "zes", "ches", "shes")): w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")): w = w[:-1]
    cut = False
    if w.endswith("ing") and len(w) - 3 >= 3: w, cut = w[:-3], True
    elif w.endswith("ed") and len(w) - 2 >= 3: w, cut = w[:-2], True
    if cut and len(w) >= 2 and w[-1] == w[-2] and w[-1] in "bdfgmnprt": w = w[:-1]
    if w.endswith("e") and len(w) >= 4: w = w[:-1]
    return w

# The file's first line: its words are stemmed already (SearchLexicon reads them as they are).
STEMMED = "# stemmed"

def once(words):
    seen = set()
    return [w for w in words if not (w in seen or seen.add(w))]

def corpus_stems(folders):
    stems = set()
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in files:
                if name.endswith(".md"):
                    with open(os.path.join(root, name), encoding="utf-8", errors="replace") as f:
                        for word in re.findall(r"[A-Za-z]+", f.read()):
                            for part in [word] + re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", word):
                                stems.add(stem(part.lower()))
    return stems

def single(lemma):
    """The lemma as one lower-case word of three letters or more, or None (phrases; names, which are capitalised)."""
    word = re.sub(r"\(.*\)$", "", lemma)
    return word if re.fullmatch(r"[a-z]{3,}", word) else None

def read_synsets(wordnet):
    """offset key (pos, offset) → (words, pointers [(symbol, key, source, target)])."""
    synsets = {}
    for pos in POS:
        with open(os.path.join(wordnet, "data." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                fields = line.split(" | ")[0].split()
                offset, count = fields[0], int(fields[3], 16)
                words = [fields[4 + 2 * i] for i in range(count)]
                at = 4 + 2 * count
                pointers = []
                for i in range(int(fields[at])):
                    symbol, target, tpos, st = fields[at + 1 + 4 * i: at + 5 + 4 * i]
                    tpos = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}[tpos]
                    pointers.append((symbol, (tpos, target), int(st[:2], 16), int(st[2:], 16)))
                synsets[(pos, offset)] = (words, pointers)
    return synsets

def senses(wordnet):
    """lemma → its synsets, commonest first (index files list them so), the first SENSES of each part of speech."""
    found = {}
    for pos in POS:
        with open(os.path.join(wordnet, "index." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                fields = line.split()
                word = fields[0] if re.fullmatch(r"[a-z]{3,}", fields[0]) else None
                count = int(fields[2])
                # Only words of which some sense is tagged in WordNet's sample of English: a
                # reader types those; the rest (`azedarach`) made most of the table.
                if not word or int(fields[-count - 1]) == 0:
                    continue
                offsets = fields[-count:]
                found.setdefault(word, []).extend((pos, o) for o in offsets[:SENSES])
    return found

def neighbours(word, keys, synsets):
    weights = {}
    if not any(single(w) == word for key in keys for w in synsets[key][0]):
        return weights   # only a name (`aachen` is `Aachen`)
    def add(lemma, weight):
        other = single(lemma)
        if other and other != word and weight > weights.get(other, 0):
            weights[other] = weight
    for key in keys:
        words, pointers = synsets[key]
        mine = [i + 1 for i, w in enumerate(words) if single(w) == word]
        for w in words:
            add(w, STRONG)
        for symbol, target, source, goal in pointers:
            if symbol in STRONG_POINTERS and (source == 0 or source in mine):
                targets = synsets[target][0]
                for i, w in enumerate(targets):
                    if goal == 0 or goal == i + 1:
                        add(w, STRONG)
            elif symbol in WEAK_POINTERS and source == 0:
                for w in synsets[target][0]:
                    add(w, WEAK)
    return weights

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--wordnet", default="/usr/share/wordnet")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "themes", "default", "search-lexicon.txt"))
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.wordnet, "data.noun")):
        sys.exit(f"no WordNet in {args.wordnet}: scripts/install-deps.sh lexicon installs Debian's wordnet-base")
    vocabulary = corpus_stems(args.folders)
    synsets = read_synsets(args.wordnet)
    lines = []
    for word, keys in sorted(senses(args.wordnet).items()):
        kept = {w: n for w, n in neighbours(word, keys, synsets).items() if stem(w) in vocabulary and stem(w) != stem(word)}
        strong = [w for w, n in kept.items() if n == STRONG][:LIMIT]
        weak = [w for w, n in kept.items() if n == WEAK][:LIMIT - len(strong)]
        if strong or weak:
            strong, weak = once(map(stem, strong)), [w for w in once(map(stem, weak)) if w not in strong]
            lines.append(" ".join([stem(word)] + strong + ([";"] + weak if weak else [])))
    header = (STEMMED + "\n"
              "# A reader's word, the corpus words WordNet makes its synonyms or derivations, then after ';' its\n"
              "# hypernyms, hyponyms and similar words (docs/search.md, Lexicon), each stemmed as the index\n"
              "# stems its terms, so a build need not stem them again.\n"
              "# Made by scripts/make-search-lexicon.py from WordNet 3.0 (Debian package wordnet-base), under its\n"
              "# licence, which must appear on all copies:\n#\n"
              + "".join("# " + line + "\n" if line else "#\n" for line in LICENSE.split("\n")) + "\n")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(header + "\n".join(lines) + "\n")
    print(f"{len(lines)} words, {os.path.getsize(args.out)} bytes", file=sys.stderr)

if __name__ == "__main__":
    main()
