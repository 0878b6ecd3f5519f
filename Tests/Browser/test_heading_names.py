"""Headings keep their names (issue 35): read from Playwright's ARIA snapshot of every tab of a
sample of corpus pages, each heading's accessible name is its visible text, and the heading
self-links, which sit beside the headings, all have different names that say where they lead.
A self-link still opens its tab and lands on its heading.

Skips when the corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout.
"""
from __future__ import annotations

import json
import re

from corpus_site import corpus_site  # noqa: F401  (fixture)

SAMPLE = ["native/controls/link/index.html", "native/controls/button/index.html",
          "web/component/button/index.html", "web/component/toggle-switch/index.html",
          "web/component/table/index.html", "how-to-test/test-type/keyboard-focus/index.html",
          "markdown-guide/index.html"]

# A snapshot line is YAML: `- heading "Name" [level=3]`, single-quoted as a whole when it
# holds characters YAML would read otherwise (`- 'link "Link to section: #a11y …"':`).
HEADING = re.compile(r'^\s*- (\'?)heading "((?:[^"\\]|\\.)*)" \[level=(\d)\]')
LINK = re.compile(r'^\s*- (\'?)link "((?:[^"\\]|\\.)*)"')

# The text of each heading a reader meets in the scope, the tab's visually hidden heading included.
VISIBLE_HEADINGS_JS = """scope => [...document.querySelectorAll(scope + ' :is(h1, h2, h3, h4, h5, h6)')]
  .filter(h => h.checkVisibility())
  .map(h => h.textContent.replace(/\\s+/g, ' ').trim())"""


def unquote(text: str, single_quoted: bool) -> str:
    return json.loads('"' + (text.replace("''", "'") if single_quoted else text) + '"')


def snapshot_names(snapshot: str, pattern: re.Pattern) -> list[str]:
    return [unquote(m.group(2), bool(m.group(1))) for line in snapshot.splitlines() if (m := pattern.match(line))]


def test_headings_are_named_by_their_text_and_self_links_by_where_they_lead(corpus_site, page):
    problems, checked = [], 0
    for path in SAMPLE:
        page.goto(corpus_site.url(path), wait_until="load")
        tabs = page.get_by_role("tab")
        link_names: list[str] = []
        for index in range(max(tabs.count(), 1)):
            if tabs.count():
                tabs.nth(index).click()
            scope = ".tab-panel:not([hidden])" if tabs.count() else "main"
            snapshot = page.locator(scope).first.aria_snapshot()
            names = [n for n in snapshot_names(snapshot, HEADING)]
            texts = page.evaluate(VISIBLE_HEADINGS_JS, scope)
            where = f"{path} tab {index}"
            if names != texts:
                problems.append(f"{where}: heading names {names[:6]}… differ from their text {texts[:6]}…")
            if any("Link to" in n for n in names):
                problems.append(f"{where}: a heading's name holds its link: {[n for n in names if 'Link to' in n][:3]}")
            link_names += [n for n in snapshot_names(snapshot, LINK) if n.startswith("Link to section: ")]
            checked += len(names)
        repeated = sorted({n for n in link_names if link_names.count(n) > 1})
        if repeated:
            problems.append(f"{path}: self-links sharing a name: {repeated[:5]}")
        if len(link_names) < 2:
            problems.append(f"{path}: expected heading self-links, found {link_names}")
    assert checked > 100, f"only {checked} headings were checked"
    assert not problems, "\n".join(problems)


def test_a_self_link_opens_its_tab_and_lands_on_its_heading(corpus_site, page):
    page.goto(corpus_site.url("native/controls/link/index.html"), wait_until="load")
    page.get_by_role("tab", name="iOS Developer Notes").click()
    link = page.get_by_role("link", name="Link to section: Role (iOS Developer Notes)")
    href = link.get_attribute("href")
    assert href == "#ios-developer-notes-role"
    # A copied address opens the tab of its heading.
    page.goto(corpus_site.url("native/controls/link/index.html") + href, wait_until="load")
    heading = page.locator(href)
    assert heading.is_visible() and heading.inner_text() == "Role"
    assert page.get_by_role("tab", name="iOS Developer Notes").get_attribute("aria-selected") == "true"


def test_a_self_link_follows_its_headings_last_word_on_a_phone(corpus_site, new_page):  # noqa: F811
    # The link is outside the heading (its name stays the heading's text); on a phone, where a
    # long heading wraps and the link shows without hover, it follows the last word rather than
    # taking a line of its own under the heading.
    page = new_page(viewport={"width": 390, "height": 800}, has_touch=True)
    page.goto(corpus_site.url("web/component/link/index.html"))
    places = page.evaluate("""() => [...document.querySelectorAll('.heading-anchor')].filter(d => d.offsetParent).map(d => {
        const heading = d.querySelector('h2, h3, h4, h5, h6').getClientRects(), link = d.querySelector('.heading-link').getBoundingClientRect();
        return { lines: heading.length, lastTop: heading[heading.length - 1].top, lastBottom: heading[heading.length - 1].bottom,
                 linkTop: link.top, linkBottom: link.bottom };
    })""")
    wrapped = [place for place in places if place["lines"] > 1]
    assert wrapped, "the page has a heading that wraps at 390 px"
    for place in places:
        assert place["linkTop"] < place["lastBottom"] and place["linkBottom"] > place["lastTop"], place
