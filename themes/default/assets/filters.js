/*
 * CriteriaPress default theme: filter a list of pages or success criteria by
 * platform and by WCAG level.
 *
 * Without this script the filters are links to real pages (a category's
 * overview, platforms/android/ or platforms/ios/, a level's list of
 * criteria). With it, each becomes a toggle button (aria-pressed), in a
 * group its label names, that filters the list in place: items carry data-platforms and data-levels,
 * space-separated. The choice is kept in the URL's fragment
 * (#platform=web&level=AA), which works from file:// and in the bundle and
 * can be shared; the count shown is announced politely. The buttons are
 * independent toggles: an item is shown when it has any of a row's values
 * pressed (Native or Web), and every row's (Native or Web, Level AA). An
 * item marked data-uncounted is filtered but not counted; a WCAG index
 * row's data-counts gives its citing pages per platform. The status names
 * the filters on. While a filter is on, a "Show all" button clears every
 * filter; when nothing matches, the status says so rather than leaving an
 * empty page.
 *
 * A classic script, loaded only by the pages that have filters.
 */
(function () {
  'use strict';

  var KINDS = ['platform', 'level'];

  // The state: each row's pressed values, in the row's order ({platform: ['web', 'native']}).
  function readState() {
    var state = {};
    var hash = location.hash.replace(/^#/, '');
    if (!/^(platform|level)=/.test(hash)) return state;
    hash.split('&').forEach(function (pair) {
      var parts = pair.split('=');
      var values = decodeURIComponent(parts[1] || '').split(',').filter(Boolean);
      if (KINDS.indexOf(parts[0]) >= 0 && values.length) state[parts[0]] = values;
    });
    return state;
  }

  function isOn(state, kind) { return !!state[kind] && state[kind].length > 0; }

  // The state as an address's fragment ('platform=web,native&level=AA'), '' for none.
  function fragment(state) {
    return KINDS.filter(function (kind) { return isOn(state, kind); }).map(function (kind) {
      return kind + '=' + state[kind].map(encodeURIComponent).join(',');
    }).join('&');
  }

  function writeState(state) {
    var pairs = fragment(state);
    var url = location.pathname + location.search + (pairs ? '#' + pairs : '');
    try {
      history.replaceState(null, '', url);
    } catch (e) {
      if (pairs) location.hash = pairs;   // a browser that refuses replaceState here
    }
  }

  // A link marked data-keeps-filters (home's and an overview's to the WCAG index, which has the
  // same filters) takes the choice along.
  function carry(state) {
    var pairs = fragment(state);
    Array.prototype.forEach.call(document.querySelectorAll('a[data-keeps-filters]'), function (link) {
      link.setAttribute('href', link.getAttribute('href').replace(/#.*$/, '') + (pairs ? '#' + pairs : ''));
    });
  }

  // Whether an item has any of `values` (none chosen: every item does).
  function hasAny(element, attribute, values) {
    if (!values || !values.length) return true;
    var own = (element.getAttribute(attribute) || '').split(' ');
    return values.some(function (value) { return own.indexOf(value) >= 0; });
  }

  function anyShown(container) {
    return Array.prototype.some.call(container.querySelectorAll('[data-platforms]'), function (item) { return !item.hidden; });
  }

  // A row of the WCAG index says how many of its citing pages are on the platform chosen
  // (its data-counts, "web:12 android:3": "3 of 15 pages"), and how many there are otherwise.
  function showCounts(main, platform) {
    Array.prototype.forEach.call(main.querySelectorAll('[data-counts]'), function (row) {
      var count = row.querySelector('.wcag-count');
      if (!count) return;
      if (!count.hasAttribute('data-all')) count.setAttribute('data-all', count.textContent);
      var all = count.getAttribute('data-all'), pages = null;
      (row.getAttribute('data-counts') || '').split(' ').forEach(function (pair) {
        var colon = pair.lastIndexOf(':');
        if (platform && colon > 0 && pair.slice(0, colon) === platform) pages = Number(pair.slice(colon + 1));
      });
      count.textContent = pages === null ? all : all.replace(/^(\d+) (pages?)/, function (whole, total, noun) {
        return pages + ' of ' + total + ' ' + noun;
      });
    });
  }

  function apply(box, state) {
    carry(state);
    var main = document.getElementById('main') || document.body;
    var items = main.querySelectorAll('[data-platforms]');
    // An item marked data-uncounted (4.1.1, obsolete) is filtered but not counted.
    var shown = 0, counted = 0;
    Array.prototype.forEach.call(items, function (item) {
      var match = hasAny(item, 'data-platforms', state.platform) && hasAny(item, 'data-levels', state.level);
      item.hidden = !match;
      if (item.hasAttribute('data-uncounted')) return;
      counted += 1;
      if (match) shown += 1;
    });
    // Lists, their sub-headings and sections left empty go too.
    Array.prototype.forEach.call(main.querySelectorAll('ul'), function (list) {
      if (!list.querySelector('[data-platforms]')) return;
      list.hidden = !anyShown(list);
      var heading = list.previousElementSibling;
      if (heading && /^H[3-6]$/.test(heading.tagName)) heading.hidden = list.hidden;
    });
    Array.prototype.forEach.call(main.querySelectorAll('section'), function (section) {
      if (section.querySelector('[data-platforms]')) section.hidden = !anyShown(section);
    });
    // The filters on, by their buttons' names, a row's joined by "or": "Native or Web, Level AA".
    var on = {};
    var phrase = box.getAttribute('data-platform-phrase') || '%s';
    Array.prototype.forEach.call(box.querySelectorAll('button[data-filter]'), function (button) {
      var kind = button.getAttribute('data-filter');
      var pressed = isOn(state, kind) && state[kind].indexOf(button.getAttribute('data-value')) >= 0;
      button.setAttribute('aria-pressed', String(pressed));
      if (pressed) (on[kind] = on[kind] || []).push(button.textContent);
    });
    var named = KINDS.filter(function (kind) { return on[kind]; }).map(function (kind) {
      var names = on[kind].join(' or ');
      return kind === 'platform' ? phrase.replace('%s', names) : names;
    });
    // Counts of one platform's pages, on the WCAG index, only while one platform is chosen.
    showCounts(main, isOn(state, 'platform') && state.platform.length === 1 ? state.platform[0] : null);
    var noun = box.getAttribute('data-noun') || 'items';
    var filtered = isOn(state, 'platform') || isOn(state, 'level');
    // A group's count is of all its pages: while filtering, the status line counts instead.
    Array.prototype.forEach.call(main.querySelectorAll('.page-count'), function (count) { count.hidden = !!filtered; });
    var status = 'Showing all ' + counted + ' ' + noun + '.';
    if (filtered) {
      status = shown > 0 ? 'Showing ' + shown + ' of ' + counted + ' ' + noun + ': ' + named.join(', ') + '.'
        : 'No ' + noun + ' match ' + named.join(' and ') + ' (0 of ' + counted + ').';
    }
    box.querySelector('[data-filter-status]').textContent = status;
    var clear = box.querySelector('[data-filter-clear]');
    if (clear) clear.hidden = !filtered;
  }

  // "Show all": every filter off. Its button then hides, so focus goes to the first filter,
  // not to the page's start.
  function addClearButton(box, state) {
    var clear = document.createElement('button');
    clear.type = 'button';
    clear.className = 'filter filter-clear';
    clear.setAttribute('data-filter-clear', '');
    clear.textContent = 'Show all ' + (box.getAttribute('data-noun') || 'items');
    clear.hidden = true;
    clear.addEventListener('click', function () {
      KINDS.forEach(function (kind) { state[kind] = []; });
      writeState(state);
      apply(box, state);
      var first = box.querySelector('button[data-filter]');
      if (first) first.focus();
    });
    var status = box.querySelector('[data-filter-status]');
    status.parentNode.insertBefore(clear, status);
  }

  // The state with only values this box offers, in the case it writes them: an old or
  // hand-typed address (#level=aa, #platform=web on the Native overview, which has no such
  // filter) would otherwise hide every item with no filter shown as on.
  function offered(box, state) {
    var kept = {};
    KINDS.forEach(function (kind) {
      var asked = (state[kind] || []).map(function (value) { return value.toLowerCase(); });
      kept[kind] = rowValues(box, kind).filter(function (value) { return asked.indexOf(value.toLowerCase()) >= 0; });
    });
    return kept;
  }

  // A row's values, in the row's order: a state keeps them so, whatever the order pressed, and
  // one choice has one address.
  function rowValues(box, kind) {
    return Array.prototype.map.call(box.querySelectorAll('[data-filter="' + kind + '"]'), function (filter) {
      return filter.getAttribute('data-value');
    });
  }

  // The address's state as `offered` keeps it; the address corrected when that differs.
  function offeredState(box) {
    var asked = readState(), state = offered(box, asked);
    if (fragment(asked) !== fragment(state)) writeState(state);
    return state;
  }

  function init() {
    var box = document.querySelector('[data-filters]');
    if (!box) return;
    var state = offeredState(box);
    Array.prototype.forEach.call(box.querySelectorAll('a[data-filter]'), function (link) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = link.className;
      button.textContent = link.textContent;
      button.setAttribute('data-filter', link.getAttribute('data-filter'));
      button.setAttribute('data-value', link.getAttribute('data-value'));
      button.addEventListener('click', function () {
        var kind = button.getAttribute('data-filter'), value = button.getAttribute('data-value');
        var pressed = state[kind].indexOf(value) >= 0;
        state[kind] = rowValues(box, kind).filter(function (v) { return v === value ? !pressed : state[kind].indexOf(v) >= 0; });
        writeState(state);
        apply(box, state);
      });
      link.parentNode.replaceChild(button, link);
    });
    box.classList.add('filters-live');
    addClearButton(box, state);
    apply(box, state);
    window.addEventListener('hashchange', function () {
      // In place: the buttons' handlers hold this object.
      var fresh = offeredState(box);
      KINDS.forEach(function (kind) { state[kind] = fresh[kind]; });
      apply(box, state);
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
