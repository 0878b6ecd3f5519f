"""Audits (themes/default/assets/audit.js, audit.html, docs/audits.md).

A reader marks each check of a criteria page in a named audit kept in localStorage; audit.html
lists, filters, exports and imports the results. These tests use the session site's pages and
their checks (`li[data-check]`), over HTTP and file:// where the transport matters.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import REPO_ROOT, criteria_binary
from test_axe import run_axe
from test_html_validity import vnu  # noqa: F401  (fixture)

AUDIT = "audit.html"
LINK = "native/controls/link/index.html"
TEXT_INPUT = "native/controls/text-input/index.html"
ROW_BUTTON = "native/controls/table-row-button/index.html"
PAGES = [LINK, TEXT_INPUT, ROW_BUTTON]
QUOTA = "Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };"



# --------------------------------------------------------------------------- #
# Helpers                                                                      #
# --------------------------------------------------------------------------- #


def store_key(page) -> str:
    return page.evaluate("'criteriapress.audits.v1:' + new URL(document.documentElement.dataset.root || './', location.href).pathname")


def stored(page) -> dict | None:
    raw = page.evaluate("k => localStorage.getItem(k)", store_key(page))
    return None if raw is None else json.loads(raw)


def check_ids(page) -> list[str]:
    return page.eval_on_selector_all("main li[data-check]", "els => els.map(e => e.id)")


def keyed(page, results: dict) -> dict:
    """Stored results by check ID, for the criteria page open (they are kept by page and ID)."""
    prefix = page.evaluate("decodeURIComponent(document.querySelector('.criteria-page').dataset.page) + '#'")
    return {key[len(prefix):]: value for key, value in results.items() if key.startswith(prefix)}


def start_audit(page, name: str) -> None:
    page.get_by_role("button", name="Audit this page").click()
    page.get_by_label("Name of a new audit").fill(name)
    page.get_by_role("button", name="Start the audit").click()
    expect(page.get_by_role("heading", name=f"Audit: {name}")).to_be_focused()
    expect(page.locator(".site-header .audit-link")).to_have_text(f"Audit: {name}")


def show_check(page, check: str):
    """Opens the tab holding the check; returns its <li>."""
    item = page.locator(f'main li[data-check][id="{check}"]')
    panel = item.evaluate("li => li.closest('.tab-panel') && li.closest('.tab-panel').id")
    # A page of one section has no tab list to click.
    if panel and page.locator(f"#tab-{panel}").is_visible():
        page.locator(f"#tab-{panel}").click()
    return item


def set_result(page, check: str, label: str, note: str | None = None) -> None:
    item = show_check(page, check)
    item.locator("fieldset.audit-result").get_by_label(label, exact=True).check()
    if note is not None:
        item.get_by_role("button", name=re.compile(r"^Note")).click()
        item.locator("textarea").fill(note)
        item.locator("textarea").blur()
    expect(page.locator(".audit-bar .audit-status")).not_to_be_empty()


def result_of(page, check: str) -> str:
    return page.locator(f'main li[data-check][id="{check}"] input[type=radio]:checked').get_attribute("value")


def download(page, button_name: str) -> tuple[str, str]:
    with page.expect_download() as info:
        page.get_by_role("button", name=button_name).click()
    path = info.value.path()
    return info.value.suggested_filename, Path(path).read_bytes().decode("utf-8")


def without_export_time(value: dict) -> dict:
    value = dict(value)
    value.pop("exported")
    return value


# --------------------------------------------------------------------------- #
# Light by default                                                             #
# --------------------------------------------------------------------------- #


def test_a_reader_who_never_audits_downloads_no_audit_file(site, page):
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(site.url(LINK))
    expect(page.get_by_role("button", name="Audit this page")).to_be_visible()
    page.wait_for_load_state("load")
    assert not [url for url in requested if "_assets/audit" in url], "audit files loaded with no audit open"
    assert "audit.js" not in (site.root / LINK).read_text(encoding="utf-8")
    page.get_by_role("button", name="Audit this page").click()
    expect(page.get_by_label("Name of a new audit")).to_be_focused()
    assert [url for url in requested if url.endswith("_assets/audit.js")], "starting an audit loads audit.js"


# --------------------------------------------------------------------------- #
# Results on three pages survive a reload, from file:// and over HTTP          #
# --------------------------------------------------------------------------- #


def test_results_on_three_pages_are_kept_across_reloads(site, page):
    expected = {}
    for n, path in enumerate(PAGES):
        page.goto(site.url(path))
        if n == 0:
            start_audit(page, "Checkout, iOS, December")
        ids = check_ids(page)
        assert len(ids) >= 2, f"{path} has fewer than two checks"
        set_result(page, ids[0], "Pass")
        set_result(page, ids[1], "Fail", note=f"fails on page {n + 1}")
        expected[path] = {ids[0]: "pass", ids[1]: "fail"}
        expect(page.locator(".audit-page-progress")).to_have_text(f"This page: 2 of {len(ids)} checked, 1 failed.")

    for path, results in expected.items():
        page.goto(site.url(path))
        expect(page.locator(".audit-bar h2")).to_have_text("Audit: Checkout, iOS, December")
        for check, value in results.items():
            assert result_of(page, check) == value, f"{path} {check} after reload"
        failed = list(results)[1]
        expect(page.locator(f'li[data-check][id="{failed}"] textarea')).to_have_value(re.compile(r"fails on page \d"))
    expect(page.locator(".audit-whole-progress")).to_contain_text("on 3 pages, 3 failed")

    page.goto(site.url(AUDIT))
    sections = page.locator(".audit-page-results")
    expect(sections).to_have_count(3)
    expect(page.locator(".audit-row[data-result=fail]")).to_have_count(3)
    expect(page.locator(".audit-row[data-result=pass]")).to_have_count(3)
    # Dates as the reports write them, not in the locale's way (12/1/2026 reads two ways).
    expect(page.locator(".audit-results > .audit-progress")).to_contain_text(re.compile(r"^Started \d{4}-\d{2}-\d{2}\. "))
    expect(page.locator(".audit-row .audit-row-facts").first).to_contain_text(re.compile(r"recorded \d{4}-\d{2}-\d{2} \d{2}:\d{2}$"))
    where = page.locator("#audit-where-here")
    if site.is_file:
        expect(where).to_contain_text("Chromium-based browsers (Chrome, Edge) share one store among all files")
        expect(where).to_contain_text("Firefox, by default, keeps a separate store for each file")
    else:
        expect(where).to_contain_text("every page of the site at this address shares the same store")


def test_a_nameless_audit_is_said_and_escape_cancels(http_site, page):
    """A screen reader user's review: Enter in an empty name field changed the field's hint, which
    nothing read out, as focus stayed; and Escape in the panel did nothing."""
    page.goto(http_site.url(PAGES[0]))
    page.get_by_role("button", name="Audit this page").click()
    field = page.get_by_label("Name of a new audit")
    expect(field).to_be_focused()
    field.press("Enter")
    said = "Give the audit a name, for example \u201CCheckout, iOS, December\u201D."
    # Said by the hint, a live region since the panel opened, and shown once, as an error.
    hint = page.locator("#audit-name-hint")
    expect(hint).to_have_text(said)
    expect(hint).to_have_attribute("aria-live", "polite")
    expect(page.locator(".audit-bar .audit-status")).to_have_text("")
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_have_accessible_description(said)
    assert "audit-hint-error" in page.locator("#audit-name-hint").get_attribute("class")
    field.press("Escape")
    expect(page.locator(".audit-bar")).to_be_hidden()
    expect(page.get_by_role("button", name="Audit this page")).to_be_focused()
    assert stored(page) is None or not stored(page)["audits"], "nothing was started"


def test_choosing_another_audit_says_which_is_shown(http_site, page):
    """The select replaces the audit below it as the arrow keys move the choice: the status
    says which audit is shown now and its progress."""
    page.goto(http_site.url(PAGES[0]))
    start_audit(page, "Desktop")
    set_result(page, check_ids(page)[0], "Fail")
    page.get_by_role("button", name="Stop auditing").click()
    # Said, though the audit's bar goes: its status line stays beside the offer to audit.
    expect(page.locator(".audit-status")).to_have_text("Audit mode is off. The results are kept.")
    expect(page.get_by_role("button", name="Audit this page")).to_be_focused()
    start_audit(page, "Phone")
    page.goto(http_site.url(AUDIT))
    choice = page.get_by_label("Audit", exact=True)
    expect(choice).to_have_value(re.compile(".+"))
    choice.focus()
    steps = choice.evaluate("s => [...s.options].findIndex(o => o.text.startsWith('Desktop')) - s.selectedIndex")
    assert steps != 0, "the active audit, Phone, is shown first"
    page.keyboard.press("ArrowDown" if steps > 0 else "ArrowUp")
    expect(page.locator("#audit-status")).to_have_text(re.compile(r"^Showing “Desktop”: 1 of \d+ checked on 1 page, 1 failed\.$"))
    expect(page.get_by_label("Audit", exact=True)).to_be_focused()


def test_a_note_typed_just_before_a_reload_is_kept(http_site, page):
    """A note is saved after a pause in typing or when its field loses focus; a reload, Back or a
    closed tab within the pause blurs nothing, so the page saves what is typed as it goes away."""
    page.goto(http_site.url(LINK))
    start_audit(page, "Reload")
    check = check_ids(page)[0]
    item = show_check(page, check)
    item.get_by_role("button", name=re.compile(r"^Note")).click()
    item.locator("textarea").press_sequentially("Focus ring is 1px grey", delay=0)
    page.reload()
    expect(page.locator(f'li[data-check][id="{check}"] textarea')).to_have_value("Focus ring is 1px grey")
    assert keyed(page, stored(page)["audits"][stored(page)["active"]]["results"])[check]["note"] == "Focus ring is 1px grey"


# --------------------------------------------------------------------------- #
# Export, clear, import                                                        #
# --------------------------------------------------------------------------- #


def record_two_pages(page, site) -> list[str]:
    page.goto(site.url(LINK))
    start_audit(page, "Round trip")
    ids = check_ids(page)
    set_result(page, ids[0], "Fail", note="Focus ring is invisible, see \"ticket\", line 2")
    set_result(page, ids[1], "Not applicable")
    page.goto(site.url(TEXT_INPUT))
    other = check_ids(page)
    set_result(page, other[0], "Pass")
    return [ids[0], ids[1], other[0]]


def test_export_clear_and_import_give_back_the_same_audit(http_site, page):
    record_two_pages(page, http_site)
    page.goto(http_site.url(AUDIT))
    name, text = download(page, "Export JSON")
    assert name == "audit-round-trip.json"
    exported = json.loads(text)
    assert exported["format"] == "criteriapress-audit" and exported["version"] == 1
    assert exported["site"]["title"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", exported["site"]["modified"]), "ISO 8601, as `exported`"
    assert len(exported["audit"]["results"]) == 3
    assert {r["result"] for r in exported["audit"]["results"]} == {"fail", "na", "pass"}

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete this audit").click()
    expect(page.get_by_text("No audit yet.")).to_be_visible()
    assert stored(page)["audits"] == {}
    # Where an audit starts is linked, as the header links there.
    empty = page.locator(".audit-empty")
    assert empty.get_by_role("link", name="test plan").get_attribute("href") == page.locator(".site-header .plan-link").get_attribute("href")
    assert empty.get_by_role("link", name="My criteria").get_attribute("href") == "my-criteria.html"

    page.set_input_files("#audit-import-file", files=[{"name": name, "mimeType": "application/json", "buffer": text.encode()}])
    expect(page.locator("#audit-import-message")).to_contain_text("Imported “Round trip”: 3 results.")
    _, again = download(page, "Export JSON")
    assert without_export_time(json.loads(again)) == without_export_time(exported)



def test_reports_defect_texts_and_filters(http_site, page):
    import csv
    import io
    ids = record_two_pages(page, http_site)
    page.goto(http_site.url(AUDIT))
    failed = page.locator(".audit-row[data-result=fail]")
    expect(failed).to_have_count(1)
    text = failed.locator(".audit-row-main a").inner_text()

    page.get_by_label("Failed").check()
    expect(page.locator(".audit-row:visible")).to_have_count(1)
    expect(page.locator(".audit-status")).to_have_text("Showing failed: 1 check.")
    page.get_by_label("Not tested").check()
    for row in page.locator(".audit-row:visible").all():
        assert row.get_attribute("data-result") == "untested"
    page.get_by_label("All checks").check()

    failed.locator("summary").click()
    defect = failed.locator(".audit-defect-text").inner_text()
    assert defect.startswith(f"Accessibility defect: {text}\n\nPage: Link (")
    assert f"Check: {text}\n" in defect and "\nWCAG: " in defect and "\nResult: Fail, recorded 20" in defect
    assert 'Note: Focus ring is invisible, see "ticket", line 2' in defect
    assert defect.rstrip().endswith(f"#{ids[0]}")

    name, markdown = download(page, "Markdown report")
    assert name == "audit-round-trip.md"
    assert markdown.startswith("# Audit: Round trip\n\n")
    assert "\n## Link\n\n" in markdown and "\n## Text input\n\n" in markdown
    assert f"- **Fail**: {text}" in markdown
    assert '  Note: Focus ring is invisible, see "ticket", line 2' in markdown

    name, table = download(page, "CSV report")
    assert name == "audit-round-trip.csv"
    assert "\r\n" in table and table.endswith("\r\n")
    rows = list(csv.DictReader(io.StringIO(table, newline="")))
    assert list(rows[0]) == ["audit", "page", "page_title", "page_date", "check", "result", "text", "wcag", "note", "recorded", "current_text", "url"]
    by_check = {row["check"]: row for row in rows}
    assert by_check[ids[0]]["result"] == "fail" and by_check[ids[0]]["note"] == 'Focus ring is invisible, see "ticket", line 2'
    assert by_check[ids[1]]["result"] == "na" and by_check[ids[2]]["result"] == "pass"
    assert {row["audit"] for row in rows} == {"Round trip"}


def test_reports_keep_hostile_names_and_notes_as_text(http_site, page):
    """A name or note a spreadsheet would run as a formula gets an apostrophe in the CSV, as the
    plans' CSV does; Markdown's and HTML's special characters are escaped in the Markdown report."""
    import csv
    import io
    page.goto(http_site.url(LINK))
    start_audit(page, "=Sum & <b>")
    ids = check_ids(page)
    set_result(page, ids[0], "Fail", note='=HYPERLINK("http://example.com","x")')
    set_result(page, ids[1], "Fail", note="- <label> missing, *twice*")
    page.goto(http_site.url(AUDIT))
    _, table = download(page, "CSV report")
    rows = {row["check"]: row for row in csv.DictReader(io.StringIO(table, newline=""))}
    assert rows[ids[0]]["note"] == "'=HYPERLINK(\"http://example.com\",\"x\")"
    assert rows[ids[1]]["note"] == "'- <label> missing, *twice*"
    assert {row["audit"] for row in rows.values()} == {"'=Sum & <b>"}
    _, markdown = download(page, "Markdown report")
    assert markdown.startswith("# Audit: =Sum \\& \\<b\\>\n")
    assert "  Note: - \\<label\\> missing, \\*twice\\*\n" in markdown
    assert '  Note: =HYPERLINK("http://example.com","x")\n' in markdown


