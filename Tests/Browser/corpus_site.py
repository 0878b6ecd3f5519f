"""The shared corpus (../shared/corpus/magentaa11y-v2 beside the repository), for the bundle,
hosting, accessibility and validity tests: helpers to run `criteria` on it, and a session fixture
that builds it once and serves it over HTTP.

Tests that use it skip with a message when the corpus is not beside this checkout (a fresh clone).
"""
from __future__ import annotations

import functools
import http.server
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import REPO_ROOT, QuietHandler, criteria_binary

CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "magentaa11y-v2"
DOCUMENTATION = CORPUS / "documentation"
ASSETS = CORPUS / "assets"


def require_corpus() -> None:
    if not DOCUMENTATION.is_dir():
        pytest.skip(f"the shared corpus is not beside this checkout ({DOCUMENTATION} is missing); test skipped")


def run_criteria(*arguments: str, cwd: Path) -> subprocess.CompletedProcess:
    """Runs `criteria` on the corpus; fails the test with its output when it exits non-zero."""
    require_corpus()
    command = [str(criteria_binary()), *arguments, "--content", str(DOCUMENTATION), "--assets", str(ASSETS), "--quiet"]
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"`{' '.join(command)}` failed (exit {result.returncode}):\n{result.stderr[-4000:]}{result.stdout}",
                    pytrace=False)
    return result


@dataclass(frozen=True)
class CorpusSite:
    root: Path  # the built site
    base_url: str  # ends with "/"
    pages: list[str]  # every generated HTML page, relative to root

    def url(self, path: str) -> str:
        return self.base_url + path


def build_corpus(output: Path) -> list[str]:
    """Builds the corpus into `output`; returns its HTML pages (sorted, relative paths)."""
    run_criteria("build", "--output", str(output), cwd=REPO_ROOT)
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
