"""Accessibility sweep over every page the shared corpus builds into (criteria pages,
overviews, home, search page), over HTTP with one browser and one page per setting:

* axe-core with the WCAG 2.0/2.1/2.2 A and AA rules, light and dark, with every tab
  panel shown (axe skips hidden content, so the hidden panels are unhidden first);
* one h1 per page;
* at 320 CSS px no horizontal scrolling, and every box that scrolls sideways can be
  reached by keyboard and has a name;
* with prefers-reduced-motion: reduce, no running animation and no transition;
* every tab set follows the WAI-ARIA tabs pattern by keyboard (arrows, Home/End,
  Tab into the panel);
* on a sample of pages, each Tab stop has a visible focus indicator that contrasts,
  and the skip link moves focus to the main content;
* screenshots of a criteria page light, dark and at 320 px in test-output/.

Skips when the corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout.
"""
from __future__ import annotations

import pytest

from corpus_site import corpus_site  # noqa: F401  (fixture)
from test_axe import AXE_OPTIONS

SAMPLE = ["index.html", "web/index.html", "web/component/tabs/index.html",
          "web/component/table/index.html", "search.html"]
SCREENSHOT_PAGE = "web/component/button/index.html"
NARROW = {"width": 320, "height": 800}

# Shows every tab panel, then waits two frames so that resize observers (criteria.js makes
# overflowing boxes focusable) have seen the panels' content.
SHOW_ALL_PANELS_JS = """() => new Promise(done => {
  for (const panel of document.querySelectorAll('.tab-panel[hidden]')) panel.hidden = false;
  requestAnimationFrame(() => requestAnimationFrame(done));
})"""


def open_page(page, corpus_site, path: str) -> None:
    page.goto(corpus_site.url(path), wait_until="load")


# --------------------------------------------------------------------------- #
# axe on every page                                                            #
# --------------------------------------------------------------------------- #


# Only violations come back: the passes' node lists of a long page are what makes a run slow.
SWEEP_OPTIONS = {**AXE_OPTIONS, "resultTypes": ["violations"]}


def describe_violations(violations: list[dict]) -> str:
    return "\n".join(f"  {v['id']} ({v['impact']}): {v['help']}\n" + "\n".join(
        f"    {node['target']}: {node.get('failureSummary', '').replace(chr(10), ' ')}" for node in v["nodes"][:5])
        for v in violations)


