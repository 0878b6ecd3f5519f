#!/usr/bin/env python3
"""`make screenshots`: pictures of the seed site for the README, into docs/images/.

Usage: scripts/screenshots.py CRITERIA_BINARY [--out docs/images]

Builds content/ into a temporary folder, serves it over HTTP and takes, with Debian's chromium
driven by Playwright, one window's worth (not the whole page, to keep the files small) of:

  criteria-light.png   a criteria page at 1200 x 760, light scheme
  criteria-dark.png    the same page, dark scheme
  criteria-phone.png   the same page at 390 x 844, the phone layout
  search.png           search.html with a query and its results, at 1200 x 760

and, of the shared corpus (../shared/corpus/magentaa11y-v2 beside the repository, whose pages
cite WCAG success criteria; skipped with a message when it is absent):

  wcag-index.png       wcag/index.html at 1200 x 760, light scheme
  filtered-home.png    the home page filtered to Web and Level AA, at 390 x 844, dark scheme
  plan-builder.png     plan.html, the test-plan builder, with its plan, at 1200 x 760
  plan-print.png       the same plan as printed (print media), at 1200 x 760
"""
import argparse
import functools
import http.server
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAGE = "native/controls/link/index.html"
TAB = "Android Developer Notes"
SEARCH = "search.html?q=focus+order"
CORPUS = REPO.parent / "shared" / "corpus" / "magentaa11y-v2"
WCAG_SHOTS = [("wcag-index.png", "wcag/index.html", {"viewport": {"width": 1200, "height": 760}, "color_scheme": "light"}),
              ("filtered-home.png", "index.html#platform=web&level=AA",
               {"viewport": {"width": 390, "height": 844}, "color_scheme": "dark"})]
PLAN = "plan.html#p=android&s=condensed"
DESKTOP = {"width": 1200, "height": 760}
PHONE = {"width": 390, "height": 844}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def build(binary: str, output: Path, content: Path = REPO / "content", *extra: str) -> None:
    command = [binary, "build", "--quiet", "--content", str(content), "--output", str(output), *extra]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"`{' '.join(command)}` failed:\n{result.stderr}")


def take(base: str, out: Path, shots: list | None = None) -> list[Path]:
    from playwright.sync_api import sync_playwright
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("chromium is not installed (apt-get install chromium)")
    shots = shots or [("criteria-light.png", PAGE, {"viewport": DESKTOP, "color_scheme": "light"}),
             ("criteria-dark.png", PAGE, {"viewport": DESKTOP, "color_scheme": "dark"}),
             ("criteria-phone.png", PAGE, {"viewport": PHONE, "color_scheme": "light"}),
             ("search.png", SEARCH, {"viewport": DESKTOP, "color_scheme": "light"}),
             ("plan-builder.png", PLAN, {"viewport": DESKTOP, "color_scheme": "light"}),
             ("plan-print.png", PLAN, {"viewport": DESKTOP, "color_scheme": "light"})]
    written = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        for name, path, options in shots:
            context = browser.new_context(reduced_motion="reduce", **options)
            page = context.new_page()
            page.goto(base + path, wait_until="load")
            if path.startswith("search.html"):
                page.wait_for_selector("#search-results li", timeout=10_000)
            elif path.startswith(("wcag/", "index.html")):
                page.wait_for_selector("[data-filter-status]:not(:empty)", timeout=10_000)
            elif path.startswith("plan.html"):
                page.wait_for_selector(".plan-table", timeout=10_000)
                if name == "plan-print.png":
                    page.emulate_media(media="print")
            else:
                page.get_by_role("tab", name=TAB).click()
                page.mouse.move(0, DESKTOP["height"] - 1)  # no hover style in the picture
            page.evaluate("document.activeElement.blur(); scrollTo(0, 0)")
            target = out / name
            page.screenshot(path=str(target))
            written.append(target)
            context.close()
        browser.close()
    return written


def served(site: Path, action):
    """Serves `site` over HTTP while `action(base_url)` runs; returns what it returns."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        return action(f"http://127.0.0.1:{server.server_address[1]}/")
    finally:
        server.shutdown()
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--out", default=str(REPO / "docs" / "images"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        build(args.binary, site)
        written = served(site, lambda base: take(base, out))
        if (CORPUS / "documentation").is_dir():
            corpus = Path(scratch) / "corpus"
            build(args.binary, corpus, CORPUS / "documentation", "--assets", str(CORPUS / "assets"))
            written += served(corpus, lambda base: take(base, out, WCAG_SHOTS))
        else:
            print(f"{CORPUS} is missing: the WCAG pictures are not retaken")
    for path in written:
        print(f"{path.relative_to(REPO) if path.is_relative_to(REPO) else path}: {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
