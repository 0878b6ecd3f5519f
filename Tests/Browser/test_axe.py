"""axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every page kind, in the light
and the dark colour scheme, with JavaScript on. On criteria pages every tab is
opened in turn, so the content of each panel is checked (axe skips hidden panels).

HTTP only: what axe checks does not depend on the transport.
"""
from __future__ import annotations

import pytest

AXE_OPTIONS = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]}}


@pytest.fixture(params=["light", "dark"])
def color_scheme(request) -> str:
    return request.param


def run_axe(axe, page, label: str) -> list[str]:
    """Runs axe on the page; returns [] or a readable report naming `label`."""
    results = axe.run(page, options=AXE_OPTIONS)
    if results.violations_count == 0:
        return []
    return [f"--- {label}: {results.generate_snapshot().replace(chr(10), '; ')}\n{results.generate_report()}"]


def test_no_axe_violations(http_site, new_page, axe, any_page, color_scheme):
    page = new_page(color_scheme=color_scheme)
    page.goto(http_site.url(any_page))
    assert page.evaluate(f"matchMedia('(prefers-color-scheme: {color_scheme})').matches"), \
        f"the browser did not apply the {color_scheme} scheme"

    tabs = page.get_by_role("tab")
    if tabs.count() == 0:
        reports = run_axe(axe, page, f"{any_page} ({color_scheme})")
    else:
        reports = []
        for i in range(tabs.count()):
            tabs.nth(i).click()
            reports += run_axe(axe, page, f"{any_page} ({color_scheme}), tab {tabs.nth(i).inner_text()!r}")

    report = "\n".join(reports)
    print(report)
    assert not reports, f"axe found WCAG A/AA violations:\n{report}"


def test_a_brand_colour_keeps_the_pages_at_aa(tmp_path, new_page, axe, color_scheme):
    # A team's trial: the configuration's own example colour passed on the page's background and
    # failed on the header's in the dark scheme. The build checks every background it is text on.
    import subprocess
    from conftest import criteria_binary
    criteria = str(criteria_binary())
    subprocess.run([criteria, "init", "site"], cwd=tmp_path, check=True, capture_output=True)
    config = tmp_path / "site/content/criteria.yml"
    config.write_text(config.read_text(encoding="utf-8") + '\naccent: "#0b6e4f"\n', encoding="utf-8")
    built = subprocess.run([criteria, "build"], cwd=tmp_path / "site", capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    site = tmp_path / "site/public"
    criteria_page = next(path for path in sorted(site.glob("*/*/*/index.html")) if "data-check" in path.read_text(encoding="utf-8"))
    page = new_page(color_scheme=color_scheme)
    problems = []
    for path in [site / "index.html", criteria_page]:
        page.goto(path.as_uri())
        assert "--accent:#0b6e4f" in page.content()
        problems += run_axe(axe, page, f"{path.relative_to(site)} ({color_scheme})")
    assert not problems, "\n".join(problems)
