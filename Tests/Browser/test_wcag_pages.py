"""The WCAG pages and the filters (docs/wcag.md), on the shared corpus, which cites WCAG
success criteria: axe and vnu on the WCAG index, three criterion pages, a filtered home page
and the Android page, light and dark; the filters with and without JavaScript, over HTTP and from file://;
citations link to their criterion's page and back.
"""
from __future__ import annotations

import json
import re
import subprocess
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import criteria_binary
from corpus_site import corpus_site  # noqa: F401  (fixture)
from test_axe import run_axe
from test_html_validity import vnu  # noqa: F401  (fixture)

CRITERION_PAGES = ["wcag/1.4.11/index.html", "wcag/2.4.7/index.html", "wcag/4.1.2/index.html"]
FILTERED_HOME = "index.html#platform=web&level=AA"


@pytest.fixture(params=["light", "dark"])
def color_scheme(request) -> str:
    return request.param


@pytest.fixture(params=["http", "file"])
def base_url(request, corpus_site) -> str:  # noqa: F811
    return corpus_site.base_url if request.param == "http" else corpus_site.root.as_uri() + "/"


@pytest.mark.parametrize("path", ["wcag/index.html", *CRITERION_PAGES, FILTERED_HOME, "platforms/android/index.html"])
def test_wcag_pages_have_no_axe_violations(corpus_site, new_page, axe, path, color_scheme):  # noqa: F811
    page = new_page(color_scheme=color_scheme)
    page.goto(corpus_site.url(path))
    if "#" in path:
        page.wait_for_function("document.querySelector('[data-filter-status]').textContent.startsWith('Showing')")
    reports = run_axe(axe, page, f"{path} ({color_scheme})")
    assert not reports, "axe found WCAG A/AA violations:\n" + "\n".join(reports)


