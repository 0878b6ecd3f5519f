"""`criteria init`'s starter site in Chromium: its example video plays, with its captions, and its
pages pass axe in light and dark. Screenshots go to test-output/starter-*.png.
"""
from __future__ import annotations

import pytest

PAGES = ["web/component/button/index.html", "native/controls/switch/index.html"]

# Waits for the video's metadata and the captions' cues, as a viewer pressing play would get them.
MEDIA_JS = """() => new Promise(resolve => {
  const video = document.querySelector('video'), track = video.querySelector('track');
  track.track.mode = 'hidden';
  const report = () => resolve({readyState: video.readyState, error: video.error && video.error.code,
                                width: video.videoWidth, trackState: track.readyState,
                                cues: track.track.cues ? Array.from(track.track.cues, cue => cue.text) : []});
  let left = 2;
  const done = () => { if (--left === 0) report(); };
  if (video.readyState >= 1) done(); else { video.addEventListener('loadedmetadata', done); video.addEventListener('error', report); }
  if (track.readyState === 2) done(); else { track.addEventListener('load', done); track.addEventListener('error', report); }
  video.load();
  setTimeout(report, 8000);
})"""


@pytest.mark.parametrize("path", PAGES)
def test_the_example_video_plays_with_its_captions(starter_site, page, path):
    page.goto((starter_site / path).as_uri() + "#videos")
    state = page.evaluate(MEDIA_JS)
    assert state["error"] is None and state["readyState"] >= 1 and state["width"] == 320, state
    assert state["trackState"] == 2 and state["cues"] == ["[Swipe to the button]", "Subscribe, button", "Subscribed"], state


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", PAGES)
def test_the_starter_pages_pass_axe(starter_site, new_page, axe, screenshot_dir, path, scheme):
    page = new_page(color_scheme=scheme)
    page.goto((starter_site / path).as_uri())
    violations = axe.run(page).response["violations"]
    assert violations == [], [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations]
    name = path.split("/")[-2]
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=str(screenshot_dir / f"starter-{name}-{scheme}-{width}.png"), full_page=True)
