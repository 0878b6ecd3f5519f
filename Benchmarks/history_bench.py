#!/usr/bin/env python3
"""Dates from git: what reading the content's history costs a build.

Usage: Benchmarks/history_bench.py CRITERIA [--pages 1000] [--runs 3]

Generates N pages (generate_corpus.py), commits them as N commits of one page each (through
`git fast-import`, with fixed dates), and times, alternating the two so that a busy machine
weighs on both alike:
- cold builds (the output folder removed first) with `dates: git` and with `dates: off`;
- warm builds (nothing changed since the last build) of each.
Prints the medians and the ratios git ÷ off (docs/performance.md records them).
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def commit_pages(site, pages):
    """One commit per page, oldest first, each a day after the last."""
    paths = sorted(os.path.relpath(os.path.join(folder, name), site)
                   for folder, _, names in os.walk(os.path.join(site, "content")) for name in names)
    stream = []
    for index, path in enumerate(paths):
        with open(os.path.join(site, path), "rb") as handle:
            data = handle.read()
        when = 1767225600 + index * 86400
        message = f"Add {path}".encode()
        stream.append(b"commit refs/heads/main\n")
        stream.append(f"committer Bench <bench@example.com> {when} +0000\n".encode())
        stream.append(b"data %d\n%s\n" % (len(message), message))
        stream.append(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(data), data))
    environment = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1"}
    environment.pop("GIT_DIR", None)
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=site, check=True, env=environment)
    subprocess.run(["git", "fast-import", "--quiet"], cwd=site, input=b"".join(stream), check=True, env=environment)
    subprocess.run(["git", "reset", "-q", "--hard", "main"], cwd=site, check=True, env=environment)
    return len(paths)


def build(criteria, site, config, output):
    environment = {key: value for key, value in os.environ.items() if key != "GIT_DIR"}
    started = time.perf_counter()
    result = subprocess.run([criteria, "build", "--content", "content", "--config", config, "--output", output, "--quiet"],
                            cwd=site, capture_output=True, text=True, env=environment)
    elapsed = time.perf_counter() - started
    if result.returncode not in (0, 1):
        sys.exit(f"build failed ({result.returncode}): {result.stderr[-2000:]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("criteria")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_ROUNDS", "3")))
    args = parser.parse_args()
    criteria = os.path.abspath(args.criteria)
    scratch = tempfile.mkdtemp(prefix="history-bench-")
    try:
        site = os.path.join(scratch, "site")
        subprocess.run([sys.executable, os.path.join(REPO, "Benchmarks", "generate_corpus.py"), "--pages", str(args.pages),
                        "--seed", "1", "--out", os.path.join(site, "content")], check=True, capture_output=True)
        commits = commit_pages(site, args.pages)
        configs = {}
        for mode in ("git", "off"):
            configs[mode] = os.path.join(scratch, f"dates-{mode}.yml")
            with open(configs[mode], "w") as handle:
                handle.write(f"dates: {mode}\nassets: site/content/assets\n")
        cold, warm = {"git": [], "off": []}, {"git": [], "off": []}
        for _ in range(args.runs):
            for mode in ("git", "off"):
                output = os.path.join(scratch, f"out-{mode}")
                shutil.rmtree(output, ignore_errors=True)
                cold[mode].append(build(criteria, site, configs[mode], output))
                warm[mode].append(build(criteria, site, configs[mode], output))
        print(f"Dates from git: {args.pages} generated pages in a repository of {commits} commits, "
              f"median of {args.runs} alternating rounds")
        print("| build | dates: git (s) | dates: off (s) | git ÷ off |")
        print("|---|---|---|---|")
        for name, samples in (("cold", cold), ("warm (nothing changed)", warm)):
            git, off = statistics.median(samples["git"]), statistics.median(samples["off"])
            print(f"| {name} | {git:.3f} | {off:.3f} | {git / off:.2f}× |")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
