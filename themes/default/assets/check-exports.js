/*
 * CriteriaPress default theme: checks as a Markdown task list, Jira wiki markup, plain text or
 * CSV, to copy or to download (docs/plans.md): a criteria tab's checks (its Export choices) and
 * the saved sections' checks on my-criteria.html, as they were saved (collect.js keeps them).
 *
 * collect.js loads this script only when it is wanted: on a criteria page when a reader first
 * opens a tab's Export choices or saves a tab, on my-criteria.html at once. It loads plan-format.js (the writer
 * `criteria plan` mirrors, byte for byte) and the site's checks.js when the page has not, so a
 * criteria page carries none of them until asked. Sets one global, window.criteriaCheckExports.
 * A classic script, so it works from file://.
 */
(function () {
  'use strict';

  var root = document.documentElement.getAttribute('data-root') || '';
  var FORMATS = [['markdown', 'Markdown task list'], ['jira', 'Jira wiki markup'], ['text', 'Plain text'], ['csv', 'CSV']];
  var NO_CHECKS = 'The checks of this site could not be loaded, so there is nothing to copy.';
  var LINKS_HINT = 'Links in the checks start at this site\'s root: the site sets no base-url to put its address before them.';

  /* ---- plan-format.js and checks.js, once, for every caller ---- */

  var waiting = null;

  function load(src, global, then) {
    if (window[global]) { then(); return; }
    var script = document.createElement('script');
    script.src = root + src;
    script.onload = then;
    script.onerror = then;   // the caller finds the global missing and says so
    document.head.appendChild(script);
  }

  function ready(then) {
    if (waiting === 'done') { then(); return; }
    if (waiting) { waiting.push(then); return; }
    waiting = [then];
    load('_assets/plan-format.js', 'criteriaPlanFormat', function () {
      load('_assets/checks.js', 'criteriaChecks', function () {
        var calls = waiting;
        waiting = 'done';
        calls.forEach(function (call) { call(); });
      });
    });
  }

  function loaded() {
    return !!(window.criteriaPlanFormat && window.criteriaChecks && Array.isArray(window.criteriaChecks.pages));
  }

  function pathOf(item) {
    try { return decodeURI(item.path); } catch (e) { return item.path; }
  }

  // checks.js as plan rows, made once: My criteria asks for every saved item's checks at each
  // redraw, and a large site has tens of thousands. `position` is a check's place in its page,
  // to put saved checks back in that order.
  var siteRows = null;

  function allRows() {
    if (!siteRows) {
      var at = {};
      siteRows = window.criteriaPlanFormat.rows(window.criteriaChecks.pages);
      siteRows.forEach(function (row) { row.position = at[row.pagePath] = (at[row.pagePath] || 0) + 1; });
    }
    return siteRows;
  }

  // The checks of these sections ({path, kind}; path as data-page writes it, percent-encoded),
  // from checks.js: pages in the site's order, checks as on the page, as `criteria plan` takes them.
  function checksOf(items) {
    if (!loaded()) return [];
    var wanted = {};
    items.forEach(function (item) { wanted[pathOf(item) + '#' + item.kind] = true; });
    return allRows().filter(function (row) { return wanted[row.pageURL + '#' + row.section]; });
  }

  // The saved items' checks as saved, in the order checksOf gives: what My criteria writes.
  function savedChecks(items) {
    var rows = [];
    items.forEach(function (item) { rows = rows.concat(item.checks || []); });
    return rows.sort(function (a, b) {
      return a.pagePath < b.pagePath ? -1 : a.pagePath > b.pagePath ? 1 : a.position - b.position;
    });
  }

  // Items saved without checks (v1 items, or saved while checks.js could not load) take the
  // site's current checks, once: from then on they keep them, whatever the site says.
  function fillChecks() {
    ready(function () {
      if (!loaded()) return;
      var collect = window.criteriaCollect, items = collect.readItems(), filled = false;
      items.forEach(function (item) {
        if (!Array.isArray(item.checks)) { item.checks = checksOf([item]); filled = true; }
      });
      if (filled) collect.writeItems(items);
    });
  }

  // The one update, from a criteria tab or My criteria: the saved item takes `now` (the page's
  // {markdown, title, url}), else the page's as last seen there (`newer`), else keeps its own,
  // with the site's checks now (null when checks.js fails: fillChecks tries again). done(stored).
  function updateItem(key, now, done) {
    ready(function () {
      var collect = window.criteriaCollect;
      done(collect.writeItems(collect.readItems().map(function (stored) {
        if (stored.key !== key) return stored;
        var text = now || stored.newer || stored;
        var fresh = { key: key, path: stored.path, kind: stored.kind, label: stored.label,
          markdown: text.markdown, title: text.title, url: text.url, checks: null };
        if (loaded()) fresh.checks = checksOf([fresh]);
        return fresh;
      })));
    });
  }

  // Whether the site's checks of a saved section are not those saved; false when the site does
  // not list its page (a page without checks, or one it no longer has) or was not loaded.
  function checksChanged(item) {
    var path = pathOf(item);
    if (!loaded() || !Array.isArray(item.checks) || !window.criteriaChecks.pages.some(function (p) { return p.url === path; })) return false;
    var key = function (rows) {
      return JSON.stringify(rows.map(function (c) { return [c.id, c.step, c.text, c.wcag, c.details, c.platform]; }));
    };
    return key(item.checks) !== key(checksOf([item]));
  }

  /* ---- Copy and download ---- */

  // Copy and Download for the format `select` names. options: {checks() → plan rows, title,
  // linkBase, fileName(extension), host and region (collect.js's fallback box and status), empty,
  // asSaved() → what a download adds about saved text the site has changed since, or ''}.
  function wire(select, copy, save, options) {
    var collect = window.criteriaCollect;
    function text() {
      var checks = options.checks();
      if (checks.length === 0) return null;
      return window.criteriaPlanFormat.write(checks, select.value, { title: options.title, linkBase: options.linkBase });
    }
    function empty() { collect.say(options.region, loaded() ? options.empty : NO_CHECKS); }
    copy.addEventListener('click', function () {
      var t = text();
      if (t === null) empty(); else collect.copyText(t, options.host, options.region, options.asSaved ? options.asSaved() : '');
    });
    save.addEventListener('click', function () {
      var t = text();
      if (t === null) { empty(); return; }
      var name = options.fileName(window.criteriaPlanFormat.extensions[select.value]);
      collect.download(t, name, select.value === 'csv' ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8');
      collect.say(options.region, 'Downloaded ' + name + (options.asSaved ? options.asSaved() : ''));
    });
  }

  /* ---- my-criteria.html: the controls are in its template ---- */

  function startMyCriteria(items, host, region, asSaved) {
    var select = document.getElementById('my-criteria-format');
    var kinds = document.getElementById('my-criteria-kinds');
    if (!select) return;
    // "Audit these checks" (audit.js) audits the saved sections' checks, by page#id.
    window.criteriaAuditChecks = function () { return savedChecks(items()).map(function (row) { return row.url; }); };
    fillChecks();
    ready(function () {
      var base = (kinds && kinds.getAttribute('data-link-base')) || siteAddress();
      var hint = document.getElementById('my-criteria-links');
      if (hint && base) hint.textContent = window.criteriaPlanFormat.addressNote('Links in the checks', base);
      wire(select, document.getElementById('my-criteria-copy-checks'), document.getElementById('my-criteria-download-checks'), {
        checks: function () { return savedChecks(items()); }, title: 'My criteria', linkBase: base,
        fileName: function (extension) { return 'my-criteria-checks.' + extension; },
        host: host, region: region, empty: 'The saved sections hold no checks (a WCAG tab has none), so there is nothing to copy.',
        asSaved: asSaved
      });
      // My criteria shows the choices only when there are checks to write.
      if (loaded()) document.dispatchEvent(new CustomEvent('criteriapress:check-exports'));
    });
  }

  /* ---- A criteria tab: the Export disclosure's choices, made when first opened ---- */

  // What plan links start with: the site's base URL, which a page's canonical address starts
  // with (`criteria plan` uses base-url); without one, the address the site was opened at over
  // http(s), none from file:// (plan-format.js's siteAddress).
  function linkBase() {
    var canonical = document.querySelector('link[rel="canonical"]');
    if (!canonical) return siteAddress();
    try { return new URL(root || './', canonical.href).href; } catch (e) { return ''; }
  }

  function siteAddress() { return window.criteriaPlanFormat ? window.criteriaPlanFormat.siteAddress(root) : ''; }

  function control(tag, className, text) {
    var element = document.createElement(tag);
    if (className) element.className = className;
    if (text) element.textContent = text;
    return element;
  }

  function panel(section, id) {
    var box = control('div', 'collect-toolbar collect-exports');
    box.id = id;
    var label = control('label', '', 'Checks as');
    var select = control('select');
    select.id = id + '-format';
    label.htmlFor = select.id;
    FORMATS.forEach(function (format) {
      var option = control('option', '', format[1]);
      option.value = format[0];
      select.appendChild(option);
    });
    var copy = window.criteriaCollect.button('Copy checks', 'of the ' + section.label + ' tab');
    var save = window.criteriaCollect.button('Download checks', 'of the ' + section.label + ' tab');
    [label, select, copy, save].forEach(function (element) { box.appendChild(element); });
    var base = linkBase();
    // Without base-url the links are the site's own paths, fine inside it, not in a ticket, or
    // start with the address the page was opened at: said by the buttons, as the plan builder
    // says it by Download.
    var hasCanonical = !!document.querySelector('link[rel="canonical"]');
    if (!hasCanonical) {
      var hint = control('p', 'collect-hint', base ? window.criteriaPlanFormat.addressNote('Links in the checks', base) : LINKS_HINT);
      hint.id = id + '-links';
      box.appendChild(hint);
      [copy, save].forEach(function (b) { b.setAttribute('aria-describedby', hint.id); });
    }
    var name = section.path.replace(/\/index\.html$|\.html$/, '').split('/').pop() || 'page';
    try { name = decodeURIComponent(name); } catch (e) { /* keep it encoded */ }
    wire(select, copy, save, {
      checks: function () { return checksOf([section]); }, title: 'Test plan', linkBase: base,
      fileName: function (extension) { return name + '-' + section.kind + '-checks.' + extension; },
      host: section.host, region: section.region, empty: 'This tab has no checks, so there is nothing to copy.'
    });
    return box;
  }

  // As the Menu button: Escape in the choices or on the button closes them, focus on the button.
  function closeOnEscape(button, box) {
    [button, box].forEach(function (element) {
      element.addEventListener('keydown', function (event) {
        if (event.key !== 'Escape' || box.hidden) return;
        button.setAttribute('aria-expanded', 'false');
        box.hidden = true;
        button.focus();
      });
    });
  }

  // The button's choices shown or hidden; made (and the scripts loaded) on first opening, when
  // the button becomes expanded and names them.
  function toggle(button, section) {
    var box = document.getElementById(button.getAttribute('aria-controls') || '');
    if (box) {
      var open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      box.hidden = !open;
      return;
    }
    ready(function () {
      if (document.getElementById(button.getAttribute('aria-controls') || '')) return;
      var made = panel(section, 'collect-exports-' + section.kind);
      button.closest('.collect-toolbar').insertAdjacentElement('afterend', made);
      button.setAttribute('aria-controls', made.id);
      button.setAttribute('aria-expanded', 'true');
      closeOnEscape(button, made);
      if (!loaded()) window.criteriaCollect.say(section.region, NO_CHECKS);
    });
  }

  window.criteriaCheckExports = {
    startMyCriteria: startMyCriteria, toggle: toggle, fillChecks: fillChecks, checksOf: checksOf, checksChanged: checksChanged,
    updateItem: updateItem
  };
})();
