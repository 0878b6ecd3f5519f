"""`criteria serve`: the preview server, over real HTTP, and live reload in a real browser.

Each test module run starts one server on a free port over a copy of content/ in a temporary
folder, so edits never touch the repository.
"""
from __future__ import annotations

import http.client
import json
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import REPO_ROOT, criteria_binary

LINK = "native/controls/link.md"
LINK_PAGE = "/native/controls/link/index.html"


class Server:
    def __init__(self, content: Path, *options: str, env: dict | None = None):
        self.content = content
        self.process = subprocess.Popen([str(criteria_binary()), "serve", "--content", str(content), "--port", "0", *options],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.port = None
        deadline = time.time() + 30
        while time.time() < deadline:
            line = self.process.stdout.readline()
            match = re.search(r"Serving http://127\.0\.0\.1:(\d+)/", line)
            if match:
                self.port = int(match.group(1))
                break
        if self.port is None:
            self.process.kill()
            pytest.fail(f"criteria serve did not start: {self.process.stderr.read()}")
        # Drain both pipes in the background so the server never blocks on a full pipe.
        self.output: list[str] = []
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=lambda s=stream: [self.output.append(l) for l in s], daemon=True).start()

    def request(self, path: str, headers: dict | None = None, method: str = "GET"):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request(method, path, headers=headers or {})   # http.client sends the path as is
        response = connection.getresponse()
        body = response.read()
        connection.close()
        return response, body

    def events(self) -> "EventStream":
        return EventStream(self.port)

    def edit(self, relative: str, text: str):
        (self.content / relative).write_text(text, encoding="utf-8")

    def stop(self) -> int:
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=10)


class EventStream:
    """Reads the server-sent events of /__criteria/events on a thread, over a plain socket so
    that close() really closes the connection, as a closing browser tab does."""

    def __init__(self, port: int):
        self.queue: queue.Queue = queue.Queue()
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.socket.sendall(b"GET /__criteria/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.stream = self.socket.makefile("rb")
        status = self.stream.readline().decode()
        assert " 200 " in status, status
        headers = {}
        while (line := self.stream.readline().decode().strip()):
            name, _, value = line.partition(":")
            headers[name.lower()] = value.strip()
        assert headers.get("content-type") == "text/event-stream", headers
        threading.Thread(target=self._read, daemon=True).start()
        self.next(timeout=5)  # the ": connected" comment: the stream is open

    def _read(self):
        event, data = None, []
        try:
            for raw in self.stream:
                line = raw.decode("utf-8").rstrip("\r\n")
                if line.startswith(":"):
                    self.queue.put(("comment", line))
                elif line.startswith("event: "):
                    event = line[7:]
                elif line.startswith("data: "):
                    data.append(line[6:])
                elif line == "" and event:
                    self.queue.put((event, "\n".join(data)))
                    event, data = None, []
        except (OSError, ValueError):
            pass  # closed

    def next(self, timeout: float = 10):
        return self.queue.get(timeout=timeout)

    def close(self):
        try:
            self.socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.socket.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("serve")
    content = root / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    # A media file that is a symbolic link to a file outside the site must never be served.
    secret = root / "secret.txt"
    secret.write_text("not for the web")
    os.symlink(secret, content / "assets" / "media" / "outside.webm")
    text = (content / LINK).read_text(encoding="utf-8")
    (content / LINK).write_text(text + "\n## Leak\n\n<video controls><source src=\"media/outside.webm\"></video>\n", encoding="utf-8")
    running = Server(content)
    yield running
    if running.process.poll() is None:
        running.process.kill()


def test_content_types_and_caching_headers(server):
    expected = {
        "/": "text/html", LINK_PAGE: "text/html", "/_assets/criteria.css": "text/css", "/_assets/criteria.js": "text/javascript",
        "/_assets/icon.svg": "image/svg+xml", "/search/meta.js": "text/javascript",
        "/media/video/native/link/linkAndroidTalkback.webm": "video/webm",
        "/media/video/native/link/linkAndroidTalkback-en-US.vtt": "text/vtt",
    }
    for path, content_type in expected.items():
        response, _ = server.request(path)
        assert response.status == 200, path
        assert response.getheader("Content-Type").startswith(content_type), (path, response.getheader("Content-Type"))
        assert response.getheader("ETag") and response.getheader("Last-Modified"), path


def test_range_requests_answer_206_so_videos_can_be_sought(server):
    path = "/media/video/native/link/linkAndroidTalkback.webm"
    _, whole = server.request(path)
    response, body = server.request(path, {"Range": "bytes=100-199"})
    assert response.status == 206
    assert response.getheader("Content-Range") == f"bytes 100-199/{len(whole)}"
    assert body == whole[100:200]
    response, body = server.request(path, {"Range": "bytes=-10"})
    assert response.status == 206 and body == whole[-10:]
    response, _ = server.request(path, {"Range": f"bytes={len(whole)}-"})
    assert response.status == 416


def test_if_none_match_gives_304(server):
    response, _ = server.request(LINK_PAGE)
    etag = response.getheader("ETag")
    response, body = server.request(LINK_PAGE, {"If-None-Match": etag})
    assert response.status == 304 and body == b""


TRAVERSALS = [
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/%2E%2E/etc/passwd", "/native/../../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd", "/media%2f..%2f..%2fcriteria.yml", "/%2e%2e%5c%2e%2e%5cetc%5cpasswd",
    "/_assets/./../../../etc/passwd", "/media/outside.webm", "/criteria.yml", "/native/controls/link.md",
    "/index.html%00.html",
]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_requests_that_leave_the_site_get_404(server, path):
    response, body = server.request(path)
    assert response.status == 404, path
    assert b"not for the web" not in body


def test_live_reload_is_injected_only_when_serving(server, tmp_path):
    _, body = server.request(LINK_PAGE)
    assert b'<script src="/__criteria/live-reload.js"></script>' in body
    output = tmp_path / "public"
    subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(server.content), "--output", str(output)], check=True)
    assert b"live-reload" not in (output / LINK_PAGE.lstrip("/")).read_bytes()


