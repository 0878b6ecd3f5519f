#!/usr/bin/env python3
"""Times `criteria build` on the shared corpus side by side with cmark-gfm alone.

Usage: Benchmarks/build_bench.py CRITERIA_BINARY [--runs N] [--corpus DIR]

Each round runs both commands one after the other, so load on this shared machine hits both
alike; the table reports medians, the fastest run, peak memory (from wait4) and the ratio.
"cmark-gfm alone" is Debian's `cmark-gfm` command rendering every file of the corpus with the
same extensions in one process: the floor a build that parses every file cannot go below.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

def run(argv, cwd):
    """Runs argv and returns (seconds, peak resident MiB)."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=null, stderr=null)
        _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(argv)}")
    return elapsed, usage.ru_maxrss / 1024

def main():
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("criteria")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--corpus", default=os.path.join(repo, "..", "shared", "corpus", "magentaa11y-v2"))
    args = parser.parse_args()
    documentation = os.path.join(args.corpus, "documentation")
    if not os.path.isdir(documentation):
        print(f"skipped: no corpus at {args.corpus} (the shared folder beside the repository)")
        return
    cmark = shutil.which("cmark-gfm")
    if cmark is None:
        sys.exit("cmark-gfm is not installed: apt-get install cmark-gfm")
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(documentation) for f in fs if f.endswith(".md"))
    criteria = os.path.abspath(args.criteria)
    commands = {
        "criteria build": [criteria, "build", "--quiet", "--content", documentation,
                           "--assets", os.path.join(args.corpus, "assets"), "--output", "public"],
        "cmark-gfm alone": [cmark, "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink",
                            "-e", "tasklist"] + files,
    }
    results = {name: [] for name in commands}
    with tempfile.TemporaryDirectory() as scratch:
        for name, argv in commands.items():          # one warm-up each: page cache, first build
            run(argv, scratch)
        for _ in range(args.runs):
            for name, argv in commands.items():
                results[name].append(run(argv, scratch))
    cores = os.cpu_count()
    print(f"{len(files)} pages, {args.runs} rounds, {cores} cores, {time.strftime('%Y-%m-%d')}")
    print(f"| {'command':<16} | median s | fastest s | peak MiB |")
    print(f"|{'-' * 18}|---------:|----------:|---------:|")
    medians = {}
    for name, samples in results.items():
        times = [t for t, _ in samples]
        medians[name] = statistics.median(times)
        print(f"| {name:<16} | {medians[name]:8.3f} | {min(times):9.3f} | {max(m for _, m in samples):8.1f} |")
    ratio = medians["criteria build"] / medians["cmark-gfm alone"]
    print(f"criteria build / cmark-gfm alone (medians): {ratio:.2f}x")
    with tempfile.TemporaryDirectory() as scratch:      # where one build's time goes
        stages = subprocess.run(commands["criteria build"] + ["--verbose"], cwd=scratch, capture_output=True, text=True)
        timings = [line for line in stages.stderr.splitlines() if line.endswith(" s") and ": " not in line]
        print("stages of one build: " + ", ".join(" ".join(line.split()) for line in timings))

if __name__ == "__main__":
    main()
