"""`criteria init`'s starter site, built once per session: its pages have every kind of tab and
a captioned video, and it needs nothing beside this checkout.
"""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import criteria_binary


@pytest.fixture(scope="session")
def starter_site(tmp_path_factory) -> Path:
    """The built starter site's folder (open its pages with `as_uri()`)."""
    folder = tmp_path_factory.mktemp("starter")
    criteria = str(criteria_binary())
    init = subprocess.run([criteria, "init", "site"], cwd=folder, capture_output=True, text=True)
    assert init.returncode == 0, init.stderr
    build = subprocess.run([criteria, "build", "--warnings-as-errors"], cwd=folder / "site", capture_output=True, text=True)
    assert build.returncode == 0 and build.stderr == "", build.stderr
    return folder / "site/public"
