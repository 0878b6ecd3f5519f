"""`criteria export --format json` against its JSON Schema, `docs/export.schema.json`.

The schema is the export's documentation in a form a tool can check: every page and check of
the fixtures, the seed pages, `content/` and (when ``../shared`` is beside the repository) the
MagentaA11y corpus and the older corpus must validate, and each check's URL must name its page's
file and its own ID. A schema that stopped matching the export fails here, not in a user's tool.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from conftest import CRITERIA_BINARY, REPO_ROOT

FIXTURES = REPO_ROOT / "Tests" / "SiteCoreTests" / "Fixtures"
CORPUS = REPO_ROOT.parent / "shared" / "corpus"
SCHEMA = json.loads((REPO_ROOT / "docs" / "export.schema.json").read_text(encoding="utf-8"))


def corpus(name: str, folder: Path):
    return pytest.param(folder, id=name, marks=pytest.mark.skipif(
        not folder.is_dir(), reason=f"skipped: the shared corpus ({folder.name}) is not beside this checkout"))


CONTENT_FOLDERS = [
    pytest.param(FIXTURES / "legacy", id="legacy-fixtures"),
    pytest.param(FIXTURES / "seeds", id="seed-fixtures"),
    pytest.param(REPO_ROOT / "content", id="content"),
    corpus("corpus", CORPUS / "magentaa11y-v2" / "documentation"),
    corpus("older-corpus", CORPUS / "legacy-v1"),
]


def exported(content: Path, output: Path) -> dict:
    result = subprocess.run(
        [str(CRITERIA_BINARY), "export", "--format", "json", "--content", str(content), "--output", str(output)],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(output.read_text(encoding="utf-8"))


def test_the_schema_is_a_valid_json_schema() -> None:
    Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("content", CONTENT_FOLDERS)
def test_the_export_validates_against_its_schema(content: Path, tmp_path: Path) -> None:
    document = exported(content, tmp_path / "pages.json")
    errors = sorted(Draft202012Validator(SCHEMA).iter_errors(document), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:20])
    checks = [check for page in document["pages"] for check in page["checks"]]
    assert checks, "every one of these folders has criteria sections"
    for page in document["pages"]:
        ids = [check["id"] for check in page["checks"]]
        assert len(ids) == len(set(ids)), f"{page['path']}: check IDs repeat"
        for check in page["checks"]:
            assert check["page"] == page["path"]
            assert check["url"] == f"{page['url']}#{check['id']}"


def test_a_wrong_export_fails_the_schema(tmp_path: Path) -> None:
    """The schema can fail: a check without its ID, or citing a number that is not a criterion's."""
    document = exported(REPO_ROOT / "content", tmp_path / "pages.json")
    check = next(check for page in document["pages"] for check in page["checks"])
    validator = Draft202012Validator(SCHEMA)
    assert validator.is_valid(document)
    del check["id"]
    assert not validator.is_valid(document)
    check["id"] = "x"
    check["wcag"] = ["2.4"]
    assert not validator.is_valid(document)
