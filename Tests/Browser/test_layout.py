"""Layout: no horizontal scrolling at 320 CSS px (WCAG 1.4.10 Reflow), and
screenshots of the link page in light, dark and at 320 px into test-output/.

The reflow test runs over HTTP (under the /a11y/ sub-path) and over file://.
"""
from __future__ import annotations

import pytest

from conftest import CRITERIA_PAGES, HOME, OVERVIEWS

LINK_PAGE = "native/controls/link/index.html"
NARROW = {"width": 320, "height": 800}

# For the failure message: the elements where the overflow starts (they stick out
# past the right edge, their parent does not), skipping content that scrolls inside
# its own box (pre, tables).
OVERFLOWING_JS = """() => {
  const width = document.documentElement.clientWidth;
  const sticksOut = el => el.getBoundingClientRect().right > width + 0.5;
  const scrollsInside = el => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    return false;
  };
  return [...document.querySelectorAll('body *')]
    .filter(el => sticksOut(el) && el.checkVisibility() && !scrollsInside(el))
    .filter(el => el.parentElement === document.body || !sticksOut(el.parentElement))
    .slice(0, 8)
    .map(el => {
      const name = el.localName + (el.id ? '#' + el.id : '') + (el.className ? '.' + String(el.className).split(' ').join('.') : '');
      return `${name} right=${Math.round(el.getBoundingClientRect().right)}px: ${el.outerHTML.slice(0, 100)}`;
    });
}"""


def horizontal_overflow(page) -> str | None:
    """None when the page fits its viewport's width; otherwise a description."""
    scroll_width = page.evaluate("document.documentElement.scrollWidth")
    if scroll_width <= NARROW["width"]:
        return None
    return f"scrollWidth {scroll_width}px > {NARROW['width']}px; overflowing:\n  " + \
        "\n  ".join(page.evaluate(OVERFLOWING_JS))


def test_no_horizontal_scroll_at_320_px(site, new_page, any_page):
    page = new_page(viewport=NARROW)
    page.goto(site.url(any_page))

    tabs = page.get_by_role("tab")
    problems = []
    if tabs.count() == 0:
        problems.append(horizontal_overflow(page))
    for i in range(tabs.count()):  # each panel's content, on criteria pages
        tabs.nth(i).click()
        if overflow := horizontal_overflow(page):
            problems.append(f"tab {tabs.nth(i).inner_text()!r}: {overflow}")
    problems = [p for p in problems if p]
    assert not problems, f"{any_page} scrolls sideways at 320 CSS px:\n" + "\n".join(problems)


# WCAG 1.4.12's spacing, as a reader's style sheet sets it.
TEXT_SPACING = """* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }"""


@pytest.mark.parametrize("path", [HOME, OVERVIEWS[0], CRITERIA_PAGES[0], "wcag/index.html", "wcag/level-a/index.html",
                                  "plan.html", "search.html"])
def test_text_spacing_at_320_px_scrolls_nothing_sideways(site, new_page, path):
    """An accessibility review: with WCAG's text spacing, the WCAG index's "not cited, obsolete
    in WCAG 2.2" could not wrap and ran past 320 px."""
    page = new_page(viewport=NARROW)
    page.goto(site.url(path))
    page.add_style_tag(content=TEXT_SPACING)
    assert (overflow := horizontal_overflow(page)) is None, f"{path} with text spacing: {overflow}"


@pytest.mark.parametrize("name, options", [
    ("light", {"color_scheme": "light"}),
    ("dark", {"color_scheme": "dark"}),
    ("320px", {"viewport": NARROW}),
])
def test_screenshot_of_the_link_page(http_site, new_page, screenshot_dir, name, options):
    page = new_page(**options)
    page.goto(http_site.url(LINK_PAGE))
    path = screenshot_dir / f"link-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 0, f"no screenshot written to {path}"
