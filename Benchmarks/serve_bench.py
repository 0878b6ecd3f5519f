#!/usr/bin/env python3
"""Watch mode: the time from a save to the browser having the changed page, stage by stage.

Usage: Benchmarks/serve_bench.py CRITERIA_BINARY [--sizes corpus,10000] [--edits 20] [--added 5]

For the shared corpus and a generated corpus (`--sizes`, or BENCH_SIZES as `make bench` uses it;
sizes other than `corpus` are generated page counts): starts `criteria serve` on a free port,
listens to its event stream as a browser does, then makes `--edits` saves of one page (a sentence
added under its `## Gherkin` heading, so the navigation stays the same). Each save is timed from the moment
the file is saved to the moment the changed page has been fetched again, as the live-reload
script does after its `reload` event. The stages come from the server's timeline, which the
reload event carries (wall-clock times, comparable on one machine):

  notice   the save, until the watcher reads its first event
  settle   until the events have been quiet for the settle time (one batch per save)
  rebuild  the batch waiting for a rebuild, and the rebuild
  notify   until the reload event has reached the browser
  fetch    the browser fetching the page again

The saves are made twice over: written in place, and the way Vim writes them (a `4913` file
made and removed beside the page, the page renamed to a `~` backup, the new page written, the
backup removed). Then `--added` new pages (default 5) are added beside it, each timed to its own page
fetched and removed again before the next: a page added makes the server list the content
folder again and lay out every page's navigation. A full `criteria build` of the same content
is timed for comparison.
"""
import argparse, http.client, json, os, re, shutil, signal, socket, statistics, subprocess, sys, tempfile, threading, time

STAGES = ["notice", "settle", "rebuild", "notify", "fetch"]


def listen(port, events):
    """Appends (arrival time, event, data) for each server-sent event."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=600)
    sock.sendall(b"GET /__criteria/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

    def read():
        name = None
        for raw in sock.makefile("rb"):
            line = raw.decode("utf-8").rstrip("\r\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: ") and name:
                events.append((time.time(), name, line[6:]))
                name = None
    threading.Thread(target=read, daemon=True).start()
    return sock


def fetch(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", path)
    body = connection.getresponse().read()
    connection.close()
    return body


def start(criteria, content, assets):
    argv = [criteria, "serve", "--content", content, "--port", "0"] + (["--assets", assets] if assets else [])
    server = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in server.stdout:
        match = re.search(r"127\.0\.0\.1:(\d+)/", line)
        if match:
            threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
            return server, int(match.group(1))
    sys.exit("criteria serve did not start")


def one_save(port, events, page, url, text, style):
    """Saves, waits for the reload event, fetches the page; returns each stage's seconds."""
    seen = len(events)
    save(page, text, style)
    saved = time.time()
    arrival = next_event(events, seen, saved)
    if arrival is None:
        return None
    arrived, name, data = arrival
    timeline = json.loads(data) if name == "reload" else {}
    if "firstSeen" not in timeline:
        return None
    fetch(port, url)
    fetched = time.time()
    return {"notice": timeline["firstSeen"] - saved, "settle": timeline["delivered"] - timeline["firstSeen"],
            "rebuild": timeline["rebuildEnded"] - timeline["delivered"], "notify": arrived - timeline["rebuildEnded"],
            "fetch": fetched - arrived, "total": fetched - saved}


def next_event(events, seen, since):
    """The first event after the `seen` first ones, waiting up to two minutes; None if none came."""
    while len(events) == seen and time.time() - since < 120:
        time.sleep(0.0005)
    return events[seen] if len(events) > seen else None


def added_page(port, events, page, url, text):
    """Adds `page`, times it as `one_save` does, then removes it and waits for that rebuild."""
    timing = one_save(port, events, page, url, text, "in place")
    seen = len(events)
    os.remove(page)
    next_event(events, seen, time.time())
    return timing


GHERKIN = re.compile(r"^## Gherkin$", re.MULTILINE)


