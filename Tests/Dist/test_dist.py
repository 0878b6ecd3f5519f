"""The release tarball (`make dist`): what it holds, what it links, and that it builds a site in a
bare environment, as the CI recipes of docs/ci.md use it (their commands are run from the doc).

`make dist-test` builds the tarball and names it in DIST_TARBALL; without it these tests skip.
"""
import os
import pathlib
import re
import shutil
import subprocess
import tarfile

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
SEEDS = ROOT / "Tests/EndToEndTests/Sites/seeds/content"
BARE = {"PATH": "/usr/bin:/bin"}
# Beyond these C libraries (glibc's parts, the C++ runtime, zlib) only cmark-gfm's two and jemalloc.
ALLOWED = re.compile(r"^(linux-vdso|linux-gate|ld-linux.*|libc|libm|libdl|libpthread|librt|libutil|libresolv|"
                     r"libstdc\+\+|libgcc_s|libz|libcmark-gfm|libcmark-gfm-extensions|libjemalloc)\.so")


@pytest.fixture(scope="module")
def tarball():
    name = os.environ.get("DIST_TARBALL")
    if not name:
        pytest.skip("run by `make dist-test`, which builds the tarball first (DIST_TARBALL names it)")
    path = ROOT / name
    assert path.is_file(), f"{path} was not made"
    return path


@pytest.fixture(scope="module")
def unpacked(tarball, tmp_path_factory):
    folder = tmp_path_factory.mktemp("dist")
    with tarfile.open(tarball) as archive:
        archive.extractall(folder, filter="data")
    (top,) = folder.iterdir()
    assert top.name == tarball.name.removesuffix(".tar.gz")
    return top


def bare(arguments, cwd, env=None):
    return subprocess.run(arguments, cwd=cwd, env={**BARE, **(env or {})}, capture_output=True, text=True, timeout=600)


def test_the_tarball_holds_the_program_theme_starter_readme_and_licences(unpacked):
    assert os.access(unpacked / "bin/criteria", os.X_OK)
    assert (unpacked / "share/criteria/themes/default/templates/page.mustache").is_file()
    assert (unpacked / "share/criteria/starter/content/criteria.yml").is_file()
    assert "libcmark-gfm" in (unpacked / "README.md").read_text()
    licences = {path.name for path in (unpacked / "licenses").iterdir()}
    assert {"swift-runtime.txt", "swift-argument-parser.txt", "Yams.txt", "swift-nio.txt"} <= licences


def test_ldd_lists_no_swift_library_and_nothing_beyond_the_c_libraries_cmark_and_jemalloc(unpacked):
    result = subprocess.run(["ldd", str(unpacked / "bin/criteria")], capture_output=True, text=True, check=True)
    names = [line.split()[0] for line in result.stdout.splitlines() if line.strip()]
    assert not [name for name in names if "swift" in name.lower() or "Foundation" in name or "dispatch" in name], result.stdout
    assert [name for name in names if not ALLOWED.match(os.path.basename(name))] == [], result.stdout
    assert any(name.startswith("libcmark-gfm.so") for name in names), result.stdout
    # The README and docs/ci.md tell users to install it: a release allocates with it.
    assert any(name.startswith("libjemalloc.so") for name in names), result.stdout
    assert "not found" not in result.stdout


