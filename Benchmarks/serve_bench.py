#!/usr/bin/env python3
"""Watch mode: time from a file write to the reload event, beside a full build.

Usage: Benchmarks/serve_bench.py CRITERIA_BINARY [--pages 10000] [--edits 20]

For the shared corpus and a generated corpus: starts `criteria serve` on a free port, listens to
its event stream, then makes `--edits` saves of one page (a changed sentence in its criteria, so
the navigation stays the same) and times each from the write to the `reload` event. The saves
are made twice over: written in place, and the way Vim writes them (a `4913` file made and
removed beside the page, the page renamed to a `~` backup, the new page written, the backup
removed), as editors that save through files of their own do. A full `criteria build` of the
same content is timed for comparison.
"""
import argparse, os, re, shutil, signal, socket, statistics, subprocess, sys, tempfile, threading, time

def listen(port, events):
    sock = socket.create_connection(("127.0.0.1", port), timeout=600)
    sock.sendall(b"GET /__criteria/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    def read():
        for raw in sock.makefile("rb"):
            if raw.startswith(b"event: "):
                events.append((time.perf_counter(), raw[7:].strip().decode()))
    threading.Thread(target=read, daemon=True).start()
    return sock

def measure(criteria, name, content, assets, edits):
    argv = [criteria, "serve", "--content", content, "--port", "0"] + (["--assets", assets] if assets else [])
    server = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = None
    for line in server.stdout:
        match = re.search(r"127\.0\.0\.1:(\d+)/", line)
        if match:
            port = int(match.group(1))
            break
    if port is None:
        sys.exit("criteria serve did not start")
    events = []
    sock = listen(port, events)
    time.sleep(0.5)
    page = sorted(os.path.join(d, f) for d, _, fs in os.walk(content) for f in fs if f.endswith(".md"))[0]
    original = open(page, encoding="utf-8").read()
    waits = {"in place": [], "as Vim": []}
    for style, times in waits.items():
        for number in range(edits):
            seen = len(events)
            save(page, original.replace("## Gherkin", f"## Gherkin\n\nEdit number {number} {style}.\n", 1), style)
            written = time.perf_counter()
            while len(events) == seen and time.perf_counter() - written < 120:
                time.sleep(0.002)
            if len(events) > seen:
                times.append(events[seen][0] - written)
            time.sleep(0.3)
    save(page, original, "in place")
    sock.close()
    server.send_signal(signal.SIGINT)
    server.wait(timeout=30)
    with tempfile.TemporaryDirectory() as scratch:
        started = time.perf_counter()
        subprocess.run([criteria, "build", "--quiet", "--content", content, "--output", os.path.join(scratch, "public")]
                       + (["--assets", assets] if assets else []), check=True, stderr=subprocess.DEVNULL)
        full = time.perf_counter() - started
    pages = sum(1 for d, _, fs in os.walk(content) for f in fs if f.endswith(".md"))
    for style, times in waits.items():
        print(f"| {name:<16} | {pages:6} | {style:<8} | {len(times):5} | {statistics.median(times) * 1000:9.0f} | {max(times) * 1000:8.0f} | {full:12.2f} |")

def save(page, text, style):
    """Writes `text` to `page` in place, or the way Vim does by default (`backupcopy=auto`)."""
    if style == "in place":
        with open(page, "w", encoding="utf-8") as f:
            f.write(text)
        return
    folder = os.path.dirname(page)
    probe = os.path.join(folder, "4913")
    open(probe, "w").close()
    os.remove(probe)
    backup = page + "~"
    os.rename(page, backup)
    with open(page, "w", encoding="utf-8") as f:
        f.write(text)
    os.remove(backup)

def main():
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("criteria")
    parser.add_argument("--pages", type=int, default=10000)
    parser.add_argument("--edits", type=int, default=20)
    args = parser.parse_args()
    corpus = os.path.join(repo, "..", "shared", "corpus", "magentaa11y-v2")
    if not os.path.isdir(corpus):
        print("skipped: no shared corpus beside the repository")
        return
    criteria = os.path.abspath(args.criteria)
    print(f"watch mode, {os.cpu_count()} cores, {time.strftime('%Y-%m-%d')}: from a save to the reload event")
    print("| corpus           |  pages | saved    | edits | median ms | worst ms | full build s |")
    print("|------------------|-------:|----------|------:|----------:|---------:|-------------:|")
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "corpus")
        shutil.copytree(os.path.join(corpus, "documentation"), copy)
        measure(criteria, "shared corpus", copy, os.path.join(corpus, "assets"), args.edits)
        generated = os.path.join(scratch, "generated")
        subprocess.run([sys.executable, os.path.join(repo, "Benchmarks", "generate_corpus.py"), "--pages", str(args.pages),
                        "--out", generated], check=True)
        measure(criteria, f"generated {args.pages}", generated, None, args.edits)

if __name__ == "__main__":
    main()
