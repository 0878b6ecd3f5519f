"""Links to checks: each check's <li> has its ID, `page.html#<check-id>` opens the check's tab
and scrolls to it (with and without JavaScript, over HTTP and from file://), and a tab's
"Link to this check" links are one Tab stop, the arrow keys moving between them.

The IDs come from the build's `_assets/checks.js`, the same data as `criteria export`.
"""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from conftest import SCREENSHOT_DIR, checks_js_data, restored_checks
from test_axe import run_axe

LINK_PAGE = "native/controls/link/index.html"


def checks_of(site, page_path: str = "native/controls/link.md") -> list[dict]:
    data, _ = checks_js_data((site.root / "_assets" / "checks.js").read_text(encoding="utf-8"))
    return restored_checks(next(p for p in data["pages"] if p["path"] == page_path))


def check_state(page, check_id: str) -> dict:
    return page.evaluate("""id => {
        const item = document.getElementById(id);
        const box = item.getBoundingClientRect();
        const panel = item.closest('.tab-panel');
        const tabBar = document.querySelector('.tab-list').getBoundingClientRect();
        return {tag: item.tagName, isCheck: item.hasAttribute("data-check"), panel: panel && panel.id,
                panelVisible: !!panel && panel.checkVisibility(), isTarget: item.matches(':target'),
                inside: box.height > 0 && box.top >= tabBar.bottom && box.bottom <= innerHeight, top: box.top,
                focused: document.activeElement === item};
    }""", check_id)


def test_every_check_has_its_li_with_id_and_data_check(site):
    html = (site.root / LINK_PAGE).read_text(encoding="utf-8")
    checks = checks_of(site)
    assert len(checks) == 15
    for check in checks:
        assert f'<li id="{check["id"]}" data-check>' in html, check["id"]
    assert len(re.findall(r'class="check-link"', html)) == len(checks)


@pytest.mark.parametrize("section", ["condensed", "gherkin"])
def test_a_check_anchor_opens_its_tab_and_scrolls_to_it(site, page, section):
    check = [c for c in checks_of(site) if c["section"] == section][-1]
    page.goto(site.url(LINK_PAGE) + "#" + check["id"])
    state = check_state(page, check["id"])
    assert state["tag"] == "LI" and state["isCheck"]
    assert state["panel"] == section and state["panelVisible"], f"the {section} tab should be open: {state}"
    assert state["isTarget"] and state["inside"], f"the check should be the target, in view below the tabs: {state}"
    selected = page.get_by_role("tab", selected=True).get_attribute("aria-controls")
    assert selected == section
    assert state["focused"], "focus is on the check, so the next Tab goes on from it"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')") == "#" + check["id"], \
        "the next Tab is the check's own link, its tab's one stop"


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_a_check_near_its_tabs_top_shows_the_tab_bar_above_it(site, new_page, width, height):
    # A reader arriving from a ticket's link sees which tab is open: where the check and the tab
    # bar fit on the screen together, both are in view.
    check = [c for c in checks_of(site) if c["section"] == "gherkin"][0]
    page = new_page(viewport={"width": width, "height": height})
    page.goto(site.url(LINK_PAGE) + "#" + check["id"])
    state = check_state(page, check["id"])
    assert state["focused"] and state["inside"], state
    bar = page.evaluate("(() => { const b = document.querySelector('[role=tablist]').getBoundingClientRect(); return [b.top, b.bottom]; })()")
    assert 0 <= bar[0] and bar[1] <= height, f"the tab bar is in view: {bar}"
    expect(page.get_by_role("tab", selected=True)).to_be_in_viewport()