def test_the_printed_audit_shows_what_the_filter_shows_without_controls(http_site, page, tmp_path):
    pypdf = pytest.importorskip("pypdf")
    record_two_pages(page, http_site)
    page.goto(http_site.url(AUDIT))
    failed = page.locator(".audit-row[data-result=fail] .audit-row-main a").inner_text()
    passed = page.locator(".audit-row[data-result=pass] .audit-row-main a").inner_text()
    page.get_by_label("Failed").check()
    path = tmp_path / "audit.pdf"
    page.pdf(path=str(path), format="A4")
    printed = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(str(path)).pages).split())
    assert " ".join(failed.split())[:40] in printed, "the failed check is printed"
    assert " ".join(passed.split())[:40] not in printed, "the filter leaves out the passed check"
    for control in ("Export JSON", "Import an audit", "Delete this audit", "Where results are kept", "Skip to main content"):
        assert control not in printed, f"{control!r} is printed"


def import_text(page, text: str, name: str = "audit.json") -> None:
    page.set_input_files("#audit-import-file", files=[{"name": name, "mimeType": "application/json", "buffer": text.encode()}])


def test_import_says_what_is_wrong_and_replaces_nothing_without_asking(http_site, page):
    record_two_pages(page, http_site)
    page.goto(http_site.url(AUDIT))
    _, text = download(page, "Export JSON")
    before = stored(page)
    message = page.locator("#audit-import-message")

    import_text(page, "{not json", "broken.json")
    expect(message).to_contain_text("broken.json is not valid JSON")
    expect(message).to_contain_text("Nothing was imported.")
    # Focus stays on the file field: the import's own live region says it, not the page's status line.
    expect(page.locator("#audit-import-live")).to_contain_text("broken.json is not valid JSON")
    expect(page.locator("#audit-status")).not_to_contain_text("broken.json")
    import_text(page, json.dumps({"format": "something-else", "version": 1}), "other.json")
    expect(message).to_contain_text("not a CriteriaPress audit export")
    newer = json.loads(text)
    newer["version"] = 2
    import_text(page, json.dumps(newer), "newer.json")
    expect(message).to_contain_text("uses audit export version 2; this site reads version 1")
    assert stored(page) == before

    changed = json.loads(text)
    changed["audit"]["results"][0]["result"] = "pass"
    changed["audit"]["results"][0]["recorded"] = "2099-01-01T00:00:00.000Z"
    import_text(page, json.dumps(changed), "changed.json")
    expect(message).to_contain_text("already has the audit “Round trip” (3 results)")
    expect(page.get_by_role("group", name=re.compile("already has the audit “Round trip”"))).to_be_visible()
    assert stored(page) == before, "the stored audit changed before the reader chose"
    page.get_by_role("button", name="Cancel").click()
    expect(message).to_have_text("Nothing was imported.")
    assert stored(page) == before
    # Escape among the choices cancels too, focus back on the file field.
    import_text(page, json.dumps(changed), "changed.json")
    expect(page.get_by_role("button", name="Merge, keeping the newer result of each check")).to_be_focused()
    page.keyboard.press("Escape")
    expect(message).to_have_text("Nothing was imported.")
    expect(page.locator("#audit-import-file")).to_be_focused()
    assert stored(page) == before

    import_text(page, json.dumps(changed), "changed.json")
    page.get_by_role("button", name="Merge, keeping the newer result of each check").click()
    expect(message).to_contain_text("Merged into “Round trip”.")
    expect(message).to_be_focused()
    for said in [page.locator("#audit-import-live"), page.locator("#audit-status")]:
        expect(said).not_to_contain_text("Nothing was imported"), "a refused file's message outlived the import"
    first = changed["audit"]["results"][0]
    assert stored(page)["audits"][changed["audit"]["id"]]["results"][f"{first['page']}#{first['check']}"]["result"] == "pass"


