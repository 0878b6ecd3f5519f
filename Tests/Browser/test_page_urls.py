"""`page-urls: file`: the corpus built with each page as `name.html` (docs/configuration.md).

One build, with a base URL, serves three ways of reading it:
- served by a private nginx under the sub-path /a11y/: every internal link and asset of every
  page reached from the home page answers 200, and canonical links name the page's file;
- opened from file://: search finds pages, its result links name files that exist, a result
  opens its page, and the browser and `criteria search` give the same results;
- bundled (`criteria bundle` with the same configuration), unzipped and crawled from file://:
  every page is reached, every link names a file, no request fails or leaves the folder.

Skips when the shared corpus (../shared/corpus/magentaa11y-v2) is absent, and the nginx test
when nginx is not installed.
"""
from __future__ import annotations

import json
import subprocess
import tempfile
import zipfile
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlencode

import pytest

from conftest import criteria_binary
from corpus_site import require_corpus, run_criteria
from test_bundle import crawl
from test_nginx import BASE_URL, SUB_PATH, nginx_binary, serving, walk

QUERIES = ["text input", "captions", "double tap", "toggle switch", "acces"]


@pytest.fixture(scope="module")
def work() -> Path:
    """A world-readable folder (nginx's worker may run as nobody) with the configuration."""
    require_corpus()
    with tempfile.TemporaryDirectory(prefix="criteria-page-urls-") as folder:
        work = Path(folder)
        work.chmod(0o755)
        (work / "criteria.yml").write_text(f"page-urls: file\nbase-url: {BASE_URL}\n", encoding="utf-8")
        yield work


@pytest.fixture(scope="module")
def built(work) -> Path:
    """The corpus built once with `page-urls: file`; the nginx and file:// tests share it."""
    site = work / "site"
    run_criteria("build", "--config", str(work / "criteria.yml"), "--output", str(site), cwd=work)
    assert (site / "native" / "controls" / "link.html").is_file(), "pages should be name.html"
    assert not (site / "native" / "controls" / "link").exists(), "no folder per page"
    return site


@pytest.fixture(scope="module")
def hosted(work, built) -> str:
    """The built site served by nginx at http://127.0.0.1:PORT/a11y/; returns the origin."""
    nginx = nginx_binary()
    if nginx is None:
        pytest.skip("nginx is not installed (scripts/install-deps.sh test installs it); test skipped")
    with serving(nginx, built, work / "nginx") as origin:
        yield origin


def test_under_a_sub_path_every_link_and_asset_answers_and_canonicals_name_files(hosted):
    site_url = hosted + SUB_PATH
    seen, canonicals, problems = walk(hosted, site_url)
    for page, canonical in canonicals.items():
        path = page[len(site_url):]
        if "/" in path and not path.endswith("/index.html"):
            assert canonical == BASE_URL + path, f"{page}: canonical {canonical}"
    assert len(seen) >= 103, f"only {len(seen)} pages were reached"
    assert site_url + "native/controls/link.html" in seen
    assert not [url for url in seen if url.endswith("/link/index.html")], "a link still names a page's folder"
    assert not problems, "\n".join(problems[:30])


def search_results(page, root_url: str, query: str) -> list[str]:
    """Searches from the file:// site's search page; the result links, relative to the root."""
    page.goto(root_url + "search.html?" + urlencode({"q": query}))
    page.wait_for_function("q => (document.getElementById('search-status').textContent || '').includes(q)",
                           arg=f"“{query}”")
    hrefs = page.eval_on_selector_all("#search-results .search-sections a", "links => links.map(a => a.href)")
    assert all(href.startswith(root_url) for href in hrefs), f"result links outside the site: {hrefs}"
    return [href[len(root_url):] for href in hrefs]


def cli_results(work: Path, built: Path, query: str) -> list[str]:
    """`criteria search QUERY --site` on the same build: its sections' URLs."""
    command = [str(criteria_binary()), "search", query, "--site", str(built), "--limit", "20", "--json"]
    result = subprocess.run(command, cwd=work, capture_output=True, text=True, check=True)
    return [section["url"] for page in json.loads(result.stdout) for section in page["sections"]]


def test_search_from_file_finds_pages_by_their_files_like_the_cli(work, built, page):
    root_url = built.as_uri() + "/"
    problems = []
    for query in QUERIES:
        shown = search_results(page, root_url, query)
        assert shown, f"{query!r} found nothing"
        missing = [url for url in shown if not (built / unquote(urldefrag(url).url)).is_file()]
        assert not missing, f"{query!r}: result links name no file: {missing}"
        assert all(".html" in url and "/index.html" not in url for url in shown), f"{query!r}: {shown}"
        expected = cli_results(work, built, query)
        if shown != expected:
            problems.append(f"{query!r}: browser {shown}\n   cli {expected}")
    assert not problems, "browser and `criteria search` disagree:\n" + "\n".join(problems)
    first = search_results(page, root_url, "captions")[0]
    page.click("#search-results .search-sections a >> nth=0")
    page.wait_for_load_state()
    assert page.url.startswith(root_url + urldefrag(first).url), f"the first result opened {page.url}"
    assert page.locator("h1").count() == 1


@pytest.fixture(scope="module")
def bundle_root(work) -> Path:
    """The corpus bundled with the same configuration, unzipped; the site folder inside."""
    run_criteria("bundle", "--config", str(work / "criteria.yml"), "--output", "files-site.zip", cwd=work)
    with zipfile.ZipFile(work / "files-site.zip") as bundle:
        bundle.extractall(work / "unzipped")
    root = (work / "unzipped" / "files-site").resolve()
    assert (root / "index.html").is_file()
    return root


def test_the_bundle_crawled_from_file_reaches_every_page_by_its_file(bundle_root, browser):
    reached, bad_links, watcher = crawl(bundle_root, browser)
    pages = {p.relative_to(bundle_root).as_posix() for p in bundle_root.rglob("*.html")}
    assert "native/controls/link.html" in reached
    criteria_pages = {p for p in pages if "/" in p and not p.endswith("/index.html")}
    assert len(criteria_pages) >= 100 and criteria_pages <= reached, \
        f"pages no link reaches: {sorted(criteria_pages - reached)[:10]}"
    assert not bad_links, "\n".join(bad_links[:20])
    assert not watcher.problems, "\n".join(watcher.problems[:30])
