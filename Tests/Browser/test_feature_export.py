"""`criteria export --format feature`: every .feature file parses with the official Gherkin parser.

Runs over the test fixtures (older entries, seed pages and a page of hostile text) and, when ``../shared`` is beside the
repository, over the MagentaA11y corpus. The set of feature files is checked against the pages
that the JSON export says have a Gherkin section, so a page cannot silently go missing.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from conftest import CRITERIA_BINARY, REPO_ROOT

FIXTURES = REPO_ROOT / "Tests" / "SiteCoreTests" / "Fixtures"
CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "magentaa11y-v2" / "documentation"

CONTENT_FOLDERS = [
    pytest.param(FIXTURES / "legacy", id="legacy-fixtures"),
    pytest.param(FIXTURES / "seeds", id="seed-fixtures"),
    pytest.param(Path(__file__).parent / "Fixtures" / "hostile-plan", id="hostile-fixture"),
    pytest.param(
        CORPUS,
        id="corpus",
        marks=pytest.mark.skipif(
            not CORPUS.is_dir(),
            reason="skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout",
        ),
    ),
]


def export(content: Path, fmt: str, output: Path) -> None:
    result = subprocess.run(
        [str(CRITERIA_BINARY), "export", "--format", fmt, "--content", str(content), "--output", str(output)],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr


def parse_features(folder: Path) -> dict[str, dict]:
    """Relative path without `.feature` → the parsed feature; any parse error fails the test."""
    parsed = {}
    for path in sorted(folder.rglob("*.feature")):
        document = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
        parsed[path.relative_to(folder).with_suffix("").as_posix()] = document["feature"]
    return parsed


@pytest.mark.parametrize("content", CONTENT_FOLDERS)
def test_every_gherkin_section_exports_to_a_feature_the_gherkin_parser_accepts(content: Path, tmp_path: Path) -> None:
    export(content, "feature", tmp_path / "features")
    export(content, "json", tmp_path / "pages.json")
    features = parse_features(tmp_path / "features")
    pages = json.loads((tmp_path / "pages.json").read_text(encoding="utf-8"))["pages"]
    with_gherkin = {p["url"].removesuffix("/index.html"): p for p in pages if any(s["kind"] == "gherkin" for s in p["sections"])}
    assert set(features) == set(with_gherkin)
    assert features, "no feature files were written"
    for address, feature in features.items():
        assert feature["name"] == with_gherkin[address]["title"]
        scenarios = [child["scenario"] for child in feature["children"] if "scenario" in child]
        assert scenarios, f"{address}: no scenario"
        for scenario in scenarios:
            assert scenario["steps"], f"{address}: scenario {scenario['name']!r} has no steps"


def test_older_web_entry_exports_the_older_sites_scenarios(tmp_path: Path) -> None:
    export(FIXTURES / "legacy", "feature", tmp_path)
    feature = parse_features(tmp_path)["web/component/button"]
    background = next(child["background"] for child in feature["children"] if "background" in child)
    assert [(s["keyword"].strip(), s["text"]) for s in background["steps"]] == [("Given", "that I am on a page with a button")]
    scenarios = [child["scenario"] for child in feature["children"] if "scenario" in child]
    assert [s["name"] for s in scenarios] == ["Keyboard for mobile & desktop", "Desktop screenreader", "Mobile screenreader"]
    keyboard = [(s["keyword"].strip(), s["text"]) for s in scenarios[0]["steps"]]
    assert keyboard == [
        ("When", "I use the tab key to move focus to a button I SEE focus is strongly visually indicated"),
        ("Then", "when I use the spacebar and/or enter key to activate the button I SEE the intended action occurs"),
    ]
    assert [s["keyword"].strip() for s in scenarios[2]["steps"]] == ["When", "And", "And", "And", "And", "Then"]


@pytest.mark.parametrize("content", CONTENT_FOLDERS)
def test_every_gherkin_check_tags_its_scenario_as_xray_and_cucumber_read_them(content: Path, tmp_path: Path) -> None:
    """Each scenario made from a Gherkin check carries @<check id>, @component-<page>, @<platform>
    and @wcag-<number> for each criterion, in the check's order (docs/plans.md)."""
    export(content, "feature", tmp_path / "features")
    export(content, "json", tmp_path / "pages.json")
    features = parse_features(tmp_path / "features")
    pages = json.loads((tmp_path / "pages.json").read_text(encoding="utf-8"))["pages"]
    tagged = 0
    for page in pages:
        checks = [c for c in page["checks"] if c["section"] == "gherkin"]
        if not checks:
            continue
        address = page["url"].removesuffix("/index.html").removesuffix(".html")
        scenarios = [child["scenario"] for child in features[address]["children"] if "scenario" in child]
        by_id = {}
        for scenario in scenarios:
            names = [tag["name"] for tag in scenario["tags"]]
            if names:
                by_id[names[0][1:]] = names
        assert list(by_id) == [c["id"] for c in checks], address
        for check in checks:
            expected = [f"@{check['id']}", f"@component-{address.split('/')[-1]}", f"@{check['platform']}"]
            assert by_id[check["id"]] == expected + [f"@wcag-{n}" for n in check["wcag"]]
        tagged += len(checks)
    assert tagged > 0, "no Gherkin check was tagged"


def test_hostile_scenario_names_and_steps_come_back_as_written(tmp_path: Path) -> None:
    """Formula, quote, Jira, HTML, table, comment and tag payloads stay a scenario's name and
    steps: nothing the parser reads as a keyword, table, comment, tag or doc string."""
    content = Path(__file__).parent / "Fixtures" / "hostile-plan"
    export(content, "feature", tmp_path / "features")
    export(content, "json", tmp_path / "pages.json")
    feature = parse_features(tmp_path / "features")["web/component/hostile"]
    scenarios = [child["scenario"] for child in feature["children"] if "scenario" in child]
    page = json.loads((tmp_path / "pages.json").read_text(encoding="utf-8"))["pages"][0]
    gherkin = [c for c in page["checks"] if c["section"] == "gherkin"]
    assert [s["name"] for s in scenarios] == [c["text"].removeprefix("Scenario: ") for c in gherkin]
    assert [s["name"] for s in scenarios] == ['=SUM(A1) "quoted", {code}x{code} | bold alert(1)', "# not a comment"]
    assert [st["text"] for st in scenarios[1]["steps"]] == ['I see """ triple quotes and ``` fences', "| a | b |", "@tag-like step"]
    assert "line one line two line three" in [st["text"] for st in scenarios[0]["steps"]], "a line break stays inside its step"
    assert all(tag["name"].startswith("@") and " " not in tag["name"] for s in scenarios for tag in s["tags"])
