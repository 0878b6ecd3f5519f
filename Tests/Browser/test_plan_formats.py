"""Plan files read by independent readers: every CSV golden of `PlanWriterTests` (hostile text,
every profile) and of `PlanCommandTests` (the shared corpus) parsed with Python's `csv` module and
with pandas, one row per check, each hostile cell coming back as written (with the `'` that
neutralises a formula); task lists, Jira and text plans counted against the JSON plan's checks;
`criteria plan` over a page of hostile text in every format; and plan-format.js writing every
golden byte for byte."""
from __future__ import annotations

import csv
import re
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
    import pandas  # in requirements.txt: a missing second reader fails rather than skips
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
    # The ID column names the check across the site: its page's path, `#`, its ID.
    check = {row[0].split("#")[-1]: row[6] for row in rows[1:]}
    assert check["button-formula"] == "'=HYPERLINK(\"http://evil\",\"x\")"
    assert check["button-plus"] == "'+1 and -1, @sum"
    assert check["button-quote"] == 'It says "pressed", then, more'
    assert check["button-newline"] == "line one\nline two\r\nline three\tend"
    assert check["button-jira"] == "a | b *bold* {code}x{code} [link|http://x] -strike- _em_ !img.png!"
    assert check["button-html"].startswith("<script>alert(1)</script> & ")
    assert check["link-tab"] == "'-Focus moves"
    steps = {row[0].split("#")[-1]: row[5] for row in rows[1:]}
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


# The corpus goldens of `PlanCommandTests` (Tests/EndToEndTests/Expected/Plans): committed, so
# these run without ../shared too. Each selection's JSON plan gives the count every other
# format must have.
CORPUS_GOLDEN = REPO_ROOT / "Tests" / "EndToEndTests" / "Expected" / "Plans"
CORPUS_SELECTIONS = ["corpus-folders", "corpus-wcag"]
LIST_ITEMS = {"md": "- [ ] ", "jira.txt": "* ", "txt": "[ ] "}


def corpus_golden(name: str) -> bytes:
    path = CORPUS_GOLDEN / name
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `swift test --disable-xctest --filter PlanCommandTests` beside ../shared",
                    pytrace=False)
    return path.read_bytes()


def json_plan_checks(data: bytes) -> list[dict]:
    import json
    document = json.loads(data)
    assert document["format"] == "criteriapress-plan" and document["count"] == len(document["checks"])
    return document["checks"]


@pytest.mark.parametrize("selection", CORPUS_SELECTIONS)
def test_every_corpus_golden_has_one_row_or_item_per_check_of_its_json_plan(selection: str) -> None:
    checks = json_plan_checks(corpus_golden(f"{selection}.json"))
    assert len(checks) > 20
    for profile in PROFILES:
        rows, frame = read_both(corpus_golden(f"{selection}-{profile}.csv"))
        assert len(rows) - 1 == len(checks) == len(frame), profile
        assert frame.values.tolist() == rows[1:], f"{profile}: pandas and csv read the same cells"
    generic = read_both(corpus_golden(f"{selection}-generic.csv"))[0]
    site_wide = [re.sub(r"\.md$", "", c["pagePath"]) + "#" + c["id"] for c in checks]
    assert [row[0] for row in generic[1:]] == site_wide, "the CSV's rows are the JSON plan's checks, in order"
    assert len(set(site_wide)) == len(site_wide), "the ID column names each check once across the site"
    for extension, marker in LIST_ITEMS.items():
        lines = corpus_golden(f"{selection}.{extension}").decode("utf-8").split("\n")
        assert sum(line.startswith(marker) for line in lines) == len(checks), extension


@pytest.mark.parametrize("selection", CORPUS_SELECTIONS)
def test_the_browser_writes_every_corpus_golden_byte_for_byte(formatter, selection: str) -> None:
    checks = json_plan_checks(corpus_golden(f"{selection}.json"))
    for fmt, extension in [("markdown", "md"), ("jira", "jira.txt"), ("text", "txt")]:
        written = formatter.evaluate("([c, f]) => window.criteriaPlanFormat.write(c, f, {})", [checks, fmt])
        assert written.encode("utf-8") == corpus_golden(f"{selection}.{extension}"), fmt
    for profile in PROFILES:
        written = formatter.evaluate("([c, p]) => window.criteriaPlanFormat.write(c, 'csv', {profile: p})", [checks, profile])
        assert written.encode("utf-8") == corpus_golden(f"{selection}-{profile}.csv"), profile


