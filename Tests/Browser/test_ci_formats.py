"""`criteria check --format github` and `--format junit`, and `criteria build --format github`,
read the way CI systems read them.

GitHub's workflow commands are checked against the grammar GitHub documents ("Workflow commands
for GitHub Actions": `::error file={name},line={line},col={col},title={title}::{message}`, with
`%`, CR and LF escaped in the message and also `:` and `,` in property values); JUnit XML is read
with junitparser, as a CI report reader would. Both are compared with `--format json`, the
plain reading of the same problems.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from junitparser import Failure, JUnitXml

from conftest import criteria_binary

# A site whose problems hold what must be escaped: `%`, `:` and `,` in a file name, a quote and
# `<` in messages, a configuration error outside the content files, a file with no problem.
FILES = {
    "criteria.yml": "title: T\nrules:\n  broken-links: off\n",
    "web/clean.md": "## Criteria\n\n- Works\n",
    "web/100%, done: yes.md": "## Criteria\n\n- Works\n\n<img src=\"media/gone-50%.png\" alt=\"A chart\">\n",
    "web/links.md": "## Criteria\n\n- Works\n\n[Nowhere](/web-criteria/nowhere)\n\n<video controls><source src=\"media/v.webm\"></video>\n",
    "web/bad.md": "---\ntitle: \"unclosed\n---\n## Criteria\n\n- <b onclick=\"x()\">Bold</b>\n",
}

PROPERTY = r"(?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*"
COMMAND = re.compile(rf"^::(error|warning|notice)(?: ({PROPERTY}(?:,{PROPERTY})*))?::([^\r\n]*)$")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("ci-formats")
    for relative, text in FILES.items():
        path = root / "content" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def check(site: Path, fmt: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(criteria_binary()), "check", "--content", "content", "--format", fmt],
                          cwd=site, capture_output=True, text=True, timeout=120)


def unescape(text: str) -> str:
    return text.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")


def plain(site: Path) -> list[dict]:
    result = check(site, "json")
    assert result.returncode == 1, result.stderr
    return json.loads(result.stdout)


def test_github_commands_follow_the_documented_grammar_and_say_what_json_says(site):
    result = check(site, "github")
    assert result.returncode == 1, "an error still fails the job"
    lines = result.stdout.split("\n")
    assert lines[-1] == "", "every command ends its line"
    assert re.fullmatch(r"Checked 4 pages: \d+ errors?, \d+ warnings?", lines[-2]), "the log says the check ran"
    read = []
    for line in lines[:-2]:
        match = COMMAND.match(line)
        assert match, f"not a workflow command: {line!r}"
        properties = dict(item.split("=", 1) for item in match.group(2).split(","))
        assert set(properties) <= {"file", "line", "col", "title"}
        for number in ("line", "col"):
            if number in properties:
                assert properties[number].isdigit() and int(properties[number]) >= 1
        message = unescape(match.group(3))
        read.append({
            "severity": match.group(1), "file": unescape(properties["file"]),
            "line": int(properties.get("line", 0)), "column": int(properties.get("col", 0)),
            "rule": unescape(properties["title"]) if "title" in properties else None,
            "message": message.split("\nnote: ")[0],
            "note": message.split("\nnote: ", 1)[1] if "\nnote: " in message else None,
        })
    expected = [{key: problem[key] for key in ("severity", "file", "line", "column", "rule", "message", "note")} for problem in plain(site)]
    assert read == expected
    # The escaping was needed: the file name holds `%`, `,` and `:`.
    assert any("file=content/web/100%25%2C done%3A yes.md," in line for line in lines)
    assert any(problem["file"] == "content/web/100%, done: yes.md" for problem in read)


def test_github_on_a_clean_site_prints_only_the_summary_line(tmp_path):
    (tmp_path / "content/web").mkdir(parents=True)
    (tmp_path / "content/web/clean.md").write_text("## Criteria\n\n- Works\n", encoding="utf-8")
    result = check(tmp_path, "github")
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout == "Checked 1 page: 0 errors, 0 warnings\n"


def test_build_with_github_format_prints_the_checks_commands_once_then_its_summary(site, tmp_path):
    """The CI recipe's one step: a build that annotates as `check --format github` does."""
    checked = check(site, "github").stdout.split("\n")[:-2]
    output = tmp_path / "public"
    result = subprocess.run([str(criteria_binary()), "build", "content", "--output", str(output), "--format", "github"],
                            cwd=site, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, "the error fails the build, as it fails the check"
    assert result.stderr == "", "nothing is reported a second time, as text"
    lines = result.stdout.split("\n")
    assert lines[:len(checked)] == checked
    assert lines[len(checked)].startswith("Build failed after ") and lines[len(checked) + 1:] == [""], lines


def test_build_with_github_format_reports_a_write_failure_as_an_error_command(tmp_path):
    """An output folder holding a file this tool did not write: the build refuses it, and says so
    as GitHub reads it, not as text on standard error."""
    (tmp_path / "content/web").mkdir(parents=True)
    (tmp_path / "content/web/clean.md").write_text("## Criteria\n\n- Works\n", encoding="utf-8")
    (tmp_path / "public").mkdir()
    (tmp_path / "public/notes.txt").write_text("mine\n", encoding="utf-8")
    result = subprocess.run([str(criteria_binary()), "build", "content", "--output", "public", "--format", "github"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and result.stderr == "", result.stderr
    errors = [line for line in result.stdout.split("\n") if line.startswith("::error")]
    assert len(errors) == 1 and COMMAND.match(errors[0]), result.stdout
    assert errors[0].startswith("::error::") and "public" in unescape(errors[0]), errors[0]
    assert (tmp_path / "public/notes.txt").read_text(encoding="utf-8") == "mine\n"


def test_junit_has_one_test_case_a_file_and_one_failure_a_problem(site, tmp_path):
    result = check(site, "junit")
    assert result.returncode == 1
    report = tmp_path / "report.xml"
    report.write_text(result.stdout, encoding="utf-8")
    xml = JUnitXml.fromfile(str(report))
    suites = list(xml)
    assert len(suites) == 1
    cases = {case.name: case for case in suites[0]}
    problems = plain(site)
    files = {f"content/{name}" for name in FILES if name.endswith(".md")} | {problem["file"] for problem in problems}
    assert set(cases) == files, "one test case a checked file, and one for the configuration's problems"
    assert suites[0].tests == len(files)
    assert suites[0].failures == len(problems)
    for name, case in cases.items():
        failures = [item for item in case.result if isinstance(item, Failure)]
        own = [problem for problem in problems if problem["file"] == name]
        assert [failure.message for failure in failures] == [f"{p['severity']}: {p['message']}" for p in own], name
        assert [failure.type for failure in failures] == [p["rule"] or p["severity"] for p in own], name
        assert case.is_passed == (not own)
    assert cases["content/web/clean.md"].is_passed
