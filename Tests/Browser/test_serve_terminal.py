"""`criteria serve` in a terminal: what each save prints, a busy port, Ctrl-C, `--open`, and
one rebuild for a burst of saves. No browser: the server's output and events are read directly.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import time
from pathlib import Path

import pytest

from conftest import REPO_ROOT, criteria_binary
from test_serve import LINK, Server

# Lines of the first build's report that are not a save's.
SAVED = re.compile(r"^(Saved |Build failed|.* rebuilt in )")


def content_with_warnings(root: Path, count: int = 30) -> Path:
    """A copy of content/ with a page that has `count` warnings, so a report that printed them
    all again at every save would show."""
    content = root / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    videos = "\n".join(f'<video controls><source src="media/missing-{n}.webm"></video>\n' for n in range(count))
    (content / "native" / "controls" / "noisy.md").write_text(
        f"## General Notes\n\nA page with many missing videos.\n\n## Videos\n\n{videos}", encoding="utf-8")
    return content


def quiet_output(server: Server) -> int:
    """Waits until the first build's report has been read from both streams; returns the count
    of lines so far."""
    count = -1
    while count != len(server.output):
        count = len(server.output)
        time.sleep(0.3)
    return count


def lines_after(server: Server, start: int, pattern: str, timeout: float = 15) -> list[str]:
    """The output lines from index `start` once one matches `pattern`, and a moment more for the
    other stream (standard error and standard output are read on separate threads)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if any(re.search(pattern, line) for line in server.output[start:]):
            time.sleep(0.4)
            return [line.rstrip("\n") for line in server.output[start:]]
        time.sleep(0.05)
    pytest.fail(f"no line matching {pattern!r}; output since the save:\n" + "".join(server.output[start:]))


def test_three_saves_print_only_what_changed(tmp_path):
    content = content_with_warnings(tmp_path)
    server = Server(content)
    try:
        quiet_output(server)
        page = content / LINK
        good = page.read_text(encoding="utf-8")
        saves = [
            ("a new warning", good + "\n## Vidoes\n\nMisspelt.\n", r"Saved .*link\.md: 1 page rebuilt"),
            ("an error", "---\ntitle: [\n---\n" + good, r"Saved .*link\.md: build failed"),
            ("the fix", good, r"Saved .*link\.md: 1 page rebuilt"),
        ]
        printed = {}
        for name, text, summary in saves:
            start = len(server.output)
            page.write_text(text, encoding="utf-8")
            printed[name] = lines_after(server, start, summary)
            assert len(printed[name]) <= 10, f"{name}: {len(printed[name])} lines:\n" + "\n".join(printed[name])
        assert "missing-29" not in "".join(l for lines in printed.values() for l in lines), "a save printed old warnings again"
        assert any(re.search(r"link\.md:\d+:\d+: warning: .*Vidoes", l) for l in printed["a new warning"]), printed
        summaries = {name: [l for l in lines if SAVED.match(l)] for name, lines in printed.items()}
        assert all(len(found) == 1 for found in summaries.values()), summaries
        assert summaries["a new warning"][0].endswith("(1 new)"), summaries
        assert any(re.search(r"link\.md:\d+:\d+: error: invalid YAML", l) for l in printed["an error"]), printed
        assert any(re.search(r"link\.md:\d+:\d+: fixed: invalid YAML", l) for l in printed["the fix"]), printed
        fixed_later = printed["an error"] + printed["the fix"]
        assert any(re.search(r"link\.md:\d+:\d+: fixed: .*Vidoes", l) for l in fixed_later), printed
        assert summaries["an error"][0].endswith("still serving the last good site"), summaries
        assert re.search(r"\(\d fixed\)$", summaries["the fix"][0]), summaries
    finally:
        server.stop()


def test_a_burst_of_rename_saves_rebuilds_once(tmp_path):
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    server = Server(content)
    try:
        events = server.events()
        page = content / LINK
        text = page.read_text(encoding="utf-8")
        # Saves as editors make them: a file of their own beside the page, renamed over it. The
        # files are written first and their own events let pass, so the burst is the renames.
        saves = [page.parent / f".link.md.{number}.tmp" for number in range(5)]
        for number, temporary in enumerate(saves):
            temporary.write_text(text.replace("How to test a link", f"How to test link {number}", 1), encoding="utf-8")
        events.next()
        time.sleep(1)
        while not events.queue.empty():
            events.next()
        start = quiet_output(server)
        for temporary in saves:
            os.rename(temporary, page)
        assert events.next()[0] == "reload"
        time.sleep(1)   # a second rebuild, if the burst made one, would be done by now
        assert events.queue.empty(), f"a second event: {events.queue.get()}"
        summaries = [l for l in server.output[start:] if SAVED.match(l)]
        assert len(summaries) == 1, "".join(server.output[start:])
        _, body = server.request("/native/controls/link/index.html")
        assert b"How to test link 4" in body
        events.close()
    finally:
        server.stop()


