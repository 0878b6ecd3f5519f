"""The corpus site built with a base URL under a sub-path and served by a real, private nginx at
http://127.0.0.1:PORT/a11y/: every internal link and asset of every page answers 200, every
sitemap entry answers, and an unknown path at any depth gets the 404 page (status 404) whose
links work.

Skips when nginx or the shared corpus (../shared/corpus/magentaa11y-v2) is absent.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urljoin, urlsplit

import pytest

from corpus_site import require_corpus, run_criteria

BASE_URL = "https://intranet.example.com/a11y/"
SUB_PATH = "/a11y/"

NGINX_CONF = """
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/error.log;
{user}
events {{ worker_connections 64; }}
http {{
    types {{
        text/html html; text/css css; application/javascript js; application/xml xml;
        text/vtt vtt; video/webm webm; image/svg+xml svg; image/png png; image/jpeg jpg;
    }}
    default_type application/octet-stream;
    access_log {dir}/access.log;
    client_body_temp_path {dir}/temp/body;
    proxy_temp_path {dir}/temp/proxy;
    fastcgi_temp_path {dir}/temp/fastcgi;
    uwsgi_temp_path {dir}/temp/uwsgi;
    scgi_temp_path {dir}/temp/scgi;
    server {{
        listen 127.0.0.1:{port};
        location = /a11y {{ return 301 /a11y/; }}
        location /a11y/ {{ alias {site}/; index index.html; }}
        error_page 404 /a11y/404.html;
    }}
}}
"""


def nginx_binary() -> str | None:
    found = shutil.which("nginx")
    if found:
        return found
    return "/usr/sbin/nginx" if os.access("/usr/sbin/nginx", os.X_OK) else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def hosted() -> str:
    """Builds the corpus with a base URL and serves it with nginx; returns http://127.0.0.1:PORT."""
    require_corpus()
    nginx = nginx_binary()
    if nginx is None:
        pytest.skip("nginx is not installed (scripts/install-deps.sh test installs it); test skipped")
    # nginx's worker runs as nobody when started by root: the folders must be world-readable,
    # which pytest's own temporary folders are not.
    with tempfile.TemporaryDirectory(prefix="criteria-nginx-") as work:
        work_dir = Path(work)
        work_dir.chmod(0o755)
        site = work_dir / "site"
        run_criteria("build", "--output", str(site), "--base-url", BASE_URL, cwd=work_dir)
        with serving(nginx, site, work_dir / "nginx") as origin:
            yield origin


@contextlib.contextmanager
def serving(nginx: str, site: Path, server_dir: Path):
    """Serves `site` (world-readable) with a private nginx under /a11y/, its files in
    `server_dir`; yields http://127.0.0.1:PORT and stops nginx after."""
    for folder, _, _ in os.walk(site):
        Path(folder).chmod(0o755)
    (server_dir / "temp").mkdir(parents=True)
    port = free_port()
    config = server_dir / "nginx.conf"
    config.write_text(NGINX_CONF.format(dir=server_dir, port=port, site=site,
                                        user="user root;" if os.geteuid() == 0 else ""))
    control = [nginx, "-p", str(server_dir), "-c", str(config), "-e", str(server_dir / "error.log")]
    started = subprocess.run(control, capture_output=True, text=True)
    if started.returncode != 0:
        pytest.fail(f"nginx did not start: {started.stderr}", pytrace=False)
    try:
        for _ in range(100):  # until it accepts connections
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        subprocess.run(control + ["-s", "stop"], capture_output=True)
        for _ in range(100):  # let it go before its folder is removed
            if not (server_dir / "nginx.pid").exists():
                break
            time.sleep(0.05)