def test_wcag_pages_are_valid_html(vnu, corpus_site):  # noqa: F811
    files = [str(corpus_site.root / p) for p in ["wcag/index.html", "wcag/level-aa/index.html", *CRITERION_PAGES, "index.html", "platforms/android/index.html"]]
    result = subprocess.run([*vnu, "--errors-only", *files], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr


def test_there_is_a_page_per_cited_criterion_and_links_go_both_ways(corpus_site):  # noqa: F811
    root = corpus_site.root
    criteria = {p.parent.name for p in root.glob("wcag/*/index.html") if re.fullmatch(r"\d\.\d+\.\d+", p.parent.name)}
    assert len(criteria) >= 20, criteria
    back = set()
    for number in criteria:
        html = (root / f"wcag/{number}/index.html").read_text()
        for href in re.findall(r'<li data-platforms="[^"]*" data-levels="[^"]*"><a href="\.\./\.\./([^"]+)"', html):
            back.add((href, number))
    forward = set()
    for path in {href for href, _ in back}:
        html = (root / path).read_text()
        depth = path.count("/")
        for number in re.findall(r'href="(?:\.\./){%d}wcag/([\d.]+)/index\.html"' % depth, html):
            forward.add((path, number))
    assert back and forward == back, (sorted(back - forward)[:10], sorted(forward - back)[:10])


def visible_cards(page) -> list[str]:
    return page.eval_on_selector_all("main li[data-platforms]", "items => items.filter(i => i.offsetParent !== null)"
                                     ".map(i => i.querySelector('a').getAttribute('href'))")


def test_filters_narrow_in_place_and_keep_the_state_in_the_url(base_url, new_page):
    page = new_page()
    page.goto(base_url + "index.html")
    status = page.locator("[data-filter-status]")
    total = len(visible_cards(page))
    assert status.inner_text() == f"Showing all {total} pages."
    # Each set of toggle buttons is a group named by its label, so a screen reader says what a
    # button filters by ("Platform:, group; Web, toggle button").
    expect(page.get_by_role("group", name="Platform:").get_by_role("button")).to_have_count(4)
    expect(page.get_by_role("group", name="Cites WCAG level:").get_by_role("button", name="Level AA", exact=True)).to_have_count(1)
    page.get_by_role("group", name="Platform:").get_by_role("button", name="Web").click()
    web = visible_cards(page)
    assert web and all(href.startswith("web/") for href in web) and len(web) < total
    assert page.get_by_role("button", name="Web").get_attribute("aria-pressed") == "true"
    assert urlsplit(page.url).fragment == "platform=web"
    page.get_by_role("button", name="Level AAA").click()
    both = visible_cards(page)
    assert 0 < len(both) < len(web)
    # The status names the filters on.
    assert status.inner_text() == f"Showing {len(both)} of {total} pages: Web, Level AAA."
    # Toggle buttons are independent (a screen reader user's review: pressing one silently
    # unpressed another, as radio buttons do): a row shows what has any of its values.
    page.get_by_role("button", name="Level AA", exact=True).click()
    assert page.get_by_role("button", name="Level AAA").get_attribute("aria-pressed") == "true"
    expect(status).to_have_text(re.compile(r"^Showing \d+ of \d+ pages: Web, Level AA or Level AAA\.$"))
    either = visible_cards(page)
    assert set(both) < set(either) <= set(web)
    assert urlsplit(page.url).fragment == "platform=web&level=AA,AAA"
    page.get_by_role("button", name="Level AA", exact=True).click()
    assert visible_cards(page) == both
    assert status.get_attribute("role") == "status"
    shared = page.url
    # The link to the WCAG index, which has the same filters, takes the choice along.
    wcag = page.get_by_role("link", name="WCAG 2.2 success criteria")
    assert urlsplit(wcag.get_attribute("href")).fragment == "platform=web&level=AAA"
    other = new_page()
    other.goto(shared)
    assert visible_cards(other) == both, "the URL restores the filters"
    other.get_by_role("link", name="WCAG 2.2 success criteria").click()
    other.wait_for_url("**/wcag/index.html#platform=web&level=AAA")
    assert other.get_by_role("button", name="Level AAA").get_attribute("aria-pressed") == "true"
    page.get_by_role("button", name="Web").click()
    page.get_by_role("button", name="Level AAA").click()
    assert len(visible_cards(page)) == total and urlsplit(page.url).fragment == ""
    assert urlsplit(wcag.get_attribute("href")).fragment == ""


def test_show_all_clears_the_filters_and_an_empty_result_says_so(base_url, new_page):
    # No native page of the corpus cites a level A criterion: the status says nothing matches,
    # rather than leaving an empty page, and "Show all pages" clears both filters, focus going to
    # the first filter (the button itself hides).
    page = new_page()
    page.goto(base_url + "index.html")
    total = len(visible_cards(page))
    clear = page.get_by_role("button", name="Show all pages")
    expect(clear).to_be_hidden()
    page.get_by_role("button", name="Native").click()
    page.get_by_role("button", name="Level A", exact=True).click()
    assert visible_cards(page) == []
    expect(page.locator("[data-filter-status]")).to_have_text(f"No pages match Native and Level A (0 of {total}).")
    page.get_by_role("button", name="Level A", exact=True).click()
    expect(page.locator("[data-filter-status]")).to_contain_text("Showing ")
    expect(clear).to_be_visible()
    clear.focus()
    page.keyboard.press("Enter")
    assert len(visible_cards(page)) == total and urlsplit(page.url).fragment == ""
    expect(clear).to_be_hidden()
    expect(page.locator("[data-filter-status]")).to_have_text(f"Showing all {total} pages.")
    assert page.evaluate("document.activeElement.textContent") == "Native"
    for button in ["Native", "Web", "Level A"]:
        assert page.get_by_role("button", name=button, exact=True).get_attribute("aria-pressed") == "false"


def test_an_address_naming_no_offered_filter_hides_nothing(base_url, new_page):
    # An old or hand-typed address: a value in another case is the filter it names; one this
    # list does not offer (no such platform, or Web on the Native overview, which has no
    # platform row) is dropped from the address rather than hiding every page.
    page = new_page()
    page.goto(base_url + "index.html")
    total = len(visible_cards(page))
    page.goto(base_url + "index.html#level=aa")
    expect(page.get_by_role("button", name="Level AA", exact=True)).to_have_attribute("aria-pressed", "true")
    assert 0 < len(visible_cards(page)) < total and urlsplit(page.url).fragment == "level=AA"
    # Several values of a row: each offered one is kept, in the row's order.
    page.goto(base_url + "index.html#platform=NATIVE,bogus,web")
    for name in ["Web", "Native"]:
        expect(page.get_by_role("button", name=name, exact=True)).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-filter-status]")).to_contain_text("pages: Native or Web.")
    assert urlsplit(page.url).fragment == "platform=native,web"
    for address in ["index.html#platform=bogus", "native/index.html#platform=web"]:
        other = new_page()
        other.goto(base_url + address)
        expect(other.locator("[data-filter-status]")).to_contain_text("Showing all")
        assert other.locator("main li[data-platforms]").count() == len(visible_cards(other)) > 0, address
        assert urlsplit(other.url).fragment == "", address


