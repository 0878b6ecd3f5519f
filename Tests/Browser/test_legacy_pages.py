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
