#!/usr/bin/env python3
"""Records starter/content/assets/media/video/example-button.webm, the starter site's example video.

A short canvas animation (a button that takes focus, then is pressed), recorded by Chromium's
MediaRecorder: a real VP8 WebM of a few kilobytes, so `criteria init` ships a video the site
can play. Run with the test venv: .venv-tests/bin/python scripts/make-starter-video.py
"""
import base64
import pathlib
import shutil

from playwright.sync_api import sync_playwright

TARGET = pathlib.Path(__file__).resolve().parent.parent / "starter/content/assets/media/video/example-button.webm"

PAGE = """
<canvas id="c" width="320" height="180"></canvas>
<script>
window.record = async () => {
  const canvas = document.getElementById("c"), g = canvas.getContext("2d");
  const stream = canvas.captureStream(10);
  const recorder = new MediaRecorder(stream, {mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 60000});
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => recorder.onstop = resolve);
  const started = performance.now();
  function draw() {
    const t = (performance.now() - started) / 1000;
    g.fillStyle = "#ffffff"; g.fillRect(0, 0, 320, 180);
    const pressed = t > 3, focused = t > 1;
    g.fillStyle = pressed ? "#0b5394" : "#1a73e8"; g.fillRect(90, 65, 140, 50);
    if (focused) { g.strokeStyle = "#000000"; g.lineWidth = 4; g.strokeRect(82, 57, 156, 66); }
    g.fillStyle = "#ffffff"; g.font = "bold 20px sans-serif"; g.textAlign = "center";
    g.fillText(pressed ? "Subscribed" : "Subscribe", 160, 97);
    if (t < 5) requestAnimationFrame(draw); else recorder.stop();
  }
  recorder.start();
  draw();
  await done;
  const buffer = await new Blob(chunks, {type: "video/webm"}).arrayBuffer();
  let binary = ""; for (const b of new Uint8Array(buffer)) binary += String.fromCharCode(b);
  return btoa(binary);
};
</script>
"""

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=shutil.which("chromium"))
    page = browser.new_page()
    page.set_content(PAGE)
    data = base64.b64decode(page.evaluate("window.record()"))
    browser.close()
TARGET.parent.mkdir(parents=True, exist_ok=True)
TARGET.write_bytes(data)
print(f"{TARGET}: {len(data)} bytes")