# `criteria plan` over a page of hostile text (Fixtures/hostile-plan): formula, quote, newline,
# Jira and HTML payloads through the parser into every format, read back.
HOSTILE_CONTENT = Path(__file__).parent / "Fixtures" / "hostile-plan"


@pytest.fixture(scope="module")
def hostile_plans() -> dict:
    import subprocess
    from conftest import criteria_binary

    def plan(*arguments: str) -> bytes:
        result = subprocess.run([str(criteria_binary()), "plan", "--content", str(HOSTILE_CONTENT), *arguments], capture_output=True)
        assert result.returncode == 0, result.stderr.decode()
        return result.stdout

    plans = {p: plan("--format", "csv", "--profile", p) for p in PROFILES}
    plans.update({f: plan("--format", f) for f in ["markdown", "jira", "text"]})
    return {"checks": json_plan_checks(plan("--format", "json")), "plans": plans}


def unescape(text: str) -> str:
    """A Markdown or Jira line with its backslash escapes undone."""
    import re
    return re.sub(r"\\(.)", r"\1", text)


KEYWORDS = {"GIVEN": "Given", "WHEN": "When", "THEN": "Then", "AND": "And", "BUT": "But"}


def gherkin_step(text: str) -> str:
    """A scenario's line as FeatureWriter.step writes it: `WHEN I tab` → `When I tab`; a last ` AND`,
    which joins the line to the next on the page, left out (the next is a step of its own)."""
    text = text[:-4] if text.endswith(" AND") else text
    words = text.split(" ", 1)
    if len(words) != 2 or words[0].upper() not in KEYWORDS:
        return "And " + text
    rest = "that" + words[1][4:] if words[1].startswith("THAT ") else words[1]
    return KEYWORDS[words[0].upper()] + " " + rest


def test_hostile_text_comes_back_as_written_from_every_format(hostile_plans) -> None:
    checks = hostile_plans["checks"]
    texts = [c["text"] for c in checks]
    assert sum(t[:1] in ("=", "+", "-", "@") for t in texts + [c["step"] for c in checks]) >= 4, "formula payloads"
    assert any("<script>" in t for t in texts) and any('"' in t for t in texts) and any("{code}" in t for t in texts)
    for profile in PROFILES:
        rows, _ = read_both(hostile_plans["plans"][profile])
        assert len(rows) - 1 == len(checks), profile
        for row in rows[1:]:
            assert not any(cell[:1] in ("=", "+", "-", "@", "\t", "\r") for cell in row), (profile, row)
    generic = read_both(hostile_plans["plans"]["generic"])[0][1:]
    neutral = lambda text: "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text  # noqa: E731
    assert [row[6] for row in generic] == [neutral(t) for t in texts]
    # A scenario has no step: its Background's lines, then its own, stand in the Step column.
    steps = [c["step"] or "\n".join(gherkin_step(d) for d in c["background"] + c["details"]) for c in checks]
    assert any(c["background"] for c in checks), "a scenario with a Background among the payloads"
    assert any(c["details"] for c in checks), "a scenario among the payloads"
    assert [row[5] for row in generic] == [neutral(s) for s in steps]
    suffix = lambda c: f" (WCAG {', '.join(c['wcag'])})" if c["wcag"] else ""  # noqa: E731
    for fmt, marker in [("markdown", "- [ ] "), ("jira", "* "), ("text", "[ ] ")]:
        items = [line[len(marker):] for line in hostile_plans["plans"][fmt].decode("utf-8").split("\n") if line.startswith(marker)]
        read = items if fmt == "text" else [unescape(item) for item in items]
        assert read == [c["text"] + suffix(c) for c in checks], fmt
    # A scenario's lines (its Background's first) follow its check, nested, escaped as the check is.
    one_line = lambda text: re.sub(r"[\t\n\r]+", " ", text).strip(" ")  # noqa: E731  (PlanText.oneLine)
    details = [one_line(gherkin_step(d)) for c in checks for d in c["background"] + c["details"]]
    for fmt, marker in [("markdown", "  - "), ("jira", "** "), ("text", "    ")]:
        lines = [line[len(marker):] for line in hostile_plans["plans"][fmt].decode("utf-8").split("\n") if line.startswith(marker)]
        assert (lines if fmt == "text" else [unescape(line) for line in lines]) == details, fmt