def test_a_link_to_a_check_the_page_no_longer_has_says_so_and_offers_the_closest(site, page):
    # A link made before the check's words changed: its slug is the check's first words, its
    # hash another. The page says so under its title, politely, and links the closest check.
    check = checks_of(site)[0]
    reworded = re.sub(r"-[0-9a-f]{6}$", "-000000", check["id"])
    assert reworded != check["id"]
    page.goto(site.url(LINK_PAGE) + "#" + reworded)
    note = page.locator("#check-missing")
    assert note.get_attribute("role") == "status"
    assert note.inner_text().startswith(f"No check on this page has the ID \u201C{reworded}\u201D")
    closest = note.get_by_role("link")
    assert closest.get_attribute("href") == "#" + check["id"] and closest.inner_text() == check["text"]
    closest.click()
    assert page.locator("#check-missing").count() == 0, "the note goes once the address names a check"
    assert check_state(page, check["id"])["isTarget"]
    # Words no check starts with: the note alone, no guess.
    page.goto(site.url(LINK_PAGE) + "#nothing-like-it-abcdef")
    assert page.locator("#check-missing").count() == 1 and page.locator("#check-missing a").count() == 0
    # A tab's or a check's own address is no missing check.
    page.goto(site.url(LINK_PAGE) + "#gherkin")
    assert page.locator("#check-missing").count() == 0


def test_following_a_checks_own_link_keeps_focus_on_the_check(site, page):
    checks = [c for c in checks_of(site) if c["section"] == "condensed"]
    page.goto(site.url(LINK_PAGE))
    page.locator("#condensed a.check-link").first.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.activeElement.id === '{checks[1]['id']}'")
    state = check_state(page, checks[1]["id"])
    assert state["isTarget"] and state["inside"], state
    assert page.evaluate("document.activeElement.getAttribute('tabindex')") == "-1"
    assert page.evaluate("['role', 'aria-label', 'aria-labelledby'].filter(a => document.activeElement.hasAttribute(a))") == [], \
        "the focused check keeps its role and gets no name: its words are what is read"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')") == "#" + checks[1]["id"]
    page.keyboard.press("Enter")  # the same link again: no hashchange, the browser focuses the check
    assert page.evaluate("document.activeElement.id") == checks[1]["id"]
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.activeElement.id === '{checks[2]['id']}'")
    assert page.evaluate("document.querySelectorAll('li[data-check][tabindex]').length") == 1, \
        "only the targeted check is focusable"
    stops = page.evaluate("[...document.querySelectorAll('#condensed a.check-link')].filter(a => a.tabIndex === 0).length")
    assert stops == 1


def test_following_a_link_to_a_check_in_another_tab_opens_it_and_moves_focus(site, page):
    gherkin = [c for c in checks_of(site) if c["section"] == "gherkin"][2]
    page.goto(site.url(LINK_PAGE))
    page.evaluate("id => { location.hash = '#' + id; }", gherkin["id"])
    page.wait_for_function(f"document.activeElement && document.activeElement.id === '{gherkin['id']}'")
    state = check_state(page, gherkin["id"])
    assert state["panel"] == "gherkin" and state["panelVisible"] and state["inside"], state


def test_without_javascript_a_check_anchor_scrolls_to_it(site, new_page):
    page = new_page(java_script_enabled=False)
    check = [c for c in checks_of(site) if c["section"] == "gherkin"][-1]
    page.goto(site.url(LINK_PAGE) + "#" + check["id"])
    state = check_state(page, check["id"])
    assert state["panelVisible"] and state["isTarget"] and state["inside"], state
    links = page.locator("a.check-link")
    assert links.count() == 15 and links.first.get_attribute("tabindex") is None, \
        "without the script every check link is an ordinary link"