def test_import_names_results_for_checks_the_site_no_longer_has(http_site, page):
    record_two_pages(page, http_site)
    page.goto(http_site.url(AUDIT))
    _, text = download(page, "Export JSON")
    value = json.loads(text)
    value["audit"]["id"] = "audit-from-elsewhere"
    value["audit"]["results"][0]["check"] = "a-check-that-is-gone"
    import_text(page, json.dumps(value))
    message = page.locator("#audit-import-message")
    expect(message).to_contain_text("1 result is for checks this site no longer has (a-check-that-is-gone): they are kept, shown as "
                                    "no longer on the site and counted apart.")
    gone = page.locator('.audit-row[data-check="a-check-that-is-gone"]')
    expect(gone.locator(".audit-earlier")).to_contain_text("No longer on the site: no check on the site has this ID now")

    # A file whose own checks leave the gone check out: listed apart, and said to be.
    value["audit"]["id"] = "scoped-from-elsewhere"
    value["audit"]["checks"] = [f"{r['page']}#{r['check']}" for r in value["audit"]["results"][1:]]
    import_text(page, json.dumps(value))
    expect(message).to_contain_text("1 result is for checks this site no longer has and the audit's checks leave out "
                                    "(a-check-that-is-gone): they are kept, under Results outside this audit's checks.")
    expect(message).not_to_contain_text("counted apart")
    expect(page.locator(".audit-outside-row")).to_have_text(re.compile(r"\(no longer on the site\)$"))


# --------------------------------------------------------------------------- #
# A result belongs to a check of one page                                      #
# --------------------------------------------------------------------------- #


def test_a_check_whose_text_another_page_shares_keeps_its_own_result(http_site, page):
    page.goto(http_site.url(LINK))
    link_ids = check_ids(page)
    page.goto(http_site.url(TEXT_INPUT))
    shared = [i for i in check_ids(page) if i in link_ids]
    assert shared, "the two pages share a check text (an ID is unique on its page only)"
    start_audit(page, "Shared texts")
    set_result(page, shared[0], "Pass")
    page.goto(http_site.url(LINK))
    assert result_of(page, shared[0]) == "untested", "a result on one page showed on another"
    set_result(page, shared[0], "Fail")
    page.goto(http_site.url(TEXT_INPUT))
    assert result_of(page, shared[0]) == "pass"
    page.goto(http_site.url(AUDIT))
    rows = page.locator(f'.audit-row[data-check="{shared[0]}"]')
    expect(rows).to_have_count(2)
    assert sorted(rows.evaluate_all("rows => rows.map(r => r.dataset.result)")) == ["fail", "pass"]


def test_results_stored_by_the_first_schema_are_read_and_kept(http_site, page):
    page.goto(http_site.url(LINK))
    ids = check_ids(page)
    old = {"version": 1, "active": "audit-old", "audits": {"audit-old": {"id": "audit-old", "name": "Kept from version 1", "created": 1,
           "results": {ids[0]: {"result": "fail", "note": "old note", "at": 2, "text": "t", "page": LINK, "title": "Link",
                                "wcag": [], "url": ""}}}}}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [store_key(page), json.dumps(old)])
    page.reload()
    expect(page.locator(".audit-bar h2")).to_have_text("Audit: Kept from version 1")
    assert result_of(page, ids[0]) == "fail"
    expect(page.get_by_role("alert")).to_have_count(0)
    set_result(page, ids[1], "Pass")
    data = stored(page)
    assert data["version"] == 2
    assert data["audits"]["audit-old"]["results"][f"{LINK}#{ids[0]}"]["note"] == "old note"


# --------------------------------------------------------------------------- #
# Starting from a test plan and from My criteria                               #
# --------------------------------------------------------------------------- #

PLAN = "plan.html"
MY_CRITERIA = "my-criteria.html"


def plan_checks(page, site, fragment: str) -> list[str]:
    page.goto(site.url(PLAN) + fragment)
    expect(page.locator("#plan-count")).to_contain_text("check")
    return page.eval_on_selector_all(".plan-table tbody a", "links => links.map(a => a.getAttribute('href'))")


def audit_from_plan(page, site, name: str) -> list[str]:
    """Starts an audit over the checks of the plan of pages whose title holds "text"."""
    ids = plan_checks(page, site, "#q=text")
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.get_by_label("Name of a new audit")).to_be_focused()
    page.get_by_label("Name of a new audit").fill(name)
    page.get_by_role("button", name="Start the audit").click()
    expect(page.get_by_role("heading", name=f"Audit: {name}")).to_be_focused()
    return ids


def test_a_plan_and_my_criteria_start_and_extend_an_audit(http_site, page):
    from test_collect import save
    ids = audit_from_plan(page, http_site, "Plan run")
    assert ids, "the plan chose no check"
    started = f"Started with {len(ids)} checks. Whole audit: 0 of {len(ids)} checked on 1 page, 0 failed."
    expect(page.locator("#audit-scope")).to_contain_text(started)
    # Focus is on the panel's title: a screen reader reads what happened with it.
    expect(page.get_by_role("heading", name="Audit: Plan run")).to_have_accessible_description(started)
    expect(page.locator(".site-header .audit-link")).to_have_text("Audit: Plan run")
    data = stored(page)
    assert data["audits"][data["active"]]["scope"] == ids, "the audit keeps the plan's checks, in its order"

    page.get_by_role("link", name="Begin with Text input").click()
    expect(page.locator(".audit-whole-progress")).to_have_text(f"Whole audit: 0 of {len(ids)} checked on 1 page, 0 failed.")
    set_result(page, ids[0].split("#")[1], "Fail")
    expect(page.locator(".audit-whole-progress")).to_have_text(f"Whole audit: 1 of {len(ids)} checked on 1 page, 1 failed.")

    save(page, http_site, LINK, "Condensed")
    saved = [f"{LINK}#{i}" for i in check_ids(page) if page.locator(f'#condensed li[data-check][id="{i}"]').count()]
    page.goto(http_site.url(MY_CRITERIA))
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.get_by_label("Add them to an audit")).to_be_focused()
    expect(page.get_by_label("Add them to an audit")).to_have_value(data["active"])
    page.get_by_role("button", name="Add to this audit").click()
    total = len(ids) + len(saved)
    expect(page.locator("#audit-scope")).to_contain_text(f"Added {len(saved)} checks. Whole audit: 1 of {total} checked on 2 pages, 1 failed.")
    data = stored(page)
    assert data["audits"][data["active"]]["scope"] == ids + saved

    page.goto(http_site.url(AUDIT))
    expect(page.locator(".audit-page-results")).to_have_count(2)
    expect(page.locator(".audit-row")).to_have_count(total)
    expect(page.locator(".audit-row[data-result=untested]")).to_have_count(total - 1)
    _, text = download(page, "Export JSON")
    assert json.loads(text)["audit"]["checks"] == ids + saved


