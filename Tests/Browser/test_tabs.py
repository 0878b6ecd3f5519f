"""Tabs on a criteria page (themes/default/assets/criteria.js): the WAI-ARIA tabs
pattern with automatic activation, and deep links to panels and headings.

Each test runs over HTTP (under the /a11y/ sub-path) and over file://.
"""
from __future__ import annotations

import re

LINK_PAGE = "native/controls/link/index.html"
TAB_NAMES = ["Condensed", "Gherkin", "Android Developer Notes", "iOS Developer Notes", "Videos"]
CONDENSED, GHERKIN, ANDROID, IOS, VIDEOS = TAB_NAMES


# --------------------------------------------------------------------------- #
# Helpers                                                                      #
# --------------------------------------------------------------------------- #

TAB_STATES_JS = """() =>
  [...document.querySelectorAll('.tab-list [role="tab"]')].map(tab => {
    const panel = document.getElementById(tab.getAttribute('aria-controls'));
    return {
      name: tab.getAttribute('aria-label') || tab.textContent.trim(),  // short labels keep their full name
      selected: tab.getAttribute('aria-selected'),
      tabindex: tab.getAttribute('tabindex'),
      panel: panel ? panel.id : null,
      panelRole: panel ? panel.getAttribute('role') : null,
      panelVisible: !!panel && panel.checkVisibility(),
      focused: document.activeElement === tab,
    };
  })"""


def tab_states(page) -> list[dict]:
    return page.evaluate(TAB_STATES_JS)


def describe(states: list[dict]) -> str:
    return "\n".join(
        f"  {s['name']!r}: aria-selected={s['selected']} tabindex={s['tabindex']} "
        f"panel #{s['panel']} {'visible' if s['panelVisible'] else 'hidden'}{' (focused)' if s['focused'] else ''}"
        for s in states)


def assert_selected(page, name: str, focused: bool = True) -> None:
    """Exactly the tab `name` is selected, in the tab order (tabindex 0) and, if
    `focused`, has focus; its panel is the only one visible."""
    states = tab_states(page)
    assert [s["name"] for s in states] == TAB_NAMES, f"unexpected tabs:\n{describe(states)}"
    for s in states:
        chosen = s["name"] == name
        expected = ("true", "0", True) if chosen else ("false", "-1", False)
        actual = (s["selected"], s["tabindex"], s["panelVisible"])
        assert actual == expected, (
            f"expected only {name!r} selected (aria-selected, tabindex, panel visible) — "
            f"{s['name']!r} has {actual}, expected {expected}:\n{describe(states)}")
    visible = [s["panel"] for s in states if s["panelVisible"]]
    assert len(visible) == 1, f"exactly one panel should be visible, got {visible}"
    if focused:
        tab = next(s for s in states if s["name"] == name)
        assert tab["focused"], \
            f"focus should be on the {name!r} tab, it is on {page.evaluate('document.activeElement.outerHTML.slice(0, 80)')}"


def press(page, key: str, expect: str) -> None:
    page.keyboard.press(key)
    assert_selected(page, expect)


def open_link_page(page, site, fragment: str = ""):
    page.goto(site.url(LINK_PAGE) + fragment)


# --------------------------------------------------------------------------- #
# 2. Tabs with the keyboard                                                    #
# --------------------------------------------------------------------------- #


def test_script_enhances_the_tabs(site, page):
    open_link_page(page, site)
    assert page.locator(".tab-list").is_visible(), "criteria.js should unhide the tablist"
    states = tab_states(page)
    assert all(s["panelRole"] == "tabpanel" for s in states), f"every panel should get role=tabpanel: {states}"
    assert_selected(page, CONDENSED, focused=False)
    assert page.evaluate("location.hash") == "", "opening a page must not add a fragment"


