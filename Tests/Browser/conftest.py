"""Fixtures for the browser tests.

The site is built once per session from the project's own content/ folder into a
temporary folder, inside a sub-folder named ``a11y/``. Every test that asks for
``site_url`` (or ``site``) runs twice:

* ``http``: served by a local ``ThreadingHTTPServer`` at ``http://127.0.0.1:PORT/a11y/``,
  so hosting under a sub-path is exercised;
* ``file``: opened straight from disk, like the offline bundle.

The browser is Debian's ``chromium`` driven by Playwright (never ``playwright install``).
"""
from __future__ import annotations

import json
import functools
import http.server
import mimetypes
import shutil
import subprocess
import threading
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urldefrag, urljoin

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
CRITERIA_BINARY = REPO_ROOT / ".build" / "debug" / "criteria"
SCREENSHOT_DIR = REPO_ROOT / "test-output"
SUB_PATH = "a11y"

# Paths inside the build, relative to the site root.
HOME = "index.html"
OVERVIEWS = ["native/index.html", "native/controls/index.html"]
CRITERIA_PAGES = [
    "native/controls/link/index.html",
    "native/controls/table-row-button/index.html",
    "native/controls/text-input/index.html",
]
ALL_PAGES = [HOME, *OVERVIEWS, *CRITERIA_PAGES]


def page_id(path: str) -> str:
    """A short test id for a page path: 'home', 'native', 'native/controls', 'link', ..."""
    if path == HOME:
        return "home"
    parts = path.split("/")[:-1]  # drop index.html
    return parts[-1] if len(parts) == 3 else "/".join(parts)


# --------------------------------------------------------------------------- #
# The site under test                                                          #
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Fetched:
    status: int
    content_type: str
    body: bytes


@dataclass(frozen=True)
class Site:
    """The built site, reached over one transport ('http' or 'file')."""

    transport: str
    base_url: str  # ends with "/"
    root: Path  # the folder the build was written to

    @property
    def is_file(self) -> bool:
        return self.transport == "file"

    def url(self, path: str = HOME) -> str:
        return urljoin(self.base_url, path)

    def file_for(self, url: str) -> Path | None:
        """The path in the build that a URL of this site names (it may not exist),
        or None when the URL points outside the site folder."""
        url = urldefrag(url).url.split("?", 1)[0]
        if not url.startswith(self.base_url):
            return None
        return self.root / unquote(url[len(self.base_url):])

    def relative(self, url: str) -> str:
        """The URL as a path relative to the site root, for messages."""
        path = self.file_for(url)
        return str(path.relative_to(self.root)) if path is not None else url

    def fetch(self, url: str) -> Fetched:
        """Fetch a URL of this site. Over HTTP this is a real request; over file:// it
        reads the file (status 404 when the file is missing)."""
        url = urldefrag(url).url
        if not self.is_file:
            try:
                with urllib.request.urlopen(url, timeout=10) as response:
                    return Fetched(response.status, response.headers.get_content_type(), response.read())
            except urllib.error.HTTPError as error:
                return Fetched(error.code, error.headers.get_content_type(), b"")
        path = self.file_for(url)
        if path is None or not path.is_file():
            return Fetched(404, "", b"")
        return Fetched(200, mimetypes.guess_type(path.name)[0] or "application/octet-stream", path.read_bytes())


def criteria_binary() -> Path:
    """The `criteria` executable; built with `swift build` when it is missing."""
    if CRITERIA_BINARY.exists():
        return CRITERIA_BINARY
    swift = shutil.which("swift")
    if swift is None:
        pytest.fail(f"{CRITERIA_BINARY} is missing and `swift` is not on PATH to build it", pytrace=False)
    result = subprocess.run([swift, "build", "--product", "criteria"], cwd=REPO_ROOT, capture_output=True, text=True)
    if result.returncode != 0 or not CRITERIA_BINARY.exists():
        pytest.fail(f"`swift build --product criteria` failed (exit {result.returncode}):\n{result.stderr}{result.stdout}",
                    pytrace=False)
    return CRITERIA_BINARY


@pytest.fixture(scope="session")
def site_root(tmp_path_factory) -> Path:
    """Builds content/ once into <tmp>/serve/a11y and returns that folder."""
    binary = criteria_binary()
    serve_root = tmp_path_factory.mktemp("serve")
    output = serve_root / SUB_PATH
    command = [str(binary), "build", "--content", str(REPO_ROOT / "content"), "--output", str(output), "--quiet"]
    result = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"`{' '.join(command)}` failed (exit {result.returncode}):\n{result.stderr}{result.stdout}",
                    pytrace=False)
    missing = [p for p in ALL_PAGES if not (output / p).is_file()]
    if missing:
        pytest.fail(f"the build did not write {missing}", pytrace=False)
    return output


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    # Serve captions and video with the types a well-configured host sends.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".vtt": "text/vtt", ".webm": "video/webm"}

    def log_message(self, format, *args):  # keep pytest output clean
        pass


