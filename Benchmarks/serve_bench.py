#!/usr/bin/env python3
"""Watch mode: time from a file write to the reload event, beside a full build.

Usage: Benchmarks/serve_bench.py CRITERIA_BINARY [--pages 10000] [--edits 20]

For the shared corpus and a generated corpus: starts `criteria serve` on a free port, listens to
its event stream, then makes `--edits` saves of one page (a changed sentence in its criteria, so
the navigation stays the same) and times each from the write to the `reload` event. A full
`criteria build` of the same content is timed for comparison.
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
    waits = []
    for number in range(edits):
        seen = len(events)
        with open(page, "w", encoding="utf-8") as f:
            f.write(original.replace("## Gherkin", f"## Gherkin\n\nEdit number {number}.\n", 1))
        written = time.perf_counter()
        while len(events) == seen and time.perf_counter() - written < 120:
            time.sleep(0.002)
        if len(events) > seen:
            waits.append(events[seen][0] - written)
        time.sleep(0.3)
    with open(page, "w", encoding="utf-8") as f:
        f.write(original)
    sock.close()
    server.send_signal(signal.SIGINT)
    server.wait(timeout=30)
    with tempfile.TemporaryDirectory() as scratch:
        started = time.perf_counter()
        subprocess.run([criteria, "build", "--quiet", "--content", content, "--output", os.path.join(scratch, "public")]
                       + (["--assets", assets] if assets else []), check=True, stderr=subprocess.DEVNULL)
        full = time.perf_counter() - started
    pages = sum(1 for d, _, fs in os.walk(content) for f in fs if f.endswith(".md"))
    print(f"| {name:<16} | {pages:6} | {len(waits):5} | {statistics.median(waits) * 1000:9.0f} | {max(waits) * 1000:8.0f} | {full:9.2f} |")

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
    print("| corpus           |  pages | edits | median ms | worst ms | full build s |")
    print("|------------------|-------:|------:|----------:|---------:|-------------:|")
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
