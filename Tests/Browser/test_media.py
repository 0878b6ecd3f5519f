"""Videos on a criteria page: the Android Talkback video's source and captions.

Each test runs over HTTP (under the /a11y/ sub-path) and over file://.
"""
from __future__ import annotations

import base64

LINK_PAGE = "native/controls/link/index.html"
CAPTION_TYPES = {"text/vtt", "text/plain"}

VIDEO_JS = """figure => {
  const video = figure.querySelector('video'), source = video.querySelector('source'),
        track = video.querySelector('track');
  return {controls: video.controls, source: source && source.src, sourceType: source && source.type,
          track: track && track.src, kind: track && track.kind, srclang: track && track.srclang,
          label: track && track.label};
}"""

# Forces the captions to load (mode "hidden") and reports how that went.
CAPTIONS_LOAD_JS = """figure => new Promise(resolve => {
  const video = figure.querySelector('video'), track = video.querySelector('track');
  const report = () => resolve({readyState: track.readyState,
                                cues: track.track.cues ? track.track.cues.length : 0});
  track.addEventListener('load', report);
  track.addEventListener('error', report);
  track.track.mode = 'hidden';
  setTimeout(report, 5000);
})"""
TRACK_LOADED, TRACK_ERROR = 2, 3


def android_video(page):
    figure = page.locator("figure.video").filter(has=page.locator("figcaption", has_text="Android Talkback"))
    assert figure.count() == 1, f"expected one video captioned 'Android Talkback', found {figure.count()}"
    return figure


def test_android_video_source_and_captions_resolve(site, page):
    page.goto(site.url(LINK_PAGE))
    video = android_video(page).evaluate(VIDEO_JS)

    assert video["controls"], "the video should have controls"
    assert video["kind"] == "captions" and video["srclang"] and video["label"], \
        f"the video needs a captions track with srclang and label: {video}"

    # Captions are embedded as a data: URL (a page opened from file:// may not load a sibling
    # track file); the .vtt file itself is still published beside the video.
    assert video["track"].startswith("data:text/vtt;"), f"captions should be embedded: {video['track'][:60]}"
    embedded = base64.b64decode(video["track"].split(",", 1)[1])
    assert embedded.startswith(b"WEBVTT"), "the embedded captions should be WebVTT"
    published = site.fetch(video["source"].replace(".webm", "-en-US.vtt"))
    assert published.status == 200 and published.body == embedded, "the .vtt file is published beside the video"
    assert published.content_type in CAPTION_TYPES, \
        f"captions served as {published.content_type!r}, expected one of {sorted(CAPTION_TYPES)}"

    source_file = site.file_for(video["source"])
    assert video["source"].endswith(".webm") and source_file is not None and source_file.is_file(), \
        f"the video source {video['source']} should be a .webm file in the build"
    assert site.fetch(video["source"]).status == 200, f"video {site.relative(video['source'])} does not load"


def test_android_video_captions_load_in_the_browser(site, page):
    """The browser itself must load the captions, not only the file exist: Chromium
    refuses <track> files from file:// pages (each file is its own origin)."""
    messages: list[str] = []
    page.on("console", lambda message: messages.append(message.text))
    page.goto(site.url(LINK_PAGE) + "#videos")

    result = android_video(page).evaluate(CAPTIONS_LOAD_JS)
    refused = [m for m in messages if ".vtt" in m]
    assert result["readyState"] == TRACK_LOADED and result["cues"] > 0, (
        f"the Android captions did not load over {site.transport} "
        f"(track readyState {result['readyState']}, {result['cues']} cues; 2 = loaded, 3 = error). "
        f"Browser console: {refused or messages}")