@pytest.fixture(scope="session")
def http_site(site_root) -> Site:
    """The site served over HTTP under the sub-path /a11y/."""
    handler = functools.partial(QuietHandler, directory=str(site_root.parent))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield Site("http", f"http://{host}:{port}/{SUB_PATH}/", site_root)
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture(scope="session")
def file_site(site_root) -> Site:
    """The site opened from disk (file://)."""
    return Site("file", site_root.as_uri() + "/", site_root)


@pytest.fixture(params=["http", "file"])
def site_url(request, http_site, file_site) -> str:
    """The site's base URL (ending in '/'), once over HTTP and once over file://."""
    return (http_site if request.param == "http" else file_site).base_url


@pytest.fixture
def site(site_url, http_site, file_site) -> Site:
    """The Site for the transport site_url was parametrized with."""
    return http_site if site_url == http_site.base_url else file_site


@pytest.fixture(params=ALL_PAGES, ids=page_id)
def any_page(request) -> str:
    """Each page kind in turn: home, the two overviews and the three criteria pages."""
    return request.param


@pytest.fixture(params=CRITERIA_PAGES, ids=page_id)
def criteria_page(request) -> str:
    return request.param


# --------------------------------------------------------------------------- #
# The browser                                                                  #
# --------------------------------------------------------------------------- #


def build_starter_site(folder: Path, extra_pages: dict[str, Path] | None = None) -> Path:
    """`criteria init`'s starter site built in `folder`, with `extra_pages` (content path → file)
    added first; returns its public folder (open its pages with `as_uri()`)."""
    criteria = str(criteria_binary())
    init = subprocess.run([criteria, "init", "site"], cwd=folder, capture_output=True, text=True)
    assert init.returncode == 0, init.stderr
    for path, source in (extra_pages or {}).items():
        shutil.copyfile(source, folder / "site/content" / path)
    build = subprocess.run([criteria, "build", "--warnings-as-errors"], cwd=folder / "site", capture_output=True, text=True)
    assert build.returncode == 0 and build.stderr == "", build.stderr
    return folder / "site/public"


@pytest.fixture(scope="session")
def starter_site(tmp_path_factory) -> Path:
    """The starter site: its pages have every kind of tab and a captioned video, and it needs
    nothing beside this checkout."""
    return build_starter_site(tmp_path_factory.mktemp("starter"))


ALL_TABS_PAGE = "native/controls/all-tabs/index.html"


@pytest.fixture(scope="session")
def all_tabs_site(tmp_path_factory) -> Path:
    """The starter site with a page that has all eight tabs (`Fixtures/all-tabs.md`)."""
    fixture = Path(__file__).parent / "Fixtures/all-tabs.md"
    return build_starter_site(tmp_path_factory.mktemp("all-tabs"), {"native/controls/all-tabs.md": fixture})


@pytest.fixture(scope="session")
def browser():
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("`chromium` is not installed (apt-get install chromium); browser tests skipped")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright is not installed; run: python3 -m venv .venv-tests && "
                    ".venv-tests/bin/pip install -r Tests/Browser/requirements.txt")
    with sync_playwright() as playwright:
        # Playwright adds --no-sandbox itself when running as root.
        browser = playwright.chromium.launch(executable_path=chromium)
        yield browser
        browser.close()


@pytest.fixture
def new_page(browser):
    """Factory: new_page(**context_options) opens a page in a fresh browser context,
    e.g. new_page(color_scheme="dark"), new_page(java_script_enabled=False),
    new_page(viewport={"width": 320, "height": 800}). Contexts close after the test."""
    contexts = []

    def open_page(**context_options):
        context = browser.new_context(**context_options)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        return page

    yield open_page
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_page):
    """A page with default settings: JavaScript on, light scheme, 1280x720."""
    return new_page()


@pytest.fixture(scope="session")
def axe():
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        pytest.skip("axe-playwright-python is not installed; run: "
                    ".venv-tests/bin/pip install -r Tests/Browser/requirements.txt")
    return Axe()


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    """test-output/ at the repository root (git-ignored)."""
    SCREENSHOT_DIR.mkdir(exist_ok=True)
    return SCREENSHOT_DIR


def checks_js_data(text: str) -> tuple[dict, str]:
    """The data of a site's `_assets/checks.js`, as the file holds it, and the rest of the file
    (the line that restores the checks as they load). The data ends at the first "};" that ends
    a line: JSON strings hold no newline."""
    end = text.index("};\n") + 1
    return json.loads(text[len("window.criteriaChecks = "):end]), text[end:]


def restored_checks(page: dict) -> list[dict]:
    """A page's checks of checks.js as its last line restores them: the export's fields, from
    the page's steps (`[section, step, [[id, text, details?, wcag?], …]]`)."""
    return [{"details": check[2] if len(check) > 2 else [], "id": check[0], "platform": page["platform"], "section": step[0],
             "step": step[1], "text": check[1], "wcag": check[3] if len(check) > 3 else [], "page": page["path"],
             "url": page["url"] + "#" + check[0]}
            for step in page["steps"] for check in step[2]]
