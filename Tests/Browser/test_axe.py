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
