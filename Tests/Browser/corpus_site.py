"""The shared corpus (../shared/corpus/magentaa11y-v2 beside the repository), built once
per session and served over HTTP, for the full-site accessibility sweep.

Skips with a message when the corpus is not beside this checkout (a fresh clone).
"""
from __future__ import annotations

import subprocess
import threading
import functools
import http.server
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import REPO_ROOT, QuietHandler, criteria_binary

CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "magentaa11y-v2"


@dataclass(frozen=True)
class CorpusSite:
    root: Path  # the built site
    base_url: str  # ends with "/"
    pages: list[str]  # every generated HTML page, relative to root

    def url(self, path: str) -> str:
        return self.base_url + path


def build_corpus(output: Path) -> list[str]:
    """Builds the corpus into `output`; returns its HTML pages (sorted, relative paths)."""
    if not (CORPUS / "documentation").is_dir():
        pytest.skip(f"the shared corpus is not beside this checkout ({CORPUS.relative_to(REPO_ROOT.parent)} "
                    "is missing); corpus accessibility sweep skipped")
    command = [str(criteria_binary()), "build", "--content", str(CORPUS / "documentation"),
               "--assets", str(CORPUS / "assets"), "--output", str(output), "--quiet"]
    result = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"building the corpus failed (exit {result.returncode}):\n{result.stderr}", pytrace=False)
    return sorted(str(p.relative_to(output)) for p in output.rglob("*.html"))


@pytest.fixture(scope="session")
def corpus_site(tmp_path_factory) -> CorpusSite:
    output = tmp_path_factory.mktemp("corpus") / "site"
    pages = build_corpus(output)
    handler = functools.partial(QuietHandler, directory=str(output))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="corpus-server", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield CorpusSite(output, f"http://{host}:{port}/", pages)
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)
