#!/usr/bin/env python3
"""Times `criteria build` side by side with cmark-gfm alone, the page floor and Hugo, and prints one table.

Usage: Benchmarks/build_bench.py CRITERIA_BINARY [--sizes corpus,1000,10000] [--runs N] [--corpus DIR]

For each size (the shared corpus, or N pages generated from it by generate_corpus.py):
- criteria cold: a build into an empty folder;
- criteria warm: the same build again, nothing changed (the build cache: nothing is rendered);
- criteria one change: a sentence appended to one page, then a build;
- cmark-gfm alone: Debian's `cmark-gfm` rendering every file with the same extensions in one
  process, as one document;
- page floor: `page_floor.c`, compiled here, on every core: each file read, parsed and rendered
  by cmark-gfm as a document of its own and written as a page in a folder of its own, the media
  copied. No navigation, templates, checks or search index: the least any build that publishes
  these pages does on this machine, its file system included;
- Hugo: `hugo` (Debian's 0.111; `apt-get install hugo`) on the same Markdown with a minimal
  template, no search, into an empty folder. Skipped with a message when Hugo is not installed.

Each round runs every command once, one after the other, so load on this shared machine hits all
of them alike; the table shows medians of the rounds, peak resident memory (from wait4) and the
ratios of medians (floor ÷ Hugo is the least share of Hugo's time any build of these pages can
take here). Sizes of 10,000 pages get fewer rounds (--big-runs).

Each round's cold builds (ours and Hugo's) go into folders of their own that no earlier build
used, and every output stays until the benchmark ends. Deleting the last round's output just
before a cold build charged that build for the deletion: on a file system like this machine's
(ext4 mounted without a journal), the kernel skips inodes freed in the last minutes when it
allocates new ones (`recently_deleted`), and creating files soon after deleting tens of
thousands took several times the kernel time.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

HUGO_CONFIG = """baseURL = "http://localhost/"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.goldmark.renderer]
unsafe = true
"""
HUGO_SINGLE = "<!doctype html><html lang=en><title>{{ .Title }}</title><main>{{ .Content }}</main></html>\n"
HUGO_LIST = ("<!doctype html><html lang=en><title>{{ .Title }}</title><ul>{{ range .Pages }}"
             "<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul></html>\n")


def run(argv, cwd):
    """Runs argv; returns (seconds, peak resident MiB). Exits on failure."""
    start = time.perf_counter()
    # Standard error goes to a file, not a pipe: thousands of warnings would fill a pipe and stall.
    with open(os.devnull, "wb") as null, tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=null, stderr=log)
        _, status, usage = os.wait4(proc.pid, 0)
        log.seek(0)
        errors = log.read().decode(errors="replace")
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(argv[:3])} …\n{errors[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024


def compile_floor(scratch):
    """Benchmarks/page_floor.c built against Debian's cmark-gfm; exits when it does not build."""
    binary = os.path.join(scratch, "page_floor")
    subprocess.run(["cc", "-O2", "-pthread", os.path.join(HERE, "page_floor.c"), "-o", binary,
                    "-lcmark-gfm-extensions", "-lcmark-gfm"], check=True)
    return binary


def markdown_files(folder):
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs if f.endswith(".md"))


def prepare(size, corpus, scratch):
    """The content folder for one size, and the page to change."""
    documentation = os.path.join(corpus, "documentation")
    content = os.path.join(scratch, f"content-{size}")
    if size == "corpus":
        shutil.copytree(documentation, content)
    else:
        subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), "--pages", size, "--out", content,
                        "--corpus", documentation], check=True)
    return content


def hugo_site(content, scratch, size):
    site = os.path.join(scratch, f"hugo-{size}")
    os.makedirs(os.path.join(site, "layouts", "_default"))
    with open(os.path.join(site, "config.toml"), "w") as f:
        f.write(HUGO_CONFIG)
    with open(os.path.join(site, "layouts", "_default", "single.html"), "w") as f:
        f.write(HUGO_SINGLE)
    with open(os.path.join(site, "layouts", "_default", "list.html"), "w") as f:
        f.write(HUGO_LIST)
    os.symlink(content, os.path.join(site, "content"))
    return site