def test_arrow_keys_home_and_end_move_focus_and_selection(site, page):
    open_link_page(page, site)
    page.locator('[role="tab"][aria-selected="true"]').focus()
    assert_selected(page, CONDENSED)

    press(page, "ArrowRight", GHERKIN)
    press(page, "ArrowRight", ANDROID)
    press(page, "ArrowRight", IOS)
    press(page, "ArrowRight", VIDEOS)
    press(page, "ArrowRight", CONDENSED)  # wraps from last to first
    press(page, "ArrowLeft", VIDEOS)      # wraps from first to last
    press(page, "ArrowLeft", IOS)
    press(page, "Home", CONDENSED)
    press(page, "End", VIDEOS)


def test_tab_key_leaves_the_tablist_for_the_open_panel(site, page):
    """Roving tabindex: only the selected tab is a Tab stop; the next stop is its panel."""
    open_link_page(page, site)
    page.locator('[role="tab"][aria-selected="true"]').focus()
    press(page, "ArrowRight", GHERKIN)
    page.keyboard.press("Tab")
    active = page.evaluate("document.activeElement.id")
    assert active == "gherkin", f"Tab from the selected tab should focus its panel #gherkin, focus is on #{active}"


# --------------------------------------------------------------------------- #
# 3. Deep links                                                                #
# --------------------------------------------------------------------------- #


def in_viewport(page, element_id: str) -> dict:
    return page.evaluate("""id => {
        const box = document.getElementById(id).getBoundingClientRect();
        return {top: box.top, bottom: box.bottom, height: innerHeight,
                inside: box.height > 0 && box.top >= 0 && box.bottom <= innerHeight};
    }""", element_id)


def test_fragment_naming_a_panel_opens_that_tab(site, page):
    open_link_page(page, site, "#gherkin")
    assert_selected(page, GHERKIN, focused=False)


def test_fragment_naming_a_heading_opens_its_tab_and_shows_the_heading(site, page):
    html = (site.root / LINK_PAGE).read_text(encoding="utf-8")
    heading_id = "ios-developer-notes-focus"
    assert re.search(rf'<h3 id="{heading_id}"', html), f"the build should have <h3 id={heading_id!r}>"

    open_link_page(page, site, f"#{heading_id}")
    assert_selected(page, IOS, focused=False)
    position = in_viewport(page, heading_id)
    assert position["inside"], f"#{heading_id} should be scrolled into the viewport, its box is {position}"


def test_a_heading_repeating_its_tab_label_is_heard_once_and_its_old_links_still_land(site, page):
    """The Android tab opened with "### Developer Notes": the panel's own heading stands for it,
    and keeps its id, so an address made to it before still opens the tab at its top."""
    old_id = "android-developer-notes-developer-notes"
    open_link_page(page, site, f"#{old_id}")
    assert_selected(page, ANDROID, focused=False)
    panel = page.locator("#android-developer-notes")
    headings = panel.get_by_role("heading").all_inner_texts()
    assert headings[0] == ANDROID and "Developer Notes" not in headings, \
        f"one heading for the tab, not a second saying it again: {headings}"
    assert page.evaluate(f"document.getElementById('{old_id}').closest('h2').id") == "android-developer-notes-heading"
    tabs_top = page.evaluate("document.querySelector('[role=tablist]').getBoundingClientRect().top")
    assert 0 <= tabs_top < page.viewport_size["height"] / 2, f"the tabs and the panel should be in view, the tabs are at {tabs_top}px"


def test_switching_tabs_updates_the_address_without_new_history_entries(site, page):
    open_link_page(page, site)
    history_length = page.evaluate("history.length")

    page.get_by_role("tab", name=VIDEOS).click()
    assert_selected(page, VIDEOS)
    assert page.evaluate("location.hash") == "#videos", "clicking a tab should set the fragment to its panel id"

    page.keyboard.press("Home")
    assert page.evaluate("location.hash") == "#condensed", "switching tabs by keyboard should update the fragment"
    assert page.evaluate("history.length") == history_length, "tabs should use replaceState, not add history entries"


def test_reloading_a_switched_tab_url_reopens_it(site, page):
    open_link_page(page, site)
    page.get_by_role("tab", name=ANDROID).click()
    page.goto(page.url)  # open the copied address
    assert_selected(page, ANDROID, focused=False)