def test_an_edit_sends_a_reload_event(server):
    events = server.events()
    started = time.time()
    text = (server.content / LINK).read_text(encoding="utf-8")
    server.edit(LINK, text.replace("How to test a link", "How to test a hyperlink", 1))
    assert events.next()[0] == "reload"
    assert time.time() - started < 5
    _, body = server.request(LINK_PAGE)
    assert b"How to test a hyperlink" in body
    events.close()


def test_a_broken_edit_reports_problems_and_the_fix_clears_them(server):
    events = server.events()
    good = (server.content / LINK).read_text(encoding="utf-8")
    _, before = server.request(LINK_PAGE)
    server.edit(LINK, "---\norder: [1\n---\n" + good)
    event, data = events.next()
    assert event == "problems"
    problems = json.loads(data)
    assert problems["errorCount"] == 1 and problems["errors"][0]["file"].endswith("native/controls/link.md"), data
    assert problems["errors"][0]["line"] > 0 and "invalid YAML" in problems["errors"][0]["message"], data
    # The terminal is told too, with the path under the content folder as given.
    deadline = time.time() + 5
    while time.time() < deadline and not any(re.search(r"link\.md:\d+:\d+: error: invalid YAML", line) for line in server.output):
        time.sleep(0.05)
    assert any(re.search(r"link\.md:\d+:\d+: error: invalid YAML", line) for line in server.output), "".join(server.output[-20:])
    _, during = server.request(LINK_PAGE)
    assert during == before, "the last good page is still served"
    late = server.events()   # a browser that connects now is told at once
    assert late.next()[0] == "problems"
    late.close()
    server.edit(LINK, good)
    try:
        assert events.next()[0] == "reload"
    except queue.Empty:
        pytest.fail("no reload after the fix; server said:\n" + "".join(server.output[-20:]))
    events.close()


