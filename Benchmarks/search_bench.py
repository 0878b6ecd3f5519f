#!/usr/bin/env python3
"""Search figures for the shared corpus and a generated 10,000-page corpus.

Usage: Benchmarks/search_bench.py CRITERIA_BINARY [--pages 10000] [--questions-only] [--parts] [--without PARTS]

For each corpus: the index's time in a build (the thread time of drafting every page's units, as
`--verbose` reports it: a build indexes each page as it goes, on all cores, then scores the index
in its "finish" stage), the index's size on disk, the bytes a
browser downloads for one query (meta file, the term shards of the query's words, the docs files
of the first ten results; median and worst over the queries below), and the wall time of
`criteria search --site` answering from the built index (median over the queries).

--without lexicon,topics,ranking builds and searches with those parts of search turned off
(CRITERIA_SEARCH_WITHOUT, `SearchParts`); --parts prints the question sets' figures with every
part, each part off in turn, and all off: what each contributes (docs/search.md, "Questions").
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

QUERIES = ["text input", "accessibilityTraits", "double tap", "captions", "focus order", "toggle switch",
           "swipe", "aria-expanded", "screen reader announces", "chekbox", "progress indic", "heading level"]

def build(criteria, content, assets, output):
    argv = [criteria, "build", "--quiet", "--verbose", "--content", content, "--output", output]
    if assets:
        argv += ["--assets", assets]
    result = subprocess.run(argv, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"build failed: {result.stderr[-2000:]}")
    for line in result.stderr.splitlines():
        if line.strip().startswith("index, thread time"):
            return float(line.split()[-2])
    return float("nan")

def measure(criteria, name, content, assets, scratch):
    output = os.path.join(scratch, name)
    index_seconds = build(criteria, content, assets, output)
    folder = os.path.join(output, "search")
    sizes = {f: os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder)}
    per_query, times = [], []
    for query in QUERIES:
        needed = subprocess.run([criteria, "search", query, "--site", output, "--limit", "10", "--files-needed"],
                                capture_output=True, text=True, check=True).stdout.split()
        per_query.append(sum(sizes[f] for f in needed))
        start = time.perf_counter()
        subprocess.run([criteria, "search", query, "--site", output, "--limit", "10"], capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    pages = sum(1 for d, _, fs in os.walk(content) for f in fs if f.endswith(".md"))
    return (f"| {name:<14} | {pages:6} | {index_seconds:14.3f} | {sum(sizes.values()) / 1024:9.0f} | {len(sizes):5} "
            f"| {statistics.median(per_query) / 1024:8.1f} | {max(per_query) / 1024:7.1f} | {statistics.median(times):9.3f} |")

PARTS = ["lexicon", "topics", "ranking"]

def question_sets():
    """The question sets of Tests/SearchQuestions: the project's 30, then the two halves of the unseen ones."""
    import json
    folder = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "SearchQuestions")
    with open(os.path.join(folder, "questions.json"), encoding="utf-8") as f:
        known = json.load(f)["questions"]
    with open(os.path.join(folder, "unseen.json"), encoding="utf-8") as f:
        unseen = json.load(f)
    return [("project's 30", known), ("unseen, tuning", unseen["tuning"]), ("unseen, held back", unseen["heldBack"])]

def question_figures(criteria, output):
    """Per question set: its name and size, how many have an answer first and in the top three
    pages, and the mean reciprocal rank of the first answer among the first ten pages (0 when
    none is there)."""
    import json
    rows = []
    for name, asked in question_sets():
        top1 = top3 = 0
        reciprocal = 0.0
        for question in asked:
            found = json.loads(subprocess.run([criteria, "search", question["q"], "--site", output, "--limit", "10", "--json"],
                                              capture_output=True, text=True, check=True).stdout)
            answers = {page + "/index.html" for page in question["pages"]}
            ranks = [rank for rank, page in enumerate(found, 1) if page["url"] in answers]
            if ranks:
                top1 += ranks[0] == 1
                top3 += ranks[0] <= 3
                reciprocal += 1 / ranks[0]
        rows.append((name, len(asked), top1, top3, reciprocal / len(asked)))
    return rows