def test_builds_the_seed_site_with_a_bare_environment(unpacked, tmp_path):
    result = bare([str(unpacked / "bin/criteria"), "build", str(SEEDS), "--output", "public"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Built 3 pages" in result.stdout, result.stdout
    assert (tmp_path / "public/native/controls/link/index.html").is_file()
    assert (tmp_path / "public/_assets/criteria.css").is_file(), "the default theme was found beside bin/"


def test_init_then_check_build_and_bundle_without_warnings(unpacked, tmp_path):
    criteria = str(unpacked / "bin/criteria")
    assert bare([criteria, "init", "site"], cwd=tmp_path).returncode == 0
    site = tmp_path / "site"
    check = bare([criteria, "check"], cwd=site)
    assert check.returncode == 0 and check.stderr == "", check.stderr
    build = bare([criteria, "build", "--warnings-as-errors"], cwd=site)
    assert build.returncode == 0, build.stderr
    assert "0 errors, 0 warnings" in build.stdout, build.stdout
    bundle = bare([criteria, "bundle", "--warnings-as-errors"], cwd=site)
    assert bundle.returncode == 0 and (site / "criteria-site.zip").is_file(), bundle.stderr


# The CI recipes, run from docs/ci.md.

def recipe(file_name):
    """The YAML block that follows the line naming `file_name` in docs/ci.md."""
    text = (ROOT / "docs/ci.md").read_text()
    match = re.search(re.escape(f"`{file_name}`") + r"[^\n]*\n+```yaml\n(.*?)```", text, re.S)
    assert match, f"docs/ci.md has no yaml block after `{file_name}`"
    return yaml.safe_load(match.group(1))


def shims(folder):
    """`apt-get` that checks the packages are installed instead of installing them (the test
    machine has them; CI's image gets them), and `curl`, which the download was replaced for."""
    folder.mkdir()
    apt = folder / "apt-get"
    apt.write_text('#!/bin/sh\n[ "$1" = update ] && exit 0\nshift\nfor p in "$@"; do case "$p" in -*) ;; '
                   '*) dpkg -s "$p" >/dev/null 2>&1 || { echo "not installed: $p" >&2; exit 100; } ;; esac; done\n')
    apt.chmod(0o755)
    return folder


def repository(tmp_path):
    """A checkout of a criteria repository: its content folder is the seed site."""
    work = tmp_path / "repository"
    shutil.copytree(SEEDS, work / "content")
    return work


def run_step(script, work, env):
    result = subprocess.run(["bash", "-eo", "pipefail", "-c", script], cwd=work, env=env, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, f"{script}\nstdout: {result.stdout}\nstderr: {result.stderr}"
    return result.stdout + result.stderr


TEXT_PROBLEM = re.compile(r"^(\S+):(\d+):(\d+): (?:warning|error): .* \[([a-z0-9-]+)\]$")
COMMAND_PROBLEM = re.compile(r"^::(?:warning|error) file=([^,]+),line=(\d+),col=(\d+),title=([a-z0-9-]+)::")


def printed_once(log):
    """Every problem the recipe's steps printed, as text or as workflow commands, is there once;
    the seed site has warnings, so there is something to count."""
    problems = [match.groups() for line in log.splitlines() for match in [TEXT_PROBLEM.match(line) or COMMAND_PROBLEM.match(line)] if match]
    assert len(problems) == 9, log
    assert len(set(problems)) == len(problems), f"a problem printed twice:\n{log}"


def download(script, tarball, work):
    """The download, replaced by a copy of the tarball `make dist` made, named as the doc names it."""
    match = re.fullmatch(r'curl -fsSL -o (\S+) "[^"]+/criteria-\$CRITERIA_VERSION-linux-x86_64\.tar\.gz"', script.strip())
    assert match, f"not the download step the test knows: {script}"
    shutil.copy(tarball, work / match.group(1))


def versioned(tarball, env):
    """The doc's version and architecture are the tarball's, so its commands find what they unpack."""
    version = env["CRITERIA_VERSION"]
    if not tarball.name.endswith("-linux-x86_64.tar.gz") or f"criteria-{version}-" not in tarball.name:
        pytest.skip(f"docs/ci.md names criteria {version} for x86_64; the tarball is {tarball.name}")


def test_the_github_workflow_checks_builds_and_publishes(tarball, tmp_path):
    workflow = recipe(".github/workflows/site.yml")
    job = workflow["jobs"]["site"]
    assert job["container"] == "debian:bookworm"
    work, path_file = repository(tmp_path), tmp_path / "github_path"
    path_file.write_text("")
    env = {**BARE, **{key: str(value) for key, value in job["env"].items()}, "GITHUB_PATH": str(path_file)}
    versioned(tarball, env)
    env["PATH"] = f"{shims(tmp_path / 'shims')}:{env['PATH']}"
    published, log = None, ""
    for step in job["steps"]:
        if step.get("name") == "Download criteria":
            download(step["run"], tarball, work)
        elif "run" in step:
            # GitHub adds the lines of $GITHUB_PATH to PATH before each later step.
            extra = [line for line in path_file.read_text().splitlines() if line]
            log += run_step(step["run"], work, {**env, "PATH": ":".join(list(reversed(extra)) + [env["PATH"]])})
        elif step["uses"].startswith("actions/upload-pages-artifact@"):
            published = tmp_path / "published"
            shutil.copytree(work / step["with"]["path"], published)
        else:
            assert step["uses"].startswith("actions/checkout@"), step
    assert published is not None and (published / "native/controls/link/index.html").is_file()
    assert workflow["jobs"]["deploy"]["needs"] == "site"
    printed_once(log)
    assert "::warning file=content/native/controls/link.md," in log, "the problems are annotations"


def test_the_gitlab_job_checks_builds_and_publishes(tarball, tmp_path):
    job = recipe(".gitlab-ci.yml")["pages"]
    assert job["image"].startswith("debian:bookworm")
    work = repository(tmp_path)
    env = {**BARE, **{key: str(value) for key, value in job["variables"].items()}, "CI_PROJECT_DIR": str(work)}
    versioned(tarball, env)
    env["PATH"] = f"{shims(tmp_path / 'shims')}:{env['PATH']}"
    lines = []
    for line in job["before_script"] + job["script"]:
        if line.startswith("curl "):
            download(line, tarball, work)
        else:
            lines.append(line)
    # GitLab runs a job's lines in one shell, so an `export` holds for the lines after it.
    printed_once(run_step("\n".join(lines), work, env))
    assert job["artifacts"]["paths"] == ["public"]
    published = tmp_path / "published"
    shutil.copytree(work / "public", published)
    assert (published / "native/controls/link/index.html").is_file()
