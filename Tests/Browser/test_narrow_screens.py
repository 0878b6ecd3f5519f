"""Phones and narrow windows on the starter site (`criteria init`), whose switch page has seven
tabs and whose button page has a captioned video, and on a page with all eight tabs
(`Fixtures/all-tabs.md`):

* every tab is in view at 320 and 390 px, as the tab list wraps onto more rows rather than
  scrolling sideways, and the keyboard still moves through it (arrows, Home, End), the
  selected tab marked and the focused one outlined;
* seven tabs sit on one row from 600 px, also where the navigation and "On this tab" columns
  appear; eight on one row at most laptop widths and on at most two rows at the others;
* the selected tab is framed, so it is marked on any row, in light, dark and forced colours;
* a video takes the column's width on a phone, up to a cap on wide screens, keeps its shape,
  and its box does not change size when the video loads.

Screenshots go to test-output/narrow-*.png.
"""
from __future__ import annotations

import pytest

from conftest import ALL_TABS_PAGE

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


def tabs_out_of_view(page, names: list[str] = TABS) -> list[str]:
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
    assert [tab["name"] for tab in state["tabs"]] == names
    return out


@pytest.mark.parametrize("width", [320, 390])
def test_every_tab_is_in_view_on_a_phone(starter_site, new_page, screenshot_dir, width):
    page = new_page(viewport={"width": width, "height": 800})
    page.goto((starter_site / MANY_TABS).as_uri())
    assert tabs_out_of_view(page) == [], f"at {width}px every tab should be in view"
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page scrolls sideways"
    page.locator('[role="tablist"]').screenshot(path=str(screenshot_dir / f"narrow-tabs-{width}.png"))


def rows_of_tabs(page) -> int:
    return page.evaluate("new Set([...document.querySelectorAll('[role=\"tab\"]')]"
                         ".map(t => Math.round(t.getBoundingClientRect().top))).size")


# Either side of where the layout changes: the navigation's column at 56em, "On this tab" at
# 75em, the column's widest from 100em.
LAYOUT_WIDTHS = [600, 768, 895, 896, 991, 1024, 1100, 1199, 1200, 1232, 1280, 1440, 1599, 1600, 1920]


def test_seven_tabs_sit_on_one_row_from_600_px(starter_site, new_page):
    page = new_page(viewport={"width": 600, "height": 800})
    page.goto((starter_site / MANY_TABS).as_uri())
    problems = []
    for width in LAYOUT_WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        if rows_of_tabs(page) != 1 or tabs_out_of_view(page):
            problems.append(f"{width}px: {rows_of_tabs(page)} rows, {tabs_out_of_view(page)} out of view")
    assert not problems, "seven tabs should sit on one row, whole:\n" + "\n".join(problems)


def test_eight_tabs_take_one_row_at_most_laptop_widths_and_two_at_most(all_tabs_site, new_page, screenshot_dir):
    page = new_page(viewport={"width": 600, "height": 800})
    page.goto((all_tabs_site / ALL_TABS_PAGE).as_uri())
    problems = []
    for width in LAYOUT_WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        rows, out = rows_of_tabs(page), tabs_out_of_view(page, TABS[:4] + ["Developer Notes"] + TABS[4:])
        if out or rows > (1 if width in (768, 1024, 1280, 1920) else 2):
            problems.append(f"{width}px: {rows} rows, {out} out of view")
    assert not problems, "eight tabs should fit one row at 768, 1,024, 1,280 and 1,920 px, two elsewhere:\n" + "\n".join(problems)
    page.set_viewport_size({"width": 960, "height": 800})
    page.locator('[role="tablist"]').screenshot(path=str(screenshot_dir / "narrow-tabs-eight-960.png"))


def luminance(css_colour: str) -> float:
    channels = [float(part) / 255 for part in css_colour[css_colour.index("(") + 1:-1].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(one: str, other: str) -> float:
    light, dark = sorted([luminance(one), luminance(other)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


# The selected tab's frame (each side's width and colour) and the page's background.
FRAME_JS = """() => {
  const tab = document.querySelector('[role="tab"][aria-selected="true"]'), style = getComputedStyle(tab);
  const sides = ['Top', 'Right', 'Bottom', 'Left'];
  return {widths: sides.map(side => parseFloat(style[`border${side}Width`])),
          colours: sides.map(side => style[`border${side}Color`]),
          styles: sides.map(side => style[`border${side}Style`]),
          background: getComputedStyle(document.body).backgroundColor,
          tabBackground: style.backgroundColor,
          otherBackground: getComputedStyle(document.querySelector('[role="tab"][aria-selected="false"]')).backgroundColor};
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [320, 390])
def test_the_selected_tab_is_framed_on_any_row(starter_site, new_page, screenshot_dir, width, scheme):
    page = new_page(viewport={"width": width, "height": 800}, color_scheme=scheme)
    page.goto((starter_site / MANY_TABS).as_uri())
    assert rows_of_tabs(page) > 1
    page.get_by_role("tab", name="Gherkin").click()         # on the top row, away from the list's border
    frame = page.evaluate(FRAME_JS)
    assert frame["styles"] == ["solid"] * 4 and min(frame["widths"]) >= 2 and frame["widths"][2] >= 4, frame
    for colour in frame["colours"]:
        assert contrast(colour, frame["background"]) >= 3, f"the frame should stand out from the page (3:1): {frame}"
    page.mouse.move(0, 0)
    page.locator('[role="tablist"]').screenshot(path=str(screenshot_dir / f"narrow-tabs-selected-{width}-{scheme}.png"))


def test_the_selected_tab_keeps_its_frame_in_forced_colours(starter_site, new_page):
    page = new_page(viewport={"width": 390, "height": 800}, forced_colors="active")
    page.goto((starter_site / MANY_TABS).as_uri())
    page.get_by_role("tab", name="Gherkin").click()
    frame = page.evaluate(FRAME_JS)
    assert frame["styles"] == ["solid"] * 4 and min(frame["widths"]) >= 2, frame
    assert frame["tabBackground"] != frame["otherBackground"], f"the selected tab should be highlighted: {frame}"


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