def test_after_edits_renames_and_deletions_the_served_site_equals_a_full_build(server, tmp_path):
    events = server.events()
    content = server.content
    (content / "web").mkdir(exist_ok=True)
    (content / "web" / "button.md").write_text("## General Notes\n\nHow to test a button\n\n## Criteria\n\n- Name\n")
    events.next()
    os.rename(content / "web" / "button.md", content / "web" / "push-button.md")
    events.next()
    text = (content / "native/controls/text-input.md").read_text(encoding="utf-8")
    (content / "native/controls/text-input.md").write_text("---\ntitle: Text field\n---\n" + text, encoding="utf-8")
    events.next()
    (content / "native/controls/table-row-button.md").unlink()
    events.next()
    time.sleep(0.5)  # let a late, coalesced rebuild finish
    output = tmp_path / "public"
    subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(content), "--output", str(output)], check=True)
    script = b'<script src="/__criteria/live-reload.js"></script>\n'
    # The manifest and the build cache are the build's own records, not pages of the site.
    files = [p for p in output.rglob("*") if p.is_file() and p.name not in (".criteria-manifest", ".criteria-cache")]
    assert len(files) > 10
    for file in files:
        relative = "/" + file.relative_to(output).as_posix()
        response, body = server.request(relative)
        assert response.status == 200, relative
        assert body.replace(script, b"") == file.read_bytes(), relative
    response, _ = server.request("/native/controls/table-row-button/index.html")
    assert response.status == 404, "a deleted page is no longer served"
    events.close()


def test_browser_shows_an_edit_on_the_same_tab_without_a_manual_reload(server, page):
    page.goto(f"http://127.0.0.1:{server.port}{LINK_PAGE}#gherkin")
    assert page.get_attribute("#tab-gherkin", "aria-selected") == "true"
    text = (server.content / LINK).read_text(encoding="utf-8")
    server.edit(LINK, text.replace("GIVEN THAT I am on a screen with a link", "GIVEN THAT I am on a screen with a live link", 1))
    page.wait_for_selector("text=GIVEN THAT I am on a screen with a live link", timeout=10_000)
    # The new page's text is there before its script opens the tab the address names: waited for.
    expect(page.locator("#tab-gherkin"), "the same tab is open after the reload").to_have_attribute("aria-selected", "true")
    expect(page.get_by_text("GIVEN THAT I am on a screen with a live link").first).to_be_visible()
    server.edit(LINK, "---\ntitle: [\n---\n" + text)
    page.wait_for_selector("#criteria-preview-problems section", timeout=10_000)
    assert "invalid YAML" in page.inner_text("#criteria-preview-problems section")
    server.edit(LINK, text)
    page.wait_for_selector("#criteria-preview-problems", state="detached", timeout=10_000)


def test_an_open_page_deleted_says_so_and_comes_back_with_its_file(server, page):
    text = (server.content / LINK).read_text(encoding="utf-8")
    page.goto(f"http://127.0.0.1:{server.port}{LINK_PAGE}")
    title = page.title()
    (server.content / LINK).unlink()
    page.wait_for_selector("h1:text-is('No page here')", timeout=10_000)
    assert "/native/controls/link/index.html" in page.inner_text("main")
    response, _ = server.request(LINK_PAGE)
    assert response.status == 404 and response.getheader("Content-Type").startswith("text/html")
    response, body = server.request("/_assets/gone.css")
    assert response.status == 404 and body == b"Not found\n", "files other than pages keep a plain 404"
    server.edit(LINK, text)
    page.wait_for_function("title => document.title === title", arg=title, timeout=10_000)


def test_ctrl_c_stops_the_server_cleanly(tmp_path):
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    running = Server(content)
    events = running.events()   # an open page: its event stream must not hold the server up
    started = time.time()
    assert running.stop() == 0
    assert time.time() - started < 5
    events.close()


