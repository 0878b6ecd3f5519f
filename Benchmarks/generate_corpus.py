#!/usr/bin/env python3
"""Writes a corpus of N criteria pages made from the shared corpus, for benchmarks.

Usage: Benchmarks/generate_corpus.py --pages N --out DIR [--seed S] [--corpus DIR]

Page i copies source file i mod 103 under a distinct name, in folders of at most 100 pages
(`web/component-3/button-3xx.md`), keeping every `## ` section. Its prose is perturbed
deterministically for the seed: some adjacent words swap places and each page gets a word of its
own, so pages are not byte-identical and the search index has realistic vocabulary growth.
"""
import argparse, os, random, re, shutil, sys

MARKER = ".generated-corpus"

def perturb(text, rng, unique):
    lines, out, fenced = text.split("\n"), [], False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
        if fenced or stripped.startswith(("#", "<", "|", "---")) or not stripped:
            out.append(line)
            continue
        words = line.split(" ")
        if len(words) > 4 and rng.random() < 0.3:
            k = rng.randrange(1, len(words) - 1)
            words[k], words[k + 1] = words[k + 1], words[k]
        out.append(" ".join(words))
    text = "\n".join(out)
    return re.sub(r"(## General Notes\s*\n\s*\n)", lambda m: m.group(1) + f"Variant {unique}. ", text, count=1)

def main():
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--corpus", default=os.path.join(repo, "..", "shared", "corpus", "magentaa11y-v2", "documentation"))
    args = parser.parse_args()
    sources = sorted(os.path.relpath(os.path.join(d, f), args.corpus)
                     for d, _, fs in os.walk(args.corpus) for f in fs if f.endswith(".md") and "/" in os.path.relpath(os.path.join(d, f), args.corpus))
    marker = os.path.join(args.out, MARKER)
    if os.path.exists(args.out):
        # Only a folder this script wrote is replaced; anything else is the user's.
        if not os.path.exists(marker):
            sys.exit(f"{args.out} exists and was not written by generate_corpus.py; choose another --out")
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    with open(marker, "w") as f:
        f.write("written by Benchmarks/generate_corpus.py; replaced by its next run\n")
    rng = random.Random(args.seed)
    for i in range(args.pages):
        source = sources[i % len(sources)]
        folder, name = os.path.split(source)
        stem = name[:-3]
        target = os.path.join(args.out, f"{folder}-{i // 100}", f"{stem}-{i}.md")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(os.path.join(args.corpus, source), encoding="utf-8") as f:
            text = f.read()
        with open(target, "w", encoding="utf-8") as f:
            f.write(perturb(text, rng, f"v{i}x{rng.randrange(10**6)}"))

if __name__ == "__main__":
    main()