def test_a_plan_with_no_check_chosen_offers_no_audit(http_site, page):
    plan_checks(page, http_site, "")
    page.get_by_label("WCAG success criteria").fill("9.9.9")
    page.get_by_label("WCAG success criteria").press("Enter")   # a problem is said once the field is committed
    expect(page.locator("#plan-notice")).not_to_be_empty()
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.get_by_role("heading", name="Audit these checks")).to_be_focused()
    expect(page.locator("#audit-scope")).to_contain_text("No check is chosen here, so there is nothing to audit.")
    page.get_by_role("button", name="Close").click()
    expect(page.get_by_role("button", name="Audit these checks")).to_be_focused()
    expect(page.locator("#audit-scope")).to_be_hidden()
    assert stored(page) is None, "nothing was written"


def seed_scoped_audit(page, site) -> list[str]:
    """On the link page: an active audit whose checks are its first two, with a pass on the
    first and a failure on the third, recorded before the scope left it out. Returns the IDs."""
    page.goto(site.url(LINK))
    ids = check_ids(page)
    page.add_script_tag(path=str(site.root / "_assets/checks.js"))
    texts = page.evaluate("p => Object.fromEntries(criteriaChecks.pages.find(x => x.url === p).checks.map(c => [c.id, c.text]))", LINK)

    def result(i, value):
        return {"result": value, "note": "", "at": 1_700_000_000_000 + i, "text": texts[ids[i]], "page": LINK,
                "title": "Link", "wcag": [], "url": site.url(LINK) + "#" + ids[i]}
    data = {"version": 2, "active": "audit-scoped", "audits": {"audit-scoped": {
        "id": "audit-scoped", "name": "Scoped", "created": 1_700_000_000_000,
        "scope": [f"{LINK}#{ids[0]}", f"{LINK}#{ids[1]}"],
        "results": {f"{LINK}#{ids[0]}": result(0, "pass"), f"{LINK}#{ids[2]}": result(2, "fail")}}}}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [store_key(page), json.dumps(data)])
    page.reload()
    return ids


def test_a_scoped_audit_takes_counts_and_reports_its_own_checks_only(vnu, http_site, new_page, axe, tmp_path, screenshot_dir):
    page = new_page(color_scheme="dark")
    ids = seed_scoped_audit(page, http_site)
    expect(page.locator(".audit-page-progress")).to_have_text("This page: 1 of 2 checked, 0 failed.")
    outside_text = page.evaluate("t => criteriaChecks.pages.find(x => x.url === t[0]).checks.find(c => c.id === t[1]).text", [LINK, ids[2]])
    expect(page.locator(".audit-check")).to_have_count(2)
    for check in ids[:2]:
        expect(page.locator(f'li[data-check][id="{check}"] fieldset.audit-result')).to_have_count(1)
    expect(page.locator(f'li[data-check][id="{ids[2]}"] .audit-check')).to_have_count(0)
    outside = len(ids) - 2
    expect(page.locator(".audit-outside-text")).to_have_text(
        f"{outside} other checks of this page are not in this audit, so they have no result controls. "
        "1 result recorded for them earlier is kept, outside the audit's counts and reports.")
    expect(page.locator(".audit-whole-progress")).to_have_text("Whole audit: 1 of 2 checked on 1 page, 0 failed.")
    reports = run_axe(axe, page, "link in a scoped audit (dark)")
    (tmp_path / "scoped-page.html").write_text(page.content(), encoding="utf-8")

    page.goto(http_site.url(AUDIT))
    expect(page.locator(".audit-row")).to_have_count(2)
    expect(page.locator(".audit-outside-row")).to_have_count(1)
    expect(page.locator(".audit-outside-row")).to_have_text(f"Fail Link: {outside_text}")
    expect(page.locator(".audit-earlier")).to_have_count(0)
    reports += run_axe(axe, page, "audit.html with results outside the audit (dark)")
    page.locator(".audit-outside-results").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "audit-outside-dark-1280.png"))
    (tmp_path / "scoped-audit.html").write_text(page.content(), encoding="utf-8")
    left = "1 result recorded for checks outside this audit's checks is not in this report (1 failed)"
    _, markdown = download(page, "Markdown report")
    assert outside_text not in markdown and "1 of 2 checked on 1 page, 0 failed" in markdown
    assert f" · exported {markdown.split(' · exported ')[1][:10]}\n\n{left}; see audit.html.\n\n## Link" in markdown, \
        "the report says, after its summary, what it leaves out"
    name, table = download(page, "CSV report")
    assert len(table.strip().split("\r\n")) == 3, "a header and the audit's two checks"
    expect(page.locator("#audit-status")).to_have_text(
        f"Downloaded {name}. {left}; they are listed on this page, under Results outside this audit's checks.")
    printed = page.locator(".audit-outside-printed")
    expect(printed).to_be_hidden()
    page.emulate_media(media="print")
    expect(printed).to_have_text(f"{left}; see audit.html.")
    expect(printed).to_be_visible()
    expect(page.locator(".audit-outside-results")).to_be_hidden()
    page.emulate_media(media="screen")
    _, text = download(page, "Export JSON")
    assert [r["check"] for r in json.loads(text)["audit"]["results"]] == sorted([ids[0], ids[2]]), "nothing is lost"

    page.get_by_role("button", name="Add these checks to the audit").click()
    expect(page.get_by_role("heading", name="Scoped")).to_be_focused()
    expect(page.locator(".audit-row")).to_have_count(3)
    expect(page.locator(".audit-outside-results")).to_have_count(0)
    page.goto(http_site.url(LINK))
    expect(page.locator(".audit-check")).to_have_count(3)
    page.get_by_role("button", name="Add them to the audit").click()
    expect(page.get_by_role("heading", name="Audit: Scoped")).to_be_focused()
    expect(page.locator(".audit-check")).to_have_count(len(ids))
    expect(page.locator(".audit-outside")).to_be_hidden()
    expect(page.locator(".audit-bar .audit-status")).to_contain_text(f"Added {outside - 1} checks to the audit. This page: 2 of {len(ids)} checked, 1 failed.")
    assert not reports, "axe found WCAG A/AA violations:\n" + "\n".join(reports)
    assert not vnu_errors(vnu, tmp_path, ("scoped-page.html", "scoped-audit.html"))


def test_adding_checks_on_the_audit_page_says_when_the_store_refused(http_site, page):
    seed_scoped_audit(page, http_site)
    page.goto(http_site.url(AUDIT))
    before = stored(page)
    page.evaluate("() => { " + QUOTA + " }")
    page.get_by_role("button", name="Add these checks to the audit").click()
    expect(page.get_by_role("alert")).to_contain_text("storage for this site is full")
    expect(page.locator("#audit-status")).to_contain_text("Not stored: see the message above.")
    assert stored(page) == before, "the store refused the write"


def test_without_checks_js_an_audit_is_never_narrowed_to_its_results(http_site, page):
    page.goto(http_site.url(LINK))
    start_audit(page, "No list")
    ids = check_ids(page)
    set_result(page, ids[0], "Fail")
    page.route("**/_assets/checks.js", lambda route: route.abort())
    page.goto(http_site.url(AUDIT))
    _, text = download(page, "Export JSON")
    value = json.loads(text)
    value["audit"]["checks"] = [f"{LINK}#{ids[1]}"]
    import_text(page, json.dumps(value), "scoped.json")
    page.get_by_role("button", name="Merge, keeping the newer result of each check").click()
    message = page.locator("#audit-import-message")
    expect(message).to_contain_text("Merged into “No list”.")
    audit = stored(page)["audits"][value["audit"]["id"]]
    assert "scope" not in audit, "an audit without checks of its own keeps counting every check of its pages"
    expect(message).to_contain_text(
        "The imported audit's checks were not set as this audit's checks: this site's list of checks (checks.js) did not load")

    page.goto(http_site.url("plan.html"))
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.locator("#audit-scope")).to_contain_text(
        "This site's list of checks (checks.js) did not load, so an audit cannot be given checks here.")


def test_audit_these_checks_is_a_disclosure_and_keeps_what_the_audit_covered(http_site, page):
    page.goto(http_site.url(LINK))
    start_audit(page, "Page first")
    link_ids = check_ids(page)
    set_result(page, link_ids[0], "Pass")
    ids = plan_checks(page, http_site, "#q=text")
    start = page.get_by_role("button", name="Audit these checks")
    expect(start).to_have_attribute("aria-expanded", "false")
    expect(start).to_have_attribute("aria-controls", "audit-scope")
    start.click()
    expect(start).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_label("Add them to an audit")).to_be_focused()
    start.click()
    expect(start).to_have_attribute("aria-expanded", "false")
    expect(page.locator("#audit-scope")).to_be_hidden()
    expect(start).to_be_focused()
    page.keyboard.press("Enter")
    expect(start).to_have_attribute("aria-expanded", "true")
    page.get_by_role("button", name="Add to this audit").click()
    total = len(link_ids) + len(ids)
    expect(page.locator("#audit-scope")).to_contain_text(f"Whole audit: 1 of {total} checked on 2 pages, 0 failed.")
    data = stored(page)
    assert data["audits"][data["active"]]["scope"] == [f"{LINK}#{i}" for i in link_ids] + ids, \
        "an audit given checks keeps those it covered"
    page.get_by_role("button", name="Close").click()
    expect(start).to_have_attribute("aria-expanded", "false")
    expect(start).to_be_focused()


