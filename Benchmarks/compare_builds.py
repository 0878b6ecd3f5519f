#!/usr/bin/env python3
"""Cold builds of the same content by two or more `criteria` binaries, alternating, side by side.

Usage: Benchmarks/compare_builds.py CONTENT ROUNDS LABEL=BINARY [LABEL=BINARY ...] [--assets DIR]

For judging one change on a shared machine: each round builds once with every binary (odd rounds
in the reverse order), each into a folder no build has used, and prints per binary the median wall
time, the median user and system CPU, and the median of the per-round ratios of its wall time to
the first binary's, which load that comes and goes moves much less than the times themselves.

Each build gets a fresh folder because ext4 without a journal (as on the machines `make bench`
documents) scans recently deleted inodes when it makes new ones: a build into a folder just
deleted pays for it in system time. A binary's theme is found beside it, as `make install`
leaves it. `--assets` defaults to the shared corpus's assets, as `make bench` builds.
"""
import argparse, os, resource, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED_ASSETS = os.path.join(os.path.dirname(HERE), "..", "shared", "corpus", "magentaa11y-v2", "assets")


def build(binary, content, assets, output):
    """One cold build: (wall seconds, user seconds, system seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    argv = [binary, "build", "--quiet", "--content", content, "--output", output] + (["--assets", assets] if assets else [])
    done = subprocess.run(argv, capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{binary} failed:\n{done.stderr[-2000:]}")
    return wall, after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("content")
    parser.add_argument("rounds", type=int)
    parser.add_argument("binaries", nargs="+", metavar="LABEL=BINARY")
    parser.add_argument("--assets", default=SHARED_ASSETS if os.path.isdir(SHARED_ASSETS) else None)
    args = parser.parse_args()
    binaries = [pair.split("=", 1) for pair in args.binaries]
    if any(len(pair) != 2 for pair in binaries):
        sys.exit("each binary is given as LABEL=PATH")
    samples = {label: [] for label, _ in binaries}
    scratch = tempfile.mkdtemp(prefix="compare-builds-")
    try:
        for round_number in range(args.rounds):
            order = binaries if round_number % 2 == 0 else binaries[::-1]
            for label, binary in order:
                output = os.path.join(scratch, f"{label}-{round_number}")
                samples[label].append(build(os.path.abspath(binary), args.content, args.assets, output))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    first = binaries[0][0]
    for label, runs in samples.items():
        wall = statistics.median(run[0] for run in runs)
        user = statistics.median(run[1] for run in runs)
        system = statistics.median(run[2] for run in runs)
        ratio = statistics.median(run[0] / base[0] for run, base in zip(runs, samples[first]))
        print(f"{label:>12}: wall {wall:.3f} s, user {user:.2f} s, sys {system:.2f} s, "
              f"wall ÷ {first} per round {ratio:.3f} (median of {len(runs)})")


if __name__ == "__main__":
    main()