def measure(size, args, scratch, criteria, cmark, floor, hugo):
    content = prepare(size, args.corpus, scratch)
    files = markdown_files(content)
    changed = files[len(files) // 2]
    assets = os.path.join(args.corpus, "assets")
    media = os.path.join(assets, "media")

    def build(output):
        return [criteria, "build", "--quiet", "--content", content, "--assets", assets, "--output", output]

    cmark_argv = [cmark, "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist"] + files
    site = hugo_site(content, scratch, size) if hugo else None

    samples = {name: [] for name in ("cold", "warm", "change", "cmark", "floor", "hugo")}
    runs = args.big_runs if len(files) >= 5000 else args.runs
    for round_number in range(runs + 1):            # round 0 warms the page cache and is dropped
        # Folders no build has used (see the module's notes on deleting outputs).
        output = os.path.join(scratch, f"public-{size}-{round_number}")
        hugo_out = os.path.join(scratch, f"hugo-out-{size}-{round_number}")
        floor_out = os.path.join(scratch, f"floor-{size}-{round_number}")
        cold = run(build(output), scratch)
        warm = run(build(output), scratch)
        with open(changed, "a", encoding="utf-8") as f:
            f.write(f"\nA sentence added in round {round_number}.\n")
        change = run(build(output), scratch)
        cmark_sample = run(cmark_argv, scratch)
        floor_sample = run([floor, floor_out, content] + ([media] if os.path.isdir(media) else []), scratch)
        hugo_sample = None
        if hugo:
            hugo_sample = run([hugo, "--quiet", "-s", site, "-d", hugo_out], scratch)
        if round_number == 0:
            continue
        for name, sample in (("cold", cold), ("warm", warm), ("change", change), ("cmark", cmark_sample),
                             ("floor", floor_sample), ("hugo", hugo_sample)):
            if sample:
                samples[name].append(sample)
    median = {name: statistics.median(t for t, _ in values) for name, values in samples.items() if values}
    peak = {name: max(m for _, m in values) for name, values in samples.items() if values}
    return len(files), runs, median, peak


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("criteria")
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "corpus,1000,10000"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--big-runs", type=int, default=2)
    parser.add_argument("--corpus", default=os.path.join(REPO, "..", "shared", "corpus", "magentaa11y-v2"))
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.corpus, "documentation")):
        print(f"skipped: no corpus at {args.corpus} (the shared folder beside the repository)")
        return
    cmark = shutil.which("cmark-gfm")
    if cmark is None:
        sys.exit("cmark-gfm is not installed: apt-get install cmark-gfm")
    hugo = shutil.which("hugo")
    if hugo is None:
        print("Hugo is not installed, so its column is empty: apt-get install hugo")
    criteria = os.path.abspath(args.criteria)

    print(f"{time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores; median seconds of the rounds; peak MiB in brackets")
    print()
    print("| pages | criteria cold | warm, no change | one change | cmark-gfm alone | page floor | Hugo "
          "| cold ÷ cmark-gfm | cold ÷ Hugo | floor ÷ Hugo |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as scratch:
        floor = compile_floor(scratch)
        for size in args.sizes.split(","):
            pages, runs, median, peak = measure(size.strip(), args, scratch, criteria, cmark, floor, hugo)

            def cell(name):
                return f"{median[name]:.2f} ({peak[name]:.0f})" if name in median else "–"

            def ratio(name, to):
                return f"{median[name] / median[to]:.2f}×" if to in median else "–"

            print(f"| {pages:,} ({runs} round{'s' if runs != 1 else ''}) | {cell('cold')} | {cell('warm')} | {cell('change')} "
                  f"| {cell('cmark')} | {cell('floor')} | {cell('hugo')} | {median['cold'] / median['cmark']:.1f}× "
                  f"| {ratio('cold', 'hugo')} | {ratio('floor', 'hugo')} |", flush=True)

if __name__ == "__main__":
    main()