# --------------------------------------------------------------------------- #
# Nothing is lost                                                              #
# --------------------------------------------------------------------------- #


def test_a_full_store_keeps_new_results_in_memory_and_exportable(http_site, page):
    page.goto(http_site.url(LINK))
    start_audit(page, "Quota")
    ids = check_ids(page)
    set_result(page, ids[0], "Pass")
    page.evaluate("() => { window.realSetItem = Storage.prototype.setItem; " + QUOTA + " }")
    set_result(page, ids[1], "Fail")
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("storage for this site is full")
    expect(page.locator(".audit-bar .audit-status")).to_contain_text("Not stored")
    assert result_of(page, ids[1]) == "fail", "the result shown was lost"
    first = stored(page)
    results = first["audits"][first["active"]]["results"]
    assert list(keyed(page, results)) == [ids[0]], "the stored results changed although the store refused"

    name, text = download(page, "Export results (JSON)")
    exported = {r["check"]: r["result"] for r in json.loads(text)["audit"]["results"]}
    assert exported == {ids[0]: "pass", ids[1]: "fail"}

    # Leaving would lose the result kept in memory: the browser asks first ...
    asked = []
    page.on("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
    page.close(run_before_unload=True)
    page.wait_for_timeout(300)
    assert asked == ["beforeunload"] and not page.is_closed(), "the page let its unstored result go without asking"
    # ... and, once the store takes it, no more.
    page.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    set_result(page, ids[2], "Pass")
    assert list(keyed(page, stored(page)["audits"][first["active"]]["results"])) == ids[:3]
    with page.expect_event("close", timeout=5000):
        page.close(run_before_unload=True)
    assert asked == ["beforeunload"], "asked again with nothing left unstored"


def test_a_store_that_throws_says_so_and_still_exports(http_site, new_page):
    page = new_page()
    page.add_init_script("Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });")
    page.goto(http_site.url(LINK))
    start_audit(page, "Private window")
    expect(page.get_by_role("alert")).to_contain_text("does not let this site keep audit results")
    ids = check_ids(page)
    set_result(page, ids[0], "Fail")
    _, text = download(page, "Export results (JSON)")
    assert [(r["check"], r["result"]) for r in json.loads(text)["audit"]["results"]] == [(ids[0], "fail")]


def test_unreadable_stored_data_is_kept_aside_and_never_written_over(http_site, page):
    page.goto(http_site.url(LINK))
    key = store_key(page)
    page.evaluate("k => localStorage.setItem(k, '{\"version\": 1, \"audits\": [broken')", key)
    page.reload()
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("could not be read")
    expect(alert).to_contain_text(f"“{key}.unreadable”")
    assert page.evaluate("k => localStorage.getItem(k)", key + ".unreadable") == '{"version": 1, "audits": [broken'
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the unreadable data").click()
    assert Path(info.value.path()).read_text() == '{"version": 1, "audits": [broken'

    start_audit(page, "After the damage")
    ids = check_ids(page)
    set_result(page, ids[0], "Pass")
    assert stored(page)["audits"], "new results are stored"
    assert page.evaluate("k => localStorage.getItem(k)", key + ".unreadable") == '{"version": 1, "audits": [broken'
    page.goto(http_site.url(AUDIT))
    expect(page.locator("#audit-asides")).to_contain_text(f"set aside under “{key}.unreadable”")


def test_unreadable_data_that_cannot_be_set_aside_is_left_untouched(http_site, page):
    page.goto(http_site.url(LINK))
    key = store_key(page)
    page.evaluate("k => localStorage.setItem(k, JSON.stringify({version: 7, audits: {}}))", key)
    page.add_init_script(QUOTA)
    page.reload()
    expect(page.get_by_role("alert")).to_contain_text("could not be set aside, so nothing is written over them")
    start_audit(page, "Kept in memory")
    set_result(page, check_ids(page)[0], "Fail")
    assert page.evaluate("k => localStorage.getItem(k)", key) == '{"version":7,"audits":{}}'
    _, text = download(page, "Export results (JSON)")
    assert json.loads(text)["audit"]["name"] == "Kept in memory"


# --------------------------------------------------------------------------- #
# Firefox and file://: what audit.html says about it                          #
# --------------------------------------------------------------------------- #

FIREFOX_PREFS = """user_pref("browser.dom.window.dump.enabled", true);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
"""


def firefox_second_file_reads(folder: Path, extra_prefs: str = "") -> str:
    """What a second file of one folder reads from localStorage after a first file set it, in
    Debian's Firefox, headless (Playwright has no Firefox here: dump() prints to stdout)."""
    import os
    import select
    import shutil
    import signal
    import time
    firefox = shutil.which("firefox-esr") or shutil.which("firefox")
    if firefox is None:
        pytest.skip("Firefox is not installed (apt-get install firefox-esr)")
    profile, files = folder / "profile", folder / "files"
    profile.mkdir(parents=True)
    files.mkdir()
    (profile / "user.js").write_text(FIREFOX_PREFS + extra_prefs, encoding="utf-8")
    (files / "first.html").write_text("<!doctype html><title>first</title><script>localStorage.setItem('audit', 'set by the first file');"
                                      "location.href = 'second.html';</script>", encoding="utf-8")
    (files / "second.html").write_text("<!doctype html><title>second</title><script>"
                                       "dump('SECOND READS: ' + localStorage.getItem('audit') + '\\n');</script>", encoding="utf-8")
    process = subprocess.Popen([firefox, "--headless", "--no-remote", "--profile", str(profile), (files / "first.html").as_uri()],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
                               env={**os.environ, "HOME": str(folder)})
    found, output, deadline = None, b"", time.monotonic() + 90
    try:
        while found is None and time.monotonic() < deadline and process.poll() is None:
            if select.select([process.stdout], [], [], 1)[0]:
                output += os.read(process.stdout.fileno(), 65536)
                match = re.search(rb"SECOND READS: (.*)\n", output)
                found = match.group(1).decode() if match else None
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
    assert found is not None, "Firefox never opened the second file:\n" + output.decode(errors="replace")[-2000:]
    return found


def test_firefox_keeps_a_store_per_file_unless_told_otherwise(tmp_path):
    assert firefox_second_file_reads(tmp_path / "default") == "null", \
        "Firefox now shares localStorage between files: audit.html and docs/audits.md say it does not"
    shared = 'user_pref("security.fileuri.strict_origin_policy", false);\n'
    assert firefox_second_file_reads(tmp_path / "shared", shared) == "set by the first file", \
        "docs/audits.md names security.fileuri.strict_origin_policy as the way to share the store"


# --------------------------------------------------------------------------- #
# Two windows                                                                  #
# --------------------------------------------------------------------------- #


def two_windows(site, new_page, audit: str):
    """Two windows of the Link page, the first starting an audit the second hears of."""
    first = new_page()
    first.goto(site.url(LINK))
    second = first.context.new_page()
    second.goto(site.url(LINK))
    start_audit(first, audit)
    expect(second.locator(".audit-bar h2")).to_have_text(f"Audit: {audit}")   # the loader heard the storage event
    return first, second


def test_two_windows_share_results_and_keep_the_newer_one(http_site, new_page):
    first, second = two_windows(http_site, new_page, "Two windows")
    ids = check_ids(first)

    set_result(first, ids[0], "Fail")
    expect(second.locator(f'li[data-check][id="{ids[0]}"] input[value=fail]')).to_be_checked()

    # The second window cannot store for a while: its older result waits in memory ...
    second.evaluate("() => { window.realSetItem = Storage.prototype.setItem; " + QUOTA + " }")
    set_result(second, ids[1], "Pass")
    second.wait_for_timeout(20)
    # ... the first window sets the same check later ...
    set_result(first, ids[1], "Not applicable")
    # ... and when the second can store again, it keeps the first window's newer result.
    second.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    set_result(second, ids[2], "Pass")
    data = stored(first)
    results = keyed(first, data["audits"][data["active"]]["results"])
    assert results[ids[1]]["result"] == "na", "an older result overwrote a newer one"
    assert results[ids[2]]["result"] == "pass" and results[ids[0]]["result"] == "fail"
    expect(second.locator(f'li[data-check][id="{ids[1]}"] input[value=na]')).to_be_checked()
    expect(first.locator(f'li[data-check][id="{ids[2]}"] input[value=pass]')).to_be_checked()




def write_note(page, check: str, note: str) -> None:
    area = show_check(page, check).locator("textarea")
    if not area.is_visible():
        page.locator(f'li[data-check][id="{check}"]').get_by_role("button", name=re.compile(r"^Note")).click()
    area.fill(note)
    area.blur()


def test_a_note_another_window_saved_is_never_written_over_unseen(http_site, new_page):
    first, second = two_windows(http_site, new_page, "Two notes")
    check = check_ids(first)[3]
    note_key = lambda page: keyed(page, stored(page)["audits"][stored(page)["active"]]["results"])[check]["note"]

    def saved_elsewhere(note: str) -> None:
        """Another window's save, made in the store directly: acting in a window takes focus from
        the other's field, which saves it, and this test is about a field keeping focus."""
        second.evaluate("""([k, check, note]) => { const data = JSON.parse(localStorage.getItem(k));
            const key = Object.keys(data.audits[data.active].results).find(key => key.endsWith('#' + check));
            Object.assign(data.audits[data.active].results[key], {note: note, at: Date.now()});
            localStorage.setItem(k, JSON.stringify(data)); }""", [store_key(second), check, note])

    set_result(first, check, "Fail")
    item = show_check(first, check)
    item.get_by_role("button", name=re.compile(r"^Note")).click()
    area = item.locator("textarea")
    expect(area).to_be_focused()
    first.keyboard.type("Seen by the first")
    first.wait_for_timeout(900)           # saved after the typing's pause; the field keeps focus
    assert note_key(first) == "Seen by the first"
    saved_elsewhere("Written in the second")
    first.wait_for_timeout(100)
    expect(area).to_have_value("Seen by the first")   # the field being used is left alone
    area.blur()                           # leaving it (closing the window blurs it too) saves nothing
    expect(area).to_have_value("Written in the second")   # and shows the newer note
    first.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pagehide'))")
    assert note_key(first) == "Written in the second", "a field left alone wrote its old note over a newer one"
    # Typed in after that, it writes on the newer note, not on the one it showed before.
    area.focus()
    first.keyboard.press("End")
    first.keyboard.type(", read")
    area.blur()
    assert note_key(first) == "Written in the second, read"

    # Typed in while another window saved: both are kept, the caret stays, and the reader is
    # told. (The first's clock stands still, so its pause before saving does not end first.)
    first.clock.install()
    area.focus()
    first.keyboard.press("End")
    first.keyboard.type(" and more")
    saved_elsewhere("The second again")
    first.wait_for_timeout(100)
    area.blur()
    first.clock.run_for(1000)
    assert note_key(first) == "Written in the second, read and more\n\nThe second again"
    expect(first.locator(".audit-bar .audit-status")).to_contain_text("kept after yours")
    expect(area).to_have_value("Written in the second, read and more\n\nThe second again")




# --------------------------------------------------------------------------- #
# Content that changed after a result was recorded                            #
# --------------------------------------------------------------------------- #

FIXTURE_PAGE = """---
title: Audit fixture
---

## Condensed

1. Test keyboard only
   - Tab: Focus visibly moves to the button {{#pinned-focus}}
   - {second}
"""


def build_fixture(folder: Path, first: str, second: str, committed: str | None = None) -> Path:
    """The fixture page's site; with `committed`, the page is committed to git at that date."""
    import os
    content = folder / "content/web"
    content.mkdir(parents=True, exist_ok=True)
    text = FIXTURE_PAGE.format(second=second).replace("Tab: Focus visibly moves to the button", first)
    (content / "audit-fixture.md").write_text(text, encoding="utf-8")
    if committed:
        from test_changes import git
        git(folder, "init", "-q")
        git(folder, "add", "-A")
        git(folder, "commit", "-q", "-m", "Add the fixture page", date=committed)
    result = subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(folder / "content"),
                             "--output", str(folder / "a11y")], capture_output=True, text=True,
                            env={k: v for k, v in os.environ.items() if k != "GIT_DIR"})
    assert result.returncode == 0, result.stderr
    return folder / "a11y"


