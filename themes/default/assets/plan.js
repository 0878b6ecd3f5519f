/*
 * CriteriaPress default theme: the test-plan builder (plan.html, docs/plans.md).
 *
 * Reads every check from checks.js (window.criteriaChecks), filters them by the form's
 * checkbox groups (fieldsets with legends), search and WCAG fields, as `criteria plan`
 * filters (PlanSelection.swift), and shows the plan as one table per page. The choices live
 * in the address's fragment, so a plan can be shared and opened again. Downloads are written
 * by plan-format.js, byte for byte what `criteria plan` writes.
 *
 * Updates replace only the results below the form, so focus stays where it is; the count
 * is a polite live region (role=status), a problem an assertive one (role=alert).
 * A classic script, so it works from file://.
 */
(function () {
  'use strict';

  var PLATFORMS = ['web', 'android', 'ios'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
    'November', 'December'];

  function byName(form, name) {
    return Array.prototype.slice.call(form.querySelectorAll('input[name="' + name + '"]'));
  }

  function checkedValues(boxes) {
    return boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
  }

  // PlanSelection.platform: Android and iOS take native checks too.
  function takes(chosen, platform) {
    if (chosen === 'android' || chosen === 'ios') return platform === chosen || platform === 'native';
    return platform === chosen;
  }

  // PlanSelection.criteria: each run of digits and dots, its end dots trimmed, so labels and
  // names around the numbers ("WCAG 1.4.11", "SC 2.4.7 Focus Visible") and separators are skipped.
  function wcagNumbers(text) {
    var numbers = [], run = /[0-9.]+/g, found;
    while ((found = run.exec(text))) {
      var n = found[0].replace(/^\.+|\.+$/g, '');
      // A version right after "WCAG" ("WCAG 2.2 SC 2.4.7") is no criterion.
      var isVersion = /^[0-9]+\.[0-9]+$/.test(n) && /wcag\s*$/i.test(text.slice(0, found.index));
      if (/[0-9]/.test(n) && !isVersion) numbers.push(n);
    }
    return numbers;
  }

  /* ---- State in the address: #c=web,native&p=web&s=condensed&q=button&wcag=2.4.7&f=csv-generic ---- */

  // A live region's text set again unchanged is read out again by some screen readers: the
  // count is set only when it says something new (typing in the page search kept saying it).
  function say(region, text) {
    if (region.textContent !== text) region.textContent = text;
  }

  function readState() {
    var state = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (pair) {
      var at = pair.indexOf('=');
      if (at > 0) {
        try { state[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1)); } catch (e) { /* a broken value is ignored */ }
      }
    });
    return state;
  }

  function writeState(state) {
    var hash = '#' + Object.keys(state).map(function (key) { return key + '=' + encodeURIComponent(state[key]); }).join('&');
    if (hash === location.hash) return;
    try { history.replaceState(null, '', hash); } catch (e) { location.replace(hash); }
  }

  /* ---- The page ---- */

  function start(builder) {
    var data = window.criteriaChecks;
    var format = window.criteriaPlanFormat;
    var form = document.getElementById('plan-form');
    var count = document.getElementById('plan-count');
    count.tabIndex = -1;   // focus's last place when a redrawn plan has no link
    var scope = document.getElementById('plan-scope');
    // What a download did, apart from the count: the count is the plan's summary, printed with it.
    var done = document.getElementById('plan-done');
    var notice = document.getElementById('plan-notice');
    var results = document.getElementById('plan-results');
    var search = document.getElementById('plan-search');
    var wcagField = document.getElementById('plan-wcag');
    var formatSelect = document.getElementById('plan-format');
    var bom = document.getElementById('plan-bom');
    // Whether the reader asked for a byte order mark (the address's bom), kept while a format
    // other than a CSV is chosen.
    var bomWanted = false;
    var settings = { linkBase: '', obsolete: {}, wcag: [] };
    try { settings = JSON.parse(document.getElementById('plan-settings').textContent); } catch (e) { /* defaults */ }
    var root = document.documentElement.getAttribute('data-root') || '';
    if (!settings.linkBase && format) useSiteAddress();
    var groups = { category: byName(form, 'category'), platform: byName(form, 'platform'), section: byName(form, 'section') };
    var headerLink = document.querySelector('.plan-link');
    if (headerLink) headerLink.setAttribute('aria-current', 'page');
    if (!data || !Array.isArray(data.pages) || !format) {
      notice.textContent = 'The checks of this site could not be loaded (checks.js is missing), so no plan can be made here.';
      builder.hidden = false;
      return;
    }
    var allRows = format.rows(data.pages);
    // A category of guides alone has no checks, nor has a kind of section no page writes
    // (Criteria, in the MagentaA11y pages): each stays a choice, as the address may name it,
    // but says so, rather than leave a reader to find out from an empty plan.
    ['category', 'section'].forEach(function (name) {
      groups[name].forEach(function (box) {
        if (allRows.some(function (row) { return row[name] === box.value; })) return;
        box.parentNode.appendChild(document.createTextNode(' (no checks)'));
      });
    });
    var current = [];
    var formatProblem = '';
    // "Audit these checks" (audit.js) audits the plan as it is chosen now.
    window.criteriaAuditChecks = function () { return current.map(function (row) { return row.url; }); };

    function restore() {
      var state = readState();
      ['category', 'platform', 'section'].forEach(function (name) {
        var key = name.charAt(0);
        if (state[key] === undefined) return;
        var chosen = state[key].split(',');
        groups[name].forEach(function (box) { box.checked = chosen.indexOf(box.value) >= 0; });
      });
      if (state.q !== undefined) search.value = state.q;
      if (state.wcag !== undefined) wcagField.value = state.wcag;
      formatProblem = '';
      if (state.f !== undefined) {
        // "csv" alone is the generic profile, as `criteria plan --format csv` takes it.
        var wanted = state.f === 'csv' ? 'csv-generic' : state.f;
        var values = Array.prototype.map.call(formatSelect.options, function (o) { return o.value; });
        if (values.indexOf(wanted) >= 0) formatSelect.value = wanted;
        else formatProblem = 'This address asks for the download format ' + state.f + ', which the builder does not know (it knows ' +
          values.join(', ') + '); ' + formatSelect.options[formatSelect.selectedIndex].text + ' is chosen instead.';
      }
      bomWanted = state.bom === '1';
    }

    function save() {
      writeState({
        c: checkedValues(groups.category).join(','), p: checkedValues(groups.platform).join(','),
        s: checkedValues(groups.section).join(','), q: search.value, wcag: wcagField.value,
        f: formatSelect.value, bom: bomWanted ? '1' : '0'
      });
    }

    // The checks chosen, or a problem to show instead.
    function select() {
      var categories = checkedValues(groups.category);
      var platforms = checkedValues(groups.platform);
      var sections = checkedValues(groups.section);
      var query = searchChoices(search.value);
      var numbers = wcagNumbers(wcagField.value);
      if (numbers.length === 0 && /[^\s,;]/.test(wcagField.value)) {
        return { problem: 'No WCAG success criterion number in ' + wcagField.value.trim() + '. Write WCAG 2.2 numbers such as 2.4.7.', wcag: true };
      }
      // As `criteria plan --wcag` writes nothing, no plan is offered while a number is unknown: a
      // download without the criterion the reader asked for would look complete.
      var unknown = numbers.filter(function (n) { return settings.wcag.indexOf(n) < 0; });
      if (unknown.length) {
        return { problem: 'Unknown WCAG success ' + (unknown.length > 1 ? 'criteria ' : 'criterion ') + unknown.join(', ') +
          '. Write WCAG 2.2 numbers such as 2.4.7.', wcag: true, unknown: unknown.filter(isWhole) };
      }
      // A number WCAG 2.2 removed (4.1.1 Parsing) is no check's: named, as `criteria plan` names it.
      var obsolete = numbers.filter(function (n) { return Object.prototype.hasOwnProperty.call(settings.obsolete || {}, n); });
      if (obsolete.length) {
        return { problem: 'WCAG 2.2 removed ' + obsolete.map(function (n) { return n + ' ' + settings.obsolete[n]; }).join(', ') +
          ' (obsolete), so no check cites it. Leave it out, or write WCAG 2.2 numbers such as 2.4.7.', wcag: true };
      }
      var choices = allRows.filter(function (row) {
        return categories.indexOf(row.category) >= 0 &&
          (platforms.length === PLATFORMS.length || platforms.some(function (p) { return takes(p, row.platform); })) &&
          sections.indexOf(row.section) >= 0;
      });
      var chosenPages = choices.filter(function (row) {
        return query.length === 0 || query.some(function (choice) { return hasWords(row, choice); });
      });
      // The page search alone leaves nothing: said so, rather than "no check matches".
      if (chosenPages.length === 0 && choices.length > 0) {
        return { problem: 'No page of these choices has \u201c' + search.value.trim() + '\u201d in its title or path, so there is nothing ' +
          'to download. Words match as they start: form finds Forms.', words: search.value.trim() };
      }
      var rows = chosenPages.filter(function (row) {
        return numbers.length === 0 || row.wcag.some(function (n) { return numbers.indexOf(n) >= 0; });
      });
      // When the criteria alone leave nothing, choosing more pages would not help: said so, as
      // `criteria plan` says it. A page may cite a criterion outside its checks (notes, guides).
      if (rows.length === 0 && chosenPages.length > 0) {
        return { problem: 'No check of these choices cites ' + numbers.join(', ') + ', so there is nothing to download. ' +
          'Pages may cite it outside their checks: the WCAG index lists them.' };
      }
      if (rows.length === 0) return { problem: 'No check matches these choices, so there is nothing to download. Choose more pages, platforms or criteria.' };
      // A criterion asked for that no check kept cites is said: the plan would look complete.
      var uncited = numbers.filter(function (n) { return !rows.some(function (row) { return row.wcag.indexOf(n) >= 0; }); });
      return { rows: rows, uncited: uncited };
    }

    // The search field's choices, separated by commas (also the CJK ones), each a list of words
    // folded as `folded` folds them.
    function searchChoices(value) {
      return folded(value).split(/[,\u3001\uff0c]/).map(words).filter(function (list) { return list.length > 0; });
    }

    // Lower case without accents: "etat" finds État, however its é is written. Only Latin's
    // combining accents go: Japanese voicing marks and Indic vowel signs make other words.
    function folded(text) { return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase(); }

    function words(text) { return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean); }

    // Whether every word starts a word of the page's title or path: "form" is no part of
    // "Informative image", as a reader choosing form pages means. A plural finds the singular
    // (forms, switches). Chinese and Japanese write no spaces between words: a word of theirs
    // is looked for anywhere.
    var foldedPages = {};   // by page path: folded once, not at every key for every check

    function hasWords(row, wanted) {
      var text = foldedPages[row.pagePath];
      if (text === undefined) text = foldedPages[row.pagePath] = folded(row.pageTitle + ' ' + row.pagePath);
      var own = words(text);
      return wanted.every(function (word) {
        if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)) return text.indexOf(word) >= 0;
        var forms = [word];
        if (word.length > 3 && /[^s]s$/.test(word)) forms.push(word.slice(0, -1));
        if (word.length > 4 && /(ch|sh|x|ss|z)es$/.test(word)) forms.push(word.slice(0, -2));
        return own.some(function (part) {
          return forms.some(function (form) { return part.indexOf(form) === 0; });
        });
      });
    }

    // Without base-url, links start with the address the site was opened at (plan-format.js),
    // and the note by Download says which.
    function useSiteAddress() {
      settings.linkBase = format.siteAddress(root);
      var hint = document.getElementById('plan-links-hint');
      if (settings.linkBase && hint) hint.textContent = format.addressNote('Links in a downloaded plan', settings.linkBase);
    }

    function cell(row, tag, text) {
      var c = document.createElement(tag);
      c.textContent = text;
      row.appendChild(c);
      return c;
    }

    function scenario(lines) {
      var list = document.createElement('ul');
      list.className = 'plan-scenario';
      lines.forEach(function (line) {
        var item = document.createElement('li');
        item.textContent = format.gherkinStep(line);
        list.appendChild(item);
      });
      return list;
    }

    function table(page, name) {
      var section = document.createElement('section');
      section.className = 'plan-page';
      var table = document.createElement('table');
      table.className = 'plan-table';
      var caption = document.createElement('caption');
      var link = document.createElement('a');
      link.href = root + page.first.pageURL;
      link.textContent = name;
      link.tabIndex = -1;
      // The keys the hint above the plan names, said on every link: only the first is a Tab stop.
      link.setAttribute('aria-describedby', 'plan-keys-hint');
      // Printed under the title, so a plan on paper leads back to its pages: the address a
      // downloaded plan gives them.
      link.setAttribute('data-address', settings.linkBase + page.first.pageURL);
      caption.appendChild(link);
      if (page.first.pageDate) {
        // As the page shows its date (PageDate.readable), so a printed plan says how fresh it is.
        var parts = page.first.pageDate.split('-').map(Number);
        var time = document.createElement('time');
        time.dateTime = page.first.pageDate;
        time.textContent = parts.length === 3 && MONTHS[parts[1] - 1] ? parts[2] + ' ' + MONTHS[parts[1] - 1] + ' ' + parts[0] : page.first.pageDate;
        var date = document.createElement('span');
        date.className = 'plan-date';
        date.appendChild(document.createTextNode('Last changed '));
        date.appendChild(time);
        caption.appendChild(date);
      }
      table.appendChild(caption);
      var head = document.createElement('thead');
      var headRow = document.createElement('tr');
      ['Step', 'Check', 'WCAG', 'Link'].forEach(function (name) { cell(headRow, 'th', name).scope = 'col'; });
      head.appendChild(headRow);
      table.appendChild(head);
      var body = document.createElement('tbody');
      page.checks.forEach(function (row, number) {
        var tr = document.createElement('tr');
        var step = cell(tr, 'td', row.step);
        // A scenario has no step: its own lines are what a tester follows, as the CSVs' steps.
        var lines = format.scenarioSteps(row);
        if (row.step === '' && lines.length) step.appendChild(scenario(lines));
        // On a phone each check is a card: its step is shown over the first check of the step.
        var before = page.checks[number - 1];
        if (before && row.step !== '' && row.step === before.step && row.section === before.section) step.className = 'plan-same-step';
        cell(tr, 'th', row.text).scope = 'row';
        labelled(cell(tr, 'td', row.wcag.join(', ')), 'WCAG');
        var a = document.createElement('a');
        a.href = root + row.url;
        a.textContent = row.id;
        // The ID, shown and printed, starts the name (WCAG 2.5.3); the check and its page say where it leads.
        a.setAttribute('aria-label', row.id + ': ' + row.text + ' (' + row.pageTitle + ' page)');
        a.setAttribute('aria-describedby', 'plan-keys-hint');
        a.tabIndex = -1;
        labelled(cell(tr, 'td', ''), 'Link').appendChild(a);
        body.appendChild(tr);
      });
      table.appendChild(body);
      section.appendChild(table);
      return section;
    }

    // A phone's cards name each value as its column does (plan.css).
    function labelled(c, name) {
      c.setAttribute('data-label', name);
      return c;
    }

    // Consecutive checks of one page, as the tables show them.
    function pages(rows) {
      var out = [];
      rows.forEach(function (row) {
        var last = out[out.length - 1];
        if (last && last.first.pagePath === row.pagePath) last.checks.push(row);
        else out.push({ first: row, checks: [row] });
      });
      return out;
    }

    // The plan's links (each page's and its checks') are one Tab stop, as a criteria tab's check
    // links are (roving tabindex): ↑ ↓ Home End move between them, Tab goes past the plan.
    function rove(next) {
      var stop = results.querySelector('a[tabindex="0"]');
      if (stop) stop.tabIndex = -1;
      if (next) next.tabIndex = 0;
    }
    results.addEventListener('focusin', function (event) {
      if (event.target.matches('a[href]')) rove(event.target);
    });
    results.addEventListener('keydown', function (event) {
      var links = Array.prototype.slice.call(results.querySelectorAll('a[href]'));
      var index = links.indexOf(event.target);
      var next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
      if (index < 0 || !links[next] || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      links[next].focus();
    });

    // `typing`: a text field's value, 250 ms after its last key. A problem is then not yet an
    // alert: "1" on the way to "1.4.11" is no mistake, and an assertive message at every pause
    // interrupts a screen reader. The count says no checks are chosen, and why when a whole
    // number is no WCAG 2.2 criterion (9.9.9); the alert comes when the field is committed
    // (Enter, or leaving it) or a download is asked for, and the field is then marked invalid
    // and described by it.
    function update(typing) {
      var chosen = select();
      save();
      results.textContent = '';
      // A download's message stays until the plan changes (a checkbox's input and change events
      // both update it, the one a moment after the other).
      var rows = chosen.rows || [];
      if (rows.map(rowURL).join(' ') !== current.map(rowURL).join(' ')) done.textContent = '';
      current = rows;
      var unknown = chosen.unknown && chosen.unknown.length ? chosen.unknown : null;
      markWCAGField(chosen.wcag && (!typing || unknown));
      if (chosen.problem) {
        notice.textContent = typing ? '' : chosen.problem;
        say(count, countProblem(chosen, typing && unknown));
        scope.textContent = '';   // a printed page must not name choices that gave no plan
        return;
      }
      notice.textContent = formatProblem;
      var shown = pages(current);
      var names = format.pageNames(shown);
      shown.forEach(function (page, number) { results.appendChild(table(page, names[number])); });
      rove(results.querySelector('a[href]'));
      say(count, grouped(current.length) + (current.length === 1 ? ' check' : ' checks') + ' on ' +
        grouped(shown.length) + (shown.length === 1 ? ' page' : ' pages') + '.' +
        (chosen.uncited.length ? ' No check of these choices cites ' + chosen.uncited.join(', ') + '.' : ''));
      scope.textContent = scopeText();
    }

    // The count when nothing is chosen, and why when a word or number typed is the reason.
    function countProblem(chosen, unknown) {
      if (unknown) return 'No checks chosen: ' + unknown.join(', ') + (unknown.length > 1 ? ' are not WCAG 2.2 success criteria.' : ' is not a WCAG 2.2 success criterion.');
      if (chosen.words) return 'No checks chosen: no page title or path has \u201c' + chosen.words + '\u201d.';
      return 'No checks chosen.';
    }

    // A count with its thousands grouped (1,082), as the command line and the docs write one.
    function grouped(number) { return String(number).replace(/\B(?=(\d{3})+$)/g, ','); }

    // A number of three parts, as every success criterion's: "9.9" may be on its way to one.
    function isWhole(number) { return /^\d+\.\d+\.\d+$/.test(number); }

    function markWCAGField(invalid) {
      if (invalid) wcagField.setAttribute('aria-invalid', 'true'); else wcagField.removeAttribute('aria-invalid');
      wcagField.setAttribute('aria-describedby', invalid ? 'plan-wcag-hint plan-notice' : 'plan-wcag-hint');
    }

    // The choices in words, for the printed plan, which has no form to show them.
    function scopeText() {
      var parts = [['Categories', groups.category], ['Platforms', groups.platform], ['Include', groups.section]].map(function (group) {
        return group[0] + ': ' + group[1].filter(function (b) { return b.checked; }).map(choiceLabel).join(', ');
      });
      if (search.value.trim() !== '') parts.push('Title or path has the words \u201C' + search.value.trim() + '\u201D');
      var numbers = wcagNumbers(wcagField.value);
      if (numbers.length) parts.push('WCAG ' + numbers.join(', '));
      return parts.join(' \u00B7 ') + '.';
    }

    // A checkbox's own label, without the "(no checks)" added after it.
    function choiceLabel(box) { return (box.nextSibling && box.nextSibling.textContent || box.value).trim(); }

    function rowURL(row) { return row.url; }

    function download() {
      if (current.length === 0) { update(); return; }
      var choice = formatSelect.value;
      var isCSV = choice.indexOf('csv-') === 0;
      var kind = isCSV ? 'csv' : choice;
      var text = format.write(current, kind, {
        linkBase: settings.linkBase, profile: isCSV ? choice.slice(4) : 'generic', byteOrderMark: isCSV && bom.checked
      });
      var name = 'test-plan' + (isCSV && choice !== 'csv-generic' ? '-' + choice.slice(4) : '') + '.' + format.extensions[kind];
      var type = isCSV ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8';
      var url = URL.createObjectURL(new Blob([text], { type: type }));
      var a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.hidden = true;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
      done.textContent = 'Downloaded ' + name + ': ' + grouped(current.length) + (current.length === 1 ? ' check.' : ' checks.');
    }

    var timer = 0;
    form.addEventListener('change', function () { clearTimeout(timer); update(); });
    form.addEventListener('input', function (event) {
      var typing = event.target.type === 'text' || event.target.type === 'search';
      clearTimeout(timer);
      timer = setTimeout(function () { update(typing); }, 250);
    });
    form.addEventListener('submit', function (event) { event.preventDefault(); clearTimeout(timer); update(); });
    // A byte order mark is for a CSV only: for the other formats the box is off and unticked,
    // so that it never says a mark is written; the reader's choice comes back with a CSV.
    function matchFormat() {
      var isCSV = formatSelect.value.indexOf('csv-') === 0;
      bom.disabled = !isCSV;
      bom.checked = isCSV && bomWanted;
    }
    formatSelect.addEventListener('change', function () { formatProblem = ''; notice.textContent = ''; matchFormat(); save(); });
    bom.addEventListener('change', function () { bomWanted = bom.checked; save(); });
    document.getElementById('plan-download').addEventListener('click', download);
    document.getElementById('plan-print').addEventListener('click', function () { window.print(); });
    // A plan redrawn from the address (Back, a shared link pasted) takes the reader's place in
    // it along: focus on a link it removed would fall to the page's start.
    window.addEventListener('hashchange', function () {
      var was = results.contains(document.activeElement) ? document.activeElement.getAttribute('href') : null;
      restore();
      matchFormat();
      update();
      if (was === null || results.contains(document.activeElement)) return;
      var same = Array.prototype.filter.call(results.querySelectorAll('a[href]'), function (a) { return a.getAttribute('href') === was; })[0];
      (same || results.querySelector('a[tabindex="0"]') || count).focus();
    });

    restore();
    matchFormat();
    update();
    builder.hidden = false;
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-plan-nojs]'), function (note) { note.hidden = true; });
    var builder = document.getElementById('plan-builder');
    if (builder) start(builder);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
