/*
 * CriteriaPress default theme: audits (docs/audits.md).
 *
 * A reader marks each check of a criteria page Pass, Fail, Not applicable or Not tested,
 * with an optional note, in a named audit kept in localStorage; audit.html lists the
 * results, filters them, exports and imports them as JSON and writes Markdown, CSV and
 * defect texts. criteria.js loads this file only when an audit is open or being started.
 *
 * Each check's result is a native radio group (a fieldset whose legend is the check's
 * text: one Tab stop, arrow keys move within, as in the WAI-ARIA radio group pattern);
 * its note sits behind a disclosure button. Changes are announced politely, once.
 *
 * Nothing is lost: every write re-reads the store and lays this window's changes over it,
 * a result replacing another only when it is newer; changes a write could not store stay
 * in memory and can be exported; stored data that cannot be read is set aside, never
 * written over. A classic script, so it works from file://.
 */
(function () {
  'use strict';

  var SCHEMA = 2;                       // stored data; readers for older versions go in parseStored
  var FORMAT = 'criteriapress-audit';   // exported files, version EXPORT_VERSION
  var EXPORT_VERSION = 1;
  var RESULTS = ['pass', 'fail', 'na', 'untested'];
  var LABELS = { pass: 'Pass', fail: 'Fail', na: 'Not applicable', untested: 'Not tested' };
  var CHECKS_SCRIPT = '_assets/checks.js';
  var NO_SCOPE = ' The imported audit\'s checks were not set as this audit\'s checks: this site\'s list of checks (checks.js) did not load, ' +
    'so the audit goes on counting every check of the pages it has results on. Import it again where the list loads to set them.';
  var root = document.documentElement.getAttribute('data-root') || '';
  // One store per site, named by criteria.js (which every page loads first, and which reads the
  // same key to decide whether to load this file).
  var KEY = window.criteriaAuditKey();
  var ASIDE = KEY + '.unreadable';

  /* ---- Small DOM helpers ---- */

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(text, className, hiddenText) {
    var b = el('button', 'collect-button' + (className ? ' ' + className : ''), text);
    b.type = 'button';
    if (hiddenText) b.appendChild(el('span', 'visually-hidden', ' ' + hiddenText));
    return b;
  }

  function clone(value) { return JSON.parse(JSON.stringify(value)); }

  function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many); }

  // A quotation ending a sentence: its own full stop ends it ("… the button.”", not "….”.").
  function quotedEnd(text) { return '\u201C' + text + '\u201D' + (/[.!?]$/.test(text) ? '' : '.'); }

  /* ---- The store ---- */

  var state = {
    stored: emptyData(),    // what localStorage held at the last successful read
    data: emptyData(),      // stored + this window's unwritten changes: what is shown
    pending: [],            // changes not yet written
    problems: {},           // blocked, full, unreadable: what the reader is told
    canWrite: true,
    listeners: []
  };

  function emptyData() { return { version: SCHEMA, active: null, audits: {} }; }

  // other-copies.js reads other folders' stores as this script reads its own, older versions
  // migrated, unreadable ones refused.
  window.criteriaAuditData = { parse: function (value) { return parseStored(value); }, empty: emptyData };

  function isString(v) { return typeof v === 'string'; }

  function validResult(r) {
    return !!r && RESULTS.indexOf(r.result) >= 0 && typeof r.at === 'number' && isString(r.text) &&
      isString(r.page) && isString(r.title) && isString(r.note) && isString(r.url) &&
      Array.isArray(r.wcag) && r.wcag.every(isString);
  }

  function validAudit(a, id) {
    if (!a || a.id !== id || !isString(a.name) || typeof a.created !== 'number' || !a.results || typeof a.results !== 'object') return false;
    if (a.scope !== undefined && !(Array.isArray(a.scope) && a.scope.every(isString))) return false;
    return Object.keys(a.results).every(function (check) { return validResult(a.results[check]); });
  }

  // Version 2 keys results by the check's page and ID (`native/link/index.html#id`): an ID is
  // unique on its page only. Version 1 keyed them by ID, each result naming its page. A later
  // version, or anything else, cannot be read.
  function parseStored(value) {
    if (value && value.version === 1 && value.audits && typeof value.audits === 'object') value = fromVersion1(value);
    if (!value || value.version !== SCHEMA || !value.audits || typeof value.audits !== 'object') return null;
    if (!Object.keys(value.audits).every(function (id) { return validAudit(value.audits[id], id); })) return null;
    if (value.active !== null && !value.audits[value.active]) value.active = null;
    return value;
  }

  function fromVersion1(value) {
    Object.keys(value.audits).forEach(function (id) {
      var audit = value.audits[id], results = {};
      if (!audit || !audit.results || typeof audit.results !== 'object') return;
      Object.keys(audit.results).forEach(function (check) {
        var r = audit.results[check];
        results[(r && isString(r.page) ? r.page : '') + '#' + check] = r;
      });
      audit.results = results;
    });
    value.version = SCHEMA;
    return value;
  }

  // A result's key: the check's page (from the site root, as checks.js's `url`) and its ID.
  function checkKey(page, id) { return page + '#' + id; }

  function checkID(key) { return key.slice(key.lastIndexOf('#') + 1); }

  function readStored() {
    var raw;
    try { raw = localStorage.getItem(KEY); } catch (e) { return { kind: 'blocked' }; }
    if (raw === null) return { kind: 'ok', data: emptyData() };
    var data = null;
    try { data = parseStored(JSON.parse(raw)); } catch (e) { data = null; }
    return data ? { kind: 'ok', data: data } : { kind: 'unreadable', raw: raw };
  }

  // Copies unreadable data to a key of its own before anything is written over it. When
  // that fails, nothing is written to the store at all while this page is open.
  function keepAside(raw) {
    var key = ASIDE;
    try {
      var there = localStorage.getItem(key);
      if (there !== null && there !== raw) key = ASIDE + '.' + Date.now();
      if (there !== raw) localStorage.setItem(key, raw);
      state.problems.unreadable = { key: key, raw: raw };
    } catch (e) {
      state.problems.unreadable = { key: null, raw: raw };
      state.canWrite = false;
    }
  }

  function applyChange(data, change) {
    var audits = data.audits;
    if (change.op === 'audit' && !audits[change.id]) {
      audits[change.id] = { id: change.id, name: change.name, created: change.created, results: {} };
    } else if (change.op === 'scope' && audits[change.id] && canScope(audits[change.id])) {
      audits[change.id].scope = union(covered(audits[change.id]), change.checks);
    } else if (change.op === 'active') {
      data.active = change.id && audits[change.id] ? change.id : null;
    } else if (change.op === 'result' && audits[change.audit]) {
      var old = audits[change.audit].results[change.check];
      if (!old || old.at <= change.value.at) audits[change.audit].results[change.check] = change.value;
    } else if (change.op === 'delete') {
      delete audits[change.id];
      if (data.active === change.id) data.active = null;
    } else if (change.op === 'put') {
      putAudit(data, change.audit, change.mode);
    } else if (change.op === 'move' && audits[change.audit]) {
      moveResult(audits[change.audit], change.from, change.to, change.place);
    }
    return data;
  }

  // A result carried from a check the site no longer has to the check it became (`movedTo`):
  // kept as recorded, its text too, so the check's page says it was recorded against an
  // earlier text; never over a result the check has of its own.
  function moveResult(audit, from, to, place) {
    var value = audit.results[from];
    if (!value || audit.results[to]) return;
    var moved = clone(value);
    moved.page = place.page;
    moved.title = place.title;
    moved.url = place.url;
    audit.results[to] = moved;
    delete audit.results[from];
    if (audit.scope && audit.scope.indexOf(from) >= 0) {
      audit.scope = union(audit.scope.filter(function (key) { return key !== from; }), [to]);
    }
  }

  // An imported audit: replacing the one with its ID, or merged into it (newer results win).
  function putAudit(data, audit, mode) {
    var here = data.audits[audit.id];
    if (mode === 'replace' || !here) { data.audits[audit.id] = clone(audit); return; }
    if ((audit.scope || here.scope) && canScope(here)) here.scope = union(union(covered(here), audit.scope || []), covered(audit));
    Object.keys(audit.results).forEach(function (check) {
      var old = here.results[check], value = audit.results[check];
      if (!old || old.at < value.at) here.results[check] = clone(value);
    });
  }

  // The checks an audit covers: its scope, or, with none, every check of each page it has
  // results on (what it counts). An audit given a scope starts from these, so checks it already
  // counted never drop out of it.
  function covered(audit) {
    if (audit.scope) return audit.scope.slice();
    var pages = {}, keys = [];
    Object.keys(audit.results).forEach(function (key) { pages[audit.results[key].page] = true; });
    checks.pages.forEach(function (page) {
      if (pages[page.url]) (page.checks || []).forEach(function (check) { keys.push(checkKey(page.url, check.id)); });
    });
    return union(keys, sortedChecks(audit));
  }

  // Without the site's list of checks (no checks.js), an audit with no scope cannot tell which
  // checks it covers: a scope then would drop its untested checks, so it stays without one.
  function canScope(audit) { return !!audit.scope || checks.pages.length > 0; }

  // With a scope, only its checks take results, count and are reported.
  function inScope(audit, key) { return !audit.scope || audit.scope.indexOf(key) >= 0; }

  // Results kept for checks outside the scope (recorded before it was set, or before results
  // were limited to it): never dropped, exported, listed apart on audit.html.
  function outsideResults(audit) {
    return audit.scope ? sortedChecks(audit).filter(function (key) { return !inScope(audit, key); }) : [];
  }

  // Said by every report that leaves out results kept outside the scope, so a failure recorded
  // there (by the version that still gave every check controls) never drops out unseen.
  function outsideLine(audit, where) {
    var keys = outsideResults(audit);
    if (!keys.length) return '';
    var failed = keys.filter(function (key) { return audit.results[key].result === 'fail'; }).length;
    return plural(keys.length, 'result', 'results') + ' recorded for checks outside this audit\'s checks ' + (keys.length === 1 ? 'is' : 'are') +
      ' not in this report' + (failed ? ' (' + failed + ' failed)' : '') + '; ' + where;
  }

  // An audit's scope: the checks chosen for it on a test plan or My criteria, in the order added.
  function union(list, more) {
    var out = (list || []).slice();
    more.forEach(function (id) { if (out.indexOf(id) < 0) out.push(id); });
    return out;
  }

  // Re-reads the store and lays this window's unwritten changes over it.
  function sync() {
    var read = readStored();
    if (read.kind === 'ok') {
      state.stored = read.data;
      if (state.problems.unreadable && state.problems.unreadable.key) delete state.problems.unreadable;
    } else if (read.kind === 'blocked') {
      state.problems.blocked = true;
      state.canWrite = false;
    } else {
      keepAside(read.raw);
      state.stored = emptyData();
    }
    state.data = state.pending.reduce(applyChange, clone(state.stored));
  }

  function write(change) {
    state.pending.push(change);
    sync();
    if (state.canWrite) {
      try {
        localStorage.setItem(KEY, JSON.stringify(state.data));
        state.pending = [];
        state.stored = clone(state.data);
        delete state.problems.full;
      } catch (e) {
        if (isQuota(e)) state.problems.full = true;
        else { state.problems.blocked = true; state.canWrite = false; }
      }
    }
    guardLeaving(state.pending.length > 0);
    notify();
    return state.pending.length === 0;
  }

  // While results wait in memory (the store full or refused), leaving the page would lose them:
  // the browser asks first. Listened for only then, as the listener keeps a page out of some
  // browsers' back-forward cache.
  function warnBeforeLeaving(event) {
    event.preventDefault();
    event.returnValue = '';
  }

  function guardLeaving(on) {
    if (on) window.addEventListener('beforeunload', warnBeforeLeaving);
    else window.removeEventListener('beforeunload', warnBeforeLeaving);
  }

  function isQuota(e) {
    return !!e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014);
  }

  function notify() { state.listeners.forEach(function (listener) { listener(); }); }

  function activeAudit() { return state.data.active ? state.data.audits[state.data.active] : null; }

  function newID() { return 'audit-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 8); }

  function startAudit(name) {
    var id = newID();
    write({ op: 'audit', id: id, name: name, created: Date.now() });
    write({ op: 'active', id: id });
    return id;
  }

  /* ---- The site's checks (checks.js), when it has them ---- */

  var checks = { byKey: {}, pages: [], moves: { checks: {}, pages: {} }, loaded: false };

  function loadChecks(then) {
    function done() {
      var data = window.criteriaChecks;
      if (data && Array.isArray(data.pages)) {
        checks.pages = data.pages;
        checks.version = data.version;
        if (data.moves) checks.moves = data.moves;
        data.pages.forEach(function (page) {
          (page.checks || []).forEach(function (check) { checks.byKey[checkKey(page.url, check.id)] = { check: check, page: page }; });
        });
      }
      checks.loaded = true;
      then();
    }
    if (window.criteriaChecks) { done(); return; }
    var script = document.createElement('script');
    script.src = root + CHECKS_SCRIPT;
    script.onload = done;
    script.onerror = done;   // a site without checks.js: the page's own text is used
    document.head.appendChild(script);
  }

  function siteURL(url) {
    if (!url) return '';
    try { return new URL(url, new URL(root || './', location.href)).href; } catch (e) { return url; }
  }

  // An address as the reports write it for the people they go to: from a copy opened as a file
  // (the offline bundle), the path within the site, which names no folder of this computer.
  function reportURL(url) {
    if (location.protocol !== 'file:') return url;
    var base = siteURL('./');
    return url.indexOf(base) === 0 ? url.slice(base.length) : url;
  }

  /* ---- Announcements and problems ---- */

  var status;
  var pendingMessage = null;

  // Arrow keys change a radio group at each press: only the last change is announced.
  function announce(message) {
    if (!status) return;
    clearTimeout(pendingMessage);
    pendingMessage = setTimeout(function () {
      status.textContent = '';
      setTimeout(function () { status.textContent = message; }, 50);
    }, 300);
  }

  function problemMessages() {
    var p = state.problems, out = [];
    if (p.blocked) {
      out.push({ id: 'blocked', text: 'This browser does not let this site keep audit results (a private window, or storage turned off). ' +
        'Results entered on this page stay here only until it is closed or reloaded: export them before you leave.' });
    }
    if (p.full) {
      out.push({ id: 'full', text: 'The browser\'s storage for this site is full, so the latest results are kept in this page only. ' +
        'Export them, then make room (delete an old audit on the audit page).' });
    }
    if (p.unreadable) {
      out.push({ id: 'unreadable', raw: p.unreadable.raw, text: p.unreadable.key
        ? 'Audit results stored earlier in this browser could not be read (edited by hand, or written by another version of this site). ' +
          'They are kept unchanged under “' + p.unreadable.key + '” and new results are stored apart from them.'
        : 'Audit results stored earlier in this browser could not be read, and could not be set aside, so nothing is written over them: ' +
          'results entered now stay in this page only. Download the unreadable data, and export your results.' });
    }
    return out;
  }

  // The messages box: one alert per problem, each with what the reader can do.
  function showProblems(box) {
    var shown = {};
    Array.prototype.forEach.call(box.children, function (child) { shown[child.getAttribute('data-problem')] = child; });
    var now = problemMessages();
    now.forEach(function (problem) {
      if (shown[problem.id]) { delete shown[problem.id]; return; }
      var note = el('div', 'audit-problem');
      note.setAttribute('role', 'alert');
      note.setAttribute('data-problem', problem.id);
      note.appendChild(el('p', '', problem.text));
      var actions = el('p', 'audit-problem-actions');
      var exportButton = button('Export results (JSON)', 'audit-export-memory');
      exportButton.addEventListener('click', function () { exportAll(); });
      actions.appendChild(exportButton);
      if (problem.raw) {
        var raw = button('Download the unreadable data', 'audit-download-raw');
        raw.addEventListener('click', function () { download('audit-unreadable.json', problem.raw, 'application/json'); });
        actions.appendChild(raw);
      }
      note.appendChild(actions);
      box.appendChild(note);
    });
    Object.keys(shown).forEach(function (id) { shown[id].remove(); });
    box.hidden = now.length === 0;
  }

  function download(name, text, type) {
    var blob = new Blob([text], { type: type + ';charset=utf-8' });
    var url = URL.createObjectURL(blob);
    var a = el('a');
    a.href = url;
    a.download = name;
    a.hidden = true;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
  }

  /* ---- Export and reports (formats: docs/audits.md) ---- */

  function siteInfo() {
    var info = { title: '', build: '', modified: lastModified(), url: siteURL('./') };
    var data = document.getElementById('audit-site');
    try { if (data) { var parsed = JSON.parse(data.textContent); info.title = parsed.title || ''; info.build = parsed.build || ''; } } catch (e) { /* keep the page's own title */ }
    if (!info.title) { var t = document.querySelector('.site-title'); info.title = t ? t.textContent.trim() : ''; }
    if (checks.version !== undefined) info.checksVersion = checks.version;
    return info;
  }

  function iso(ms) { return new Date(ms).toISOString(); }

  // A date on the page as the reports write dates (2026-12-01), in the reader's time zone,
  // with the time to the minute when asked: a locale's 12/1/2026 reads two ways.
  function shownDate(ms, withTime) {
    var d = new Date(ms);
    function two(n) { return (n < 10 ? '0' : '') + n; }
    var day = d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());
    return withTime ? day + ' ' + two(d.getHours()) + ':' + two(d.getMinutes()) : day;
  }

  // The page's `document.lastModified` ("MM/DD/YYYY hh:mm:ss", local time) in ISO 8601, as the
  // export's other times are; '' when the browser gives none it can read.
  function lastModified() {
    var ms = Date.parse(document.lastModified || '');
    return isNaN(ms) ? '' : iso(ms);
  }

  function sortedChecks(audit) {
    return Object.keys(audit.results).sort(function (a, b) {
      var ra = audit.results[a], rb = audit.results[b];
      return ra.page < rb.page ? -1 : ra.page > rb.page ? 1 : a < b ? -1 : a > b ? 1 : 0;
    });
  }

  // A page's last-changed date ("YYYY-MM-DD") as checks.js gives it, or '' when the site has none.
  function pageDate(path) {
    var page = checks.pages.filter(function (p) { return p.url === path; })[0];
    return page && isString(page.date) ? page.date : '';
  }

  function exportAudit(audit) {
    var out = {
      id: audit.id, name: audit.name, created: iso(audit.created),
      results: sortedChecks(audit).map(function (check) {
        var r = audit.results[check];
        var value = { check: checkID(check), page: r.page, pageTitle: r.title, text: r.text, wcag: r.wcag, url: r.url,
          result: r.result, note: r.note, recorded: iso(r.at) };
        if (pageDate(r.page)) value.pageDate = pageDate(r.page);
        return value;
      })
    };
    if (audit.scope) out.checks = audit.scope.slice();
    return { format: FORMAT, version: EXPORT_VERSION, exported: new Date().toISOString(), site: siteInfo(), audit: out };
  }

  function fileName(audit, extension) {
    var slug = audit.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'audit';
    return 'audit-' + slug + '.' + extension;
  }

  // From a page whose store failed: every audit this window knows, one file each.
  function exportAll() {
    var ids = Object.keys(state.data.audits);
    if (!ids.length) { announce('No results to export yet.'); return; }
    ids.forEach(function (id) {
      var audit = state.data.audits[id];
      download(fileName(audit, 'json'), JSON.stringify(exportAudit(audit), null, 2) + '\n', 'application/json');
    });
    announce('Exported ' + plural(ids.length, 'audit', 'audits') + '.');
  }

  /* ---- The header: which audit is active ---- */

  function showHeader() {
    var header = document.querySelector('.site-header');
    if (!header) return;
    var link = header.querySelector('.audit-link');
    var audit = activeAudit();
    if (!audit) { if (link) link.remove(); return; }
    if (!link) {
      link = el('a', 'audit-link');
      link.href = root + 'audit.html';
      header.insertBefore(link, header.querySelector('.my-criteria-link'));
    }
    link.textContent = 'Audit: ' + audit.name;
    if (document.getElementById('audit-page')) link.setAttribute('aria-current', 'page');
  }

  /* ---- Counting ---- */

  function isChecked(result) { return !!result && result.result !== 'untested'; }

  // A result for a check this site no longer has (reworded, removed, or its page moved): kept,
  // shown and exported, but counted apart, so "n of m checked" only ever counts today's checks.
  // Without checks.js nothing can be told gone.
  function isGone(key) { return checks.pages.length > 0 && !checks.byKey[key]; }

  // The check a gone one became, by checks.js's moves (a reworded check, a renamed page, from
  // the commits the changes page reads), when the site has it; null otherwise.
  function movedTo(key) {
    var to = checks.moves.checks[key];
    var newPage = checks.moves.pages[key.slice(0, key.lastIndexOf('#'))];
    if (!to && newPage) {
      to = checkKey(newPage, checkID(key));
      to = checks.moves.checks[to] || to;
    }
    return to && checks.byKey[to] ? to : null;
  }

  // Carries the results of `keys` over to the checks they became, where those have none yet.
  function carryOver(audit, keys) {
    var moved = 0, saved = true, id = audit.id;
    keys.forEach(function (key) {
      var to = movedTo(key);
      if (!to || state.data.audits[id].results[to]) return;
      var known = checks.byKey[to];
      saved = write({ op: 'move', audit: id, from: key, to: to,
        place: { page: known.page.url, title: known.page.title, url: siteURL(known.check.url) } }) && saved;
      // Counted only when it moved: another window may have carried it, or given the check a result.
      var now = state.data.audits[id];
      if (now && now.results[to] && !now.results[key]) moved++;
    });
    return { moved: moved, saved: saved };
  }

  // "; 2 results for checks no longer on the site (1 failed)", or nothing: a failure recorded
  // before a check was reworded is still one, and the page's own note says so too.
  function goneText(count) {
    return count.gone ? '; ' + plural(count.gone, 'result for a check', 'results for checks') + ' no longer on the site' +
      (count.goneFailed ? ' (' + count.goneFailed + ' failed)' : '') : '';
  }

  function countPage(audit, ids) {
    var checked = 0, failed = 0;
    ids.forEach(function (id) {
      var r = audit && audit.results[id];
      if (isChecked(r)) checked++;
      if (r && r.result === 'fail') failed++;
    });
    return { checked: checked, failed: failed, total: ids.length };
  }

  function progressText(count) {
    return count.checked + ' of ' + count.total + ' checked, ' + count.failed + ' failed' + goneText(count);
  }

  // Over the whole audit: the checks chosen for it (a plan's, My criteria's) and those with
  // results, or, with none chosen, every check of each page it has results on.
  function countAudit(audit) {
    if (audit.scope) return countScope(audit);
    var pages = {}, checked = 0, failed = 0, total = 0, gone = 0, goneFailed = 0;
    Object.keys(audit.results).forEach(function (id) {
      var r = audit.results[id];
      pages[r.page] = true;
      if (isGone(id)) { gone++; if (r.result === 'fail') goneFailed++; return; }
      if (isChecked(r)) checked++;
      if (r.result === 'fail') failed++;
    });
    // The pages counted are those audit.html lists with their checks: a page the site no longer
    // has checks for adds none, as it adds no check to the total.
    var known = checks.pages.filter(function (p) { return pages[p.url]; });
    known.forEach(function (p) { total += (p.checks || []).length; });
    total = Math.max(total, checked);
    var count = checks.pages.length ? known.length : Object.keys(pages).length;
    return { checked: checked, failed: failed, total: total, pages: count, knowsTotal: known.length > 0, gone: gone, goneFailed: goneFailed };
  }

  function countScope(audit) {
    // A chosen check this site no longer has is counted apart when it has a result.
    var ids = audit.scope.filter(function (id) { return !isGone(id); });
    var goneIDs = audit.scope.filter(function (id) { return isGone(id) && audit.results[id]; });
    var gone = goneIDs.length;
    var goneFailed = goneIDs.filter(function (id) { return audit.results[id].result === 'fail'; }).length;
    var pages = {};
    ids.forEach(function (id) {
      var r = audit.results[id], known = checks.byKey[id];
      var page = r ? r.page : known ? known.page.url : '';
      if (page) pages[page] = true;
    });
    var count = countPage(audit, ids);
    return { checked: count.checked, failed: count.failed, total: ids.length, pages: Object.keys(pages).length, knowsTotal: true, gone: gone,
      goneFailed: goneFailed };
  }

  // A page's checks that count in its progress: those in the audit's scope.
  function pageCounted(audit, ids) {
    return ids.filter(function (id) { return !audit || inScope(audit, id); });
  }

  function auditProgressText(count) {
    // Not "0 checks checked on 0 pages": an audit just started has nothing to count yet.
    if (!count.checked && !count.pages && (!count.knowsTotal || !count.total)) {
      return count.gone ? 'No results for this site\'s checks' + goneText(count) : 'No results yet';
    }
    var checked = count.knowsTotal ? count.checked + ' of ' + count.total + ' checked' : plural(count.checked, 'check', 'checks') + ' checked';
    return checked + ' on ' + plural(count.pages, 'page', 'pages') + ', ' + count.failed + ' failed' + goneText(count);
  }

  /* ---- Criteria pages: audit mode ---- */

  var pageView = null;

  // A page's file from the site root, as checks.js names it (`url`): data-page is percent-encoded.
  function decodePath(href) {
    try { return decodeURIComponent(href); } catch (e) { return href; }
  }

  function domText(li) {
    var copy = li.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll('.audit-check, .check-link, ul, ol'), function (n) { n.remove(); });
    return copy.textContent.replace(/\s+/g, ' ').trim();
  }

  function pageChecks(article, page) {
    return Array.prototype.map.call(article.querySelectorAll('li[data-check]'), function (li, index) {
      var id = li.id;
      var known = checks.byKey[checkKey(page.path, id)];
      return {
        id: id, key: checkKey(page.path, id), li: li, index: index,
        text: known ? known.check.text : domText(li),
        wcag: known && Array.isArray(known.check.wcag) ? known.check.wcag.slice() : [],
        url: known && known.check.url ? siteURL(known.check.url) : page.url + '#' + id
      };
    });
  }

  function startCriteriaPage(article) {
    var heading = article.querySelector('h1');
    var canonical = document.querySelector('link[rel="canonical"]');
    var page = {
      path: decodePath(article.getAttribute('data-page') || ''),
      title: heading ? heading.textContent.trim() : document.title,
      url: canonical ? canonical.href : location.href.split('#')[0]
    };
    var list = pageChecks(article, page);
    if (!list.length) return;
    var bar = el('section', 'audit-bar');
    bar.setAttribute('aria-labelledby', 'audit-bar-title');
    var problems = el('div', 'audit-problems');
    status = el('p', 'audit-status');
    status.setAttribute('role', 'status');
    (heading || article.firstChild).insertAdjacentElement('afterend', bar);
    bar.insertAdjacentElement('beforebegin', problems);
    var offer = article.querySelector('.audit-offer');
    pageView = { article: article, page: page, checks: list, bar: bar, problems: problems, offer: offer, mode: null };
    bar.hidden = true;
    renderPage();
    if (offer && offer.querySelector('[data-audit-start="pending"]')) openStart(true);
    document.addEventListener('criteriapress:audit-start', function () { openStart(true); });
  }

  function renderPage() {
    var view = pageView;
    showProblems(view.problems);
    var audit = activeAudit();
    if (audit) {
      if (view.mode !== 'audit') showAuditBar();
      updateChecks(audit);
      updateProgress(audit);
    } else if (view.mode === 'audit') {
      closeAudit();
    }
  }

  function setOffer(visible) {
    if (!pageView.offer) return;
    pageView.offer.hidden = !visible;
    var start = pageView.offer.querySelector('button');
    if (start) start.removeAttribute('data-audit-start');
  }

  // The start panel: continue an audit kept here, or name a new one.
  function openStart(focus) {
    var view = pageView;
    if (activeAudit()) { if (focus) view.bar.querySelector('h2').focus(); return; }
    view.mode = 'start';
    setOffer(false);
    view.bar.textContent = '';
    view.bar.hidden = false;
    var title = el('h2', 'audit-bar-title', 'Audit this page');
    title.id = 'audit-bar-title';
    title.tabIndex = -1;
    view.bar.appendChild(title);
    var audits = Object.keys(state.data.audits).map(function (id) { return state.data.audits[id]; });
    if (audits.length) {
      view.bar.appendChild(continueForm(audits, ['Continue an audit', 'Continue'], function (id) {
        write({ op: 'active', id: id });
        afterStart();
      }));
    }
    view.bar.appendChild(newAuditForm(afterStart));
    var cancel = button('Cancel', 'audit-cancel');
    cancel.addEventListener('click', function () {
      view.bar.hidden = true;
      view.mode = null;
      setOffer(true);
      var start = view.offer && view.offer.querySelector('button');
      if (start) start.focus();
    });
    // Escape in the panel is Cancel, as in a dialog.
    view.bar.onkeydown = function (event) {
      if (event.key !== 'Escape' || view.mode !== 'start') return;
      event.preventDefault();
      cancel.click();
    };
    view.bar.appendChild(el('p', 'audit-actions')).appendChild(cancel);
    view.bar.appendChild(status);
    var first = view.bar.querySelector('select, input');
    if (focus && first) first.focus();
  }

  // words: the label and the button; done(id) gets the audit chosen.
  function continueForm(audits, words, done) {
    var form = el('form', 'audit-form');
    var label = el('label', '', words[0]);
    label.htmlFor = 'audit-continue';
    var select = el('select');
    select.id = 'audit-continue';
    audits.sort(function (a, b) { return b.created - a.created; }).forEach(function (audit) {
      var option = el('option', '', audit.name);
      option.value = audit.id;
      select.appendChild(option);
    });
    var go = button(words[1], 'audit-continue-button');
    go.type = 'submit';
    form.appendChild(label);
    form.appendChild(select);
    form.appendChild(go);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      done(select.value);
    });
    return form;
  }

  // done(id) gets the new audit, already the active one.
  function newAuditForm(done) {
    var form = el('form', 'audit-form');
    var label = el('label', '', 'Name of a new audit');
    label.htmlFor = 'audit-name';
    var hint = el('span', 'audit-hint', 'For example “Checkout, iOS, December”.');
    hint.id = 'audit-name-hint';
    // Focus stays in the field when its name is missing, so its description is not read again:
    // the hint says the error as a live region, where it is shown.
    hint.setAttribute('aria-live', 'polite');
    var input = el('input');
    input.id = 'audit-name';
    input.type = 'text';
    input.setAttribute('aria-describedby', hint.id);
    input.autocomplete = 'off';
    var go = button('Start the audit', 'audit-start-button');
    go.type = 'submit';
    form.appendChild(label);
    form.appendChild(hint);
    form.appendChild(input);
    form.appendChild(go);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var name = input.value.trim();
      if (!name) {
        input.setAttribute('aria-invalid', 'true');
        hint.textContent = 'Give the audit a name, for example “Checkout, iOS, December”.';
        hint.classList.add('audit-hint-error');
        input.focus();
        return;
      }
      done(startAudit(name));
    });
    return form;
  }

  function afterStart() {
    renderPage();
    var title = pageView.bar.querySelector('h2');
    if (title) title.focus();
  }

  function showAuditBar() {
    var view = pageView;
    view.mode = 'audit';
    setOffer(false);
    view.bar.textContent = '';
    view.bar.hidden = false;
    var title = el('h2', 'audit-bar-title');
    title.id = 'audit-bar-title';
    title.tabIndex = -1;
    view.bar.appendChild(title);
    view.bar.appendChild(el('p', 'audit-progress audit-page-progress'));
    view.bar.appendChild(goneNote());
    view.bar.appendChild(outsideNote());
    view.bar.appendChild(el('p', 'audit-progress audit-whole-progress'));
    var actions = el('p', 'audit-actions');
    var open = el('a', 'audit-open', 'Open the audit page');
    open.href = root + 'audit.html';
    var stop = button('Stop auditing', 'audit-stop');
    stop.addEventListener('click', function () {
      write({ op: 'active', id: null });
      var start = view.offer && view.offer.querySelector('button');
      if (start) start.focus();
      announce('Audit mode is off. The results are kept.');
    });
    actions.appendChild(open);
    actions.appendChild(stop);
    view.bar.appendChild(actions);
    view.bar.appendChild(status);
  }

  // Says which of the page's checks the audit leaves out (they get no result controls), and
  // offers to add them: a tester who wants to mark one extends the audit, never records beside it.
  function outsideNote() {
    var box = el('div', 'audit-outside');
    box.hidden = true;
    box.appendChild(el('p', 'audit-outside-text'));
    var add = button('', 'audit-add-page');
    add.addEventListener('click', function () {
      var audit = activeAudit();
      var keys = pageView.checks.map(function (c) { return c.key; }).filter(function (key) { return audit && !inScope(audit, key); });
      if (!keys.length) return;
      var saved = write({ op: 'scope', id: audit.id, checks: keys });
      pageView.bar.querySelector('h2').focus();
      var count = countPage(activeAudit(), pageCounted(activeAudit(), pageView.checks.map(function (c) { return c.key; })));
      announce('Added ' + plural(keys.length, 'check', 'checks') + ' to the audit. This page: ' + progressText(count) + '.' +
        (saved ? '' : ' Not stored: see the message above.'));
    });
    box.appendChild(el('p', 'audit-actions')).appendChild(add);
    return box;
  }

  // Results recorded on this page for checks it no longer has (reworded or removed since): the
  // page cannot show them beside a check, so it says where they are.
  function goneNote() {
    var note = el('p', 'audit-gone-text');
    note.hidden = true;
    note.appendChild(document.createTextNode(''));
    var open = el('a', '', 'the audit page');
    open.href = root + 'audit.html';
    note.appendChild(open);
    note.appendChild(document.createTextNode('.'));
    return note;
  }

  function showGone(audit) {
    var view = pageView;
    var here = view.checks.map(function (c) { return c.key; });
    var gone = Object.keys(audit.results).filter(function (key) {
      return audit.results[key].page === view.page.path && here.indexOf(key) < 0 && inScope(audit, key);
    });
    var note = view.bar.querySelector('.audit-gone-text');
    note.hidden = gone.length === 0;
    if (!gone.length) return;
    var failed = gone.filter(function (key) { return audit.results[key].result === 'fail'; }).length;
    var movable = gone.filter(function (key) { var to = movedTo(key); return to && !audit.results[to]; }).length;
    note.firstChild.textContent = plural(gone.length, 'result', 'results') + (failed ? ' (' + failed + ' failed)' : '') +
      ' recorded on this page ' + (gone.length === 1 ? 'is for a check' : 'are for checks') +
      ' it no longer has, as its text changed or it was removed. ' + (gone.length === 1 ? 'It is' : 'They are') + ' kept, with the earlier text' +
      (movable ? ', and ' + (movable === gone.length ? (gone.length === 1 ? 'it' : 'they') : movable) + ' can be carried over to the ' +
        (movable === 1 ? 'check it' : 'checks they') + ' became,' : ',') + ' on ';
  }

  function showOutside(audit) {
    var view = pageView;
    var box = view.bar.querySelector('.audit-outside');
    var out = view.checks.filter(function (c) { return !inScope(audit, c.key); });
    box.hidden = out.length === 0;
    if (!out.length) return;
    var kept = out.filter(function (c) { return audit.results[c.key]; }).length;
    var all = out.length === view.checks.length;
    var they = out.length === 1 ? 'it has' : 'they have';
    box.querySelector('p').textContent = (all
      ? 'None of this page\'s ' + plural(out.length, 'check is', 'checks are') + ' in this audit, so ' + they + ' no result controls.'
      : plural(out.length, 'other check', 'other checks') + ' of this page ' + (out.length === 1 ? 'is' : 'are') +
        ' not in this audit, so ' + they + ' no result controls.') +
      (kept ? ' ' + plural(kept, 'result', 'results') + ' recorded for them earlier ' + (kept === 1 ? 'is' : 'are') +
        ' kept, outside the audit\'s counts and reports.' : '');
    box.querySelector('.audit-add-page').textContent = all ? 'Add this page\'s checks to the audit' : 'Add them to the audit';
  }

  function closeAudit() {
    var view = pageView;
    view.mode = null;
    view.bar.hidden = true;
    view.bar.textContent = '';
    // The status line outlives the bar, after the offer to audit: "Audit mode is off" is said.
    if (view.offer) view.offer.insertAdjacentElement('afterend', status);
    view.checks.forEach(function (check) {
      var box = check.li.querySelector('.audit-check');
      if (box) box.remove();
      check.li.classList.remove('audit-checked');
      check.li.removeAttribute('data-audit-result');
    });
    setOffer(true);
  }

  function addControls(check, index) {
    var box = el('div', 'audit-check');
    var group = el('fieldset', 'audit-result');
    group.appendChild(el('legend', 'visually-hidden', 'Result: ' + check.text));
    RESULTS.forEach(function (result) {
      var label = el('label', 'audit-option audit-option-' + result);
      var input = el('input');
      input.type = 'radio';
      input.name = 'audit-result-' + index;
      input.value = result;
      input.addEventListener('change', function () { if (input.checked) record(check, result); });
      label.appendChild(input);
      label.appendChild(document.createTextNode(' ' + LABELS[result]));
      group.appendChild(label);
    });
    box.appendChild(group);
    box.appendChild(noteControls(check, index));
    var earlier = el('p', 'audit-earlier');
    earlier.id = 'audit-earlier-' + index;
    earlier.hidden = true;
    box.appendChild(earlier);
    check.li.appendChild(box);
  }

  function noteControls(check, index) {
    var wrap = el('div', 'audit-note');
    var id = 'audit-note-' + index;
    var toggle = button('Note', 'audit-note-toggle', 'on: ' + check.text);
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', id + '-box');
    var box = el('div', 'audit-note-box');
    box.id = id + '-box';
    box.hidden = true;
    var label = el('label', '', 'Note');
    label.htmlFor = id;
    label.appendChild(el('span', 'visually-hidden', ' on: ' + check.text));
    var area = el('textarea');
    area.id = id;
    area.rows = 3;
    toggle.addEventListener('click', function () {
      var open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      box.hidden = !open;
      if (open) area.focus();
    });
    var timer = null;
    function flush() {
      clearTimeout(timer);
      delete unsavedNotes[check.key];
      saveNote(check, area.value);
    }
    area.addEventListener('input', function () {
      clearTimeout(timer);
      unsavedNotes[check.key] = flush;
      timer = setTimeout(flush, 600);
    });
    area.addEventListener('change', flush);
    // A field not typed in while another window saved the note shows that note once left, or
    // once its window is back (focus returns to it).
    area.addEventListener('blur', function () { showStoredNote(check, area); });
    area.addEventListener('focus', function () { showStoredNote(check, area); });
    box.appendChild(label);
    box.appendChild(area);
    wrap.appendChild(toggle);
    wrap.appendChild(box);
    return wrap;
  }

  function resultValue(check, result, note) {
    var page = pageView.page;
    return { result: result, note: note, at: Date.now(), text: check.text, page: page.path, title: page.title,
      wcag: check.wcag, url: check.url };
  }

  function record(check, result) {
    var audit = activeAudit();
    if (!audit) return;
    var old = audit.results[check.key];
    var saved = write({ op: 'result', audit: audit.id, check: check.key, value: resultValue(check, result, old ? old.note : '') });
    var count = countPage(activeAudit(), pageCounted(activeAudit(), pageView.checks.map(function (c) { return c.key; })));
    announce(LABELS[result] + '. ' + progressText(count) + ' on this page.' + (saved ? '' : ' Not stored: see the message above.'));
  }

  // Notes typed within the pause before saving, by check: saved when the page goes away
  // (a reload, Back, a closed tab), which blurs no field and so fires no change.
  var unsavedNotes = {};
  window.addEventListener('pagehide', function () {
    Object.keys(unsavedNotes).forEach(function (key) { unsavedNotes[key](); });
  });

  // The note each check's field last showed or saved, by check: what its reader typed over. A
  // field left alone saves nothing (closing a window once overwrote a note another had saved
  // since); one typed in while another window saved the note keeps both, and says so.
  var noteBases = {};

  function storedNote(check) {
    var audit = activeAudit(), r = audit && audit.results[check.key];
    return r ? r.note : '';
  }

  // The stored note in a field nobody has typed in since it last showed or saved one.
  function showStoredNote(check, area) {
    var note = storedNote(check);
    if (area.value === noteBases[check.key] && area.value !== note) area.value = noteBases[check.key] = note;
  }

  function saveNote(check, note) {
    // Read from the store, not from the last storage event: another window's save may not
    // have been told here yet.
    sync();
    var audit = activeAudit();
    if (!audit) return;
    var old = audit.results[check.key];
    var stored = old ? old.note : '';
    var base = noteBases[check.key] === undefined ? stored : noteBases[check.key];
    if (note === stored) { noteBases[check.key] = stored; return; }
    // Nothing typed here since: the other window's note stands (showStoredNote shows it).
    if (note === base) return;
    var both = stored !== base && stored !== '';
    if (both) note = note + (note ? '\n\n' : '') + stored;
    noteBases[check.key] = note;
    var area = check.li.querySelector('.audit-note-box textarea');
    if (both && area) {
      // Written under what is being typed, the caret where it was.
      var start = area.selectionStart, end = area.selectionEnd;
      area.value = note;
      if (area === document.activeElement) area.setSelectionRange(start, end);
    }
    var saved = write({ op: 'result', audit: audit.id, check: check.key, value: resultValue(check, old ? old.result : 'untested', note) });
    announce((both ? 'Note saved, with the note another window saved meanwhile kept after yours.' : 'Note saved.') +
      (saved ? '' : ' Kept in this page only: see the message above.'));
  }

  // Only the checks in the audit's scope have controls; the scope can grow in another window.
  function placeControls(audit, check) {
    var box = check.li.querySelector('.audit-check');
    if (inScope(audit, check.key)) {
      if (!box) addControls(check, check.index);
      return check.li.querySelector('.audit-check');
    }
    if (box) box.remove();
    check.li.classList.remove('audit-checked');
    check.li.removeAttribute('data-audit-result');
    return null;
  }

  function updateChecks(audit) {
    pageView.checks.forEach(function (check) {
      var box = placeControls(audit, check);
      if (!box) return;
      var r = audit.results[check.key];
      var value = r ? r.result : 'untested';
      Array.prototype.forEach.call(box.querySelectorAll('input[type="radio"]'), function (input) { input.checked = input.value === value; });
      check.li.classList.toggle('audit-checked', isChecked(r));
      check.li.setAttribute('data-audit-result', value);
      var area = box.querySelector('textarea');
      var note = r ? r.note : '';
      // A field in use (focused in the window in front) or typed in and not saved yet keeps its
      // text; saveNote keeps both notes if another window saved one meanwhile.
      var inUse = area === document.activeElement && document.hasFocus();
      var typed = noteBases[check.key] !== undefined && area.value !== noteBases[check.key];
      if (!inUse && !typed) {
        area.value = note;
        noteBases[check.key] = note;
      } else if (noteBases[check.key] === undefined) {
        noteBases[check.key] = note;
      }
      if (note) openNote(box);
      var earlier = box.querySelector('.audit-earlier');
      showEarlier(earlier, r, check.text, function () { keepResult(check, r.result, box); });
      // The group's description says its result was recorded against another text.
      if (earlier.hidden) box.querySelector('fieldset').removeAttribute('aria-describedby');
      else box.querySelector('fieldset').setAttribute('aria-describedby', earlier.id);
    });
  }

  function openNote(box) {
    var toggle = box.querySelector('.audit-note-toggle');
    toggle.setAttribute('aria-expanded', 'true');
    box.querySelector('.audit-note-box').hidden = false;
  }

  // A page checks.js no longer lists: moved, removed, or left without checks.
  var MOVED = 'The site has no checks at %s now (the page moved, was removed or lost its checks); its results are kept.';

  var GONE = 'no check on the site has this ID now: it was reworded or removed, or its page moved. The result is kept and counted apart.';

  // `keep`, on a criteria page: records the result again against today's text. Choosing the
  // radio already chosen fires no change, so the result could not be set again as it was.
  function showEarlier(node, r, current, keep) {
    var changed = !!r && r.text !== current;
    node.hidden = !changed;
    node.textContent = '';
    if (!changed) return;
    // Gone: its ID is not among the site's checks. Its text may be the same (its page moved).
    if (current === null) {
      node.appendChild(el('strong', '', 'No longer on the site: '));
      node.appendChild(document.createTextNode(GONE));
      return;
    }
    node.appendChild(el('strong', '', 'Recorded against an earlier text: '));
    node.appendChild(document.createTextNode(quotedEnd(r.text) + ' '));
    node.appendChild(document.createTextNode('It now reads: ' + quotedEnd(current) + ' Set the result again' + (keep ? ', or keep it,' : '') +
      ' to record it against this text.'));
    if (!keep) return;
    node.appendChild(document.createTextNode(' '));
    var again = button('Keep ' + LABELS[r.result] + ' for this text', 'audit-keep', 'on: ' + current);
    again.addEventListener('click', keep);
    node.appendChild(again);
  }

  // The note and its button go once the result is recorded again: focus goes to the result.
  function keepResult(check, result, box) {
    record(check, result);
    var chosen = box.querySelector('input:checked');
    if (chosen) chosen.focus();
  }

  function updateProgress(audit) {
    var view = pageView;
    view.bar.querySelector('.audit-bar-title').textContent = 'Audit: ' + audit.name;
    var count = countPage(audit, pageCounted(audit, view.checks.map(function (c) { return c.key; })));
    var progress = view.bar.querySelector('.audit-page-progress');
    progress.textContent = 'This page: ' + progressText(count) + '.';
    progress.hidden = count.total === 0;
    showGone(audit);
    showOutside(audit);
    view.bar.querySelector('.audit-whole-progress').textContent = 'Whole audit: ' + auditProgressText(countAudit(audit)) + '.';
  }

  /* ---- A test plan and My criteria: an audit over the checks chosen there ---- */

  // The page's own script says which checks are chosen: window.criteriaAuditChecks() gives their
  // keys (page#id).
  var scopeView = null;

  function startScopePage(start) {
    var host = el('section', 'audit-bar audit-scope');
    host.id = 'audit-scope';
    host.setAttribute('aria-labelledby', 'audit-scope-title');
    host.hidden = true;
    start.parentElement.insertAdjacentElement('afterend', host);
    scopeView = { start: start, host: host };
    // A disclosure (WAI-ARIA): the button names the panel and says whether it is open.
    start.setAttribute('aria-controls', host.id);
    start.setAttribute('aria-expanded', 'false');
    status = el('p', 'audit-status');
    status.setAttribute('role', 'status');
    document.addEventListener('criteriapress:audit-start', toggleScope);
    if (start.getAttribute('data-audit-start') === 'pending') openScope();
  }

  // The button again closes the panel, focus staying on it.
  function toggleScope() {
    if (scopeView.start.getAttribute('aria-expanded') === 'true') closeScope();
    else openScope();
  }

  function chosenChecks() {
    var ids = typeof window.criteriaAuditChecks === 'function' ? window.criteriaAuditChecks() : [];
    return ids.filter(function (key) { return checks.byKey[key]; });
  }

  function pagesOf(ids) {
    var pages = {};
    ids.forEach(function (key) { pages[checks.byKey[key].page.url] = true; });
    return Object.keys(pages).length;
  }

  function scopePanel(titleText) {
    var host = scopeView.host;
    scopeView.start.removeAttribute('data-audit-start');
    scopeView.start.setAttribute('aria-expanded', 'true');
    host.textContent = '';
    host.hidden = false;
    var title = el('h2', 'audit-bar-title', titleText);
    title.id = 'audit-scope-title';
    title.tabIndex = -1;
    host.appendChild(title);
    return host;
  }

  // The panel's title takes focus; what happened is its description, read with it, as a
  // status message would not be: a live region put on the page with its text says nothing.
  function describeTitle(host, paragraph) {
    paragraph.id = 'audit-scope-said';
    host.querySelector('h2').setAttribute('aria-describedby', paragraph.id);
  }

  function closeScope() {
    scopeView.start.removeAttribute('data-audit-start');
    scopeView.start.setAttribute('aria-expanded', 'false');
    scopeView.host.hidden = true;
    scopeView.host.textContent = '';
    scopeView.start.focus();
  }

  function openScope() {
    var ids = chosenChecks();
    var host = scopePanel('Audit these checks');
    var done = button(ids.length ? 'Cancel' : 'Close', 'audit-cancel');
    done.addEventListener('click', closeScope);
    if (!ids.length) {
      describeTitle(host, host.appendChild(el('p', '', checks.pages.length ? 'No check is chosen here, so there is nothing to audit.'
        : 'This site\'s list of checks (checks.js) did not load, so an audit cannot be given checks here.')));
      host.appendChild(el('p', 'audit-actions')).appendChild(done);
      host.querySelector('h2').focus();
      return;
    }
    host.appendChild(el('p', 'audit-progress', plural(ids.length, 'check', 'checks') + ' on ' + plural(pagesOf(ids), 'page', 'pages') +
      '. An audit keeps them as its checks; mark their results on their pages.'));
    var audits = Object.keys(state.data.audits).map(function (id) { return state.data.audits[id]; });
    if (audits.length) host.appendChild(continueForm(audits, ['Add them to an audit', 'Add to this audit'], function (id) { finishScope(id, false); }));
    host.appendChild(newAuditForm(function (id) { finishScope(id, true); }));
    host.appendChild(el('p', 'audit-actions')).appendChild(done);
    host.appendChild(status);
    host.querySelector('select, input').focus();
  }

  // Records the checks chosen now, makes the audit the active one and says where to go next.
  function finishScope(id, isNew) {
    var ids = chosenChecks();
    write({ op: 'scope', id: id, checks: ids });
    if (!isNew) write({ op: 'active', id: id });
    var audit = state.data.audits[id];
    var host = scopePanel('Audit: ' + audit.name);
    describeTitle(host, host.appendChild(el('p', 'audit-progress', (isNew ? 'Started with ' : 'Added ') + plural(ids.length, 'check', 'checks') +
      '. Whole audit: ' + auditProgressText(countAudit(audit)) + '.')));
    var actions = el('p', 'audit-actions');
    var open = el('a', 'audit-open', 'Open the audit page');
    open.href = root + 'audit.html';
    actions.appendChild(open);
    var next = ids.filter(function (check) { return !isChecked(audit.results[check]); })[0] || ids[0];
    var first = el('a', 'audit-open audit-first', 'Begin with ' + scopePageName(ids, checks.byKey[next].page));
    first.href = siteURL(checks.byKey[next].check.url);
    actions.appendChild(first);
    var close = button('Close', 'audit-cancel');
    close.addEventListener('click', closeScope);
    actions.appendChild(close);
    host.appendChild(actions);
    host.appendChild(status);
    host.querySelector('h2').focus();
  }

  // A page as the plan names it (plan-format.js): with its category when another page of the
  // chosen checks has its title ("Button (native)" beside "Button (web)").
  function scopePageName(ids, page) {
    var twin = ids.some(function (key) {
      var other = checks.byKey[key].page;
      return other.url !== page.url && other.title === page.title;
    });
    return twin && page.category ? page.title + ' (' + page.category + ')' : page.title;
  }

  /* ---- audit.html ---- */

  var auditPage = null;

  function startAuditPage(container) {
    var heading = document.querySelector('main h1');
    status = document.getElementById('audit-status');
    auditPage = {
      container: container, heading: heading,
      problems: document.getElementById('audit-problems'),
      app: document.getElementById('audit-app'),
      shown: null, filter: 'all'
    };
    Array.prototype.forEach.call(document.querySelectorAll('[data-audit-nojs]'), function (note) { note.hidden = true; });
    describeStorage(document.getElementById('audit-where-here'));
    setUpImport();
    renderAuditPage();
    container.hidden = false;
  }

  // Where this page keeps results, for the protocol it was opened with.
  function describeStorage(node) {
    if (!node) return;
    node.textContent = location.protocol === 'file:'
      ? 'This copy was opened from a file. Chromium-based browsers (Chrome, Edge) share one store among all files on this computer, ' +
        'so every page of this copy sees the same audits. Firefox, by default, keeps a separate store for each file: ' +
        'results set on a criteria page opened from a file do not show on this page there. Open the copy through a local web server, ' +
        'or use a Chromium-based browser, to see them together.'
      : 'This copy was opened from ' + location.host + ': every page of the site at this address shares the same store, ' +
        'in this browser and this browser profile only.';
  }

  // Also runs on another window's changes: focus stays on the same control when it is redrawn.
  function renderAuditPage() {
    var view = auditPage;
    var focused = document.activeElement;
    var again = focused && view.app.contains(focused) ? focusKey(focused) : null;
    showProblems(view.problems);
    view.app.textContent = '';
    var ids = Object.keys(state.data.audits).sort(function (a, b) { return state.data.audits[b].created - state.data.audits[a].created; });
    if (view.shown === null || !state.data.audits[view.shown]) view.shown = state.data.active || ids[0] || null;
    view.app.appendChild(chooser(ids));
    var audit = view.shown && state.data.audits[view.shown];
    if (audit) view.app.appendChild(auditResults(audit));
    showAsides();
    var same = again && view.app.querySelector(again);
    if (same) same.focus();
    else if (again) view.heading.focus();
  }

  function focusKey(node) {
    if (node.id) return '#' + node.id;
    if (node.name === 'audit-filter') return 'input[name="audit-filter"][value="' + node.value + '"]';
    var row = node.closest('.audit-row');
    var classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).filter(Boolean) : [];
    var kind = [node.tagName.toLowerCase()].concat(classes).join('.');
    return row ? '.audit-row[data-key="' + row.getAttribute('data-key') + '"] ' + kind : kind;
  }

  // Where an audit starts, linked: the header's links give the plan's and My criteria's
  // addresses as this site writes them (a sub-path, page URLs as folders).
  function emptyChooser() {
    var p = el('p', 'audit-empty');
    var plan = document.querySelector('.site-header .plan-link');
    var mine = document.querySelector('.site-header .my-criteria-link:not(.plan-link)');
    function link(anchor, text) {
      if (!anchor) return document.createTextNode(text);
      var a = el('a', '', text);
      a.href = anchor.getAttribute('href');
      return a;
    }
    p.append('No audit yet. Start one with “Audit this page” on a criteria page, or with “Audit these checks” on the ',
      link(plan, 'test plan'), ' or on ', link(mine, 'My criteria'), '; or import an audit below.');
    return p;
  }

  function chooser(ids) {
    var section = el('section', 'audit-choose');
    section.setAttribute('aria-labelledby', 'audit-choose-title');
    var h2 = el('h2', '', 'Audits in this browser');
    h2.id = 'audit-choose-title';
    section.appendChild(h2);
    if (!ids.length) {
      section.appendChild(emptyChooser());
      return section;
    }
    var form = el('p', 'audit-form');
    var label = el('label', '', 'Audit');
    label.htmlFor = 'audit-select';
    var select = el('select');
    select.id = 'audit-select';
    ids.forEach(function (id) {
      var audit = state.data.audits[id];
      var option = el('option', '', audit.name + (id === state.data.active ? ' (active)' : ''));
      option.value = id;
      option.selected = id === auditPage.shown;
      select.appendChild(option);
    });
    // The audit below is replaced as the choice moves: said, as the list's own change is not.
    select.addEventListener('change', function () {
      auditPage.shown = select.value;
      rerender('#audit-select');
      var audit = state.data.audits[select.value];
      if (audit) announce('Showing \u201C' + audit.name + '\u201D: ' + auditProgressText(countAudit(audit)) + '.');
    });
    form.appendChild(label);
    form.appendChild(select);
    section.appendChild(form);
    section.appendChild(auditButtons());
    return section;
  }

  function auditButtons() {
    var view = auditPage;
    var actions = el('p', 'audit-actions');
    var isActive = view.shown === state.data.active;
    var activate = button(isActive ? 'Stop auditing' : 'Make this the active audit', 'audit-activate');
    activate.addEventListener('click', function () {
      write({ op: 'active', id: isActive ? null : view.shown });
      rerender('.audit-activate');
      announce(isActive ? 'No audit is active now. The results are kept.' : 'Active audit: ' + state.data.audits[view.shown].name + '.');
    });
    var remove = button('Delete this audit', 'audit-delete');
    remove.addEventListener('click', function () {
      var audit = state.data.audits[view.shown];
      if (!window.confirm('Delete the audit “' + audit.name + '” and its ' + plural(Object.keys(audit.results).length, 'result', 'results') + ' from this browser? Export it first to keep a copy.')) return;
      write({ op: 'delete', id: audit.id });
      view.shown = null;
      rerender(null);
      view.heading.focus();
      announce('Deleted the audit “' + audit.name + '”.');
    });
    actions.appendChild(activate);
    actions.appendChild(remove);
    return actions;
  }

  // Redraws the page and puts focus back on the control that was used.
  function rerender(selector) {
    renderAuditPage();
    var again = selector && auditPage.app.querySelector(selector);
    if (again) again.focus();
  }

  /* Rows: every page with a result, each check checks.js knows for it, in the site's order; with
     a scope, its checks only (results outside it: outsideSection). */
  function auditRows(audit) {
    var byPage = {}, order = [];
    function pageOf(path, title, url, date, category) {
      if (!byPage[path]) { byPage[path] = { path: path, title: title, url: url, date: date || '', category: category, rows: [] }; order.push(byPage[path]); }
      return byPage[path];
    }
    var seen = {};
    var paths = {};
    var chosen = audit.scope || null;
    var kept = sortedChecks(audit).filter(function (key) { return inScope(audit, key); });
    kept.forEach(function (id) { paths[audit.results[id].page] = true; });
    (chosen || []).forEach(function (key) { if (checks.byKey[key]) paths[checks.byKey[key].page.url] = true; });
    checks.pages.forEach(function (page) {
      if (!paths[page.url]) return;
      var group = pageOf(page.url, page.title, siteURL(page.url), page.date, page.category);
      (page.checks || []).forEach(function (check) {
        var key = checkKey(page.url, check.id);
        if (chosen && chosen.indexOf(key) < 0) return;
        seen[key] = true;
        group.rows.push({ id: check.id, key: key, result: audit.results[key] || null, current: check.text, wcag: check.wcag || [], url: siteURL(check.url) });
      });
    });
    // The rest are for checks the site no longer has (every result, without checks.js): listed
    // after each page's current checks in the order they were recorded, mostly the page's.
    kept.filter(function (id) { return !seen[id]; }).sort(function (a, b) {
      var ra = audit.results[a], rb = audit.results[b];
      return ra.page < rb.page ? -1 : ra.page > rb.page ? 1 : ra.at - rb.at;
    }).forEach(function (id) {
      var r = audit.results[id];
      var known = checks.byKey[id];
      var folder = r.page.indexOf('/') > 0 ? r.page.slice(0, r.page.indexOf('/')) : '';
      pageOf(r.page, r.title, r.url.split('#')[0], '', folder).rows.push({
        id: checkID(id), key: id, result: r, current: known ? known.check.text : (checks.pages.length ? null : r.text), wcag: r.wcag, url: r.url
      });
    });
    // A page checks.js no longer has moved or went: its address would lead nowhere. Pages are
    // named as a plan names them (plan-format.js): a title two share gets each one's category.
    var format = window.criteriaPlanFormat;
    var names = format ? format.pageNames(order.map(function (group) {
      return { first: { pageTitle: group.title, pagePath: group.path, category: group.category } };
    })) : [];
    order.forEach(function (group, index) {
      group.moved = checks.pages.length > 0 && !checks.pages.some(function (p) { return p.url === group.path; });
      group.name = names[index] || group.title;
    });
    return order;
  }

  function auditResults(audit) {
    var section = el('section', 'audit-results');
    section.setAttribute('aria-labelledby', 'audit-results-title');
    var h2 = el('h2', '', audit.name);
    h2.id = 'audit-results-title';
    h2.tabIndex = -1;
    section.appendChild(h2);
    var groups = auditRows(audit);
    var whole = countAudit(audit);
    section.appendChild(el('p', 'audit-progress', 'Started ' + shownDate(audit.created) + '. ' + auditProgressText(whole) + '.'));
    var left = outsideLine(audit, 'see audit.html.');
    if (left) section.appendChild(el('p', 'audit-print-only audit-outside-printed', left));
    section.appendChild(reportButtons(audit, groups));
    section.appendChild(filterControls());
    groups.forEach(function (group) { section.appendChild(pageResults(group)); });
    if (!groups.length) section.appendChild(el('p', 'audit-empty', 'No results in this audit yet.'));
    var outside = outsideResults(audit);
    if (outside.length) section.appendChild(outsideSection(audit, outside));
    return section;
  }

  // Results for checks outside the audit's scope: kept and exported, not counted or reported;
  // one button brings them into the audit.
  function outsideSection(audit, keys) {
    var section = el('section', 'audit-outside-results');
    section.setAttribute('aria-labelledby', 'audit-outside-title');
    var h3 = el('h3', '', 'Results outside this audit\'s checks');
    h3.id = 'audit-outside-title';
    section.appendChild(h3);
    section.appendChild(el('p', '', plural(keys.length, 'result was', 'results were') + ' recorded for checks this audit does not cover ' +
      '(before its checks were chosen, or in an imported file). ' + (keys.length === 1 ? 'It is' : 'They are') +
      ' kept and exported, but not counted or reported.'));
    var ul = el('ul', 'audit-outside-rows');
    keys.forEach(function (key) {
      var r = audit.results[key];
      var li = el('li', 'audit-outside-row');
      li.setAttribute('data-key', key);
      li.appendChild(el('span', 'audit-badge audit-badge-' + r.result, LABELS[r.result]));
      li.appendChild(document.createTextNode(' ' + r.title + ': '));
      var a = el('a', '', r.text);
      a.href = r.url;
      li.appendChild(a);
      // As the audit's own rows say it, once added: the site has no check of this ID now.
      if (checks.pages.length && !checks.byKey[key]) li.appendChild(document.createTextNode(' (no longer on the site)'));
      ul.appendChild(li);
    });
    section.appendChild(ul);
    var add = button('Add these checks to the audit', 'audit-add-outside');
    add.addEventListener('click', function () {
      var saved = write({ op: 'scope', id: audit.id, checks: keys });
      rerender(null);
      auditPage.app.querySelector('#audit-results-title').focus();
      announce('Added ' + plural(keys.length, 'check', 'checks') + ' to the audit. ' + auditProgressText(countAudit(state.data.audits[audit.id])) + '.' +
        (saved ? '' : ' Not stored: see the message above.'));
    });
    section.appendChild(el('p', 'audit-actions')).appendChild(add);
    return section;
  }

  function reportButtons(audit, groups) {
    var actions = el('p', 'audit-actions audit-reports');
    var left = outsideLine(audit, 'they are listed on this page, under Results outside this audit\'s checks');
    if (left) left = '. ' + left;
    var items = [
      ['Export JSON', function () { download(fileName(audit, 'json'), JSON.stringify(exportAudit(audit), null, 2) + '\n', 'application/json'); return 'Exported ' + fileName(audit, 'json'); }],
      ['Markdown report', function () { download(fileName(audit, 'md'), markdownReport(audit, groups), 'text/markdown'); return 'Downloaded ' + fileName(audit, 'md') + left; }],
      ['CSV report', function () { download(fileName(audit, 'csv'), csvReport(audit, groups), 'text/csv'); return 'Downloaded ' + fileName(audit, 'csv') + left; }],
      ['Print', function () { window.print(); return ''; }]
    ];
    items.forEach(function (item) {
      var b = button(item[0], 'audit-report');
      b.addEventListener('click', function () { var said = item[1](); if (said) announce(said + '.'); });
      actions.appendChild(b);
    });
    return actions;
  }

  function filterControls() {
    var set = el('fieldset', 'audit-filter');
    set.appendChild(el('legend', '', 'Show'));
    [['all', 'All checks'], ['fail', 'Failed'], ['untested', 'Not tested']].forEach(function (choice) {
      var label = el('label', 'audit-option');
      var input = el('input');
      input.type = 'radio';
      input.name = 'audit-filter';
      input.value = choice[0];
      input.checked = auditPage.filter === choice[0];
      input.addEventListener('change', function () {
        auditPage.filter = choice[0];
        applyFilter();
        announce('Showing ' + choice[1].toLowerCase() + ': ' + plural(document.querySelectorAll('.audit-row:not([hidden])').length, 'check', 'checks') + '.');
      });
      label.appendChild(input);
      label.appendChild(document.createTextNode(' ' + choice[1]));
      set.appendChild(label);
    });
    setTimeout(applyFilter, 0);
    return set;
  }

  function applyFilter() {
    var filter = auditPage.filter;
    Array.prototype.forEach.call(document.querySelectorAll('.audit-page-results'), function (section) {
      var shown = 0;
      Array.prototype.forEach.call(section.querySelectorAll('.audit-row'), function (row) {
        var value = row.getAttribute('data-result');
        row.hidden = filter !== 'all' && value !== filter;
        if (!row.hidden) shown++;
      });
      section.hidden = shown === 0;
    });
  }

  function pageResults(group) {
    var section = el('section', 'audit-page-results');
    var h3 = el('h3');
    if (group.moved) {
      h3.textContent = group.name;
    } else {
      var a = el('a', '', group.name);
      a.href = group.url;
      h3.appendChild(a);
    }
    section.appendChild(h3);
    if (group.moved) section.appendChild(el('p', 'audit-row-facts', MOVED.replace('%s', group.path)));
    var moved = group.moved ? pageMove(group) : null;
    if (moved) section.appendChild(moved);
    if (group.date) section.appendChild(el('p', 'audit-row-facts', 'Page last changed ' + group.date + '.'));
    // A page gone from the site has no checks to count: its note says its results are kept.
    if (!group.moved) section.appendChild(el('p', 'audit-progress', progressText(countRows(group.rows)) + '.'));
    var ul = el('ul', 'audit-rows');
    group.rows.forEach(function (row) { ul.appendChild(resultRow(group, row)); });
    section.appendChild(ul);
    return section;
  }

  function countRows(rows) {
    var count = { checked: 0, failed: 0, total: 0, gone: 0, goneFailed: 0 };
    rows.forEach(function (row) {
      if (isGone(row.key)) {
        count.gone++;
        if (row.result && row.result.result === 'fail') count.goneFailed++;
        return;
      }
      count.total++;
      if (isChecked(row.result)) count.checked++;
      if (row.result && row.result.result === 'fail') count.failed++;
    });
    return count;
  }

  function resultRow(group, row) {
    var r = row.result;
    var value = r ? r.result : 'untested';
    var li = el('li', 'audit-row audit-row-' + value);
    li.setAttribute('data-result', value);
    li.setAttribute('data-check', row.id);
    li.setAttribute('data-key', row.key);
    var line = el('p', 'audit-row-main');
    line.appendChild(el('span', 'audit-badge audit-badge-' + value, LABELS[value]));
    line.appendChild(document.createTextNode(' '));
    var a = el(group.moved ? 'span' : 'a', '', r ? r.text : row.current);
    if (!group.moved) a.href = row.url;
    line.appendChild(a);
    li.appendChild(line);
    var facts = [];
    if (row.wcag.length) facts.push('WCAG ' + row.wcag.join(', '));
    if (r) facts.push('recorded ' + shownDate(r.at, true));
    if (facts.length) li.appendChild(el('p', 'audit-row-facts', facts.join(' · ')));
    if (r && r.note) li.appendChild(el('p', 'audit-row-note', 'Note: ' + r.note));
    if (r && r.text !== row.current) {
      var earlier = el('p', 'audit-earlier');
      showEarlier(earlier, r, row.current);
      li.appendChild(earlier);
    }
    var to = r && isGone(row.key) ? movedTo(row.key) : null;
    if (to) li.appendChild(carryBlock(row, to));
    if (value === 'fail') li.appendChild(defectBlock(group, row));
    return li;
  }

  // A gone check's result beside the check it became: offered to carry over, since a reworded
  // check's result is most often still the finding; the check's page then says it was recorded
  // against an earlier text, to be set again once tested.
  function carryBlock(row, to) {
    var known = checks.byKey[to];
    var audit = state.data.audits[auditPage.shown];
    var p = el('p', 'audit-moved');
    p.appendChild(el('strong', '', 'It is now: '));
    var a = el('a', '', known.check.text);
    a.href = siteURL(known.check.url);
    p.appendChild(a);
    if (known.page.url !== row.result.page) p.appendChild(document.createTextNode(' (' + known.page.title + ')'));
    if (audit.results[to]) {
      p.appendChild(document.createTextNode('. That check has a result of its own, so this one stays apart.'));
      return p;
    }
    p.appendChild(document.createTextNode(' '));
    var carry = button('Carry the result over', 'audit-carry', 'to \u201C' + known.check.text + '\u201D');
    carry.addEventListener('click', function () {
      var done = carryOver(state.data.audits[auditPage.shown], [row.key]);
      rerender('.audit-row[data-key="' + to + '"] .audit-row-main a');
      announce('Result carried over to ' + quotedEnd(known.check.text) + (done.saved ? '' : ' Not stored: see the message above.'));
    });
    p.appendChild(carry);
    return p;
  }

  // A page the site has under another address now (renamed): said, and its results carried
  // over together to the checks they became there.
  function pageMove(group) {
    var newPage = checks.moves.pages[group.path];
    var target = newPage && checks.pages.filter(function (p) { return p.url === newPage; })[0];
    if (!target) return null;
    var audit = state.data.audits[auditPage.shown];
    var keys = group.rows.filter(function (row) { var to = row.result && movedTo(row.key); return to && !audit.results[to]; })
      .map(function (row) { return row.key; });
    var p = el('p', 'audit-moved');
    p.appendChild(document.createTextNode('This page is now '));
    var a = el('a', '', target.title);
    a.href = siteURL(target.url);
    p.appendChild(a);
    p.appendChild(document.createTextNode('.'));
    if (!keys.length) return p;
    p.appendChild(document.createTextNode(' '));
    var carry = button(keys.length === 1 ? 'Carry its result over' : 'Carry its ' + keys.length + ' results over', 'audit-carry', 'to ' + target.title);
    carry.addEventListener('click', function () {
      var audit = state.data.audits[auditPage.shown];
      var done = carryOver(audit, keys);
      // A scoped audit takes the page's checks there too, tested or not, so its counts go on.
      var scoped = (audit.scope || []).filter(function (key) { return key.indexOf(group.path + '#') === 0; }).map(movedTo).filter(Boolean);
      if (scoped.length) write({ op: 'scope', id: audit.id, checks: scoped });
      rerender('.audit-page-results h3 a[href="' + siteURL(target.url) + '"]');
      announce(plural(done.moved, 'result', 'results') + ' carried over to ' + target.title + '.' + (done.saved ? '' : ' Not stored: see the message above.'));
    });
    p.appendChild(carry);
    return p;
  }

  function defectText(group, row) {
    var r = row.result;
    return [
      'Accessibility defect: ' + r.text,
      '',
      'Page: ' + group.name + (group.moved ? ' (no longer on the site)' : ' (' + reportURL(group.url) + ')') + (group.date ? ', last changed ' + group.date : ''),
      'Check: ' + r.text,
      'WCAG: ' + (r.wcag.length ? r.wcag.join(', ') : 'none named'),
      'Result: Fail, recorded ' + iso(r.at).slice(0, 10),
      'Note: ' + (r.note || 'none'),
      'Link: ' + reportURL(r.url)
    ].join('\n') + '\n';
  }

  function defectBlock(group, row) {
    var details = el('details', 'audit-defect');
    details.appendChild(el('summary', '', 'Defect text'));
    var pre = el('pre', 'audit-defect-text', defectText(group, row));
    details.appendChild(pre);
    var copy = button('Copy', 'audit-defect-copy', 'defect text');
    copy.addEventListener('click', function () {
      var fallback = function () {
        getSelection().selectAllChildren(pre);
        announce('The defect text is selected: press Ctrl+C, or Command+C on a Mac, to copy it.');
      };
      if (!navigator.clipboard || !window.isSecureContext) { fallback(); return; }
      navigator.clipboard.writeText(pre.textContent).then(function () { announce('Defect text copied.'); }, fallback);
    });
    details.appendChild(copy);
    return details;
  }

  /* ---- Reports: Markdown and CSV (specified in docs/audits.md) ---- */

  function reportRows(audit, groups) {
    var rows = [];
    groups.forEach(function (group) {
      group.rows.forEach(function (row) { rows.push({ group: group, row: row }); });
    });
    return rows;
  }

  function markdownReport(audit, groups) {
    var whole = countAudit(audit);
    var out = ['# Audit: ' + markdownText(audit.name), '', siteInfo().title + ' · ' + auditProgressText(whole) + ' · exported ' + new Date().toISOString().slice(0, 10), ''];
    var left = outsideLine(audit, 'see audit.html.');
    if (left) out.push(left, '');
    groups.forEach(function (group) {
      out.push('## ' + markdownText(group.name), '', group.moved ? MOVED.replace('%s', group.path) : reportURL(group.url), '');
      if (group.date) out.push('Page last changed ' + group.date + '.', '');
      if (!group.moved) out.push(progressText(countRows(group.rows)) + '.', '');
      group.rows.forEach(function (row) {
        var r = row.result, value = r ? r.result : 'untested';
        var wcag = (r ? r.wcag : row.wcag);
        out.push('- **' + LABELS[value] + '**: ' + markdownText(r ? r.text : row.current) + (wcag.length ? ' (WCAG ' + wcag.join(', ') + ')' : ''));
        if (r && r.note) out.push('  Note: ' + markdownText(r.note));
        if (r && r.text !== row.current) out.push(row.current === null ? '  No longer on the site: ' + GONE : '  Recorded against an earlier text; it now reads: ' + markdownText(row.current));
      });
      out.push('');
    });
    return out.join('\n');
  }

  // Notes and names are readers' text: a report writes them as a plan does (plan-format.js, which
  // audit.html loads): RFC 4180 cells, a formula's first character neutralised; Markdown's and
  // HTML's special characters escaped, on one line.
  function csvCell(value) { return window.criteriaPlanFormat.csvField(String(value)); }
  function markdownText(value) { return window.criteriaPlanFormat.markdown(String(value)); }

  function csvReport(audit, groups) {
    var lines = [['audit', 'page', 'page_title', 'page_date', 'check', 'result', 'text', 'wcag', 'note', 'recorded', 'current_text', 'url']];
    reportRows(audit, groups).forEach(function (item) {
      var row = item.row, r = row.result;
      lines.push([audit.name, item.group.path, item.group.title, item.group.date, row.id, r ? r.result : 'untested', r ? r.text : row.current,
        (r ? r.wcag : row.wcag).join(' '), r ? r.note : '', r ? iso(r.at) : '', row.current === null ? '' : row.current, reportURL(row.url)]);
    });
    return lines.map(function (cells) { return cells.map(csvCell).join(','); }).join('\r\n') + '\r\n';
  }

  /* ---- Import ---- */

  function setUpImport() {
    var input = document.getElementById('audit-import-file');
    if (!input) return;
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      if (!file) return;
      var reader = new FileReader();
      reader.onload = function () { importText(String(reader.result), file.name); input.value = ''; };
      reader.onerror = function () { importMessage('Could not read ' + file.name + '. Nothing was imported.', true); };
      reader.readAsText(file);
    });
  }

  // Focus stays on the file field, so the message is also announced, by the import's own live
  // region (the page's status line kept a refused file's message after a later import); with
  // choices, focus goes to them and the message is their group's name; `focused`: focus moves
  // to the message.
  function importMessage(text, isError, choices, focused) {
    var box = document.getElementById('audit-import-message');
    box.textContent = '';
    box.className = 'audit-import-message' + (isError ? ' audit-import-error' : '');
    var p = box.appendChild(el('p', '', text));
    p.id = 'audit-import-text';
    if (choices) {
      choices.setAttribute('role', 'group');
      choices.setAttribute('aria-labelledby', p.id);
      box.appendChild(choices);
    }
    sayImport(choices || focused ? '' : text);
    box.hidden = false;
  }

  var importSaying = null;

  // A theme's own audit.mustache may lack the region: the page's status line says it then.
  function sayImport(text) {
    var live = document.getElementById('audit-import-live');
    if (!live) { if (text) announce(text); return; }
    clearTimeout(importSaying);
    live.textContent = '';
    if (text) importSaying = setTimeout(function () { live.textContent = text; }, 50);
  }

  // The reason a parsed file cannot be imported, or null.
  function importProblem(value) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return 'This file holds JSON, but not an object.';
    if (value.format !== FORMAT) return 'This file is not a CriteriaPress audit export: it has no "format": "' + FORMAT + '".';
    if (value.version !== EXPORT_VERSION) return 'This file uses audit export version ' + JSON.stringify(value.version) + '; this site reads version ' + EXPORT_VERSION + '.';
    var a = value.audit;
    if (!a || !isString(a.id) || !a.id || !isString(a.name) || !Array.isArray(a.results) || isNaN(Date.parse(a.created))) {
      return 'This file\'s "audit" needs an "id", a "name", a "created" date and a list of "results".';
    }
    if (a.checks !== undefined && !(Array.isArray(a.checks) && a.checks.every(isString))) {
      return 'This file\'s "checks", when it has them, must be a list of check IDs.';
    }
    for (var i = 0; i < a.results.length; i++) {
      var r = a.results[i];
      if (!r || !isString(r.check) || !r.check || RESULTS.indexOf(r.result) < 0 || !isString(r.text) || !isString(r.page) ||
          isNaN(Date.parse(r.recorded)) || (r.wcag !== undefined && !(Array.isArray(r.wcag) && r.wcag.every(isString)))) {
        return 'Result ' + (i + 1) + ' of this file needs a "check" ID, a "result" (' + RESULTS.join(', ') + '), its "text", "page" and a "recorded" date.';
      }
    }
    return null;
  }

  function auditFromExport(a) {
    var results = {};
    a.results.forEach(function (r) {
      results[checkKey(r.page, r.check)] = { result: r.result, note: isString(r.note) ? r.note : '', at: Date.parse(r.recorded), text: r.text,
        page: r.page, title: isString(r.pageTitle) ? r.pageTitle : r.page, wcag: r.wcag || [], url: isString(r.url) ? r.url : '' };
    });
    var audit = { id: a.id, name: a.name, created: Date.parse(a.created), results: results };
    if (a.checks) audit.scope = a.checks.slice();
    return audit;
  }

  function importText(text, name) {
    var value;
    try { value = JSON.parse(text); } catch (e) {
      importMessage(name + ' is not valid JSON (' + e.message + '). Nothing was imported.', true);
      return;
    }
    var problem = importProblem(value);
    if (problem) { importMessage(name + ': ' + problem + ' Nothing was imported.', true); return; }
    var audit = auditFromExport(value.audit);
    var unknown = checks.pages.length ? Object.keys(audit.results).filter(function (key) { return !checks.byKey[key]; }) : [];
    // One the file's own checks leave out is listed apart (outsideSection), not counted.
    var apart = unknown.filter(function (key) { return !inScope(audit, key); });
    var counted = unknown.filter(function (key) { return inScope(audit, key); });
    var gone = (counted.length ? ' ' + plural(counted.length, 'result is', 'results are') + ' for checks this site no longer has (' +
      counted.map(checkID).join(', ') + '): they are kept, shown as no longer on the site and counted apart.' : '') +
      (apart.length ? ' ' + plural(apart.length, 'result is', 'results are') + ' for checks this site no longer has and the audit\'s checks leave out (' +
      apart.map(checkID).join(', ') + '): they are kept, under Results outside this audit\'s checks.' : '');
    var here = state.data.audits[audit.id];
    if (!here) { finishImport(audit, 'replace', 'Imported “' + audit.name + '”: ' + plural(Object.keys(audit.results).length, 'result', 'results') + '.' + gone); return; }
    askImport(audit, here, gone);
  }

  // The audit is here already: nothing is replaced until the reader says how.
  function askImport(audit, here, gone) {
    var choices = el('p', 'audit-actions');
    var options = [
      ['Merge, keeping the newer result of each check', function () { finishImport(audit, 'merge', 'Merged into “' + here.name + '”.' + gone); }],
      ['Replace the audit kept here', function () { finishImport(audit, 'replace', 'Replaced “' + here.name + '” with the imported audit.' + gone); }],
      ['Import as a separate audit', function () {
        audit.id = newID();
        audit.name = audit.name + ' (imported)';
        finishImport(audit, 'replace', 'Imported as “' + audit.name + '”.' + gone);
      }],
      ['Cancel', function () { importMessage('Nothing was imported.', false); document.getElementById('audit-import-file').focus(); }]
    ];
    options.forEach(function (option) {
      var b = button(option[0], 'audit-import-choice');
      b.addEventListener('click', option[1]);
      choices.appendChild(b);
    });
    // Escape among the choices cancels, as a dialog's Escape would.
    choices.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      options[options.length - 1][1]();
    });
    importMessage('This browser already has the audit “' + here.name + '” (' + plural(Object.keys(here.results).length, 'result', 'results') +
      '). What should the import do with it?', false, choices);
    choices.querySelector('button').focus();
  }

  function finishImport(audit, mode, message) {
    var here = state.data.audits[audit.id];
    if (mode === 'merge' && audit.scope && here && !canScope(here)) message += NO_SCOPE;
    var stored = write({ op: 'put', audit: audit, mode: mode });
    auditPage.shown = audit.id;
    renderAuditPage();
    importMessage(message + (stored ? '' : ' It is kept in this page only: see the message above.'), false, null, true);
    var box = document.getElementById('audit-import-message');
    box.tabIndex = -1;
    box.focus();
  }

  /* Unreadable data set aside earlier, kept until the reader removes it. */
  function showAsides() {
    var box = document.getElementById('audit-asides');
    if (!box) return;
    box.textContent = '';
    var keys = [];
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var key = localStorage.key(i);
        if (key && key.indexOf(ASIDE) === 0) keys.push(key);
      }
    } catch (e) { /* storage refused: the problems box says so */ }
    keys.sort().forEach(function (key) {
      var p = el('p', 'audit-aside');
      p.appendChild(document.createTextNode('Unreadable audit data set aside under “' + key + '”. '));
      var get = button('Download it', 'audit-aside-download', key);
      get.addEventListener('click', function () { download('audit-unreadable.json', localStorage.getItem(key) || '', 'application/json'); });
      var drop = button('Delete it', 'audit-aside-delete', key);
      drop.addEventListener('click', function () {
        if (!window.confirm('Delete the unreadable data kept under “' + key + '”? Download it first to keep a copy.')) return;
        try { localStorage.removeItem(key); } catch (e) { /* shown again below if it is still there */ }
        showAsides();
        auditPage.heading.focus();
      });
      p.appendChild(get);
      p.appendChild(document.createTextNode(' '));
      p.appendChild(drop);
      box.appendChild(p);
    });
    box.hidden = keys.length === 0;
  }

  /* ---- Start ---- */

  function onStorage(event) {
    if (event.key !== KEY && event.key !== null) return;
    sync();
    notify();
  }

  function init() {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = root + '_assets/audit.css';
    if (!document.querySelector('link[href$="_assets/audit.css"]')) document.head.appendChild(link);
    sync();
    loadChecks(function () {
      state.listeners.push(showHeader);
      var article = document.querySelector('.criteria-page[data-page]');
      var container = document.getElementById('audit-page');
      if (container) {
        startAuditPage(container);
        state.listeners.push(renderAuditPage);
      } else if (article) {
        startCriteriaPage(article);
        if (pageView) state.listeners.push(renderPage);
      } else if (document.querySelector('[data-audit-scope]')) {
        startScopePage(document.querySelector('[data-audit-scope]'));
      }
      if (!pageView && !auditPage) showStandaloneProblems();
      showHeader();
      window.addEventListener('storage', onStorage);
    });
  }

  // A page with no checks: problems still get a visible message, at the top of main.
  function showStandaloneProblems() {
    var main = document.getElementById('main');
    if (!main) return;
    var box = el('div', 'audit-problems');
    main.insertBefore(box, main.firstChild);
    showProblems(box);
    state.listeners.push(function () { showProblems(box); });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
