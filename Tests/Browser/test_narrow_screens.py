"""Phones and narrow windows on the starter site (`criteria init`), whose switch page has seven
tabs and whose button page has a captioned video:

* every tab is in view at 320 and 390 px, as the tab list wraps onto more rows rather than
  scrolling sideways, and the keyboard still moves through it (arrows, Home, End), the
  selected tab marked and the focused one outlined;
* a video takes the column's width on a phone, up to a cap on wide screens, keeps its shape,
  and its box does not change size when the video loads.

Screenshots go to test-output/narrow-*.png.
"""
from __future__ import annotations

import pytest

MANY_TABS = "native/controls/switch/index.html"
VIDEO_PAGE = "web/component/button/index.html"
TABS = ["Condensed", "Gherkin", "Criteria", "WCAG", "Android Developer Notes", "iOS Developer Notes", "Videos"]

# Each tab's box, the tab list's and the window's: a tab is in view when it is inside both.
TAB_BOXES_JS = """() => {
  const list = document.querySelector('[role="tablist"]');
  const box = r => ({left: r.left, right: r.right, top: r.top, bottom: r.bottom});
  return {
    list: box(list.getBoundingClientRect()),
    hiddenSideways: list.scrollWidth - list.clientWidth,
    window: document.documentElement.clientWidth,
    tabs: [...list.querySelectorAll('[role="tab"]')].map(tab => ({
      name: tab.getAttribute('aria-label') || tab.textContent.trim(), ...box(tab.getBoundingClientRect())})),
  };
}"""


def tabs_out_of_view(page) -> list[str]:
    state = page.evaluate(TAB_BOXES_JS)
    assert state["hiddenSideways"] <= 1, f"the tab list scrolls sideways by {state['hiddenSideways']}px"
    list_box, out = state["list"], []
    for tab in state["tabs"]:
        inside_list = (tab["left"] >= list_box["left"] - 0.5 and tab["right"] <= list_box["right"] + 0.5
                       and tab["top"] >= list_box["top"] - 0.5 and tab["bottom"] <= list_box["bottom"] + 0.5)
        inside_window = tab["left"] >= 0 and tab["right"] <= state["window"]
        if not (inside_list and inside_window):
            out.append(f"{tab['name']}: {tab['left']:.0f}–{tab['right']:.0f}px (window {state['window']}px, "
                       f"list {list_box['left']:.0f}–{list_box['right']:.0f}px)")
    assert [tab["name"] for tab in state["tabs"]] == TABS
    return out


@pytest.mark.parametrize("width", [320, 390])
def test_every_tab_is_in_view_on_a_phone(starter_site, new_page, screenshot_dir, width):
    page = new_page(viewport={"width": width, "height": 800})
    page.goto((starter_site / MANY_TABS).as_uri())
    assert tabs_out_of_view(page) == [], f"at {width}px every tab should be in view"
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page scrolls sideways"
    page.locator('[role="tablist"]').screenshot(path=str(screenshot_dir / f"narrow-tabs-{width}.png"))


def selected_and_focused(page) -> tuple[str, str, str]:
    """The selected tab's name, the focused tab's name and the focused tab's outline style."""
    return page.evaluate("""() => {
      const name = tab => tab && (tab.getAttribute('aria-label') || tab.textContent.trim());
      const focused = document.activeElement;
      return [name(document.querySelector('[role="tab"][aria-selected="true"]')),
              focused.getAttribute('role') === 'tab' ? name(focused) : focused.tagName,
              getComputedStyle(focused).outlineStyle];
    }""")


def test_the_keyboard_moves_through_wrapped_tabs(starter_site, new_page, screenshot_dir):
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto((starter_site / MANY_TABS).as_uri())
    rows = page.evaluate("new Set([...document.querySelectorAll('[role=\"tab\"]')]"
                         ".map(t => Math.round(t.getBoundingClientRect().top))).size")
    assert rows > 1, "at 390px seven tabs should wrap onto more than one row"
    page.locator('[role="tab"][aria-selected="true"]').focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")                # back by keyboard, so :focus-visible applies
    for expected in TABS[1:] + TABS[:1]:            # ArrowRight crosses rows and wraps at the end
        page.keyboard.press("ArrowRight")
        selected, focused, outline = selected_and_focused(page)
        assert [selected, focused] == [expected, expected], f"ArrowRight should select and focus {expected!r}"
        assert outline != "none", f"the focused tab {expected!r} should show its focus outline"
    page.keyboard.press("End")
    assert selected_and_focused(page)[:2] == ["Videos", "Videos"]
    page.locator('[role="tablist"]').screenshot(path=str(screenshot_dir / "narrow-tabs-390-focused.png"))
    page.keyboard.press("Home")
    assert selected_and_focused(page)[:2] == ["Condensed", "Condensed"]
    assert page.locator("#criteria").is_hidden() and page.locator("#condensed").is_visible()
    assert tabs_out_of_view(page) == []


def test_without_javascript_every_section_shows_under_its_heading(starter_site, new_page):
    page = new_page(viewport={"width": 390, "height": 844}, java_script_enabled=False)
    page.goto((starter_site / MANY_TABS).as_uri())
    assert page.locator('[role="tablist"]').is_hidden(), "the tab list is only for the script to show"
    headings = page.locator(".tab-panel-heading").all_inner_texts()
    assert headings == TABS, "without the script every section shows, each under its own h2"


# --------------------------------------------------------------------------- #
# Videos                                                                       #
# --------------------------------------------------------------------------- #

# The loaded video's box beside the box of a copy with no source, which never loads: the space
# the page keeps for the video before it loads.
VIDEO_BOX_JS = """async () => {
  const video = document.querySelector('video');
  if (video.readyState < 1) await new Promise(resolve => {
    video.addEventListener('loadedmetadata', resolve); video.addEventListener('error', resolve);
    setTimeout(resolve, 8000);
  });
  const unloaded = video.cloneNode(false);
  unloaded.removeAttribute('src');
  video.after(unloaded);
  const size = element => { const r = element.getBoundingClientRect(); return [r.width, r.height]; };
  const result = {column: video.closest('.tab-panel').getBoundingClientRect().width,
                  before: size(unloaded), after: size(video), natural: [video.videoWidth, video.videoHeight]};
  unloaded.remove();
  return result;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [320, 390, 1280])
def test_a_video_takes_the_column_width_without_moving_the_page(starter_site, new_page, screenshot_dir, width, scheme):
    page = new_page(viewport={"width": width, "height": 900}, color_scheme=scheme)
    page.goto((starter_site / VIDEO_PAGE).as_uri() + "#videos")
    box = page.evaluate(VIDEO_BOX_JS)
    (shown_width, shown_height), (natural_width, natural_height) = box["after"], box["natural"]
    assert natural_width == 320, f"the starter video should load: {box}"
    if width < 800:
        assert shown_width >= box["column"] - 1, f"at {width}px the video should be as wide as its column: {box}"
    else:
        assert 600 <= shown_width <= 641, f"on a wide screen the video should stop at 40rem: {box}"
    assert abs(shown_width / shown_height - natural_width / natural_height) < 0.01, f"the video keeps its shape: {box}"
    assert box["before"] == box["after"], f"the video's box should not change size when it loads: {box}"
    page.locator("figure.video").screenshot(path=str(screenshot_dir / f"narrow-video-{width}-{scheme}.png"))