def get(url: str) -> tuple[int, str, bytes]:
    """Status, content type and body of a GET, following no redirect."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=10) as response:
            return response.status, response.headers.get_content_type(), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get_content_type(), error.read()


class References(HTMLParser):
    """The URLs a page links to (`links`) and loads (`assets`)."""

    ASSETS = {("link", "href"), ("script", "src"), ("img", "src"), ("source", "src"), ("track", "src"),
              ("video", "src"), ("video", "poster"), ("audio", "src")}

    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.assets: list[str] = []
        self.canonical: str | None = None

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag == "link" and values.get("rel") == "canonical":
            self.canonical = values.get("href")  # an address, not something the page loads
            return
        for name, value in attrs:
            if value is None:
                continue
            if (tag, name) in self.ASSETS:
                self.assets.append(value)
            elif (tag, name) in {("a", "href"), ("form", "action")}:
                self.links.append(value)


def references(body: bytes) -> References:
    parser = References()
    parser.feed(body.decode("utf-8"))
    return parser


def test_every_internal_link_and_asset_of_every_page_answers_200(hosted):
    site_url = hosted + SUB_PATH
    status, _, _ = get(hosted + "/a11y")
    assert status == 301, "the sub-path without its slash should redirect"
    seen_pages, canonicals, problems = walk(hosted, site_url)
    for page, canonical in canonicals.items():
        if page.endswith("/index.html") and page != site_url + "index.html" and "/search" not in page:
            folder = page[len(site_url):-len("index.html")]
            assert canonical == BASE_URL + folder, f"{page}: canonical {canonical}"
    assert len(seen_pages) >= 103, f"only {len(seen_pages)} pages were reached"
    assert not problems, "\n".join(problems[:30])


def walk(hosted: str, site_url: str) -> tuple[set[str], dict[str, str | None], list[str]]:
    """Every page a link reaches from the home page, each page's canonical link, and the
    problems: pages, links and assets that do not answer 200, assets outside the sub-path."""
    pages = [site_url + "index.html"]
    seen_pages = set(pages)
    checked: dict[str, int] = {}
    canonicals: dict[str, str | None] = {}
    problems: list[str] = []
    while pages:
        page = pages.pop()
        status, content_type, body = get(page)
        if status != 200:
            problems.append(f"{page}: {status}")
            continue
        found = references(body)
        canonicals[page] = found.canonical
        for raw in found.assets:
            url = urldefrag(urljoin(page, raw)).url
            if url.startswith("data:") or not url.startswith(hosted + "/"):
                continue  # inline, or another site's image, which hosted builds keep as written
            if not url.startswith(site_url):
                problems.append(f"{page}: asset outside the sub-path (a root-absolute URL?): {raw}")
                continue
            if url not in checked:
                checked[url] = get(url)[0]
        for raw in found.links:
            url = urldefrag(urljoin(page, raw)).url
            if not url.startswith(site_url):
                continue  # another site, or a demo link such as /about/
            target = url.split("?", 1)[0]
            if target not in checked:
                checked[target] = get(target)[0]
            if target.endswith(".html") and target not in seen_pages:
                seen_pages.add(target)
                pages.append(target)
    return seen_pages, canonicals, problems + [f"{url}: {status}" for url, status in sorted(checked.items()) if status != 200]


def test_every_sitemap_entry_answers(hosted):
    status, content_type, body = get(hosted + SUB_PATH + "sitemap.xml")
    assert status == 200 and content_type == "application/xml"
    namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    locations = [loc.text for loc in ElementTree.fromstring(body).iter(namespace + "loc")]
    assert len(locations) >= 103 + 1, f"the sitemap lists {len(locations)} pages"
    assert all(loc.startswith(BASE_URL) for loc in locations)
    failing = [loc for loc in locations if get(hosted + SUB_PATH + loc[len(BASE_URL):])[0] != 200]
    assert not failing, f"sitemap entries that do not answer: {failing[:10]}"


@pytest.mark.parametrize("path", ["no-such-page", "web/component/no-such-page/", "native/controls/a/b/c/index.html"])
def test_an_unknown_path_gets_the_404_page_whose_links_work(hosted, path):
    url = hosted + SUB_PATH + path
    status, content_type, body = get(url)
    assert status == 404 and content_type == "text/html", f"{url}: {status} {content_type}"
    text = body.decode("utf-8")
    assert "<h1>Page not found</h1>" in text, "the site's own 404 page should be served"
    found = references(body)
    urls = {urldefrag(urljoin(url, raw)).url for raw in found.assets + found.links if not raw.startswith("#")}
    assert any(u.endswith("/_assets/criteria.css") for u in urls)
    broken = [u for u in sorted(urls) if urlsplit(u).path.startswith(SUB_PATH) and get(u.split("?", 1)[0])[0] != 200]
    assert not broken, f"links of the 404 page at {path} that do not answer: {broken}"