def test_axe_finds_no_violation_on_any_corpus_page_light_or_dark(corpus_site, page, axe):
    """One load per page and one injection of axe-core; axe runs in the light scheme, then
    again after switching to dark."""
    reports = []
    for path in corpus_site.pages:
        open_page(page, corpus_site, path)
        page.evaluate(SHOW_ALL_PANELS_JS)
        page.evaluate(axe.axe_script)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            assert page.evaluate(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
            violations = page.evaluate("options => axe.run(document, options).then(r => r.violations)", SWEEP_OPTIONS)
            if violations:
                reports.append(f"--- {path} ({scheme}):\n{describe_violations(violations)}")
    print(f"axe audited {len(corpus_site.pages)} pages, light and dark")
    assert len(corpus_site.pages) > 100, f"expected the whole corpus, got {len(corpus_site.pages)} pages"
    assert not reports, f"axe found WCAG A/AA violations ({len(reports)} page-scheme pairs):\n" + "\n".join(reports)


# --------------------------------------------------------------------------- #
# Structure, reflow, motion                                                    #
# --------------------------------------------------------------------------- #


def test_every_corpus_page_has_exactly_one_h1(corpus_site, page):
    wrong = []
    for path in corpus_site.pages:
        open_page(page, corpus_site, path)
        headings = page.evaluate("() => [...document.querySelectorAll('h1')].map(h => h.textContent.trim())")
        if len(headings) != 1:
            wrong.append(f"{path}: {headings}")
    assert not wrong, "each page should have one h1:\n" + "\n".join(wrong)


# Boxes that scroll sideways (their content is wider than they are) must be reachable by
# keyboard and, as regions, have a name: axe's scrollable-region-focusable, at 320 px.
SCROLL_BOXES_JS = """() => {
  const problems = [];
  for (const el of document.querySelectorAll('main *')) {
    const style = getComputedStyle(el);
    if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
    if (!el.checkVisibility()) continue;
    const focusable = el.tabIndex >= 0 || el.querySelector('a[href], button, input, select, textarea, [tabindex]');
    const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') ||
                  (el.localName === 'table' && el.caption && el.caption.textContent.trim());
    if (!focusable || (el.tabIndex >= 0 && !named))
      problems.push(`${el.localName}.${el.className} (focusable: ${!!focusable}, name: ${named})`);
  }
  return problems;
}"""


def test_no_corpus_page_scrolls_sideways_at_320_px(corpus_site, new_page):
    page = new_page(viewport=NARROW)
    problems = []
    for path in corpus_site.pages:
        open_page(page, corpus_site, path)
        page.evaluate(SHOW_ALL_PANELS_JS)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > NARROW["width"]:
            problems.append(f"{path}: the page is {width}px wide")
        problems += [f"{path}: scrolling box {box}" for box in page.evaluate(SCROLL_BOXES_JS)]
    assert not problems, "at 320 CSS px:\n" + "\n".join(problems)


MOTION_JS = """() => {
  const running = document.getAnimations().filter(a => a.playState === 'running')
    .map(a => `${a.constructor.name} on ${a.effect && a.effect.target ? a.effect.target.localName + '.' + a.effect.target.className : '?'}`);
  const seconds = value => value.split(',').reduce((sum, v) => sum + parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1), 0);
  const moving = [];
  for (const el of document.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (seconds(style.transitionDuration) > 0 || (style.animationName !== 'none' && seconds(style.animationDuration) > 0))
      moving.push(`${el.localName}.${el.className}: transition ${style.transitionDuration}, animation ${style.animationName}`);
  }
  return [...running, ...moving.slice(0, 5)];
}"""


def test_nothing_animates_with_reduced_motion_on_any_corpus_page(corpus_site, new_page):
    page = new_page(reduced_motion="reduce")
    problems = []
    for path in corpus_site.pages:
        open_page(page, corpus_site, path)
        assert page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")
        tabs = page.locator('.tab-list [role="tab"]')
        if tabs.count() > 1:
            tabs.nth(1).click()  # switching tabs is the interaction every criteria page has
        problems += [f"{path}: {p}" for p in page.evaluate(MOTION_JS)]
    assert not problems, "with prefers-reduced-motion: reduce, these still move:\n" + "\n".join(problems)


# --------------------------------------------------------------------------- #
# Tabs by keyboard                                                             #
# --------------------------------------------------------------------------- #

TABLIST_STATE_JS = """index => {
  const list = document.querySelectorAll('[role="tablist"]')[index];
  const tabs = [...list.querySelectorAll('[role="tab"]')];
  return {
    selected: tabs.findIndex(t => t.getAttribute('aria-selected') === 'true'),
    focused: tabs.indexOf(document.activeElement),
    count: tabs.length,
    tabStops: tabs.filter(t => t.tabIndex >= 0).length,
    panelShown: tabs.map(t => { const p = document.getElementById(t.getAttribute('aria-controls'));
                                return !!p && p.checkVisibility(); }),
  };
}"""


def tab_set_problems(page, index: int) -> list[str]:
    """Walks one tab set with the keyboard; returns what did not follow the pattern."""
    state = lambda: page.evaluate(TABLIST_STATE_JS, index)
    tabs = page.locator('[role="tablist"]').nth(index).locator('[role="tab"]')
    start = state()
    if start["count"] < 2:
        return []
    tabs.nth(max(start["selected"], 0)).focus()
    problems = []

    def expect(key: str, wanted: int) -> None:
        page.keyboard.press(key)
        now = state()
        if now["focused"] != wanted or now["selected"] != wanted or now["tabStops"] != 1 or \
                now["panelShown"].count(True) != 1 or not now["panelShown"][wanted]:
            problems.append(f"after {key}: expected tab {wanted} focused, selected, the only Tab stop and its "
                            f"panel the only one shown; got {now}")

    count, first = start["count"], max(start["selected"], 0)
    position = first
    for _ in range(count):  # ArrowRight around the set, wrapping at the end
        position = (position + 1) % count
        expect("ArrowRight", position)
    expect("ArrowLeft", (position - 1) % count)
    expect("Home", 0)
    expect("End", count - 1)
    page.keyboard.press("Tab")
    into_panel = page.evaluate("""index => {
      const list = document.querySelectorAll('[role="tablist"]')[index];
      const tab = list.querySelector('[role="tab"][aria-selected="true"]');
      const panel = document.getElementById(tab.getAttribute('aria-controls'));
      return panel === document.activeElement || panel.contains(document.activeElement);
    }""", index)
    if not into_panel:
        problems.append("Tab from the selected tab did not move focus into its panel")
    return problems


def test_every_tab_set_works_by_keyboard_on_every_corpus_page(corpus_site, page):
    problems, sets = [], 0
    for path in corpus_site.pages:
        open_page(page, corpus_site, path)
        for index in range(page.locator('[role="tablist"]').count()):
            if not page.locator('[role="tablist"]').nth(index).is_visible():
                continue
            sets += 1
            problems += [f"{path}, tab set {index + 1}: {p}" for p in tab_set_problems(page, index)]
    # A page of one section (the corpus's guides) shows no tab list.
    several = sum((corpus_site.root / path).read_text(encoding="utf-8").count('role="tab"') > 1 for path in corpus_site.pages)
    assert sets == several >= 90, f"expected a tab set on each of the {several} pages of several sections, found {sets}"
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- #
# Focus visibility and skip link on a sample                                   #
# --------------------------------------------------------------------------- #

FOCUS_STYLE_JS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const parse = c => { const m = c.match(/[\\d.]+/g) || [0, 0, 0, 0]; return {rgb: m.slice(0, 3).map(Number), a: m.length > 3 ? Number(m[3]) : 1}; };
  const lum = ([r, g, b]) => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
                               return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  let back = null;
  for (let node = el.parentElement; node; node = node.parentElement) {
    const bg = parse(getComputedStyle(node).backgroundColor);
    if (bg.a > 0.5) { back = bg.rgb; break; }
  }
  if (!back) back = matchMedia('(prefers-color-scheme: dark)').matches ? [18, 18, 18] : [255, 255, 255];
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none';
  const color = outline ? parse(style.outlineColor).rgb : shadow ? parse(style.boxShadow).rgb : null;
  const box = el.getBoundingClientRect();
  return {what: el.outerHTML.slice(0, 90), outline, shadow, width: box.width, height: box.height,
          contrast: color ? Math.round(ratio(color, back) * 100) / 100 : 0};
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_tab_stop_shows_a_contrasting_focus_indicator(corpus_site, new_page, scheme):
    page = new_page(color_scheme=scheme)
    problems, stops = [], 0
    for path in SAMPLE:
        open_page(page, corpus_site, path)
        seen = set()
        for _ in range(80):
            page.keyboard.press("Tab")
            style = page.evaluate(FOCUS_STYLE_JS)
            if style is None or style["what"] in seen:
                break
            seen.add(style["what"])
            stops += 1
            if not (style["outline"] or style["shadow"]) or style["contrast"] < 3:
                problems.append(f"{path} ({scheme}): {style}")
    assert stops > 50, f"expected many Tab stops over the sample, reached {stops}"
    assert not problems, "focus indicator missing or under 3:1 against the background:\n" + "\n".join(problems)


def test_skip_link_moves_focus_to_the_main_content(corpus_site, page):
    for path in SAMPLE:
        open_page(page, corpus_site, path)
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.className") == "skip-link", f"{path}: first Tab stop"
        page.keyboard.press("Enter")
        focused = page.evaluate("document.activeElement.localName + '#' + document.activeElement.id")
        assert focused == "main#main", f"{path}: the skip link should focus <main id=main>, focus is on {focused}"


@pytest.mark.parametrize("name, options", [
    ("light", {"color_scheme": "light"}),
    ("dark", {"color_scheme": "dark"}),
    ("320px", {"viewport": NARROW}),
])
def test_screenshot_of_a_corpus_page(corpus_site, new_page, screenshot_dir, name, options):
    page = new_page(**options)
    open_page(page, corpus_site, SCREENSHOT_PAGE)
    path = screenshot_dir / f"corpus-button-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 0, f"no screenshot written to {path}"