def test_the_wcag_index_filters_by_level(base_url, new_page):
    page = new_page()
    page.goto(base_url + "wcag/index.html#level=A")
    rows = page.eval_on_selector_all("li.wcag-row", "rows => rows.filter(r => r.offsetParent !== null).map(r => r.dataset.levels)")
    assert rows and set(rows) == {"A"}
    assert re.fullmatch(r"Showing \d+ of 86 success criteria: Level A\.", page.locator("[data-filter-status]").inner_text())
    page.goto(base_url + "wcag/index.html")
    # WCAG 2.2 has 86: 4.1.1 is listed, obsolete, and not counted, as the intro says.
    page.wait_for_function("document.querySelector('[data-filter-status]').textContent.startsWith('Showing')")
    assert page.locator("[data-filter-status]").inner_text() == "Showing all 86 success criteria."


def test_narrowed_to_a_platform_the_wcag_index_counts_that_platforms_pages(corpus_site, base_url, new_page):  # noqa: F811
    page = new_page()
    page.goto(base_url + "wcag/index.html#platform=android")
    page.wait_for_function("document.querySelector('[data-filter-status]').textContent.startsWith('Showing')")
    # A platform keeps the criteria cited on its pages, and the row and status say so: an
    # auditor read "Web, Level AA" as the criteria that apply to the web.
    expect(page.get_by_role("group", name="Cited on")).to_be_visible()
    assert re.fullmatch(r"Showing \d+ of 86 success criteria: cited on Android pages\.", page.locator("[data-filter-status]").inner_text())
    rows = page.eval_on_selector_all(
        "li.wcag-row", "rows => rows.filter(r => r.offsetParent !== null && r.querySelector('a'))"
        ".map(r => [r.querySelector('a').textContent.split(' ')[0], r.querySelector('.wcag-count').textContent])")
    assert rows
    for number, shown in rows:
        listed = re.findall(r'<li data-platforms="([^"]*)"', (corpus_site.root / f"wcag/{number}/index.html").read_text())
        android = sum("android" in platforms.split() for platforms in listed)
        assert re.match(rf"{android} of {len(listed)} pages?$", shown), (number, shown, android, len(listed))
    page.get_by_role("button", name="Android").click()
    counts = "rows => rows.map(r => r.querySelector('.wcag-count').textContent)"
    unfiltered = new_page()
    unfiltered.goto(base_url + "wcag/index.html")
    assert page.eval_on_selector_all("li.wcag-row", counts) == unfiltered.eval_on_selector_all("li.wcag-row", counts), \
        "with no platform chosen, every row says how many pages cite it, as before filtering"