def build_fixture_again(folder: Path) -> None:
    """Rebuilds the fixture's content as it now is."""
    result = subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(folder / "content"),
                             "--output", str(folder / "a11y")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_a_result_kept_as_it_was_is_recorded_against_the_new_text(tmp_path, page):
    """Choosing the radio already chosen fires no change: the earlier-text note's own button
    records the result again, and focus goes to the result rather than to the page's start."""
    site = build_fixture(tmp_path, "Tab: Focus visibly moves to the button", "Space: Activates the button")
    page.goto((site / "web/audit-fixture/index.html").as_uri())
    start_audit(page, "Kept")
    set_result(page, "pinned-focus", "Fail")
    build_fixture(tmp_path, "Tab: A focus ring shows on the button.", "Space: Activates the button")
    page.reload()
    check = page.locator('li[data-check][id="pinned-focus"]')
    # A text's own full stop ends the sentence quoting it.
    expect(check.locator(".audit-earlier")).to_contain_text(
        "It now reads: \u201CTab: A focus ring shows on the button.\u201D Set the result again, or keep it, to record it against this text.")
    keep = check.locator(".audit-earlier button")
    expect(keep).to_have_accessible_name("Keep Fail for this text on: Tab: A focus ring shows on the button.")
    keep.focus()
    page.keyboard.press("Enter")
    expect(check.locator(".audit-earlier")).to_be_hidden()
    assert result_of(page, "pinned-focus") == "fail"
    assert page.evaluate("document.activeElement.value") == "fail", "focus goes to the result kept"
    expect(page.locator(".audit-status")).to_contain_text("Fail.")
    page.reload()
    expect(check.locator(".audit-earlier")).to_be_hidden()


def test_a_result_shows_the_earlier_text_after_the_check_changed(tmp_path, page):
    site = build_fixture(tmp_path, "Tab: Focus visibly moves to the button", "Space: Activates the button")
    url = (site / "web/audit-fixture/index.html").as_uri()
    page.goto(url)
    ids = check_ids(page)
    assert ids[0] == "pinned-focus", ids
    start_audit(page, "Before and after")
    set_result(page, ids[0], "Fail", note="no ring")
    set_result(page, ids[1], "Pass")

    build_fixture(tmp_path, "Tab: A focus ring shows on the button", "Space: Activates the button once")
    page.reload()
    earlier = page.locator('li[data-check][id="pinned-focus"] .audit-earlier')
    expect(earlier).to_be_visible()
    expect(earlier).to_contain_text("Recorded against an earlier text: “Tab: Focus visibly moves to the button”.")
    expect(earlier).to_contain_text("It now reads: “Tab: A focus ring shows on the button”.")
    assert result_of(page, "pinned-focus") == "fail", "the result stays, with its earlier text"
    assert ids[1] not in check_ids(page), "editing an unpinned check's words gives it a new ID"

    # The page says it holds a result for a check it no longer has, and the counts leave it out.
    now = check_ids(page)
    expect(page.locator(".audit-gone-text")).to_have_text(
        "1 result recorded on this page is for a check it no longer has, as its text changed or it was removed. "
        "It is kept, with the earlier text, on the audit page.")
    expect(page.locator(".audit-page-progress")).to_have_text(f"This page: 1 of {len(now)} checked, 1 failed.")
    expect(page.locator(".audit-whole-progress")).to_have_text(
        f"Whole audit: 1 of {len(now)} checked on 1 page, 1 failed; 1 result for a check no longer on the site.")

    page.goto((site / "audit.html").as_uri())
    row = page.locator('.audit-row[data-check="pinned-focus"] .audit-earlier')
    expect(row).to_contain_text("It now reads: “Tab: A focus ring shows on the button”.")
    gone = page.locator(f'.audit-row[data-check="{ids[1]}"]')
    expect(gone.locator(".audit-earlier")).to_contain_text("No longer on the site: no check on the site has this ID now")
    expect(gone).to_contain_text("Space: Activates the button")
    progress = f"1 of {len(now)} checked, 1 failed; 1 result for a check no longer on the site"
    expect(page.locator(".audit-page-results .audit-progress")).to_have_text(progress + ".")
    expect(page.locator(".audit-results > .audit-progress")).to_contain_text(f"1 of {len(now)} checked on 1 page, 1 failed; 1 result for a check no longer on the site.")
    _, markdown = download(page, "Markdown report")
    # The summary and the page agree.
    assert f"\n{progress}.\n" in markdown and f"1 of {len(now)} checked on 1 page, 1 failed; 1 result for a check no longer on the site ·" in markdown, markdown
    assert "  No longer on the site: no check on the site has this ID now" in markdown

    # A page that moved: its results stay, under its title, without a link to where it was.
    (tmp_path / "content/web/audit-fixture.md").rename(tmp_path / "content/web/moved-fixture.md")
    build_fixture_again(tmp_path)
    page.reload()
    group = page.locator(".audit-page-results")
    expect(group.locator("h3")).to_have_text("Audit fixture")
    expect(group.locator("h3 a")).to_have_count(0)
    expect(group).to_contain_text("The site has no checks at web/audit-fixture/index.html now (the page moved, was removed or lost its checks); "
                                  "its results are kept.")
    expect(group.locator(".audit-progress")).to_have_count(0)
    expect(group.locator(".audit-row a")).to_have_count(0)
    # The failure among them is still counted as one.
    expect(page.locator(".audit-results > .audit-progress")).to_contain_text(
        "No results for this site's checks; 2 results for checks no longer on the site (1 failed).")


