"""`draft: true` end to end: `criteria build` leaves the page out, `criteria serve` shows it with
a "Draft" mark that passes axe in both colour schemes and can be read at 390 px."""
from __future__ import annotations

import re
import subprocess
import threading
import time
from pathlib import Path

import pytest

from conftest import criteria_binary
from test_axe import AXE_OPTIONS, run_axe

DRAFT = "---\ntitle: Work in progress\ndraft: true\n---\n## General Notes\n\nA page being written.\n\n## Criteria\n\n- Works with a keyboard\n"
PAGE = "## Criteria\n\n- Works\n"


@pytest.fixture(scope="module")
def content(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("drafts")
    (root / "content" / "web").mkdir(parents=True)
    (root / "content" / "web" / "wip.md").write_text(DRAFT, encoding="utf-8")
    (root / "content" / "web" / "done.md").write_text(PAGE, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def served(content):
    process = subprocess.Popen([str(criteria_binary()), "serve", "--content", str(content / "content"), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = None
    deadline = time.time() + 60
    while time.time() < deadline and url is None:
        match = re.search(r"Serving (http://\S+/)", process.stdout.readline())
        url = match.group(1) if match else None
    if url is None:
        process.kill()
        pytest.fail(f"criteria serve did not start: {process.stderr.read()}")
    for stream in (process.stdout, process.stderr):   # drained, so the server never blocks on a full pipe
        threading.Thread(target=stream.read, daemon=True).start()
    yield url
    process.terminate()
    process.wait(timeout=10)


def test_build_leaves_the_draft_out(content, tmp_path):
    result = subprocess.run([str(criteria_binary()), "build", "--content", str(content / "content"), "--output", str(tmp_path / "public")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "public" / "web" / "done" / "index.html").exists()
    assert not (tmp_path / "public" / "web" / "wip").exists()
    assert "Work in progress" not in (tmp_path / "public" / "web" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("color_scheme", ["light", "dark"])
def test_serve_shows_the_draft_with_a_mark(served, new_page, axe, screenshot_dir, color_scheme):
    page = new_page(color_scheme=color_scheme, viewport={"width": 390, "height": 800})
    page.goto(served + "web/wip/")
    mark = page.locator(".draft-mark")
    assert mark.is_visible()
    assert mark.inner_text().lower().startswith("draft")
    # Right under the title, where it is seen first.
    assert page.locator("h1 + .draft-mark").count() == 1
    page.screenshot(path=str(screenshot_dir / f"draft-390-{color_scheme}.png"))
    assert not run_axe(axe, page, f"draft page ({color_scheme})")
    page.goto(served + "web/done/")
    assert page.locator(".draft-mark").count() == 0
