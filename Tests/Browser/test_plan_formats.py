"""Plan files read by independent readers: every CSV golden of `PlanWriterTests` (hostile text,
every profile) parsed with Python's `csv` module and with pandas, one row per check, each hostile
cell coming back as written (with the `'` that neutralises a formula)."""
from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from conftest import REPO_ROOT

GOLDEN = REPO_ROOT / "Tests" / "SiteCoreTests" / "Golden" / "PlanWriterTests"
CHECKS = 9  # PlanWriterTests.hostile
PROFILES = ["generic", "testrail", "azure", "xray"]


def golden(name: str) -> bytes:
    path = GOLDEN / name
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `swift test --disable-xctest --filter PlanWriterTests` first", pytrace=False)
    return path.read_bytes()


def read_both(data: bytes) -> tuple[list[list[str]], "object"]:
    pandas = pytest.importorskip("pandas")
    text = data.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text, newline="")))
    frame = pandas.read_csv(io.BytesIO(data), dtype=str, keep_default_na=False, encoding="utf-8-sig")
    return rows, frame


@pytest.mark.parametrize("profile", PROFILES)
def test_every_profile_parses_to_one_row_per_check_in_both_readers(profile: str) -> None:
    data = golden(f"hostile-{profile}.csv")
    assert data.endswith(b"\r\n") and b"\r\n" in data
    rows, frame = read_both(data)
    header, body = rows[0], rows[1:]
    assert len(body) == CHECKS
    assert list(frame.columns) == header
    assert frame.shape == (CHECKS, len(header))
    assert frame.values.tolist() == body, "pandas and csv read the same cells"


def test_hostile_cells_come_back_as_written() -> None:
    rows, _ = read_both(golden("hostile-generic.csv"))
    check = {row[0]: row[6] for row in rows[1:]}
    assert check["button-formula"] == "'=HYPERLINK(\"http://evil\",\"x\")"
    assert check["button-plus"] == "'+1 and -1, @sum"
    assert check["button-quote"] == 'It says "pressed", then, more'
    assert check["button-newline"] == "line one\nline two\r\nline three\tend"
    assert check["button-jira"] == "a | b *bold* {code}x{code} [link|http://x] -strike- _em_ !img.png!"
    assert check["button-html"].startswith("<script>alert(1)</script> & ")
    assert check["link-tab"] == "'-Focus moves"
    steps = {row[0]: row[5] for row in rows[1:]}
    assert steps["link-tab"] == "'\tTab\r", "a cell starting with a tab is neutralised too"


def test_no_cell_starts_a_formula_in_any_profile() -> None:
    for profile in PROFILES:
        rows, _ = read_both(golden(f"hostile-{profile}.csv"))
        for row in rows[1:]:
            for cell in row:
                assert not cell[:1] in ("=", "+", "-", "@", "\t", "\r"), (profile, cell)


# The JavaScript writer (themes/default/assets/plan-format.js) against the same goldens: the
# rows are the JSON golden's checks, the options those PlanWriterTests used.
FORMAT_GOLDENS = [("markdown", "hostile.md"), ("jira", "hostile.jira.txt"), ("text", "hostile.txt"), ("csv", "hostile.csv")]
PLAN_FORMAT_JS = REPO_ROOT / "themes" / "default" / "assets" / "plan-format.js"


@pytest.fixture
def formatter(page):
    page.set_content("<!doctype html><title>plan-format.js</title>")
    page.add_script_tag(content=PLAN_FORMAT_JS.read_text(encoding="utf-8"))
    return page


def write_in_browser(page, fmt: str, options: dict) -> bytes:
    import json
    checks = json.loads(golden("hostile.json"))["checks"]
    text = page.evaluate("([checks, fmt, options]) => window.criteriaPlanFormat.write(checks, fmt, options)", [checks, fmt, options])
    return text.encode("utf-8")


@pytest.mark.parametrize(("fmt", "name"), FORMAT_GOLDENS)
def test_the_browser_writes_every_format_byte_for_byte(formatter, fmt: str, name: str) -> None:
    assert write_in_browser(formatter, fmt, {"linkBase": "https://example.com/a11y/"}) == golden(name)


@pytest.mark.parametrize("profile", PROFILES)
def test_the_browser_writes_every_profile_byte_for_byte(formatter, profile: str) -> None:
    assert write_in_browser(formatter, "csv", {"profile": profile}) == golden(f"hostile-{profile}.csv")
    marked = write_in_browser(formatter, "csv", {"profile": profile, "byteOrderMark": True})
    assert marked == b"\xef\xbb\xbf" + golden(f"hostile-{profile}.csv")


# `criteria plan` over the shared corpus: one row per check in every profile, in both readers,
# and one task-list box per check, against the JSON export's checks.


@pytest.fixture(scope="module")
def corpus_plans(tmp_path_factory) -> dict:
    import json
    import subprocess
    from conftest import criteria_binary
    from corpus_site import DOCUMENTATION, require_corpus
    require_corpus()
    folder = tmp_path_factory.mktemp("corpus-plans")

    def run_criteria(*arguments: str, cwd) -> None:
        result = subprocess.run([str(criteria_binary()), *arguments, "--content", str(DOCUMENTATION)], cwd=cwd,
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stderr[-4000:]

    run_criteria("export", "--format", "json", "--output", str(folder / "export.json"), cwd=REPO_ROOT)
    pages = json.loads((folder / "export.json").read_text(encoding="utf-8"))["pages"]
    plans = {}
    for name, arguments in [*((p, ["--format", "csv", "--profile", p]) for p in PROFILES), ("markdown", ["--format", "markdown"])]:
        run_criteria("plan", *arguments, "--output", str(folder / name), cwd=REPO_ROOT)
        plans[name] = (folder / name).read_bytes()
    return {"checks": sum(len(p["checks"]) for p in pages), "plans": plans}


@pytest.mark.parametrize("profile", PROFILES)
def test_the_corpus_plan_has_one_row_per_exported_check(corpus_plans, profile: str) -> None:
    assert corpus_plans["checks"] > 100
    rows, frame = read_both(corpus_plans["plans"][profile])
    assert len(rows) - 1 == corpus_plans["checks"] == len(frame)
    assert frame.values.tolist() == rows[1:]


def test_the_corpus_task_list_has_one_box_per_exported_check(corpus_plans) -> None:
    lines = corpus_plans["plans"]["markdown"].decode("utf-8").split("\n")
    assert sum(line.startswith("- [ ] ") for line in lines) == corpus_plans["checks"]