def test_a_reworded_check_or_renamed_page_offers_to_carry_its_results_over(tmp_path, page):
    # An auditor's trial: a check reworded since its result was recorded, and then its page
    # renamed, left the result apart with nothing said of the check it became, although the
    # changes page knew. The audit page names it and carries the result over on request.
    from test_changes import git
    site = build_fixture(tmp_path, "Tab: Focus visibly moves to the button", "Space: Activates the button", committed="2026-01-01T00:00:00Z")
    page.goto((site / "web/audit-fixture/index.html").as_uri())
    old = check_ids(page)[1]
    start_audit(page, "Carried")
    set_result(page, old, "Fail", note="fires twice")

    replace_in = tmp_path / "content/web/audit-fixture.md"
    replace_in.write_text(replace_in.read_text(encoding="utf-8").replace("Space: Activates the button", "Space: Activates the button once"),
                          encoding="utf-8")
    git(tmp_path, "commit", "-q", "-am", "Reword the space check", date="2026-01-02T00:00:00Z")
    build_fixture_again(tmp_path)
    page.reload()
    new = check_ids(page)[1]
    assert new != old
    expect(page.locator(".audit-gone-text")).to_contain_text(
        "It is kept, with the earlier text, and it can be carried over to the check it became, on the audit page.")

    page.goto((site / "audit.html").as_uri())
    gone = page.locator(f'.audit-row[data-check="{old}"]')
    expect(gone.locator(".audit-moved")).to_contain_text("It is now: Space: Activates the button once")
    gone.get_by_role("button", name="Carry the result over to \u201CSpace: Activates the button once\u201D").click()
    expect(page.locator(f'.audit-row[data-check="{old}"]')).to_have_count(0)
    row = page.locator(f'.audit-row[data-check="{new}"]')
    expect(row).to_have_attribute("data-result", "fail")
    expect(row.locator(".audit-row-note")).to_have_text("Note: fires twice")
    expect(row.locator(".audit-earlier")).to_contain_text("Recorded against an earlier text: \u201CSpace: Activates the button\u201D.")
    expect(row.locator(".audit-row-main a")).to_be_focused()
    expect(page.locator(".audit-status")).to_have_text("Result carried over to \u201CSpace: Activates the button once\u201D.")
    expect(page.locator(".audit-results > .audit-progress")).not_to_contain_text("no longer on the site")
    # The criteria page counts it as checked, against its earlier text, until set again.
    page.goto((site / "web/audit-fixture/index.html").as_uri())
    assert result_of(page, new) == "fail"
    expect(page.locator(".audit-gone-text")).to_be_hidden()

    # A page renamed: its results go with it, the whole page at once.
    git(tmp_path, "mv", "content/web/audit-fixture.md", "content/web/renamed-fixture.md")
    git(tmp_path, "commit", "-q", "-m", "Rename the page", date="2026-01-03T00:00:00Z")
    build_fixture_again(tmp_path)
    page.goto((site / "audit.html").as_uri())
    group = page.locator(".audit-page-results", has_text="The site has no checks at web/audit-fixture/index.html")
    expect(group.locator(".audit-moved").first).to_contain_text("This page is now Audit fixture.")
    group.get_by_role("button", name="Carry its result over to Audit fixture").click()
    expect(page.locator(".audit-page-results", has_text="The site has no checks at")).to_have_count(0)
    moved = page.locator(f'.audit-row[data-check="{new}"]')
    expect(moved).to_have_attribute("data-result", "fail")
    expect(moved.locator(".audit-row-main a")).to_have_attribute("href", re.compile(r"web/renamed-fixture/index\.html#" + new + "$"))
    expect(page.locator(".audit-status")).to_have_text("1 result carried over to Audit fixture.")


def test_two_pages_of_one_title_are_named_with_their_category(tmp_path, page):
    site = build_fixture(tmp_path, "Tab: Focus visibly moves to the button", "Space: Activates the button")
    (tmp_path / "content/native").mkdir()
    (tmp_path / "content/native/audit-fixture.md").write_text((tmp_path / "content/web/audit-fixture.md").read_text(encoding="utf-8"), encoding="utf-8")
    build_fixture_again(tmp_path)
    page.goto((site / "web/audit-fixture/index.html").as_uri())
    start_audit(page, "Twins")
    set_result(page, "pinned-focus", "Fail")
    page.goto((site / "native/audit-fixture/index.html").as_uri())
    set_result(page, "pinned-focus", "Pass")
    page.goto((site / "audit.html").as_uri())
    expect(page.locator(".audit-page-results h3")).to_have_text(["Audit fixture (native)", "Audit fixture (web)"])
    page.locator(".audit-defect summary").click()
    expect(page.locator(".audit-defect-text")).to_contain_text("Page: Audit fixture (web) (")
    _, markdown = download(page, "Markdown report")
    assert "\n## Audit fixture (native)\n" in markdown and "\n## Audit fixture (web)\n" in markdown, markdown


def test_reports_carry_the_date_the_page_last_changed(tmp_path, page):
    import csv
    import io
    site = build_fixture(tmp_path, "Tab: Focus visibly moves to the button", "Space: Activates the button", committed="2026-03-01T12:00:00Z")
    page.goto((site / "web/audit-fixture/index.html").as_uri())
    start_audit(page, "Dated")
    set_result(page, "pinned-focus", "Fail")
    page.goto((site / "audit.html").as_uri())
    expect(page.locator(".audit-page-results")).to_contain_text("Page last changed 2026-03-01.")
    page.locator(".audit-defect summary").click()
    # From a copy opened as a file, the reports' addresses are paths within the site: they go to
    # other people, and the folder on this computer is none of theirs (an auditor's trial).
    defect = page.locator(".audit-defect-text")
    expect(defect).to_contain_text("Page: Audit fixture (web/audit-fixture/index.html), last changed 2026-03-01\n")
    expect(defect).to_contain_text("Link: web/audit-fixture/index.html#pinned-focus")
    _, markdown = download(page, "Markdown report")
    assert "## Audit fixture\n\nweb/audit-fixture/index.html\n" in markdown and "\nPage last changed 2026-03-01.\n" in markdown
    _, table = download(page, "CSV report")
    rows = list(csv.DictReader(io.StringIO(table, newline="")))
    assert {row["page_date"] for row in rows} == {"2026-03-01"}
    assert "file:" not in markdown + table and rows[0]["url"].startswith("web/audit-fixture/index.html#"), rows[0]["url"]
    _, text = download(page, "Export JSON")
    assert [r["pageDate"] for r in json.loads(text)["audit"]["results"]] == ["2026-03-01"]


# --------------------------------------------------------------------------- #
# Accessibility: axe, vnu, the keyboard                                        #
# --------------------------------------------------------------------------- #


def audited_pages(page, site) -> None:
    """An audit with a pass, a failure with a note and a note alone on the link page, and a
    result on a second page; ends on the link page in audit mode."""
    page.goto(site.url(TEXT_INPUT))
    start_audit(page, "Accessibility of audits")
    set_result(page, check_ids(page)[0], "Pass")
    page.goto(site.url(LINK))
    ids = check_ids(page)
    set_result(page, ids[0], "Pass")
    set_result(page, ids[1], "Fail", note="The focus ring is missing on the second link.")
    set_result(page, ids[2], "Not applicable")


@pytest.fixture(params=["light", "dark"])
def scheme(request) -> str:
    return request.param