def test_a_busy_port_fails_at_once_without_building(tmp_path):
    taken = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        result = subprocess.run([str(criteria_binary()), "serve", "--content", str(REPO_ROOT / "content"), "--port", str(port)],
                                capture_output=True, text=True, timeout=60)
    finally:
        taken.close()
    assert result.returncode == 1, result
    assert f"port {port} is already in use" in result.stderr, result.stderr
    assert "--port 0" in result.stderr
    assert "Built" not in result.stdout, "it built before finding the port taken"
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_ctrl_c_prints_stopped_and_no_error(tmp_path):
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    server = Server(content)
    events = server.events()   # an open page whose stream must end quietly
    server.request("/native/controls/link/index.html")
    start = quiet_output(server)
    assert server.stop() == 0
    time.sleep(0.3)
    events.close()
    after = [l.rstrip("\n") for l in server.output[start:]]
    assert after == ["Stopped."], after


@pytest.mark.parametrize("form", ["{browser}", "{browser} --new-window %s:firefox"])
def test_open_starts_the_browser_named_by_BROWSER(tmp_path, form):
    record = tmp_path / "opened.txt"
    browser = tmp_path / "fake-browser"
    browser.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{record}"\necho "a browser talking on its standard error" >&2\n')
    browser.chmod(browser.stat().st_mode | stat.S_IXUSR)
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    server = Server(content, "--open", env={**os.environ, "BROWSER": form.format(browser=browser)})
    try:
        deadline = time.time() + 10
        while time.time() < deadline and not (record.exists() and record.read_text()):
            time.sleep(0.05)
        url = f"http://127.0.0.1:{server.port}/"
        assert record.read_text().split() == ([url] if "%s" not in form else ["--new-window", url])
        start = quiet_output(server)
    finally:
        server.stop()
    assert not [l for l in server.output[start:] if "browser" in l], "the browser's own output is not ours"


def test_a_site_that_never_built_shows_its_problems_until_a_save_fixes_them(tmp_path):
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    page = content / LINK
    good = page.read_text(encoding="utf-8")
    page.write_text("---\ntitle: [\n---\n" + good, encoding="utf-8")
    server = Server(content)
    try:
        start = quiet_output(server)
        assert any(line.startswith("Build failed: 1 error") for line in server.output), server.output
        events = server.events()
        event, data = events.next()
        assert event == "problems" and "invalid YAML" in data
        response, body = server.request("/native/controls/link/index.html")
        assert response.status == 503
        assert b'<script src="/__criteria/live-reload.js"></script>' in body and b"<h1>The site has not built yet</h1>" in body
        # A save still failing says no site is served yet, not that the last good one is.
        page.write_text("---\ntitle: [\n---\n\n" + good, encoding="utf-8")
        failed = lines_after(server, start, r"build failed in")
        assert any(line.endswith("; the site has not built yet") for line in failed), failed
        assert events.next()[0] == "problems"
        start = len(server.output)
        page.write_text(good, encoding="utf-8")
        assert events.next()[0] == "reload"
        assert any(line.endswith("; serving the site now") for line in lines_after(server, start, r"rebuilt in")), server.output[start:]
        response, body = server.request("/native/controls/link/index.html")
        assert response.status == 200 and b"How to test a link" in body
        events.close()
    finally:
        server.stop()


def test_quiet_names_its_address_and_then_only_problems(tmp_path):
    """`--quiet` with `--port 0`: the address is the one line a quiet preview cannot leave out
    (`Server` waits for it), then only a new error is printed, and stopping prints nothing."""
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "content", content)
    server = Server(content, "--quiet")
    response, _ = server.request("/native/controls/link/index.html")
    assert response.status == 200
    start = quiet_output(server)
    assert server.output[:start] == [], "nothing but the address before a problem"
    server.edit("native/controls/link.md", "---\norder: [1\n---\n## Criteria\n\n- Works\n")
    printed = lines_after(server, start, r"error: ")
    assert printed and all("error" in line or "note:" in line or line.startswith("  ") for line in printed), printed
    start = quiet_output(server)
    assert server.stop() == 0
    time.sleep(0.3)
    assert server.output[start:] == []
