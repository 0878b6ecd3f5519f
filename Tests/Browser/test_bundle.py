"""The offline bundle of the shared corpus, unzipped and opened from file:// as someone
with no network would: every page reachable from the home page loads with no failed request,
no request leaving the folder and no console error; on the Link page every tab opens, the
video plays with its captions showing, and the search works.

Skips when the shared corpus (../shared/corpus/magentaa11y-v2) or chromium is absent.
"""
from __future__ import annotations

import zipfile
from collections import deque
from pathlib import Path
from urllib.parse import unquote, urldefrag

import pytest

from corpus_site import require_corpus, run_criteria

VIDEO_PAGE = "native/controls/link/index.html"  # its Android Talkback video is in the corpus
LOCAL_SCHEMES = ("data:", "blob:", "about:")


@pytest.fixture(scope="module")
def bundle_root(tmp_path_factory) -> Path:
    """Bundles the corpus into a zip and unzips it; returns the site folder inside."""
    require_corpus()
    work = tmp_path_factory.mktemp("bundle")
    run_criteria("bundle", "--output", "criteria-site.zip", cwd=work)
    archive = work / "criteria-site.zip"
    unzipped = work / "unzipped"
    with zipfile.ZipFile(archive) as bundle:
        names = bundle.namelist()
        assert all(name.startswith("criteria-site/") and "\\" not in name for name in names), \
            f"every entry should sit under criteria-site/ with forward slashes: {[n for n in names if not n.startswith('criteria-site/')][:5]}"
        bundle.extractall(unzipped)
    root = (unzipped / "criteria-site").resolve()
    assert (root / "index.html").is_file(), "the bundle should hold criteria-site/index.html"
    return root


class Watcher:
    """Collects, for the page being visited, the requests that failed or left the folder and
    the console errors."""

    def __init__(self, context, root_url: str):
        self.root_url = root_url
        self.current = ""
        self.problems: list[str] = []
        self.seen: set[str] = set()
        context.on("request", self.on_request)
        context.on("requestfailed", self.on_failed)

    def watch(self, page):
        page.on("console", lambda message: message.type == "error"
                and self.problems.append(f"{self.current}: console error: {message.text}"))
        page.on("pageerror", lambda error: self.problems.append(f"{self.current}: script error: {error}"))

    def on_request(self, request):
        url = request.url
        self.seen.add(url)
        if not url.startswith(LOCAL_SCHEMES) and not url.startswith(self.root_url):
            self.problems.append(f"{self.current}: request leaves the bundle folder: {url}")

    def on_failed(self, request):
        # Leaving a page cancels its video's streaming request (net::ERR_ABORTED); that is a
        # failure only when the file is not there.
        url = request.url
        if request.failure == "net::ERR_ABORTED" and url.startswith(self.root_url) and url.startswith("file:"):
            if Path(unquote(urldefrag(url).url[len("file://"):])).is_file():
                return
        self.problems.append(f"{self.current}: request failed ({request.failure}): {url}")


def crawl(bundle_root: Path, browser) -> tuple[set[str], list[str], Watcher]:
    """Visits every page a link reaches from the home page, from file://; returns the pages
    reached (relative to the root), the links that name no file, and the watcher."""
    root_url = bundle_root.as_uri() + "/"
    context = browser.new_context()
    watcher = Watcher(context, root_url)
    page = context.new_page()
    page.set_default_timeout(15_000)
    watcher.watch(page)

    queue = deque([root_url + "index.html"])
    visited: set[str] = set()
    bad_links: list[str] = []
    while queue:
        url = queue.popleft()
        if url in visited:
            continue
        visited.add(url)
        watcher.current = url[len(root_url):]
        page.goto(url)
        hrefs = page.eval_on_selector_all("a[href]", "links => links.map(link => link.href)")
        for href in hrefs:
            target = urldefrag(href).url.split("?", 1)[0]
            if not target.startswith(root_url):
                continue  # another site, or a demo's "/about/": not a page of the bundle
            path = Path(unquote(target[len(root_url):]))
            file = bundle_root / path
            if not file.is_file():
                bad_links.append(f"{watcher.current}: link {href} names {'a folder' if file.is_dir() else 'no file'}")
            elif path.suffix == ".html" and target not in visited:
                queue.append(target)
    context.close()
    return {url[len(root_url):] for url in visited}, bad_links, watcher