def content_and_theme(tmp_path, theme_name: str):
    """A copy of content/ and, beside it, a theme whose stylesheet gives the body rgb(1, 2, 3);
    returns the content folder and the theme's assets folder."""
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    assets = tmp_path / theme_name / "assets"
    assets.mkdir(parents=True)
    (assets / "criteria.css").write_text("body { background: rgb(1, 2, 3); }\n")
    return content, assets


def test_a_stylesheet_change_is_swapped_in_without_a_reload_and_an_edit_keeps_the_scroll(tmp_path, page):
    content, theme = content_and_theme(tmp_path, "theme")
    running = Server(content, "--theme", str(tmp_path / "theme"))
    try:
        page.set_viewport_size({"width": 1000, "height": 600})
        page.goto(f"http://127.0.0.1:{running.port}{LINK_PAGE}#ios-developer-notes")
        page.evaluate("window.__notReloaded = true")
        (theme / "criteria.css").write_text("body { background: rgb(4, 5, 6); }\n")
        page.wait_for_function("getComputedStyle(document.body).backgroundColor === 'rgb(4, 5, 6)'", timeout=10_000)
        assert page.evaluate("window.__notReloaded === true"), "a stylesheet change must not reload the page"

        page.evaluate("window.scrollTo(0, 900)")
        page.wait_for_function("window.scrollY > 800")
        text = (content / LINK).read_text(encoding="utf-8")
        (content / LINK).write_text(text.replace("### Name", "### Accessible name", 1), encoding="utf-8")
        page.wait_for_selector("text=Accessible name", timeout=10_000)
        assert page.evaluate("window.__notReloaded") is None, "a content change reloads the page"
        page.wait_for_function("window.scrollY > 800", timeout=5_000)
        assert page.get_attribute("#tab-ios-developer-notes", "aria-selected") == "true"
    finally:
        running.stop()


def test_a_theme_named_in_the_settings_while_serving_is_watched_from_then_on(tmp_path, page):
    content, theme = content_and_theme(tmp_path, "my-theme")
    running = Server(content)
    try:
        page.goto(f"http://127.0.0.1:{running.port}{LINK_PAGE}")
        settings = content / "criteria.yml"
        settings.write_text(settings.read_text(encoding="utf-8") + "theme: ../my-theme\n", encoding="utf-8")
        page.wait_for_function("getComputedStyle(document.body).backgroundColor === 'rgb(1, 2, 3)'", timeout=10_000)
        # The theme's folder was not watched when the preview started: its edits are seen now.
        (theme / "criteria.css").write_text("body { background: rgb(4, 5, 6); }\n")
        page.wait_for_function("getComputedStyle(document.body).backgroundColor === 'rgb(4, 5, 6)'", timeout=10_000)
    finally:
        running.stop()


# The overlay's text: for every element with text inside the shadow root, its colour against the
# first background behind it that is not transparent, and the contrast ratio between them.
OVERLAY_CONTRAST = """(host) => {
  const channels = (text) => text.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => {
    const linear = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const results = [];
  for (const element of host.shadowRoot.querySelectorAll('p, li, span, button')) {
    if (!element.textContent.trim() || element.closest('[hidden]') || element.getClientRects().length === 0) continue;
    const color = channels(getComputedStyle(element).color);
    let node = element, background = null;
    while (node) {
      const value = channels(getComputedStyle(node).backgroundColor);
      if (value.length < 4 || value[3] > 0) { background = value; break; }
      node = node.parentElement || (node.getRootNode() !== document && node.getRootNode().host) || null;
    }
    const [light, dark] = [luminance(color), luminance(background || [255, 255, 255])].sort((a, b) => b - a);
    results.push({ text: element.textContent.slice(0, 50), ratio: (light + 0.05) / (dark + 0.05) });
  }
  return results;
}"""

# Rendered lines of the overlay: its box's full height over the line height of its text.
OVERLAY_LINES = """(host) => {
  const box = host.shadowRoot.querySelector('section');
  return box.scrollHeight / parseFloat(getComputedStyle(box.querySelector('li')).lineHeight);
}"""

