#!/usr/bin/env python3
"""Times `criteria build` side by side with cmark-gfm alone, the page floor, Hugo and Hugo + Pagefind,
and counts the files each writes and the file-system calls each makes. Prints two tables.

Usage: Benchmarks/build_bench.py CRITERIA_BINARY [--sizes corpus,1000,10000] [--runs N] [--corpus DIR]
(BENCH_SIZES, BENCH_ROUNDS and BENCH_BIG_ROUNDS set the defaults of --sizes, --runs and --big-runs.)

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
  template, no search, into an empty folder. Skipped with a message when Hugo is not installed;
- Hugo + Pagefind: that Hugo build, then Pagefind (`pagefind-bin` from PyPI, in .venv-bench)
  indexing its pages: the same job as ours, pages and a search index. A round's figure is the
  sum of the two programs' times; its memory, the larger of their peaks.

Each round runs every command once, one after the other, so load on this shared machine hits all
of them alike; odd rounds run them in the reverse order, so that no command always follows the
same one. The first table shows medians of the rounds, peak resident memory (from wait4) and the
ratios of medians (floor ÷ Hugo is the least share of Hugo's time any build of these pages can
take here). Sizes of 10,000 pages get fewer rounds (--big-runs).

The second table comes from one more cold build of each, under `strace -f -c` (Debian's
strace): files written per page (regular files in the output folder afterwards, divided by the
Markdown files) and file-system calls per page: opens (open, openat, creat) and folders made
(mkdir, mkdirat), counted in every thread. Ours is counted twice: as configured by default (a
folder per page, `name/index.html`, as Hugo's peer site writes with its default pretty URLs) and
with `page-urls: file` (`name.html`), given by `--config`. Calls are counts, not times, so they do not move
with the machine's load; what each call costs does (creating a file or folder costs most).

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


TRACED = "open,openat,creat,mkdir,mkdirat"


def traced(argv, cwd, scratch):
    """Runs argv under `strace -f -c`; returns {"opens": n, "mkdirs": n} over every thread."""
    summary = os.path.join(scratch, "strace-summary")
    run(["strace", "-f", "-c", "-o", summary, "-e", f"trace={TRACED}"] + argv, cwd)
    counts = {"opens": 0, "mkdirs": 0}
    with open(summary, encoding="utf-8") as f:
        for line in f:
            fields = line.split()
            # Rows: % time, seconds, usecs/call, calls, [errors,] syscall.
            if len(fields) >= 5 and fields[-1] in TRACED.split(",") and fields[3].isdigit():
                counts["mkdirs" if fields[-1].startswith("mkdir") else "opens"] += int(fields[3])
    return counts


def files_in(folder):
    return sum(len(fs) for _, _, fs in os.walk(folder))


class Peers:
    """The commands a size is measured with: ours, and the baselines that are installed."""

    def __init__(self, size, args, scratch, tools):
        self.scratch, self.size = scratch, size
        self.criteria, self.cmark, self.floor, self.hugo, self.pagefind = tools
        self.content = prepare(size, args.corpus, scratch)
        self.files = markdown_files(self.content)
        self.changed = self.files[len(self.files) // 2]
        self.assets = os.path.join(args.corpus, "assets")
        self.media = os.path.join(self.assets, "media")
        self.site = hugo_site(self.content, scratch, size) if self.hugo else None

    def folder(self, name, tag):
        """A folder no build has used (see the module's notes on deleting outputs)."""
        return os.path.join(self.scratch, f"{name}-{self.size}-{tag}")

    def build(self, output):
        return [self.criteria, "build", "--quiet", "--content", self.content, "--assets", self.assets,
                "--output", output]

    def cmark_argv(self):
        return [self.cmark, "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink",
                "-e", "tasklist"] + self.files

    def floor_argv(self, output):
        return [self.floor, output, self.content] + ([self.media] if os.path.isdir(self.media) else [])

    def hugo_argv(self, output):
        return [self.hugo, "--quiet", "-s", self.site, "-d", output]

    def pagefind_argv(self, output):
        return [self.pagefind, "--silent", "--site", output]


def timed_round(peers, round_number):
    """One round: every command once, in reverse order on odd rounds. Returns {name: sample}."""
    samples = {}
    tag = str(round_number)

    def criteria():
        output = peers.folder("public", tag)
        samples["cold"] = run(peers.build(output), peers.scratch)
        samples["warm"] = run(peers.build(output), peers.scratch)
        with open(peers.changed, "a", encoding="utf-8") as f:
            f.write(f"\nA sentence added in round {round_number}.\n")
        samples["change"] = run(peers.build(output), peers.scratch)

    def hugo():
        output = peers.folder("hugo-out", tag)
        samples["hugo"] = run(peers.hugo_argv(output), peers.scratch)
        if peers.pagefind:
            pagefind = run(peers.pagefind_argv(output), peers.scratch)
            samples["pagefind"] = (samples["hugo"][0] + pagefind[0], max(samples["hugo"][1], pagefind[1]))

    def cmark():
        samples["cmark"] = run(peers.cmark_argv(), peers.scratch)

    def floor():
        samples["floor"] = run(peers.floor_argv(peers.folder("floor", tag)), peers.scratch)

    steps = [criteria, cmark, floor]
    if peers.hugo:
        steps.append(hugo)
    for step in (reversed(steps) if round_number % 2 else steps):
        step()
    return samples


def timed(peers, runs):
    """Medians of the rounds' seconds and peaks of their memory, by command."""
    samples = {}
    for round_number in range(runs + 1):            # round 0 warms the page cache and is dropped
        result = timed_round(peers, round_number)
        if round_number > 0:
            for name, sample in result.items():
                samples.setdefault(name, []).append(sample)
    median = {name: statistics.median(t for t, _ in values) for name, values in samples.items()}
    peak = {name: max(m for _, m in values) for name, values in samples.items()}
    return median, peak


def counted(peers):
    """Files written and file-system calls of one cold build of each, by command; None without strace."""
    if shutil.which("strace") is None:
        return None
    counts = {}

    def count(name, output, *argvs):
        calls = [traced(argv, peers.scratch, peers.scratch) for argv in argvs]
        counts[name] = {"files": files_in(output), "opens": sum(c["opens"] for c in calls),
                        "mkdirs": sum(c["mkdirs"] for c in calls)}

    count("criteria", peers.folder("public", "traced"), peers.build(peers.folder("public", "traced")))
    # The same build with each page as name.html (docs/configuration.md): no folder per page.
    file_config = os.path.join(peers.scratch, f"page-urls-file-{peers.size}.yml")
    with open(file_config, "w", encoding="utf-8") as f:
        f.write("page-urls: file\n")
    output = peers.folder("public-file", "traced")
    count("criteria-file", output, peers.build(output) + ["--config", file_config])
    count("floor", peers.folder("floor", "traced"), peers.floor_argv(peers.folder("floor", "traced")))
    if peers.hugo:
        output = peers.folder("hugo-out", "traced")
        count("hugo", output, peers.hugo_argv(output))
        if peers.pagefind:
            hugo_counts = dict(counts["hugo"])
            count("pagefind", output, peers.pagefind_argv(output))
            counts["pagefind"]["opens"] += hugo_counts["opens"]
            counts["pagefind"]["mkdirs"] += hugo_counts["mkdirs"]
    return counts


def tools(args, scratch):
    """(criteria, cmark-gfm, page floor, hugo or None, pagefind or None); exits without cmark-gfm."""
    cmark = shutil.which("cmark-gfm")
    if cmark is None:
        sys.exit("cmark-gfm is not installed: scripts/install-deps.sh bench")
    hugo = shutil.which("hugo")
    if hugo is None:
        print("Hugo is not installed, so its columns are empty: scripts/install-deps.sh bench")
    pagefind = None
    venv_python = os.path.join(REPO, ".venv-bench", "bin", "python")
    if hugo and os.path.exists(venv_python):
        found = subprocess.run([venv_python, "-c", "import pagefind_bin; print(pagefind_bin.get_executable())"],
                               capture_output=True, text=True)
        pagefind = found.stdout.strip() if found.returncode == 0 else None
    if hugo and pagefind is None:
        print("Pagefind is not installed, so its column is empty: scripts/install-deps.sh bench")
    if shutil.which("strace") is None:
        print("strace is not installed, so files and calls are not counted: scripts/install-deps.sh bench")
    return os.path.abspath(args.criteria), cmark, compile_floor(scratch), hugo, pagefind


def time_row(pages, runs, median, peak):
    def cell(name):
        return f"{median[name]:.2f} ({peak[name]:.0f})" if name in median else "–"

    def ratio(name, to):
        return f"{median[name] / median[to]:.2f}×" if name in median and to in median else "–"

    return (f"| {pages:,} ({runs} round{'s' if runs != 1 else ''}) | {cell('cold')} | {cell('warm')} "
            f"| {cell('change')} | {cell('cmark')} | {cell('floor')} | {cell('hugo')} | {cell('pagefind')} "
            f"| {ratio('cold', 'floor')} | {ratio('cold', 'hugo')} | {ratio('cold', 'pagefind')} "
            f"| {ratio('floor', 'hugo')} |")


NAMES = {"criteria": "criteria cold", "criteria-file": "criteria cold, page-urls: file", "floor": "page floor", "hugo": "Hugo", "pagefind": "Hugo + Pagefind"}


def count_rows(pages, counts):
    rows = []
    for name, c in counts.items():
        calls = c["opens"] + c["mkdirs"]
        rows.append(f"| {pages:,} | {NAMES[name]} | {c['files'] / pages:.2f} | {c['opens'] / pages:.2f} "
                    f"| {c['mkdirs'] / pages:.2f} | {calls / pages:.2f} | {c['files']:,} | {c['opens']:,} "
                    f"| {c['mkdirs']:,} |")
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("criteria")
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "corpus,1000,10000"))
    parser.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_ROUNDS", "5")))
    parser.add_argument("--big-runs", type=int, default=int(os.environ.get("BENCH_BIG_ROUNDS", "2")))
    parser.add_argument("--corpus", default=os.path.join(REPO, "..", "shared", "corpus", "magentaa11y-v2"))
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.corpus, "documentation")):
        print(f"skipped: no corpus at {args.corpus} (the shared folder beside the repository)")
        return
    counts_table = []
    with tempfile.TemporaryDirectory() as scratch:
        found = tools(args, scratch)
        print(f"{time.strftime('%Y-%m-%d %H:%M')}, {os.cpu_count()} cores; median seconds of the rounds; "
              "peak MiB in brackets")
        print()
        print("| pages | criteria cold | warm, no change | one change | cmark-gfm alone | page floor | Hugo "
              "| Hugo + Pagefind | cold ÷ floor | cold ÷ Hugo | cold ÷ Hugo + Pagefind | floor ÷ Hugo |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for size in args.sizes.split(","):
            peers = Peers(size.strip(), args, scratch, found)
            runs = args.big_runs if len(peers.files) >= 5000 else args.runs
            median, peak = timed(peers, runs)
            print(time_row(len(peers.files), runs, median, peak), flush=True)
            counts = counted(peers)
            if counts:
                counts_table += count_rows(len(peers.files), counts)
    if counts_table:
        print()
        print("One cold build each under strace -f -c: per page, and in all")
        print()
        print("| pages | build | files per page | opens per page | mkdirs per page | calls per page "
              "| files | opens | mkdirs |")
        print("|---:|---|---:|---:|---:|---:|---:|---:|---:|")
        print("\n".join(counts_table))


if __name__ == "__main__":
    main()
