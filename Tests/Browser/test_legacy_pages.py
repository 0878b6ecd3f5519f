"""Older entries (criteria in front matter) as pages: their generated tabs, WCAG included,
open and pass axe (WCAG 2.x A/AA) like every other tab.

Built from the fixtures in Tests/SiteCoreTests/Fixtures/legacy, opened from disk.
"""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import REPO_ROOT, criteria_binary
from test_axe import run_axe

LEGACY = REPO_ROOT / "Tests" / "SiteCoreTests" / "Fixtures" / "legacy"
PAGES = {
    "web/component/button/index.html": ["Condensed", "Gherkin", "WCAG", "Developer Notes"],
    "native/controls/link/index.html": ["Condensed", "Gherkin", "Developer Notes"],
    "native/controls/text-input/index.html": ["Condensed", "Gherkin", "Android Developer Notes", "iOS Developer Notes"],
}


@pytest.fixture(scope="module")
def legacy_site(tmp_path_factory) -> Path:
    output = tmp_path_factory.mktemp("legacy") / "site"
    result = subprocess.run([str(criteria_binary()), "build", "--content", str(LEGACY), "--output", str(output), "--quiet"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return output


@pytest.mark.parametrize("path", list(PAGES), ids=lambda p: p.split("/")[-2])
def test_generated_tabs_open_and_pass_axe(legacy_site: Path, new_page, axe, path: str) -> None:
    page = new_page()
    page.goto((legacy_site / path).as_uri())
    tabs = page.get_by_role("tab")
    # A tab's name: its aria-label where the visible label is shortened ("Android").
    names = [tabs.nth(i).get_attribute("aria-label") or tabs.nth(i).inner_text().strip() for i in range(tabs.count())]
    assert names == PAGES[path]
    reports = []
    for i in range(tabs.count()):
        tabs.nth(i).click()
        reports += run_axe(axe, page, f"{path}, tab {tabs.nth(i).inner_text()!r}")
    assert not reports, "\n".join(reports)


def test_condensed_tab_reads_as_the_older_site_wrote_it(legacy_site: Path, new_page) -> None:
    page = new_page()
    page.goto((legacy_site / "native/controls/link/index.html").as_uri())
    page.get_by_role("tab", name="Condensed").click()
    panel = page.get_by_role("tabpanel")
    assert panel.get_by_role("heading", name="#a11y - Native App Accessibility Acceptance Criteria").is_visible()
    steps = panel.locator("ol > li > p").all_inner_texts()
    assert steps == ["Test keyboard only, then screen reader + keyboard actions", "Test mobile screenreader gestures",
                     "Listen to screenreader output on all devices", "Device OS settings"]
    assert "Tab or arrow keys: Focus visibly moves to the link" in panel.inner_text()


def _relative_luminance(rgb: str) -> float:
    """`rgb(r, g, b)` or `rgba(…)` as the browser computes it → WCAG relative luminance."""
    channels = [float(part) for part in rgb[rgb.index("(") + 1:rgb.index(")")].replace("/", ",").split(",")[:3]]
    linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(foreground: str, background: str) -> float:
    lighter, darker = sorted([_relative_luminance(foreground), _relative_luminance(background)], reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_highlight_is_a_code_block_and_nomarkdown_a_live_demo(legacy_site: Path, new_page, axe) -> None:
    """The button entry's `{% highlight %}` samples are code (the markup as text), its
    `{::nomarkdown}` demonstrations are live buttons, and no Liquid or kramdown is left."""
    page = new_page()
    page.goto((legacy_site / "web/component/button/index.html").as_uri())
    page.get_by_role("tab", name="Developer Notes").click()
    panel = page.get_by_role("tabpanel")
    code = panel.locator("pre > code.language-html")
    assert code.count() == 6
    assert code.first.inner_text().strip() == "<button>\n  Continue\n</button>"
    assert code.first.locator("button").count() == 0, "the sample's markup is text, not an element"
    demos = panel.locator(".example button")
    assert demos.count() == 3
    assert demos.first.is_visible() and demos.first.inner_text().strip() == "Continue"
    demos.first.focus()
    assert page.evaluate("document.activeElement.closest('.example') !== null"), "the live button takes focus"
    text = panel.inner_text()
    for marker in ("{%", "{{", "{:"):
        assert marker not in text
    reports = run_axe(axe, page, "button, Developer Notes")
    assert not reports, "\n".join(reports)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_do_and_dont_samples_have_text_labels_with_aa_contrast(legacy_site: Path, new_page, axe, scheme: str) -> None:
    page = new_page(color_scheme=scheme)
    page.goto((legacy_site / "web/component/samples/index.html").as_uri())
    page.get_by_role("tab", name="Developer Notes").click()
    for selector, label in (("div.bad-example", "Don’t"), ("div.good-example", "Do")):
        sample = page.locator(selector)
        assert sample.count() == 1 and sample.is_visible()
        style = sample.evaluate("""el => {
            const before = getComputedStyle(el, '::before');
            return {content: before.content, color: before.color, background: getComputedStyle(el).backgroundColor,
                    text: getComputedStyle(el).color};
        }""")
        shown = style["content"].split(" / ")[0]   # the text drawn, before the alternative text
        assert label in shown and label in style["content"], f"{selector} says {label!r} in words, not by colour alone: {style}"
        assert _contrast(style["color"], style["background"]) >= 4.5, f"{selector} label, {scheme}: {style}"
        assert _contrast(style["text"], style["background"]) >= 4.5, f"{selector} text, {scheme}: {style}"
    (REPO_ROOT / "test-output").mkdir(exist_ok=True)
    page.screenshot(path=str(REPO_ROOT / "test-output" / f"legacy-samples-{scheme}.png"), full_page=True)
    reports = run_axe(axe, page, f"samples ({scheme}), Developer Notes")
    assert not reports, "\n".join(reports)