# A site stylesheet that would reach a plain overlay (the issue: white on light grey, huge text).
HOSTILE_STYLES = """
  criteria-preview-problems, #criteria-preview-problems, section, p, li, span, button, pre {
    color: #f4f4f4 !important; background: #e8e8e8 !important; font-size: 40px !important; line-height: 3 !important;
  }
  body { color: #f4f4f4; font-size: 30px; }
"""


def test_the_overlay_shows_errors_readably_and_gets_out_of_the_way(tmp_path, new_page, axe):
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    running = Server(content)
    page = new_page(viewport={"width": 1280, "height": 800})
    try:
        page.goto(f"http://127.0.0.1:{running.port}{LINK_PAGE}")
        page.focus("#tab-gherkin")
        good = (content / LINK).read_text(encoding="utf-8")
        running.edit(LINK, "---\ntitle: [\n---\n" + good)
        overlay = page.locator("#criteria-preview-problems section")
        overlay.wait_for(timeout=10_000)
        host = page.locator("#criteria-preview-problems").element_handle()
        text = overlay.inner_text()
        assert re.search(r"native/controls/link\.md line \d+, column \d+: invalid YAML", text), text
        assert re.search(r"1 error and \d+ warnings? \(warnings are listed in the terminal\)", text), text
        alerts = page.locator("#criteria-preview-problems [role=alert]")
        page.wait_for_function("h => h.shadowRoot.querySelector('[role=alert]').textContent !== ''", arg=host)
        assert alerts.count() == 1
        assert re.fullmatch(r"Build failed: 1 error in \S*native/controls/link\.md line \d+\.", alerts.text_content()), alerts.text_content()
        screenshots(page, "serve-overlay")
        results = axe.run(page, options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]}})
        assert results.violations_count == 0, results.generate_report()
        for styles in ("the site's", "hostile"):   # the site's own styles, then styles that would reach a plain overlay
            if styles == "hostile":
                page.add_style_tag(content=HOSTILE_STYLES)
            measured = page.evaluate(OVERLAY_CONTRAST, host)
            low = [r for r in measured if r["ratio"] < 4.5]
            assert measured and not low, f"text under 4.5:1 in the overlay with {styles} styles: {low}"
            lines = page.evaluate(OVERLAY_LINES, host)
            assert lines <= 25, f"the overlay is {lines:.1f} lines tall with {styles} styles"

        page.locator("#criteria-preview-problems button").focus()   # a keyboard user inside the overlay
        page.keyboard.press("Escape")
        page.wait_for_selector("#criteria-preview-problems", state="detached", timeout=5_000)
        assert page.evaluate("document.activeElement.id") == "tab-gherkin", "focus went back where it was"

        running.edit(LINK, "---\norder: 1\ntitle: [\n---\n" + good)   # another error: shown again
        overlay.wait_for(timeout=10_000)
        page.keyboard.press("Escape")   # focus is still on the page's tab
        page.wait_for_selector("#criteria-preview-problems", state="detached", timeout=5_000)
        assert page.evaluate("document.activeElement.id") == "tab-gherkin"

        running.edit(LINK, "---\norder: 1\nsummary: 2\ntitle: [\n---\n" + good)
        overlay.wait_for(timeout=10_000)
        running.edit(LINK, good)   # the fix reloads the page, without the overlay
        page.wait_for_selector("#criteria-preview-problems", state="detached", timeout=10_000)
        page.wait_for_load_state()
        assert page.locator("#criteria-preview-problems").count() == 0
    finally:
        running.stop()


def screenshots(page, name: str):
    """The page with the overlay at 390 and 1280 px, light and dark, into test-output/."""
    out = REPO_ROOT / "test-output"
    out.mkdir(exist_ok=True)
    size = page.viewport_size
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for width in (390, 1280):
            page.set_viewport_size({"width": width, "height": 800})
            page.screenshot(path=str(out / f"{name}-{width}-{scheme}.png"))
    page.emulate_media(color_scheme="light")
    page.set_viewport_size(size)