def questions(criteria, output):
    lines = ["| questions | n | top 1 | top 3 | MRR |", "|---|--:|--:|--:|--:|"]
    for name, n, top1, top3, mrr in question_figures(criteria, output):
        lines.append(f"| {name} | {n} | {top1} ({top1 / n:.0%}) | {top3} ({top3 / n:.0%}) | {mrr:.3f} |")
    return "\n".join(lines)

def parts(criteria, corpus, scratch):
    """The question sets' top 1 / top 3 / MRR with every part of search, without each in turn, and without all."""
    settings = [("all parts", "")] + [(f"without {part}", part) for part in PARTS] + [("without all", ",".join(PARTS))]
    table = {}
    for label, off in settings:
        os.environ["CRITERIA_SEARCH_WITHOUT"] = off
        output = os.path.join(scratch, "parts " + (off or "all"))
        build(criteria, os.path.join(corpus, "documentation"), os.path.join(corpus, "assets"), output)
        table[label] = question_figures(criteria, output)
    os.environ["CRITERIA_SEARCH_WITHOUT"] = ""
    lines = ["| set (questions) | " + " | ".join(label for label, _ in settings) + " |", "|---|" + "---|" * len(settings)]
    for i, (name, n, *_rest) in enumerate(table["all parts"]):
        cells = [f"{table[label][i][2]} / {table[label][i][3]} / {table[label][i][4]:.3f}" for label, _ in settings]
        lines.append(f"| {name} ({n}) | " + " | ".join(cells) + " |")
    return "\n".join(lines)

def main():
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("criteria")
    parser.add_argument("--pages", type=int, default=10000)
    parser.add_argument("--questions-only", action="store_true", help="only the question sets' figures, on the shared corpus")
    parser.add_argument("--parts", action="store_true", help="the question sets' figures with each part of search turned off in turn")
    parser.add_argument("--without", default="", help="parts of search to turn off: " + ",".join(PARTS))
    args = parser.parse_args()
    unknown = [part for part in args.without.split(",") if part and part not in PARTS]
    if unknown:
        parser.error(f"--without: no part named {', '.join(unknown)} (parts: {', '.join(PARTS)})")
    os.environ["CRITERIA_SEARCH_WITHOUT"] = args.without
    corpus = os.path.join(repo, "..", "shared", "corpus", "magentaa11y-v2")
    if not os.path.isdir(corpus):
        print("skipped: no shared corpus beside the repository")
        return
    criteria = os.path.abspath(args.criteria)
    with tempfile.TemporaryDirectory() as scratch:
        if args.parts:
            print(parts(criteria, corpus, scratch))
            return
        if args.questions_only:
            build(criteria, os.path.join(corpus, "documentation"), os.path.join(corpus, "assets"), os.path.join(scratch, "shared corpus"))
            print(questions(criteria, os.path.join(scratch, "shared corpus")))
            return
        print(f"search index, {os.cpu_count()} cores, {time.strftime('%Y-%m-%d')}; query KiB = what a browser downloads for one query")
        print("| corpus         |  pages | index thread s | size KiB  | files | query KiB median | worst | CLI query s |")
        print("|----------------|-------:|---------------:|----------:|------:|---------:|--------:|----------:|")
        print(measure(criteria, "shared corpus", os.path.join(corpus, "documentation"), os.path.join(corpus, "assets"), scratch))
        print(questions(criteria, os.path.join(scratch, "shared corpus")))
        generated = os.path.join(scratch, "generated")
        subprocess.run([sys.executable, os.path.join(repo, "Benchmarks", "generate_corpus.py"), "--pages", str(args.pages),
                        "--out", generated], check=True)
        print(measure(criteria, f"generated {args.pages}", generated, None, scratch))

if __name__ == "__main__":
    main()
