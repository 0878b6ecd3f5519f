"""The changes page and its Atom feed, over a git repository made from the seed content with
scripted edits (a check added, one reworded, one removed, a page renamed, a page deleted),
every commit dated: axe and vnu find nothing on changes.html, light and dark, from HTTP and
file://; feedparser reads changes.xml without an error; screenshots at 390 and 1280 px.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import REPO_ROOT, criteria_binary
from test_axe import AXE_OPTIONS, run_axe
from test_html_validity import vnu  # noqa: F401  (the fixture)

EDITS = [
    ("2026-01-05T10:00:00Z", "Seed the criteria"),
    ("2026-02-10T10:00:00+01:00", "Add a long-press check to Link"),
    ("2026-03-15T10:00:00Z", "Reword the double-tap check of Text input"),
    ("2026-04-20T10:00:00Z", "Remove the spacebar check from Link"),
    ("2026-05-25T10:00:00Z", "Rename Table row button to Row button"),
    ("2026-06-30T10:00:00Z", "Delete the testing guide"),
]


def git(folder: Path, *arguments: str, date: str = "2026-01-01T00:00:00Z") -> None:
    environment = {**os.environ, "GIT_AUTHOR_NAME": "Editor", "GIT_AUTHOR_EMAIL": "editor@example.com",
                   "GIT_COMMITTER_NAME": "Editor", "GIT_COMMITTER_EMAIL": "editor@example.com",
                   "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(folder)}
    environment.pop("GIT_DIR", None)
    subprocess.run(["git", *arguments], cwd=folder, env=environment, check=True, capture_output=True)


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{path.name} holds {old!r}"
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.fixture(scope="module")
def changes_site(tmp_path_factory) -> Path:
    """The scripted repository's site, built into <tmp>/out."""
    root = tmp_path_factory.mktemp("changes")
    content = root / "site" / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    (content / "guide.md").write_text("---\ntitle: Testing guide\n---\n\n## General Notes\n\nHow to test.\n", encoding="utf-8")
    site = root / "site"
    controls = content / "native" / "controls"
    git(site, "init", "-q")
    steps = [
        lambda: None,
        lambda: replace(controls / "link.md", "   - Enter: Activates on Android\n",
                        "   - Enter: Activates on Android\n   - Long press: Opens the link's context menu\n"),
        lambda: replace(controls / "text-input.md", "   - Doubletap: Keyboard appears to edit",
                        "   - Doubletap: The keyboard appears, ready to edit"),
        lambda: replace(controls / "link.md", "   - Spacebar: Activates on iOS and Android\n", ""),
        lambda: git(site, "mv", "content/native/controls/table-row-button.md", "content/native/controls/row-button.md"),
        lambda: git(site, "rm", "-q", "content/guide.md"),
    ]
    for (date, subject), step in zip(EDITS, steps):
        step()
        git(site, "add", "-A")
        git(site, "commit", "-q", "-m", subject, date=date)
    output = root / "out"
    result = subprocess.run([str(criteria_binary()), "build", "--content", str(content), "--output", str(output), "--quiet"],
                            capture_output=True, text=True, env={k: v for k, v in os.environ.items() if k != "GIT_DIR"})
    assert result.returncode == 0, result.stderr
    return output


def test_the_feed_parses_without_errors_and_lists_every_commit(changes_site):
    import feedparser

    feed = feedparser.parse((changes_site / "changes.xml").read_bytes())
    assert not feed.bozo, f"feedparser: {feed.get('bozo_exception')}"
    assert feed.version == "atom10"
    assert [entry.title for entry in feed.entries] == [subject for _, subject in reversed(EDITS)]
    assert feed.entries[0].updated == "2026-06-30T10:00:00+00:00"
    reworded = feed.entries[3].content[0].value
    assert "Changed <code>doubletap-the-keyboard-appears-2553c5</code> (was <code>doubletap-keyboard-appears-to-28ed4c</code>)" in reworded
    assert all(entry.id.startswith("urn:uuid:") for entry in feed.entries)
    assert len({entry.id for entry in feed.entries}) == len(EDITS)


@pytest.mark.parametrize("color_scheme", ["light", "dark"])
@pytest.mark.parametrize("transport", ["http", "file"])
def test_the_changes_page_has_no_axe_violations(changes_site, new_page, axe, color_scheme, transport, screenshot_dir):
    page = new_page(color_scheme=color_scheme)
    if transport == "file":
        page.goto((changes_site / "changes.html").as_uri())
    else:
        server = subprocess.Popen(["python3", "-m", "http.server", "0", "--bind", "127.0.0.1"], cwd=changes_site,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()   # "Serving HTTP on 127.0.0.1 port N (...)"
            port = int(line.split(" port ")[1].split()[0])
            page.goto(f"http://127.0.0.1:{port}/changes.html")
            page.wait_for_load_state()
        finally:
            server.terminate()
            server.wait()
    assert page.locator("h1").inner_text() == "Changes"
    assert page.locator("section.change").count() == len(EDITS)
    reports = run_axe(axe, page, f"changes.html ({color_scheme}, {transport})")
    assert not reports, "\n".join(reports)
    # A reworded check's old and new texts carry words a screen reader reads, hidden on screen.
    cues = page.locator(".change-checks del .visually-hidden, .change-checks ins .visually-hidden")
    assert cues.all_text_contents() == ["removed: ", "added: "]
    assert all((cue.bounding_box() or {"width": 0})["width"] <= 1 for cue in cues.all())
    if transport == "file":
        # The home page leads to it, not only the footer of every page.
        page.goto((changes_site / "index.html").as_uri())
        page.locator("main").get_by_role("link", name="Changes", exact=True).click()
        assert page.url == (changes_site / "changes.html").as_uri()
        page.get_by_role("link", name="doubletap-the-keyboard-appears-2553c5").click()
        assert page.url.endswith("text-input/index.html#doubletap-the-keyboard-appears-2553c5")
        for width in (390, 1280):
            shot = new_page(color_scheme=color_scheme, viewport={"width": width, "height": 900})
            shot.goto((changes_site / "changes.html").as_uri())
            shot.screenshot(path=str(screenshot_dir / f"changes-{width}-{color_scheme}.png"), full_page=False)
            shot.goto((changes_site / "native/controls/link/index.html").as_uri())
            shot.screenshot(path=str(screenshot_dir / f"page-date-{width}-{color_scheme}.png"), full_page=False)


def test_the_changes_page_and_a_dated_page_are_valid_html(vnu, changes_site):  # noqa: F811
    files = [changes_site / "changes.html", changes_site / "native/controls/link/index.html"]
    result = subprocess.run([*vnu, "--errors-only", *map(str, files)], capture_output=True, text=True)
    assert result.returncode == 0, f"vnu: {result.stderr}{result.stdout}"