def test_every_page_reachable_from_home_loads_offline_without_errors(bundle_root, browser):
    reached, bad_links, watcher = crawl(bundle_root, browser)
    pages = {p.relative_to(bundle_root).as_posix() for p in bundle_root.rglob("*.html")}
    assert len(reached) >= 103 + 1, f"only {len(reached)} pages were reached from the home page"
    assert VIDEO_PAGE in reached
    # A WCAG level's page and a platform's page are their filters' targets without JavaScript;
    # with it, the filters act in place (test_wcag_pages.py follows them without it).
    criteria_pages = {p for p in pages if p.count("/") >= 2 and p != "404.html"
                      and not p.startswith("wcag/level-") and not p.startswith("platforms/")}
    assert criteria_pages <= reached, f"pages no link reaches: {sorted(criteria_pages - reached)[:10]}"
    assert any(url.endswith("/_assets/criteria.css") for url in watcher.seen), \
        "the watcher saw no stylesheet request, so it cannot vouch for the others"
    assert not bad_links, "links must name files of the bundle:\n" + "\n".join(bad_links[:20])
    assert not watcher.problems, "\n".join(watcher.problems[:30])


CAPTIONS_JS = """async figure => {
  const video = figure.querySelector('video');
  const track = video.textTracks[0];
  const mode = track.mode;
  while (!track.cues || track.cues.length === 0) await new Promise(r => setTimeout(r, 50));
  const cue = track.cues[0];
  video.muted = true;
  await video.play();
  const started = !video.paused;
  video.pause();
  await new Promise(resolve => {
    video.addEventListener('seeked', resolve, {once: true});
    video.currentTime = (cue.startTime + cue.endTime) / 2;
  });
  while (!track.activeCues || track.activeCues.length === 0) await new Promise(r => setTimeout(r, 50));
  return {mode: track.mode, modeAtLoad: mode, started, cue: cue.text,
          active: [...track.activeCues].map(c => c.text), readyState: video.readyState, error: video.error && video.error.code};
}"""


def test_link_page_tabs_video_with_captions_and_search_work_offline(bundle_root, browser):
    root_url = bundle_root.as_uri() + "/"
    context = browser.new_context()
    watcher = Watcher(context, root_url)
    page = context.new_page()
    page.set_default_timeout(15_000)
    watcher.watch(page)
    watcher.current = VIDEO_PAGE
    page.goto(root_url + VIDEO_PAGE)

    tabs = page.locator('.tab-list [role="tab"]')
    names = [name.strip() for name in tabs.all_inner_texts()]
    assert "Videos" in names and len(names) >= 3, f"the Link page should have several tabs, it has {names}"
    for index, name in enumerate(names):
        tabs.nth(index).click()
        assert tabs.nth(index).get_attribute("aria-selected") == "true", f"clicking {name!r} should select it"
        panel = page.locator("#" + tabs.nth(index).get_attribute("aria-controls"))
        assert panel.is_visible(), f"the {name!r} panel should show"

    tabs.nth(names.index("Videos")).click()
    figure = page.locator("figure.video").filter(has=page.locator("figcaption", has_text="Android Talkback"))
    assert figure.count() == 1, "the Android Talkback video should be on the page"
    result = figure.evaluate(CAPTIONS_JS)
    assert result["modeAtLoad"] == "showing" and result["mode"] == "showing", f"captions should show from the start: {result}"
    assert result["started"] and result["error"] is None, f"the video should play from the bundle: {result}"
    assert result["active"], f"after seeking into a cue, it should be active: {result}"
    missing = page.locator(".video-missing-note")
    assert missing.count() >= 1, "the page's absent videos should say so"
    assert "Video not available in this copy" in missing.first.inner_text()
    transcript = page.locator(".video-missing details.transcript").first
    assert transcript.locator("summary").inner_text().startswith("Transcript")
    assert transcript.locator("p").count() > 0, "an absent video's captions should be readable as a transcript"

    watcher.current = "search.html"
    box = page.get_by_role("banner").get_by_role("combobox", name="Search the criteria")
    box.fill("double tap")
    box.press("Enter")
    page.wait_for_function("() => document.querySelectorAll('#search-results > li a').length > 0")
    first = page.locator("#search-results > li a").first
    target = urldefrag(first.evaluate("a => a.href")).url
    assert target.startswith(root_url) and (bundle_root / unquote(target[len(root_url):])).is_file(), \
        f"a search result should name a page file of the bundle: {target}"
    first.click()
    page.wait_for_url(target + "*")
    context.close()
    assert not watcher.problems, "\n".join(watcher.problems[:30])


def test_home_page_says_when_and_from_what_it_was_built(bundle_root, browser):
    page = browser.new_page()
    page.goto((bundle_root / "index.html").as_uri())
    text = page.locator(".build-info").inner_text()
    page.close()
    assert text.startswith("Built on ") and " UTC" in text, text
    assert "content version" in text, f"the stamp should name the content version or its absence: {text}"
