/*
 * CriteriaPress default theme: the search box in every page's header.
 *
 * Without JavaScript the box is a plain form that opens search.html?q=…. With it, the
 * box is a WAI-ARIA combobox (APG "list autocomplete", aria-activedescendant): typing
 * offers the best pages in a listbox; Down and Up move through them, Enter opens the
 * one chosen (or search.html with every result when none is), Escape closes the list,
 * then clears the box.
 *
 * Kept small, as every page loads it: the engine (search.js) and the index are loaded
 * as classic scripts only once the box is used (works on file:// too), and at once on
 * search.html, which runs its own search page.
 */
(function () {
  'use strict';

  var OFFERED = 6;         // pages offered as you type
  var TYPING_DELAY = 120;  // ms after the last keystroke before searching
  var ANNOUNCE_DELAY = 600; // ms after the results before their count is said
  var root = document.documentElement.getAttribute('data-root') || '';
  var engine = null;       // a Promise of window.CriteriaSearch

  function loadEngine() {
    if (!engine) {
      engine = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = root + '_assets/search.js';
        script.onload = function () { resolve(window.CriteriaSearch); };
        script.onerror = function () { engine = null; reject(new Error('Search could not load _assets/search.js.')); };
        document.head.appendChild(script);
      });
    }
    return engine;
  }

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function startBox(form) {
    var input = form.elements.q;
    // The listbox scrolls itself: a scrolling box around it is a region no key reaches.
    var listbox = element('ul', 'search-popup');
    var status = element('p', 'visually-hidden');
    var timer, announceTimer, ticket = 0, active = -1, options = [];
    listbox.hidden = true;
    listbox.id = input.id + '-listbox';
    listbox.setAttribute('role', 'listbox');
    listbox.setAttribute('aria-label', 'Suggested pages');
    status.setAttribute('role', 'status');
    form.append(listbox, status);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listbox.id);
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('autocomplete', 'off');

    function allResultsURL() { return root + 'search.html?q=' + encodeURIComponent(input.value.trimStart()); }

    function open(isOpen) {
      listbox.hidden = !isOpen;
      input.setAttribute('aria-expanded', String(isOpen));
      if (!isOpen) {
        choose(-1);
        ticket += 1;   // a search still on its way does not open the list again
        // A count still waiting is not said over a closed list, and the next one is said anew.
        clearTimeout(announceTimer);
        status.textContent = '';
      }
    }

    function choose(n) {
      active = n;
      options.forEach(function (option, i) { option.setAttribute('aria-selected', String(i === n)); });
      if (n >= 0) {
        input.setAttribute('aria-activedescendant', options[n].id);
        options[n].scrollIntoView({ block: 'nearest' });
        keepInWindow(options[n]);
      } else {
        input.removeAttribute('aria-activedescendant');
      }
    }

    // Focus stays in the box, so the chosen option is all that shows what Enter opens: it must
    // be in the window. Scrolling it into the list's view does not scroll the page for the
    // sticky "All n results", which a phone held sideways, or text at 200 %, left below the
    // window (an accessibility review).
    function keepInWindow(chosen) {
      var box = chosen.getBoundingClientRect(), margin = 8;
      if (box.bottom > window.innerHeight - margin) window.scrollBy(0, box.bottom - window.innerHeight + margin);
      else if (box.top < margin) window.scrollBy(0, box.top - margin);
    }

    // The list ends in the window when there is room for a few options below the box; and an
    // option scrolled to stops above "All n results", however many lines that wraps to.
    function fit() {
      listbox.style.maxHeight = '';
      var room = window.innerHeight - listbox.getBoundingClientRect().top - 8;
      if (room >= 8 * parseFloat(getComputedStyle(listbox).fontSize) && listbox.offsetHeight > room) listbox.style.maxHeight = room + 'px';
      var all = options[options.length - 1];
      listbox.style.scrollPaddingBlockEnd = all ? all.offsetHeight + 'px' : '';
    }

    function option(n, href, title, detail, category) {
      var item = element('li', 'search-option');
      item.id = input.id + '-option-' + n;
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', 'false');
      item.dataset.href = href;
      var line = element('span', 'search-option-title', title);
      if (category) line.append(' ', element('span', 'search-category', category));
      item.append(line);
      if (detail) item.append(element('span', 'search-option-detail', detail));
      // Read as one phrase, the parts ran together ("Focus Visible WCAG 2.2 Introduction").
      item.setAttribute('aria-label', title + (category ? ' (' + category + ')' : '') + (detail ? ', ' + detail : ''));
      // mousedown, not click: the box keeps focus, so the list is not closed under the pointer.
      item.addEventListener('mousedown', function (event) { event.preventDefault(); location.href = href; });
      return item;
    }

    function show(query, found) {
      options = found.pages.map(function (p, i) {
        return option(i, root + p.sections[0].url, p.title, p.sections[0].title, p.category);
      });
      var label = found.total ? 'All ' + found.total + ' results for “' + query + '”' : 'No results for “' + query + '”';
      options.push(option(options.length, allResultsURL(), label, '', ''));
      options[options.length - 1].classList.add('search-option-all');
      listbox.replaceChildren.apply(listbox, options);
      open(true);
      fit();
      announce(found.total === 0 ? 'No results.'
        : Math.min(found.total, OFFERED) + ' of ' + found.total + ' pages offered; use the arrow keys to choose.');
    }

    // Said once typing pauses, and only when it changed: a count after every keystroke talked
    // over the letters a screen reader echoes.
    function announce(text) {
      clearTimeout(announceTimer);
      announceTimer = setTimeout(function () {
        if (status.textContent !== text) status.textContent = text;
      }, ANNOUNCE_DELAY);
    }

    function run() {
      // The engine gets a trailing space too: it finishes the last word (docs/search.md, "Query").
      var text = input.value, query = text.trim(), mine = ++ticket;
      if (!query) { open(false); return; }
      loadEngine().then(function (search) { return search.search(text, { limit: OFFERED, typing: true }); }).then(function (found) {
        if (mine === ticket && document.activeElement === input) show(query, found);
      }, function (error) {
        if (mine === ticket) status.textContent = error.message;
      });
    }

    input.addEventListener('focus', function () { loadEngine().catch(function () { /* said when a search fails */ }); });
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(run, TYPING_DELAY);
    });
    input.addEventListener('keydown', function (event) {
      var isOpen = !listbox.hidden && options.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!isOpen) { if (input.value.trim()) run(); return; }
        var step = event.key === 'ArrowDown' ? 1 : -1;
        choose(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
      } else if (event.key === 'Enter' && isOpen && active >= 0) {
        event.preventDefault();
        location.href = options[active].dataset.href;
      } else if (event.key === 'Escape') {
        if (!listbox.hidden) open(false); else input.value = '';
        event.preventDefault();
      }
    });
    input.addEventListener('blur', function () { open(false); });
  }

  function init() {
    // Search works now: drop the "needs JavaScript" notes and what points at them.
    Array.prototype.forEach.call(document.querySelectorAll('[data-search-nojs]'), function (note) {
      note.hidden = true;
      var described = note.id && document.querySelector('[aria-describedby="' + note.id + '"]');
      if (described) described.removeAttribute('aria-describedby');
    });
    // search.html's form and filters, which do nothing without this script, show with it.
    var searchPage = document.getElementById('search-page');
    if (searchPage) searchPage.hidden = false;
    if (document.getElementById('search-form')) loadEngine();   // search.html runs its own page
    var box = document.querySelector('.site-search form');
    if (box && box.elements.q) startBox(box);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
