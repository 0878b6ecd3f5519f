"""The reader's layout on the shared corpus (issue 35), with one browser and one built site:

* phones: the page title near the top (the navigation is behind "Menu"), nothing wider than
  320 px with the menu open or shut;
* the Menu button opens and closes the navigation by keyboard, and Escape gives focus back;
* without JavaScript the navigation is two Tab presses from the top, at every width;
* tabs on one row from 768 px on, on every criteria page, and every tab in view at 320 and 390 px;
* "On this tab" lists the open tab's headings and follows a tab change, marking the one in view;
* the home page is short enough to scan, and every page is reached from it through overviews;
* screenshots at 320, 390, 768, 1280 and 1920 px, light and dark, into test-output/.

Skips when the corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urldefrag

import pytest

from corpus_site import corpus_site  # noqa: F401  (fixture)

PHONE = {"width": 390, "height": 844}
NARROW = {"width": 320, "height": 800}
LAPTOP = {"width": 1280, "height": 900}
WIDTHS = [320, 390, 768, 1280, 1920]
SAMPLE = ["native/controls/button/index.html", "web/component/toggle-switch/index.html",
          "native/controls/link/index.html", "index.html", "web/index.html"]
# A native page with the longest tab labels, and one with many headings per tab.
TABBED = "native/controls/link/index.html"


def criteria_pages(corpus_site) -> list[str]:
    return [p for p in corpus_site.pages if (corpus_site.root / p).read_text().count('role="tab"') > 0]


def open_page(page, corpus_site, path: str) -> None:
    page.goto(corpus_site.url(path), wait_until="load")


# --------------------------------------------------------------------------- #
# Phones: the content first                                                    #
# --------------------------------------------------------------------------- #


def test_every_criteria_page_title_is_in_the_first_600_px_on_a_phone(corpus_site, new_page):
    page = new_page(viewport=PHONE)
    late = []
    pages = criteria_pages(corpus_site)
    for path in pages:
        open_page(page, corpus_site, path)
        top = page.evaluate("document.querySelector('h1').getBoundingClientRect().top + scrollY")
        if top > 600:
            late.append(f"{path}: h1 at {top:.0f}px")
    assert len(pages) > 80, f"expected the corpus's criteria pages, got {len(pages)}"
    assert not late, "at 390 x 844 the page title should start within 600 px:\n" + "\n".join(late)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_nothing_scrolls_sideways_at_320_px_with_the_menu_open_or_shut(corpus_site, new_page, scheme):
    page = new_page(viewport=NARROW, color_scheme=scheme)
    problems = []
    for path in SAMPLE:
        open_page(page, corpus_site, path)
        for state in ("shut", "open"):
            if state == "open":
                page.get_by_role("button", name="Menu").click()
            width = page.evaluate("document.documentElement.scrollWidth")
            if width > NARROW["width"]:
                problems.append(f"{path} (menu {state}): {width}px wide")
    assert not problems, "at 320 CSS px:\n" + "\n".join(problems)


def test_the_menu_button_opens_and_closes_the_navigation_by_keyboard(corpus_site, new_page):
    page = new_page(viewport=PHONE)
    open_page(page, corpus_site, "native/controls/button/index.html")
    button = page.get_by_role("button", name="Menu")
    nav = page.get_by_role("navigation", name="Criteria")
    assert button.get_attribute("aria-expanded") == "false"
    assert button.get_attribute("aria-controls") == "site-nav"
    assert not nav.is_visible(), "the navigation starts shut on a phone"

    button.focus()
    page.keyboard.press("Enter")
    assert button.get_attribute("aria-expanded") == "true"
    assert nav.is_visible()
    assert nav.get_by_role("link", name="Button", exact=True).is_visible()
    # The navigation opens under the header, whose search row follows the button: the keyboard
    # meets them in that order, as they are seen.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.site-search') !== null")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.getElementById('site-nav').contains(document.activeElement)")
    page.keyboard.press("Escape")
    assert button.get_attribute("aria-expanded") == "false"
    assert not nav.is_visible()
    assert page.evaluate("document.activeElement.classList.contains('menu-toggle')"), "Escape returns focus to Menu"

    page.keyboard.press("Space")
    assert button.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Space")
    assert button.get_attribute("aria-expanded") == "false" and not nav.is_visible()


def test_the_menu_button_is_not_there_beside_the_navigation(corpus_site, new_page):
    page = new_page(viewport=LAPTOP)
    open_page(page, corpus_site, "native/controls/button/index.html")
    assert not page.get_by_role("button", name="Menu").is_visible()
    nav = page.get_by_role("navigation", name="Criteria")
    assert nav.is_visible()
    main, side = page.locator("main").bounding_box(), nav.bounding_box()
    assert side["x"] + side["width"] <= main["x"], "the navigation sits to the left of the content"


@pytest.mark.parametrize("width", [390, 1280])
def test_without_javascript_the_navigation_is_two_tab_presses_away(corpus_site, new_page, width):
    page = new_page(viewport={"width": width, "height": 900}, java_script_enabled=False)
    open_page(page, corpus_site, "native/controls/button/index.html")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    focused = page.evaluate("""() => {
      const el = document.activeElement;
      return {inNav: !!el.closest('#site-nav'), href: el.getAttribute('href'), text: el.textContent.trim()};
    }""")
    assert focused["inNav"] or focused["href"] == "#site-nav", f"after two Tabs: {focused}"
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("!!document.activeElement.closest('#site-nav')"), "the next Tab stop is in the navigation"
    # Without script the content comes first on a phone, and "Menu" is a link to the navigation.
    if width < 900:
        menu = page.get_by_role("banner").get_by_role("link", name="Menu")
        assert menu.is_visible() and menu.get_attribute("href") == "#site-nav"
        assert page.evaluate("document.querySelector('main').compareDocumentPosition(document.getElementById('site-nav'))"
                             " & Node.DOCUMENT_POSITION_FOLLOWING")


# --------------------------------------------------------------------------- #
# Tabs on one row                                                              #
# --------------------------------------------------------------------------- #

ROWS_JS = """() => {
  const list = document.querySelector('[role="tablist"]');
  if (!list) return null;
  const tops = [...list.querySelectorAll('[role="tab"]')].map(t => Math.round(t.getBoundingClientRect().top));
  return {rows: new Set(tops).size, overflow: list.scrollWidth - list.clientWidth};
}"""


def test_the_tab_list_is_one_row_on_every_page_from_768_px(corpus_site, new_page):
    page = new_page(viewport={"width": 768, "height": 900})
    problems = []
    for path in criteria_pages(corpus_site):
        open_page(page, corpus_site, path)
        # Either side of where the navigation's column (896 px) and "On this tab" (1,200 px) appear.
        for width in (768, 895, 896, 1199, 1200, 1280, 1920):
            page.set_viewport_size({"width": width, "height": 900})
            state = page.evaluate(ROWS_JS)
            if state["rows"] != 1 or state["overflow"] > 1:
                problems.append(f"{path} at {width}px: {state['rows']} rows, {state['overflow']}px cut off")
        page.set_viewport_size({"width": 768, "height": 900})
    assert not problems, "tabs should sit on one row, whole:\n" + "\n".join(problems)


def test_narrow_tab_rows_wrap_on_every_page_and_short_labels_keep_full_names(corpus_site, new_page):
    page = new_page(viewport=NARROW)
    problems = []
    for path in criteria_pages(corpus_site):
        open_page(page, corpus_site, path)
        for width in (320, 390):
            page.set_viewport_size({"width": width, "height": 800})
            cut = page.evaluate("""() => {
              const list = document.querySelector('[role="tablist"]'), box = list.getBoundingClientRect();
              return [...list.querySelectorAll('[role="tab"]')].filter(tab => {
                const r = tab.getBoundingClientRect();
                return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > innerWidth;
              }).map(tab => tab.textContent.trim());
            }""")
            if cut or page.evaluate(ROWS_JS)["overflow"] > 1:
                problems.append(f"{path} at {width}px: {cut or 'the list scrolls'}")
    assert not problems, "every tab should be in view on a phone (the list wraps):\n" + "\n".join(problems)
    open_page(page, corpus_site, TABBED)
    android = page.get_by_role("tab", name="Android Developer Notes")
    assert android.inner_text() == "Android", "the visible label is short"
    page.set_viewport_size({"width": 1920, "height": 900})
    assert android.inner_text() == "Android Developer Notes", "wide screens show the whole label"


# --------------------------------------------------------------------------- #
# On this tab                                                                  #
# --------------------------------------------------------------------------- #


def contents(page) -> list[str]:
    return page.get_by_role("navigation", name="On this tab").get_by_role("link").all_inner_texts()


def open_panel_headings(page) -> list[str]:
    # The parts (h3) and the sections (h4) whose names their tab does not repeat.
    return page.evaluate("""() => {
        const all = [...document.querySelectorAll('.tab-panel:not([hidden]) :is(h3, h4)[id]')].map(h => [h.tagName, h.textContent.trim()]);
        return all.filter(([tag, text]) => tag === 'H3' || all.filter(([, t]) => t === text).length === 1).map(([, text]) => text);
    }""")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_contents_list_follows_the_open_tab(corpus_site, new_page, scheme):
    page = new_page(viewport={"width": 1920, "height": 1000}, color_scheme=scheme)
    open_page(page, corpus_site, TABBED)
    toc = page.get_by_role("navigation", name="On this tab")
    assert toc.is_visible()
    assert contents(page) == open_panel_headings(page) and contents(page)
    page.get_by_role("tab", name="Android Developer Notes").click()
    android = open_panel_headings(page)
    assert len(android) > 3 and contents(page) == android, "the list follows the tab change"
    # Following a link marks its heading as the one in view.
    target = android[3]
    toc.get_by_role("link", name=target, exact=True).click()
    page.wait_for_function("t => document.querySelector('.page-toc a[aria-current=\"true\"]')?.textContent === t", arg=target)
    heading_top = page.evaluate("t => [...document.querySelectorAll('.tab-panel:not([hidden]) :is(h3, h4)')]"
                                ".find(h => h.textContent.trim() === t).getBoundingClientRect().top", target)
    assert 0 <= heading_top < 300, f"the heading is scrolled to the top ({heading_top}px)"
    assert page.locator(".page-toc a[aria-current]").count() == 1


def test_a_heading_linked_to_is_the_one_marked(corpus_site, new_page):
    """A link to a short section, or to the last ones of a page, scrolls no heading to the top:
    the heading after it used to be marked "in view", not the one the reader asked for."""
    page = new_page(viewport={"width": 1920, "height": 1000})
    open_page(page, corpus_site, TABBED)
    page.get_by_role("tab", name="Android Developer Notes").click()
    listed = page.evaluate("() => [...document.querySelectorAll('.page-toc a')].map(a => a.getAttribute('href'))")
    assert len(listed) > 5
    wrong = []
    for href in listed:
        page.locator(f'.tab-panel:not([hidden]) a.heading-link[href="{href}"]').click()
        page.wait_for_function("h => location.hash === h", arg=href)
        page.wait_for_timeout(100)
        marked = page.evaluate("() => document.querySelector('.page-toc a[aria-current=\"true\"]')?.getAttribute('href')")
        if marked != href:
            wrong.append(f"{href} marked {marked}")
    assert not wrong, wrong
    # Scrolled by hand past the last link's heading, the heading at the top is marked again.
    first = listed[0]
    page.evaluate("h => { history.replaceState(null, '', '#'); document.querySelector(h).scrollIntoView(); }", first)
    page.wait_for_function("h => document.querySelector('.page-toc a[aria-current=\"true\"]')?.getAttribute('href') === h", arg=first)


def test_a_page_of_one_section_is_no_set_of_tabs(corpus_site, new_page):
    """A guide has its Developer Notes only: no tab list of one tab ("tab, 1 of 1"), its heading
    shown; "On this tab" still lists its headings, and a link into it still lands."""
    page = new_page(viewport={"width": 1920, "height": 1000})
    open_page(page, corpus_site, "how-to-test/test-type/color-contrast/index.html")
    assert page.get_by_role("tablist").count() == 0 and page.get_by_role("tabpanel").count() == 0
    assert page.get_by_role("heading", name="Developer Notes", level=2).is_visible()
    toc = page.get_by_role("navigation", name="On this page")
    assert toc.get_by_role("link").all_inner_texts() == ["Related WCAG", "Resources"], "its contents, named for a page"
    page.goto(corpus_site.url("how-to-test/test-type/color-contrast/index.html#developer-notes-resources"), wait_until="load")
    top, height = page.evaluate("[document.getElementById('developer-notes-resources').getBoundingClientRect().top, innerHeight]")
    assert page.evaluate("scrollY") > 0 and 0 <= top < height, f"a link into it lands on its target ({top} px, near the page's end)"
    page = new_page(viewport={"width": 1280, "height": 800})
    open_page(page, corpus_site, "web/component/button/index.html")
    assert page.get_by_role("tab").count() > 1, "a page of several sections keeps its tabs"


def test_every_page_has_a_title_of_its_own(corpus_site):
    """The corpus has Button, Link, Modal… under Web and under Native: a page's title names its
    top-level category, so two tabs or history entries never read alike."""
    titles = {}
    for path in corpus_site.pages:
        title = re.search(r"<title>([^<]*)</title>", (corpus_site.root / path).read_text(encoding="utf-8")).group(1)
        titles.setdefault(title, []).append(path)
    assert not {t: p for t, p in titles.items() if len(p) > 1}
    assert titles.get("Button · Web · Accessibility Criteria") == ["web/component/button/index.html"]


def test_developer_notes_parts_are_headed_below_the_panel_and_listed_with_their_sections(corpus_site, new_page):
    """Developer Notes gathers a page's other `##` sections: each is a part of the panel its h2
    heads (h3, its own headings h4), and "On this tab" lists the parts with their sections nested."""
    for path in corpus_site.pages:
        html = (corpus_site.root / path).read_text(encoding="utf-8")
        for kind, panel in re.findall(r'<section class="tab-panel" id="([^"]+)"(.*?)</section>', html, flags=re.S):
            # The headings of the page's blocks (their IDs start with the tab's); one written in a
            # list item or a demonstration's HTML stays as written.
            assert f'<h2 id="{kind}-' not in panel, f"{path}: a panel's heading is its only h2 of a block"
    page = new_page(viewport={"width": 1920, "height": 1000})
    open_page(page, corpus_site, "web/component/button/index.html")
    page.get_by_role("tab", name="Developer Notes").click()
    toc = page.get_by_role("navigation", name="On this tab")
    parts = toc.locator(":scope > ul > li")
    first = parts.filter(has=page.get_by_role("link", name="Buttons vs links", exact=True))
    assert first.locator("ul a").all_inner_texts()[0].startswith("If it goes somewhere")
    assert "Fully disabled button" in parts.locator(":scope > a").all_inner_texts()


def test_the_contents_list_comes_before_the_content_in_tab_order(corpus_site, new_page):
    # At 1280 px it is shown at the top right: the keyboard reaches it before the page, not after
    # the page's Previous and Next.
    page = new_page(viewport={"width": 1280, "height": 800})
    open_page(page, corpus_site, TABBED)
    toc = page.get_by_role("navigation", name="On this tab")
    assert toc.is_visible()
    toc.get_by_role("link").last.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.breadcrumbs') !== null"), "then the page's breadcrumb"
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.closest('.page-toc') !== null"), "Shift+Tab goes back to it"
    page.locator(".page-neighbours a").last.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("!document.activeElement.closest('.page-toc')"), "nothing of it follows Previous and Next"


def test_the_contents_list_is_not_shown_on_laptops(corpus_site, new_page):
    page = new_page(viewport={"width": 1024, "height": 800})
    open_page(page, corpus_site, TABBED)
    assert page.get_by_role("navigation", name="On this tab").count() == 0 or \
        not page.get_by_role("navigation", name="On this tab").is_visible()


# --------------------------------------------------------------------------- #
# The home page                                                                #
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("viewport, screens", [(LAPTOP, 2.5), (PHONE, 8)])
def test_the_home_page_is_short_enough_to_scan(corpus_site, new_page, viewport, screens):
    page = new_page(viewport=viewport)
    open_page(page, corpus_site, "index.html")
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= viewport["height"] * screens, \
        f"the home page is {height}px tall at {viewport['width']}px: {height / viewport['height']:.1f} screens"
    groups = page.locator("main h2").all_inner_texts()
    assert any(g.startswith("Guides and articles") for g in groups), groups
    guides = page.locator(".page-group-guides").get_by_role("link").all_inner_texts()
    assert "Markdown guide" in guides and "Color contrast" in guides, "pages without criteria are listed apart"
    criteria = page.locator(".page-group:not(.page-group-guides) .page-list").get_by_role("link").all_inner_texts()
    assert "Markdown guide" not in criteria and "Button" in criteria


class LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.depth = 0  # inside <main>

    def handle_starttag(self, tag, attrs):
        if tag == "main":
            self.depth += 1
        elif tag == "a" and self.depth:
            href = dict(attrs).get("href")
            if href:
                self.links.append(href)

    def handle_endtag(self, tag):
        if tag == "main":
            self.depth -= 1


def test_every_page_is_reached_from_the_home_page_through_overviews(corpus_site):
    """Follows links in <main> from the home page, opening only overview pages (a category's
    index.html); every page of the site must be among the links found."""
    overview_pages = {p for p in corpus_site.pages if (corpus_site.root / p).read_text().count('class="page-list"')}
    overview_pages.add("wcag/index.html")   # the success criteria's overview: it lists their pages
    seen, queue, reached = {"index.html"}, ["index.html"], set()
    while queue:
        path = queue.pop()
        collector = LinkCollector()
        collector.feed((corpus_site.root / path).read_text())
        for href in collector.links:
            target = urldefrag(urljoin("http://x/" + path, href)).url.removeprefix("http://x/")
            reached.add(target)
            if target in overview_pages and target not in seen:
                seen.add(target)
                queue.append(target)
    def is_page(path: str) -> bool:
        text = (corpus_site.root / path).read_text()
        return path.endswith("/index.html") and 'http-equiv="refresh"' not in text  # not an alias's redirect
    content_pages = [p for p in corpus_site.pages if is_page(p)]
    missing = [p for p in content_pages if p not in reached]
    assert len(content_pages) > 100
    assert not missing, "not reached from the home page through overviews:\n" + "\n".join(missing)


# --------------------------------------------------------------------------- #
# Screenshots                                                                  #
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", WIDTHS)
def test_screenshots_at_each_width(corpus_site, new_page, screenshot_dir, width, scheme):
    page = new_page(viewport={"width": width, "height": 900}, color_scheme=scheme)
    for path, name in [("native/controls/button/index.html", "button"), ("index.html", "home")]:
        open_page(page, corpus_site, path)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, f"{path} scrolls sideways at {width}px"
        shot = screenshot_dir / f"reader-{name}-{width}-{scheme}.png"
        page.screenshot(path=str(shot))
        assert shot.stat().st_size > 0


# --------------------------------------------------------------------------- #
# Finish: copy buttons, previous and next                                      #
# --------------------------------------------------------------------------- #


def test_code_blocks_have_a_copy_button_and_pages_link_their_neighbours(corpus_site, new_page):
    page = new_page(viewport=LAPTOP)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_page(page, corpus_site, "web/component/button/index.html")
    page.get_by_role("tab", name="Developer Notes").click()
    block = page.locator(".tab-panel:not([hidden]) .code-block").first
    code = block.locator("pre").inner_text()
    # Named after the block's language and the heading it is under, not "Copy code" each.
    button = block.get_by_role("button", name=re.compile(r"^Copy code( \([A-Z0-9+#-]+\))? under \u201C.+\u201D$"))
    names = page.locator(".tab-panel:not([hidden]) .code-block > button").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
    assert len(names) > 1 and len(set(names)) > 1, names
    assert button.inner_text() == "Copy", "the name starts with the words shown (WCAG 2.5.3)"
    button.click()
    page.wait_for_function("b => b.textContent === 'Copied'", arg=button.element_handle())
    assert page.evaluate("navigator.clipboard.readText()") == code
    assert page.get_by_role("status").filter(has_text="copied").count() == 1
    assert page.locator("example pre, .example pre").locator("xpath=..").evaluate_all(
        "parents => parents.filter(p => p.classList.contains('code-block')).length") == 0, "demos are left alone"

    neighbours = page.get_by_role("navigation", name="Previous and next pages")
    previous, following = neighbours.locator("a[rel=prev]"), neighbours.locator("a[rel=next]")
    assert previous.inner_text().split() == ["Previous", "Breadcrumbs"]
    assert following.inner_text().split()[:2] == ["Next", "Carousel"]
    following.click()
    assert page.locator("h1").inner_text().startswith("Carousel")


# --------------------------------------------------------------------------- #
# Weight                                                                       #
# --------------------------------------------------------------------------- #


def test_pages_load_only_the_scripts_they_use_and_stay_light(corpus_site):
    import importlib.util
    from conftest import REPO_ROOT
    spec = importlib.util.spec_from_file_location("page_weight", REPO_ROOT / "Benchmarks" / "page_weight.py")
    page_weight = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(page_weight)
    unused = {rel: names for rel, path in page_weight.pages(str(corpus_site.root))
              for names in [page_weight.unused_scripts(path)] if names}
    assert not unused, f"pages loading scripts they do not use: {dict(list(unused.items())[:5])}"
    html = (corpus_site.root / "web/component/radio-button/index.html").read_text()
    assert "examples.js" in html and "collect.js" in html, "a page with demos and Copy/Save loads both"
    assert "examples.js" not in (corpus_site.root / "index.html").read_text()
    heaviest = max(sum(page_weight.first_load(path)) for rel, path in page_weight.pages(str(corpus_site.root))
                   if 'role="tab"' in open(path, encoding="utf-8").read())
    assert heaviest <= page_weight.LIMIT_KB * 1024, f"the heaviest criteria page loads {heaviest / 1024:.1f} KB"
