"""Relative links written as published addresses (docs/content-format.md): built in both page
layouts and opened from file://, each link reaches the page it names when a reader follows it,
where the link as written would open a folder (folder layout) or nothing (`page-urls: file`)."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import criteria_binary

BUTTON = ("## General Notes\n\nA button does something.\n\n## Criteria\n\n- Works with a keyboard\n\n"
          "See [the switch](../../../native/controls/switch/), [the link page](../link/) "
          "and [all components](../).\n")
SWITCH = "## Criteria\n\n- Announces its state\n\nBack to [the button](../../../web/component/button/#criteria).\n"
LINK = "## Criteria\n\n- Goes somewhere\n"

# (link text, title of the page it reaches) for each link of the button page.
FOLLOWED = [("the switch", "Switch"), ("the link page", "Link"), ("all components", "Component")]


def build(root: Path, layout: str) -> Path:
    content = root / layout / "content"
    for path, text in {"web/component/button.md": BUTTON, "web/component/link.md": LINK,
                       "native/controls/switch.md": SWITCH}.items():
        (content / path).parent.mkdir(parents=True, exist_ok=True)
        (content / path).write_text(text, encoding="utf-8")
    (content / "criteria.yml").write_text(f"page-urls: {layout}\n", encoding="utf-8")
    output = root / layout / "public"
    result = subprocess.run([str(criteria_binary()), "build", "--warnings-as-errors", "--content", str(content),
                             "--output", str(output)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr + result.stdout
    return output


@pytest.fixture(scope="module")
def sites(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("relative-links")
    return {layout: build(root, layout) for layout in ("folder", "file")}


def page_file(site: Path, layout: str, address: str) -> Path:
    return site / (f"{address}/index.html" if layout == "folder" else f"{address}.html")


@pytest.mark.parametrize("layout", ["folder", "file"])
@pytest.mark.parametrize("text,title", FOLLOWED)
def test_a_relative_address_reaches_its_page_from_file(sites, page, layout, text, title):
    site = sites[layout]
    page.goto(page_file(site, layout, "web/component/button").as_uri())
    page.get_by_role("link", name=text).first.click()
    assert page.locator("h1").first.inner_text() == title
    assert page.url.startswith(site.as_uri()), "the link stays inside the site"


@pytest.mark.parametrize("layout", ["folder", "file"])
def test_a_fragment_after_a_relative_address_lands_on_its_tab(sites, page, layout):
    site = sites[layout]
    page.goto(page_file(site, layout, "native/controls/switch").as_uri())
    page.get_by_role("link", name="the button").click()
    assert page.locator("h1").first.inner_text() == "Button"
    assert page.url.endswith("#criteria")
    # The page has its Criteria only, shown with no tab list: the fragment lands on it.
    heading = page.get_by_role("heading", name="Criteria", level=2)
    assert heading.is_visible() and 0 <= heading.bounding_box()["y"] < page.viewport_size["height"]