def test_a_tabs_check_links_are_one_tab_stop_and_arrows_move_between_them(site, page):
    page.goto(site.url(LINK_PAGE))
    panel = page.locator("#condensed")
    links = panel.locator("a.check-link")
    count = links.count()
    assert count == 11
    stops = page.evaluate("[...document.querySelectorAll('#condensed a.check-link')].filter(a => a.tabIndex === 0).length")
    assert stops == 1, "one Tab stop for the tab's check links"
    # The arrow keys the focused link's hint shows are its description, for a screen reader.
    expect(links.first).to_have_accessible_description("Up and Down arrow keys: the other checks of this tab.")
    links.first.focus()
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.getAttribute('href')") == links.nth(1).get_attribute("href")
    page.keyboard.press("End")
    assert page.evaluate("document.activeElement.getAttribute('href')") == links.nth(count - 1).get_attribute("href")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowUp")  # stays on the first
    assert page.evaluate("document.activeElement.getAttribute('href')") == links.first.get_attribute("href")
    page.keyboard.press("End")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')") == links.nth(count - 1).get_attribute("href"), \
        "Tab comes back to the link last focused"
    page.keyboard.press("Tab")
    assert page.evaluate("!document.activeElement.classList.contains('check-link')"), "the next Tab leaves the check links"


def test_the_link_is_named_apart_from_the_check_and_shows_on_hover_and_focus(site, page):
    check = checks_of(site)[0]
    page.goto(site.url(LINK_PAGE))
    item = page.locator(f"li#{check['id']}")
    link = item.locator("a.check-link")
    # The page names every link alike; the script names each after its check's words, which
    # a screen reader moving by arrow from link to link otherwise never hears.
    assert re.search(rf'id="{check["id"]}"[^>]*>[^<]*<a class="check-link"[^>]*aria-label="Link to this check"',
                     (site.root / LINK_PAGE).read_text(encoding="utf-8"))
    expect(link).to_have_accessible_name("Link to check: " + check["text"])
    assert link.get_attribute("href") == "#" + check["id"]
    words = item.evaluate("li => [...li.childNodes].filter(n => !(n.matches && n.matches('a.check-link'))).map(n => n.textContent).join('').trim()")
    assert words == check["text"], "the check's words are its own; the link is beside them"
    opacity = lambda: float(link.evaluate("a => getComputedStyle(a).opacity"))
    assert opacity() == 0
    item.hover()
    assert opacity() == 1
    page.mouse.move(0, 0)
    link.focus()
    assert opacity() == 1
    box = link.bounding_box()
    assert box["width"] >= 24 and box["height"] >= 24, f"a target of at least 24 by 24 px (WCAG 2.5.8): {box}"


def test_a_checks_link_inside_a_paragraph_shows_on_hover_and_when_targeted(site, page):
    """A loose list's item holds its words in a paragraph, and the link after them."""
    html = (site.root / LINK_PAGE).read_text(encoding="utf-8")
    check_id = re.search(r'<li id="([^"]+)" data-check>\s*<p>', html).group(1)
    page.goto(site.url(LINK_PAGE) + "#" + check_id)
    link = page.locator(f"li#{check_id} > p > a.check-link")
    opacity = lambda: float(link.evaluate("a => getComputedStyle(a).opacity"))
    page.evaluate("document.activeElement.blur()")
    assert opacity() == 1, "the targeted check shows its link"
    page.goto(site.url(LINK_PAGE))
    page.get_by_role("tab", name=re.compile("Gherkin")).click()
    page.mouse.move(0, 0)
    assert opacity() == 0
    page.locator(f"li#{check_id}").hover()
    assert opacity() == 1


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots_of_a_targeted_check(http_site, new_page, axe, scheme, width):
    page = new_page(color_scheme=scheme, viewport={"width": width, "height": 800})
    check = checks_of(http_site)[1]
    page.goto(http_site.url(LINK_PAGE) + "#" + check["id"])
    SCREENSHOT_DIR.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOT_DIR / f"check-target-{width}-{scheme}.png"))
    state = check_state(page, check["id"])
    assert state["inside"] and state["focused"], state
    if width == 1280:  # the focused check's markup, in each scheme
        assert not run_axe(axe, page, f"{LINK_PAGE}#{check['id']} ({scheme})")