def test_audit_mode_and_audit_page_have_no_axe_violations(http_site, new_page, axe, scheme):
    page = new_page(color_scheme=scheme)
    audited_pages(page, http_site)
    reports = []
    tabs = page.get_by_role("tab")
    for i in range(tabs.count()):
        tabs.nth(i).click()
        reports += run_axe(axe, page, f"link in audit mode ({scheme}), tab {tabs.nth(i).inner_text()!r}")
    page.goto(http_site.url(AUDIT))
    page.locator(".audit-defect summary").first.click()
    reports += run_axe(axe, page, f"audit.html ({scheme})")
    page.get_by_label("Failed").check()
    reports += run_axe(axe, page, f"audit.html, failed only ({scheme})")
    plan_checks(page, http_site, "#q=text")
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.get_by_label("Add them to an audit")).to_be_focused()
    reports += run_axe(axe, page, f"plan.html, starting an audit ({scheme})")
    page.get_by_role("button", name="Add to this audit").click()
    reports += run_axe(axe, page, f"plan.html, audit started ({scheme})")
    page.goto(http_site.url(ROW_BUTTON))   # the audit has checks now, none of this page's
    expect(page.locator(".audit-outside-text")).to_contain_text("None of this page's")
    reports += run_axe(axe, page, f"a page outside a scoped audit ({scheme})")
    assert not reports, "axe found WCAG A/AA violations:\n" + "\n".join(reports)


def test_audit_mode_and_audit_page_are_valid_html(vnu, http_site, page, tmp_path):
    audited_pages(page, http_site)
    (tmp_path / "audit-mode.html").write_text(page.content(), encoding="utf-8")
    page.goto(http_site.url(AUDIT))
    page.locator(".audit-defect summary").first.click()
    (tmp_path / "audit-page.html").write_text(page.content(), encoding="utf-8")
    plan_checks(page, http_site, "#q=text")
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.get_by_label("Add them to an audit")).to_be_focused()
    (tmp_path / "plan-start.html").write_text(page.content(), encoding="utf-8")
    page.get_by_role("button", name="Add to this audit").click()
    expect(page.get_by_role("link", name="Open the audit page")).to_be_visible()
    (tmp_path / "plan-started.html").write_text(page.content(), encoding="utf-8")
    page.goto(http_site.url(ROW_BUTTON))   # a page none of whose checks the audit now covers
    expect(page.locator(".audit-outside")).to_be_visible()
    (tmp_path / "outside-scope.html").write_text(page.content(), encoding="utf-8")
    names = ("audit-mode.html", "audit-page.html", "plan-start.html", "plan-started.html", "outside-scope.html")
    errors = vnu_errors(vnu, tmp_path, names)
    assert not errors, "vnu errors:\n" + "\n".join(errors)


def vnu_errors(vnu, folder: Path, names) -> list[str]:
    """vnu's errors on pages saved as the browser held them."""
    result = subprocess.run([*vnu, "--errors-only", "--format", "json", *(str(folder / name) for name in names)],
                            capture_output=True, text=True)
    messages = json.loads(result.stderr or '{"messages": []}')["messages"]
    lines = {name: (folder / name).read_text(encoding="utf-8").split("\n") for name in names}

    def is_search_box(m) -> bool:
        # search-box.js makes the header's search field a combobox at run time; vnu rejects the
        # role on type=search. That is the search box's concern, not the audit's markup.
        line = lines[m.get("url", "").rsplit("/", 1)[-1]][m.get("lastLine", 1) - 1]
        return 'id="site-search-query"' in line

    return [f"{m.get('url', '').rsplit('/', 1)[-1]}:{m.get('lastLine')}: {m['message']}"
            for m in messages if m["type"] == "error" and not is_search_box(m)]


def focused(page) -> dict:
    return page.evaluate("""() => { const e = document.activeElement;
        const li = e.closest('li[data-check]');
        return { tag: e.tagName, type: e.type || '', value: e.value || '', text: e.textContent.trim(),
                 check: li ? li.id : null, expanded: e.getAttribute('aria-expanded') }; }""")


def tab_until(page, test, limit: int = 60) -> dict:
    for _ in range(limit):
        page.keyboard.press("Tab")
        now = focused(page)
        if test(now):
            return now
    raise AssertionError(f"not reached with {limit} Tab presses; focus is on {focused(page)}")


def test_a_page_s_checks_can_be_driven_with_the_keyboard_alone(http_site, page):
    page.goto(http_site.url(LINK))
    ids = check_ids(page)
    tab_until(page, lambda f: f["text"] == "Audit this page")
    page.keyboard.press("Enter")
    expect(page.get_by_label("Name of a new audit")).to_be_focused()
    page.keyboard.type("Keyboard only")
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Audit: Keyboard only")).to_be_focused()

    first = tab_until(page, lambda f: f["type"] == "radio")
    assert first["check"] == ids[0] and first["value"] == "untested", "the group's Tab stop is its chosen radio"
    page.keyboard.press("ArrowLeft")          # Not applicable
    page.keyboard.press("ArrowLeft")          # Fail
    assert focused(page)["value"] == "fail"
    page.keyboard.press("Tab")
    note = focused(page)
    assert note["check"] == ids[0] and note["text"].startswith("Note") and note["expanded"] == "false", \
        "one Tab stop per group: Tab leaves the radios for the note button"
    page.keyboard.press("Enter")
    assert focused(page)["tag"] == "TEXTAREA"
    page.keyboard.type("Typed with the keyboard")
    second = tab_until(page, lambda f: f["type"] == "radio")
    assert second["check"] == ids[1]
    page.keyboard.press("ArrowDown")          # from Not tested, round to Pass
    assert focused(page)["value"] == "pass"
    expect(page.locator(".audit-bar .audit-status")).to_contain_text("Pass. 2 of ")

    data = stored(page)
    results = keyed(page, data["audits"][data["active"]]["results"])
    assert (results[ids[0]]["result"], results[ids[0]]["note"]) == ("fail", "Typed with the keyboard")
    assert results[ids[1]]["result"] == "pass"


# A check's result options: rows they take, and whether any label runs out of its box.
OPTION_ROWS = """() => [...document.querySelectorAll('main li[data-check] .audit-result')]
  .filter(group => group.offsetParent !== null)
  .map(group => {
    const options = [...group.querySelectorAll('.audit-option')];
    return {
      rows: new Set(options.map(o => Math.round(o.getBoundingClientRect().top))).size,
      overflowing: options.filter(o => o.scrollWidth > o.clientWidth + 1).map(o => o.textContent.trim()),
    };
  })"""


@pytest.mark.parametrize(("width", "most_rows"), [(390, 2), (320, 4), (1280, 1)])
def test_a_checks_results_take_few_rows_and_fit_their_boxes(http_site, new_page, width, most_rows):
    # On a phone a check nested in a step has about 17rem: its four results take two rows of
    # two there (they took three), and never run out of their boxes on a narrower screen.
    page = new_page(viewport={"width": width, "height": 900}, has_touch=width < 500)
    page.goto(http_site.url(LINK))
    start_audit(page, "Rows")
    groups = page.evaluate(OPTION_ROWS)
    assert groups, "no check shows its results"
    assert max(group["rows"] for group in groups) <= most_rows, groups
    assert not [group for group in groups if group["overflowing"]], groups
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # Nor once chosen: a chosen result was bold, and "Not applicable" then ran out of its box.
    for check in check_ids(page)[:4]:
        set_result(page, check, "Not applicable")
    assert not [group for group in page.evaluate(OPTION_ROWS) if group["overflowing"]], page.evaluate(OPTION_ROWS)


# --------------------------------------------------------------------------- #
# Screenshots (test-output/, for docs/audits.md)                               #
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots_of_audit_mode_and_the_audit_page(http_site, new_page, screenshot_dir, scheme, width):
    page = new_page(color_scheme=scheme, viewport={"width": width, "height": 900})
    audited_pages(page, http_site)
    expect(page.locator(".audit-bar .audit-status")).to_contain_text("Not applicable.")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(screenshot_dir / f"audit-page-{scheme}-{width}.png"), full_page=False)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "audit mode scrolls sideways"
    page.goto(http_site.url(AUDIT))
    page.locator(".audit-defect summary").first.click()
    page.screenshot(path=str(screenshot_dir / f"audit-results-{scheme}-{width}.png"), full_page=False)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "audit.html scrolls sideways"
    plan_checks(page, http_site, "#q=text")
    page.get_by_role("button", name="Audit these checks").click()
    expect(page.get_by_label("Add them to an audit")).to_be_focused()
    page.locator("#plan-actions").scroll_into_view_if_needed()
    page.evaluate("document.getElementById('plan-actions').scrollIntoView()")
    page.screenshot(path=str(screenshot_dir / f"audit-plan-{scheme}-{width}.png"), full_page=False)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "plan.html's audit panel scrolls sideways"
    seed_scoped_audit(page, http_site)
    expect(page.locator(".audit-outside")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(screenshot_dir / f"audit-scoped-{scheme}-{width}.png"), full_page=False)
    page.locator(".audit-check").nth(1).scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / f"audit-scoped-checks-{scheme}-{width}.png"), full_page=False)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "a scoped audit's page scrolls sideways"