def test_without_javascript_filters_are_links_to_real_pages(base_url, new_page):
    page = new_page(java_script_enabled=False)
    page.goto(base_url + "index.html")
    assert page.locator("script[src$='filters.js']").count() == 1
    link = page.locator("[data-filters]").get_by_role("link", name="Level AA", exact=True)
    link.click()
    assert page.url.endswith("wcag/level-aa/index.html")
    assert page.get_by_role("heading", level=1).inner_text() == "WCAG 2.2 Level AA"
    page.goto(base_url + "index.html")
    page.locator("[data-filters]").get_by_role("link", name="Web", exact=True).click()
    assert page.url.endswith("web/index.html")
    page.goto(base_url + "index.html")
    page.locator("[data-filters]").get_by_role("link", name="Android", exact=True).click()
    assert page.url.endswith("platforms/android/index.html")
    assert page.get_by_role("heading", level=1).inner_text() == "Android Developer Notes"
    listed = page.eval_on_selector_all("main li[data-platforms]", "items => items.map(i => i.dataset.platforms)")
    assert listed and all("android" in platforms.split() for platforms in listed)
    page.locator("main li[data-platforms] a").first.click()
    assert page.url.endswith("#android-developer-notes")
    assert page.locator("#android-developer-notes").is_visible()


def test_criteria_pages_do_not_load_the_filters(corpus_site, new_page):  # noqa: F811
    html = (corpus_site.root / "web/component/expander-accordion/index.html").read_text()
    assert "filters.js" not in html and 'href="../../../wcag/' in html


@pytest.mark.parametrize("query, first", [("1.4.11", "wcag/1.4.11/index.html"), ("non-text contrast", "wcag/1.4.11/index.html"),
                                          ("focus visible", "wcag/2.4.7/index.html")])
def test_search_puts_the_criterion_first_in_the_browser_as_in_the_cli(corpus_site, page, query, first):  # noqa: F811
    command = [str(criteria_binary()), "search", query, "--site", str(corpus_site.root), "--limit", "10", "--json"]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    cli = [[s["unit"], s["score"]] for p in json.loads(result.stdout) for s in p["sections"]]
    cli_pages = [p["url"] for p in json.loads(result.stdout)]
    page.goto(corpus_site.url("search.html"))
    page.wait_for_function("() => window.CriteriaSearch")
    found = page.evaluate("q => CriteriaSearch.search(q, {limit: 10}).then(r => ({urls: r.pages.map(p => p.url),"
                          " scores: r.pages.flatMap(p => p.sections.map(x => [x.unit, x.score]))}))", query)
    assert found["urls"][0] == first and len(found["urls"]) > 1, found["urls"]
    assert found["scores"] == cli and found["urls"] == cli_pages


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_chosen_filter_and_the_copy_icons_show_in_forced_colours(base_url, new_page, scheme):
    """Forced colours replace the accent's fill and the icons' mask colour: a pressed filter is
    highlighted, and the Copy and Save icons take a system colour rather than vanish."""
    page = new_page(forced_colors="active", color_scheme=scheme)
    page.goto(base_url + "wcag/index.html#level=AA")
    fill = lambda locator: locator.evaluate("b => getComputedStyle(b).backgroundColor")  # noqa: E731
    filters = page.locator(".filters")
    pressed, other = filters.get_by_role("button", name="Level AA", exact=True), filters.get_by_role("button", name="Level A", exact=True)
    assert pressed.get_attribute("aria-pressed") == "true"
    assert fill(pressed) != fill(other), "a pressed filter is shown apart"
    page.goto(base_url + "web/component/button/index.html")
    icons = page.evaluate("""() => [...document.querySelectorAll('.collect-copy, .collect-save')].slice(0, 2)
        .map(b => [getComputedStyle(b, '::before').backgroundColor, getComputedStyle(b).backgroundColor])""")
    assert icons and all(icon != button for icon, button in icons), f"each icon stands out from its button: {icons}"