def edited_page(content):
    """The first page, in path order, with a `## Gherkin` section, where each save adds a
    sentence: a save to a page without one would write the same text and time a rebuild that
    changes nothing."""
    for page in sorted(os.path.join(d, f) for d, _, fs in os.walk(content) for f in fs if f.endswith(".md")):
        text = open(page, encoding="utf-8").read()
        if GHERKIN.search(text):
            return page, text
    sys.exit(f"serve_bench: no page under {content} has a '## Gherkin' section to edit")


def measure(criteria, name, content, assets, edits, added):
    server, port = start(criteria, content, assets)
    events = []
    sock = listen(port, events)
    time.sleep(0.5)
    page, original = edited_page(content)
    url = page_url(page, content)
    results = {"in place": [], "as Vim": [], "new page": []}
    for style in ["in place", "as Vim"]:
        for number in range(edits):
            timing = one_save(port, events, page, url, GHERKIN.sub(f"## Gherkin\n\nEdit number {number} {style}.\n", original, count=1), style)
            if timing:
                results[style].append(timing)
            time.sleep(0.3)
    save(page, original, "in place")
    time.sleep(0.3)
    for number in range(added):
        new_page = os.path.join(os.path.dirname(page), f"bench-added-{number}.md")
        timing = added_page(port, events, new_page, page_url(new_page, content), original)
        if timing:
            results["new page"].append(timing)
        time.sleep(0.3)
    sock.close()
    server.send_signal(signal.SIGINT)
    server.wait(timeout=30)
    full = full_build(criteria, content, assets)
    pages = sum(1 for d, _, fs in os.walk(content) for f in fs if f.endswith(".md"))
    for style, times in results.items():
        if not times:
            print(f"| {name:<16} | {pages:6} | {style:<8} | no reload event seen |")
            continue
        total = statistics.median(t["total"] for t in times)
        shares = " | ".join(f"{statistics.median(t[s] for t in times) * 1000:5.1f} ({statistics.median(t[s] for t in times) / total:4.0%})"
                            for s in STAGES)
        worst = max(t["total"] for t in times)
        print(f"| {name:<16} | {pages:6} | {style:<8} | {len(times):5} | {total * 1000:9.1f} | {worst * 1000:8.1f} | {shares} | {full:7.2f} |")


def page_url(page, content):
    return "/" + os.path.relpath(os.path.splitext(page)[0], content).replace(os.sep, "/") + "/index.html"


def full_build(criteria, content, assets):
    with tempfile.TemporaryDirectory() as scratch:
        started = time.perf_counter()
        subprocess.run([criteria, "build", "--quiet", "--content", content, "--output", os.path.join(scratch, "public")]
                       + (["--assets", assets] if assets else []), check=True, stderr=subprocess.DEVNULL)
        return time.perf_counter() - started


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
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "corpus,10000"))
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--added", type=int, default=5)
    args = parser.parse_args()
    corpus = os.path.join(repo, "..", "shared", "corpus", "magentaa11y-v2")
    criteria = os.path.abspath(args.criteria)
    print(f"watch mode, {os.cpu_count()} cores, {time.strftime('%Y-%m-%d')}: from a save to the changed page fetched,")
    print("median ms of each stage (its share of the median total)")
    print("| corpus           |  pages | saved    | edits | median ms | worst ms | notice | settle | rebuild | notify | fetch | build s |")
    print("|------------------|-------:|----------|------:|----------:|---------:|-------:|-------:|--------:|-------:|------:|--------:|")
    with tempfile.TemporaryDirectory() as scratch:
        for size in [s.strip() for s in args.sizes.split(",") if s.strip()]:
            if size == "corpus":
                if not os.path.isdir(corpus):
                    print("| shared corpus: skipped, not beside the repository |")
                    continue
                copy = os.path.join(scratch, "corpus")
                shutil.copytree(os.path.join(corpus, "documentation"), copy)
                measure(criteria, "shared corpus", copy, os.path.join(corpus, "assets"), args.edits, args.added)
            elif size.isdigit():
                generated = os.path.join(scratch, f"generated-{size}")
                subprocess.run([sys.executable, os.path.join(repo, "Benchmarks", "generate_corpus.py"), "--pages", size,
                                "--out", generated], check=True)
                measure(criteria, f"generated {size}", generated, None, args.edits, args.added)


if __name__ == "__main__":
    main()
