"""Pages and links: navigation by following links, no broken internal references,
the skip link, the no-JavaScript fallback, and no script errors.

Each test runs over HTTP (under the /a11y/ sub-path) and over file://.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import unquote, urldefrag

LINK_PAGE = "native/controls/link/index.html"


# --------------------------------------------------------------------------- #
# Helpers                                                                      #
# --------------------------------------------------------------------------- #


def follow_link(page, site, name: str, expected_path: str, within: str = "main") -> None:
    """Click the link named `name` inside `within` and check we land on expected_path."""
    link = page.locator(within).get_by_role("link", name=name, exact=True)
    assert link.count() >= 1, f"no link named {name!r} in <{within}> on {page.url}"
    link.first.click()
    page.wait_for_url(site.url(expected_path))


def h1_text(page) -> str:
    return page.locator("h1").inner_text().strip()


def is_external(raw: str) -> bool:
    """True for links with a scheme (https:, mailto:, ...) or protocol-relative ones."""
    return bool(re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", raw)) or raw.startswith("//")


class IdCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        self.ids.update(value for name, value in attrs if name == "id" and value)


def ids_in(html: bytes) -> set[str]:
    collector = IdCollector()
    collector.feed(html.decode("utf-8", errors="replace"))
    return collector.ids


REFERENCES_JS = """() =>
  [...document.querySelectorAll('a[href], link[href], script[src], img[src]')].map(el => {
    const attr = el.hasAttribute('href') ? 'href' : 'src';
    return {tag: el.localName, raw: el.getAttribute(attr), url: el[attr],
            text: (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50)};
  })"""


def reference_problem(site, page, ref: dict, cache: dict) -> str | None:
    """Why an internal reference is broken, or None when it resolves."""
    raw, url = ref["raw"], ref["url"]
    if raw.startswith("/"):
        return "root-absolute: breaks under a sub-path (/a11y/) and from file://"
    target, fragment = urldefrag(url)
    if target == urldefrag(page.url).url:  # same document, e.g. a heading self-link
        if fragment and not page.evaluate("id => !!document.getElementById(id)", unquote(fragment)):
            return f"no element with id={unquote(fragment)!r} on this page"
        return None
    path = site.file_for(target)
    if path is None:
        return f"resolves outside the site folder: {target}"
    if path.is_dir():
        return "names a folder; links must name the file (…/index.html) so they work from file://"
    if not path.is_file():
        return f"no such file in the build: {site.relative(target)}"
    if target not in cache:
        cache[target] = site.fetch(target)
    fetched = cache[target]
    if fetched.status != 200:
        return f"{site.transport} status {fetched.status} for {site.relative(target)}"
    if fragment and ref["tag"] == "a" and unquote(fragment) not in ids_in(fetched.body):
        return f"{site.relative(target)} has no element with id={unquote(fragment)!r}"
    return None


# --------------------------------------------------------------------------- #
# 1. Navigation and links                                                     #
# --------------------------------------------------------------------------- #


def test_following_links_from_home_to_a_criteria_page_and_back(site, page):
    page.goto(site.url("index.html"))
    assert h1_text(page) == "Accessibility Criteria"

    follow_link(page, site, "Native", "native/index.html")
    assert h1_text(page) == "Native"

    follow_link(page, site, "Controls", "native/controls/index.html")
    assert h1_text(page) == "Controls"

    follow_link(page, site, "Link", LINK_PAGE)
    assert h1_text(page) == "Link"

    follow_link(page, site, "Table row button", "native/controls/table-row-button/index.html", within="nav.site-nav")
    assert h1_text(page) == "Table row button"

    follow_link(page, site, "Home", "index.html", within="nav.breadcrumbs")
    assert h1_text(page) == "Accessibility Criteria"


def test_every_internal_reference_resolves(site, page, any_page):
    page.goto(site.url(any_page))
    references = page.evaluate(REFERENCES_JS)
    internal = [ref for ref in references if not is_external(ref["raw"])]
    assert len(internal) >= 5, f"expected navigation links on {any_page}, found {internal}"

    cache: dict = {}
    problems = [
        f"<{ref['tag']}> {ref['raw']!r} ({ref['text'] or 'no text'}): {problem}"
        for ref in internal
        if (problem := reference_problem(site, page, ref, cache))
    ]
    assert not problems, f"{len(problems)} broken internal reference(s) on {any_page} over {site.transport}:\n  " + \
        "\n  ".join(problems)


def test_pages_run_without_script_errors(site, page, any_page):
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site.url(any_page))
    assert not errors, f"uncaught script errors on {any_page} over {site.transport}:\n" + "\n".join(errors)


# --------------------------------------------------------------------------- #
# 5. Skip link                                                                 #
# --------------------------------------------------------------------------- #


def focused(page) -> dict:
    return page.evaluate("""() => {
        const el = document.activeElement, box = el.getBoundingClientRect();
        return {tag: el.localName, id: el.id, cls: el.className, text: el.textContent.trim().slice(0, 40),
                width: box.width, height: box.height};
    }""")


def test_skip_link_is_first_and_moves_focus_to_main(site, page, any_page):
    page.goto(site.url(any_page))

    page.keyboard.press("Tab")
    first = focused(page)
    assert first["tag"] == "a" and "skip-link" in first["cls"], \
        f"the first Tab stop should be the skip link, got {first}"
    assert first["width"] > 1 and first["height"] > 1, f"the focused skip link should be visible, its box is {first}"

    page.keyboard.press("Enter")
    after = focused(page)
    assert after["id"] == "main", f"activating the skip link should focus <main id=main>, focus is on {after}"
    assert page.evaluate("location.hash") == "#main"


# --------------------------------------------------------------------------- #
# 4. Without JavaScript every section shows under its own heading              #
# --------------------------------------------------------------------------- #


def test_without_javascript_every_panel_is_shown_and_the_tablist_is_not(site, new_page, criteria_page):
    page = new_page(java_script_enabled=False)
    page.goto(site.url(criteria_page))

    assert page.locator(".tab-list").count() == 1, "the page should have a .tab-list"
    assert page.locator(".tab-list").is_hidden(), "without JavaScript the tablist must stay hidden"

    panels = page.locator(".tab-panel")
    assert panels.count() == 5, f"expected 5 panels, found {panels.count()}"
    for i in range(panels.count()):
        panel = panels.nth(i)
        panel_id = panel.get_attribute("id")
        assert panel.is_visible(), f"panel #{panel_id} should be visible without JavaScript"
        heading = panel.locator("h2.tab-panel-heading")
        box = heading.bounding_box()
        assert box and box["width"] > 1 and box["height"] > 1, \
            f"panel #{panel_id}: its <h2> should be visibly shown, box {box}"
        content = panel.locator(":scope > :not(h2)").first
        assert content.is_visible(), f"panel #{panel_id}: its content should be visible"
        assert panel.get_attribute("role") is None, f"panel #{panel_id} must not be a tabpanel without tabs"
