"""The shared corpus (../shared/corpus/magentaa11y-v2 beside the repository), for the bundle and
hosting tests. Tests that use it skip with a message when it is not there."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import REPO_ROOT, criteria_binary

CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "magentaa11y-v2"
DOCUMENTATION = CORPUS / "documentation"
ASSETS = CORPUS / "assets"


def require_corpus() -> None:
    if not DOCUMENTATION.is_dir():
        pytest.skip(f"the shared corpus is not beside this checkout ({DOCUMENTATION} is missing); test skipped")


def run_criteria(*arguments: str, cwd: Path) -> subprocess.CompletedProcess:
    """Runs `criteria` on the corpus; fails the test with its output when it exits non-zero."""
    command = [str(criteria_binary()), *arguments, "--content", str(DOCUMENTATION), "--assets", str(ASSETS), "--quiet"]
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"`{' '.join(command)}` failed (exit {result.returncode}):\n{result.stderr[-4000:]}{result.stdout}",
                    pytrace=False)
    return result
