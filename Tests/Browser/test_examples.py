"""Live demonstrations (`data-fn`) and printing.

The demo runs on the feature fixture site (Tests/EndToEndTests/Sites/features), opened from
file://; printing is checked on the seed link page.
"""
from __future__ import annotations

import subprocess

import pytest

from conftest import REPO_ROOT, criteria_binary

FEATURES = REPO_ROOT / "Tests" / "EndToEndTests" / "Sites" / "features" / "content"


@pytest.fixture(scope="module")
def features_site(tmp_path_factory):
    output = tmp_path_factory.mktemp("features") / "public"
    result = subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(FEATURES), "--output", str(output)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


def test_accordion_demo_toggles_as_its_text_says(features_site, page):
    page.goto((features_site / "web" / "button" / "index.html").as_uri())
    # The page has its Criteria only: no tab list to open it by.
    button = page.locator("div.example button[data-fn='toggleAccordionState']")
    assert button.get_attribute("aria-expanded") == "false"
    button.click()
    assert button.get_attribute("aria-expanded") == "true", "toggleAccordionState should expand the accordion"
    button.click()
    assert button.get_attribute("aria-expanded") == "false", "a second click should collapse it again"


def test_printing_shows_every_tab_in_order(site, page):
    page.goto(site.url("native/controls/link/index.html"))
    page.emulate_media(media="print")
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    headings = page.locator(".tab-panel-heading")
    visible = [headings.nth(i).inner_text() for i in range(headings.count()) if headings.nth(i).is_visible()]
    assert visible == ["Condensed", "Gherkin", "Android Developer Notes", "iOS Developer Notes", "Videos"], visible
    assert not page.locator(".tab-list").is_visible(), "the tab bar is not printed"
    assert not page.locator(".site-nav").is_visible(), "the side navigation is not printed"
