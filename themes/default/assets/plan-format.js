/*
 * CriteriaPress default theme: a test plan's checks as files (docs/plans.md).
 *
 * CSV in four profiles (generic, TestRail, Azure DevOps, Xray), a Markdown task list, Jira wiki
 * markup and plain text, written exactly as `criteria plan` writes them in Swift
 * (Sources/SiteCore/Plan): a test compares the two byte for byte. Change both or neither.
 *
 * Used by plan.html, my-criteria.html and audit.html; sets one global, window.criteriaPlanFormat.
 * A classic script, so it works from file://.
 */
(function () {
  'use strict';

  /* ---- Escaping (PlanText.swift): ASCII only, so UTF-16 and Unicode scalars agree ---- */

  function oneLine(text) { return String(text).replace(/[\t\n\r]+/g, ' ').replace(/^ +| +$/g, ''); }

  var SECTION_TITLES = { condensed: 'Condensed', gherkin: 'Gherkin', criteria: 'Criteria' };
  function sectionTitle(anchor) { return SECTION_TITLES.hasOwnProperty(anchor) ? SECTION_TITLES[anchor] : anchor; }

  function escapeWith(text, special) {
    var out = '';
    for (var i = 0; i < text.length; i++) {
      var c = text.charAt(i);
      if (special.indexOf(c) >= 0) out += '\\';
      out += c;
    }
    return out;
  }

  function markdown(text) { return escapeWith(oneLine(text), '\\`*_[]<>#|~&@'); }
  function jira(text) { return escapeWith(oneLine(text), '\\*_-+^~?{}[]|!#'); }

  var LINK_CODES = { ' ': '%20', '(': '%28', ')': '%29', '<': '%3C', '>': '%3E', '[': '%5B', ']': '%5D', '|': '%7C' };
  function link(url) {
    return String(url).replace(/[ ()<>\[\]|]/g, function (c) { return LINK_CODES[c]; });
  }

  // The numbers the check's text does not show already (PlanText.wcagSuffix), or nothing.
  function wcagSuffix(numbers, text) {
    var unshown = numbers.filter(function (n) { return !shows(String(text), n); });
    return unshown.length ? ' (WCAG ' + unshown.join(', ') + ')' : '';
  }

  // A number of its own: no digit or dot before it, no digit, nor a dot and a digit, after it.
  function shows(text, number) {
    if (!number) return false;
    for (var at = text.indexOf(number); at >= 0; at = text.indexOf(number, at + 1)) {
      var end = at + number.length;
      if (!/[0-9.]/.test(text.charAt(at - 1)) && !/[0-9]/.test(text.charAt(end))
          && !(text.charAt(end) === '.' && /[0-9]/.test(text.charAt(end + 1)))) return true;
    }
    return false;
  }

  // After a page's heading: when its source last changed, when the site knows (PlanText.dateSuffix).
  function dateSuffix(date) { return date ? ' (last changed ' + date + ')' : ''; }

  /* ---- Markdown, Jira, text (PlanListWriter.swift) ---- */

  var STYLES = {
    markdown: {
      title: function (t) { return '# ' + markdown(t); },
      page: function (t, href, date) { return '## [' + markdown(t) + '](' + link(href) + ')' + dateSuffix(date); },
      step: function (t) { return '### ' + markdown(t); },
      check: function (c) { return '- [ ] ' + markdown(c.text) + wcagSuffix(c.wcag, c.text); },
      detail: function (t) { return '  - ' + markdown(t); }
    },
    jira: {
      title: function (t) { return 'h1. ' + jira(t); },
      page: function (t, href, date) { return 'h2. [' + jira(t) + '|' + link(href) + ']' + dateSuffix(date); },
      step: function (t) { return 'h3. ' + jira(t); },
      check: function (c) { return '* ' + jira(c.text) + wcagSuffix(c.wcag, c.text); },
      detail: function (t) { return '** ' + jira(t); }
    },
    text: {
      title: function (t) { return oneLine(t); },
      page: function (t, href, date) { return oneLine(t) + dateSuffix(date) + '\n' + href; },
      step: function (t) { return oneLine(t); },
      check: function (c) { return '[ ] ' + oneLine(c.text) + wcagSuffix(c.wcag, c.text); },
      detail: function (t) { return '    ' + oneLine(t); }
    }
  };

  // Runs of the same page, then of the same tab and step (PlanGroups.swift): nothing is moved.
  function groups(checks) {
    var pages = [];
    checks.forEach(function (check) {
      var page = pages[pages.length - 1];
      var fresh = { step: check.step, section: check.section, checks: [check] };
      if (page && page.first.pagePath === check.pagePath) {
        var step = page.steps[page.steps.length - 1];
        if (step.step === check.step && step.section === check.section) step.checks.push(check);
        else page.steps.push(fresh);
      } else {
        pages.push({ first: check, steps: [fresh] });
      }
    });
    return pages;
  }

  // What each page's heading calls it (PlanGroups.name): its title, with its category when
  // another page of the plan has the same title, so two headings never read the same.
  function pageNames(pages) {
    var paths = {};
    pages.forEach(function (page) {
      var title = page.first.pageTitle;
      paths[title] = paths[title] || {};
      paths[title][page.first.pagePath] = true;
    });
    return pages.map(function (page) {
      return Object.keys(paths[page.first.pageTitle]).length > 1 ? section(page.first) : page.first.pageTitle;
    });
  }

  // A group's heading: its step; the tab's name for step-less checks after other groups.
  function heading(step, isFirst) {
    if (step.step !== '') return step.step;
    return isFirst ? '' : sectionTitle(step.section);
  }

  function writeList(checks, style, options) {
    var lines = [style.title(options.title)];
    var pages = groups(checks), names = pageNames(pages);
    pages.forEach(function (page, number) {
      lines.push('', style.page(names[number], options.linkBase + page.first.pageURL, page.first.pageDate));
      page.steps.forEach(function (step, index) {
        var title = heading(step, index === 0);
        if (title !== '') lines.push('', style.step(title));
        lines.push('');
        step.checks.forEach(function (c) {
          lines.push(style.check(c));
          scenarioSteps(c).forEach(function (d) { lines.push(style.detail(gherkinStep(d))); });
        });
      });
    });
    return lines.join('\n') + '\n';
  }

  /* ---- CSV (CSVWriter.swift, CSVProfile.swift) ---- */

  function csvField(value) {
    var isFormula = value !== '' && '=+-@\t\r'.indexOf(value.charAt(0)) >= 0;
    var text = isFormula ? "'" + value : value;
    if (!isFormula && !/[",\r\n]/.test(text)) return text;
    return '"' + text.replace(/"/g, '""') + '"';
  }

  // A scenario's item as a Gherkin step, as FeatureWriter.step writes it in Swift:
  // "WHEN I swipe" → "When I swipe", "GIVEN THAT I am" → "Given that I am", "I HEAR x" → "And I HEAR x".
  var KEYWORDS = { GIVEN: 'Given', WHEN: 'When', THEN: 'Then', AND: 'And', BUT: 'But' };
  function gherkinStep(text) {
    if (/ AND$/.test(text)) text = text.slice(0, -4);   // the next line is a step of its own (FeatureWriter.step)
    var at = text.indexOf(' ');
    var first = at > 0 ? text.slice(0, at).toUpperCase() : '';
    var rest = at > 0 ? text.slice(at + 1) : '';
    if (rest === '' || !KEYWORDS.hasOwnProperty(first)) return 'And ' + text;
    if (rest.indexOf('THAT ') === 0) rest = 'that' + rest.slice(4);
    return KEYWORDS[first] + ' ' + rest;
  }

  // CSVProfile.pageName: web/component/button/index.html or …/button.html → button.
  function pageName(url) {
    var path = /\/index\.html$/.test(url) ? url.slice(0, -11) : (/\.html$/.test(url) ? url.slice(0, -5) : url);
    return path.split('/').pop();
  }

  function tags(c) {
    return [c.id, 'component-' + pageName(c.pageURL), c.platform].concat(c.wcag.map(function (n) { return 'wcag-' + n; }));
  }

  // CSVProfile.section: the page and its category, as two pages may share a title.
  function section(c) {
    return c.category === '' ? c.pageTitle : c.pageTitle + ' (' + c.category + ')';
  }

  // CSVProfile.testCaseID: the page's path without .md, #, the check's ID (unique on its page only).
  function testCaseID(c) {
    return (/\.md$/.test(c.pagePath) ? c.pagePath.slice(0, -3) : c.pagePath) + '#' + c.id;
  }

  // CSVProfile.steps: the check's step, or a scenario's own lines; null when it has neither.
  function testSteps(c) {
    if (c.step !== '') return c.step;
    return scenarioSteps(c).length === 0 ? null : scenarioLines(c);
  }

  // CSVProfile.scenarioLines: a scenario's lines as Gherkin steps, one a line.
  function scenarioLines(c) { return scenarioSteps(c).map(gherkinStep).join('\n'); }

  // PlanCheck.scenarioSteps: a scenario's background lines (none in a row saved before rows had
  // them), then its own.
  function scenarioSteps(c) { return (c.background || []).concat(c.details); }

  // The page's date is a last column where the tool's import lets a column go unmapped (not Azure's).
  var PROFILES = {
    generic: {
      columns: ['ID', 'Page', 'Category', 'Section', 'Platform', 'Step', 'Check', 'WCAG', 'URL', 'Last Changed'],
      row: function (c, href) {
        var steps = testSteps(c);
        return [testCaseID(c), c.pageTitle, c.category, c.section, c.platform, steps === null ? '' : steps, c.text, c.wcag.join(' '), href, c.pageDate || ''];
      }
    },
    testrail: {
      columns: ['Title', 'Section', 'Type', 'Priority', 'References', 'Preconditions', 'Steps', 'Expected Result', 'Last Changed'],
      row: function (c, href) {
        var refs = [c.id].concat(c.wcag.map(function (n) { return 'WCAG ' + n; })).join(', ');
        var steps = testSteps(c);
        return [c.text, section(c), 'Accessibility', 'Medium', refs, 'Open ' + href, steps === null ? '' : steps, c.text, c.pageDate || ''];
      }
    },
    azure: {
      columns: ['ID', 'Work Item Type', 'Title', 'Test Step', 'Step Action', 'Step Expected', 'Area Path', 'Tags'],
      row: function (c, href) {
        var steps = testSteps(c);
        return ['', 'Test Case', section(c) + ': ' + c.text, '1', steps === null ? 'Open ' + href : steps, c.text, '', tags(c).join('; ')];
      }
    },
    xray: {
      columns: ['TCID', 'Summary', 'Description', 'Test Type', 'Action', 'Data', 'Result', 'Gherkin Definition', 'Labels', 'Last Changed'],
      row: function (c, href) {
        var scenario = c.section === 'gherkin';
        return [testCaseID(c), section(c) + ': ' + c.text, href, scenario ? 'Cucumber' : 'Manual', scenario ? '' : (c.step === '' ? 'Open ' + href : c.step),
          '', scenario ? '' : c.text, scenario ? scenarioLines(c) : '', tags(c).join(' '), c.pageDate || ''];
      }
    }
  };

  function writeCSV(checks, options) {
    var profile = PROFILES[options.profile];
    var rows = [profile.columns].concat(checks.map(function (c) { return profile.row(c, options.linkBase + c.url); }));
    return (options.byteOrderMark ? '\uFEFF' : '') + rows.map(function (row) { return row.map(csvField).join(',') + '\r\n'; }).join('');
  }

  /* ---- The whole ---- */

  var EXTENSIONS = { csv: 'csv', markdown: 'md', jira: 'jira.txt', text: 'txt' };

  // options: {title, linkBase, profile, byteOrderMark}; the defaults are PlanOptions' own.
  function write(checks, format, options) {
    var o = {
      title: 'Test plan', linkBase: '', profile: 'generic', byteOrderMark: false
    };
    Object.keys(options || {}).forEach(function (key) { o[key] = options[key]; });
    if (format === 'csv') return writeCSV(checks, o);
    return writeList(checks, STYLES[format], o);
  }

  // Where a file's links start when the site sets no base-url: over http(s), the address its
  // root was opened at, so a ticket's links lead to the site (`criteria plan --base-url` with
  // that address writes the same); from file://, nothing: the site's own paths.
  function siteAddress(root) {
    if (!/^https?:$/.test(location.protocol)) return '';
    try { return new URL(root || './', location.href).href; } catch (e) { return ''; }
  }

  // The note beside a download whose links start with `address`, the page's own (siteAddress).
  function addressNote(what, address) {
    return what + ' start with ' + address + ', the address this page was opened at: the site sets no base-url to name where it is published.';
  }

  // checks.js pages → plan rows (the fields of PlanCheck), in page order.
  function rows(pages) {
    var out = [];
    pages.forEach(function (page) {
      (page.checks || []).forEach(function (c) {
        out.push({
          id: c.id, pageTitle: page.title, pagePath: page.path, pageURL: page.url, pageDate: page.date || '', category: page.category,
          section: c.section, platform: c.platform, step: c.step || '', text: c.text, details: c.details || [],
          background: c.section === 'gherkin' ? page.background || [] : [],
          wcag: c.wcag || [], url: c.url
        });
      });
    });
    return out;
  }

  window.criteriaPlanFormat = {
    write: write, rows: rows, pageNames: pageNames, profiles: Object.keys(PROFILES), extensions: EXTENSIONS,
    siteAddress: siteAddress, addressNote: addressNote, scenarioSteps: scenarioSteps,
    // A cell and a line of readers' text as the plans write them, for an audit's reports too.
    csvField: csvField, markdown: markdown,
    // A scenario's line as the lists and CSVs write it (Given, When, Then, And), for the plan's table.
    gherkinStep: gherkinStep
  };
})();
