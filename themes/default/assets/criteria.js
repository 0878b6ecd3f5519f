/*
 * CriteriaPress default theme: tabs, the Menu button, "On this tab", copy
 * buttons on code blocks and small page behaviours.
 *
 * A classic script (not a module) so that the offline bundle works from file://.
 * Everything here is an enhancement: without it every section is shown in order
 * under its own <h2>, which is the HTML the templates produce.
 *
 * Tabs follow the WAI-ARIA Authoring Practices "Tabs with Automatic Activation".
 * A tab's links to its checks are one Tab stop with a roving tabindex, moved by
 * the arrow keys, as in the Practices' Toolbar pattern.
 */
(function () {
  'use strict';

  var tabSets = [];

  function enhanceTabs(container) {
    var tablist = container.querySelector('.tab-list');
    if (!tablist) return;
    var tabs = [];
    var panels = [];
    Array.prototype.forEach.call(tablist.querySelectorAll('[role="tab"]'), function (tab) {
      var panel = document.getElementById(tab.getAttribute('aria-controls'));
      if (panel) { tabs.push(tab); panels.push(panel); }
    });
    if (!tabs.length) return;
    // A page of one section (a guide's Developer Notes) is no set of tabs: its panel stays a
    // section under its own heading, as without script, and no "tab, 1 of 1" is read out. The
    // set is still made, for deep links and "On this tab".
    var single = tabs.length === 1;

    if (!single) tabs.forEach(function (tab, i) {
      var panel = panels[i];
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('tabindex', '0');
      panel.setAttribute('aria-labelledby', tab.id);
      // The heading stays in the DOM so heading navigation and print still find it.
      var heading = panel.querySelector('.tab-panel-heading');
      if (heading) heading.classList.add('visually-hidden');
    });

    var set = { tablist: tablist, tabs: tabs, panels: panels, select: select };

    function select(index, userInitiated) {
      tabs.forEach(function (tab, i) {
        var isSelected = i === index;
        tab.setAttribute('aria-selected', String(isSelected));
        tab.tabIndex = isSelected ? 0 : -1;
        panels[i].hidden = !isSelected;
      });
      if (set.onSelect) set.onSelect(panels[index]);
      if (userInitiated) {
        tabs[index].focus();
        // replaceState changes the address without a hashchange event and
        // without scrolling, so the URL can be copied to reopen this tab.
        try { history.replaceState(history.state, '', '#' + panels[index].id); } catch (e) { /* sandboxed or opaque origin */ }
      }
    }

    tablist.addEventListener('click', function (event) {
      var tab = event.target.closest('[role="tab"]');
      var index = tabs.indexOf(tab);
      if (index >= 0) select(index, true);
    });

    tablist.addEventListener('keydown', function (event) {
      var index = tabs.indexOf(event.target);
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      var last = tabs.length - 1;
      // In a right-to-left page the arrow keys follow the visual order.
      var rtl = getComputedStyle(tablist).direction === 'rtl';
      var next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
      var target;
      if (next) target = (index + next + tabs.length) % tabs.length;
      else if (event.key === 'Home') target = 0;
      else if (event.key === 'End') target = last;
      else return;
      event.preventDefault();
      select(target, true);
    });

    tablist.hidden = single;
    if (!single) container.classList.add('tabs-enhanced');
    // Panels keep the tab bar in view when scrolled to (deep links, focus):
    // the CSS uses this height as their scroll-margin-top.
    var keepTabBarHeight = function () {
      container.style.setProperty('--tab-list-height', tablist.offsetHeight + 'px');
    };
    keepTabBarHeight();
    if ('ResizeObserver' in window) new ResizeObserver(keepTabBarHeight).observe(tablist);
    select(0, false);
    tabSets.push(set);
  }

  /* ---- Deep links: #panel-id or #id-of-something-inside-a-panel ---- */

  // The address's fragment, decoded ('' for none).
  function fragmentID() {
    var raw = location.hash.slice(1);
    try { return decodeURIComponent(raw); } catch (e) { return raw; }   // kept as typed
  }

  function fragmentTarget() {
    var id = fragmentID();
    return id ? document.getElementById(id) : null;
  }

  var madeFocusable = null;

  // The target in view with its tab bar above it where both fit on the screen, so a reader
  // arriving by a check's or heading's link sees which tab is open; one further down alone,
  // the tab bar's height left above it (the CSS's scroll-margin-top).
  function scrollWithTabBar(set, target) {
    // A page of one section shows no tab bar: the target alone.
    if (set.tablist.hidden) { target.scrollIntoView({ block: 'start' }); return; }
    var bar = set.tablist.getBoundingClientRect();
    var own = target.getBoundingClientRect();
    var room = parseFloat(getComputedStyle(set.tablist).scrollMarginTop) || 0;
    if (own.bottom - bar.top + room <= window.innerHeight) set.tablist.scrollIntoView({ block: 'start' });
    else target.scrollIntoView({ block: 'start' });
  }

  // Opens the tab holding `target`; `how`: 'load', 'restore' (reload, back/forward: the
  // browser restores the scroll position) or 'hashchange'.
  function revealTarget(target, how) {
    var requested = target;
    var panel = target.closest('.tab-panel');
    var set = panel && tabSets.filter(function (s) { return s.panels.indexOf(panel) >= 0; })[0];
    if (!set) return;
    // The panel's own heading (or an id it keeps for a heading it stands for) means the panel.
    if (target.closest('.tab-panel-heading')) target = panel;
    var wasHidden = panel.hidden;
    set.select(set.panels.indexOf(panel), false);
    if (how === 'restore') return; // the browser already did the rest
    // The browser could not scroll to an element that was display:none.
    if (wasHidden || how === 'load') scrollWithTabBar(set, target);
    // The browser scrolls to the fragment itself until the page has loaded, the tab bar out of
    // view; done again then, unless the reader has scrolled or pressed a key since.
    if (how === 'load' && document.readyState !== 'complete') {
      var moved = false;
      var mark = function () { moved = true; };
      var kinds = ['wheel', 'touchmove', 'keydown', 'mousedown'];
      kinds.forEach(function (type) { window.addEventListener(type, mark, { passive: true }); });
      window.addEventListener('load', function () {
        kinds.forEach(function (type) { window.removeEventListener(type, mark, { passive: true }); });
        if (!moved && fragmentTarget() === requested) scrollWithTabBar(set, target);
      }, { once: true });
    }
    // Focus too: the browser fell back to <body> (the target is not focusable), so keyboard users
    // carry on from the target. On load, only if nothing has focus yet.
    if (how === 'load' && document.activeElement !== document.body) return;
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
      // Kept while it is the target, so following the same link again focuses it too.
      target.setAttribute('tabindex', '-1');
      madeFocusable = target;
    }
    target.focus({ preventScroll: true });
  }

  /* ---- A link to a check this page no longer has: check-missing.js says so ---- */

  // The fragment, when it could be a check's ID (a pinned name has this form too) and names
  // nothing on a page with checks; '' otherwise.
  function missingID() {
    var id = fragmentID();
    return /^[a-z][a-z0-9_-]*$/.test(id) && !fragmentTarget() && document.querySelector('li[data-check]') ? id : '';
  }

  // Loaded only when an address names such an ID: no page carries it otherwise.
  function noteMissingCheck() {
    var id = missingID(), note = document.getElementById('check-missing');
    if (note) note.remove();
    if (!id) return;
    if (window.criteriaMissingCheck) { window.criteriaMissingCheck(id); return; }
    var script = document.createElement('script');
    script.src = (document.documentElement.getAttribute('data-root') || '') + '_assets/check-missing.js';
    script.onload = function () { if (window.criteriaMissingCheck && missingID() === id) window.criteriaMissingCheck(id); };
    document.head.appendChild(script);
  }

  /* ---- Links to checks: one Tab stop per tab (roving tabindex), arrows between ---- */

  // A link's name holds its check's words once the script runs: moving by arrow from link to
  // link, a screen reader said "Link to this check" at each, never which (a reviewer's note).
  // The page carries one short name for every link, which the words would double in bytes.
  function nameCheckLink(link) {
    var item = link.closest('li[data-check]');
    if (!item) return;
    var copy = item.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll('ul, ol, a.check-link, .audit-check'), function (node) { node.remove(); });
    var words = copy.textContent.replace(/\s+/g, ' ').trim();
    if (words) link.setAttribute('aria-label', 'Link to check: ' + words);
  }

  function enhanceCheckLinks(panel) {
    var links = Array.prototype.slice.call(panel.querySelectorAll('a.check-link'));
    links.forEach(nameCheckLink);
    if (links.length < 2) return;
    panel.setAttribute('data-check-links', '');
    // The keys the shown hint names, for a screen reader too: one description for the page.
    var hint = document.getElementById('check-links-hint');
    if (!hint) {
      hint = document.createElement('span');
      hint.id = 'check-links-hint';
      hint.hidden = true;   // a description still, but no stray line where reading ends
      hint.textContent = 'Up and Down arrow keys: the other checks of this tab.';
      (document.getElementById('main') || document.body).appendChild(hint);
    }
    links.forEach(function (link) { link.setAttribute('aria-describedby', hint.id); });
    function rove(next) {
      links.forEach(function (link) { link.tabIndex = link === next ? 0 : -1; });
    }
    function linkOf(item) {
      return links.filter(function (link) { return link.closest('li[data-check]') === item; })[0];
    }
    rove(linkOf(panel.querySelector('li[data-check]:target')) || links[0]);
    // A focused check (a followed link's target) makes its own link the Tab stop.
    panel.addEventListener('focusin', function (event) {
      var link = links.indexOf(event.target) >= 0 ? event.target : linkOf(event.target);
      if (link) rove(link);
    });
    panel.addEventListener('keydown', function (event) {
      var index = links.indexOf(event.target);
      var next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
      if (index < 0 || !links[next] || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      links[next].focus();
    });
  }

  function isRestoredNavigation() {
    // On reload or back/forward the browser restores the scroll position; respect it.
    var nav = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
    return !!nav && (nav.type === 'reload' || nav.type === 'back_forward');
  }

  /* ---- Wide code blocks and tables scroll inside themselves ---- */

  // A scrolling box must be reachable by keyboard (WCAG 2.1.1): while it overflows and holds
  // nothing focusable it becomes a Tab stop, with a name to announce.
  function scrollerName(box) {
    if (box.tagName === 'PRE') {
      var code = box.querySelector('code[class*="language-"]');
      var language = code && /language-([\w-]+)/.exec(code.className);
      return (language ? language[1].toUpperCase() + ' ' : '') + 'code';
    }
    var table = box.tagName === 'TABLE' ? box : box.querySelector('table');
    var caption = table && table.caption && table.caption.textContent.trim();
    return caption ? 'Table: ' + caption : 'Table';
  }

  function makeScrollerFocusable(box) {
    box.setAttribute('tabindex', '0');
    box.setAttribute('data-scroll-focus', '');
    if (box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby')) return;
    if (box.tagName === 'TABLE' && box.caption) return;   // named by its caption
    // <pre> and <div> are generic: a name needs a role. A table names itself.
    if (box.tagName !== 'TABLE' && !box.hasAttribute('role')) box.setAttribute('role', box.tagName === 'PRE' ? 'group' : 'region');
    box.setAttribute('aria-label', scrollerName(box));
    box.setAttribute('data-scroll-named', '');
  }

  function unmakeScrollerFocusable(box) {
    box.removeAttribute('tabindex');
    box.removeAttribute('data-scroll-focus');
    if (box.hasAttribute('data-scroll-named')) {
      box.removeAttribute('aria-label');
      if (box.tagName !== 'TABLE') box.removeAttribute('role');
      box.removeAttribute('data-scroll-named');
    }
  }

  function watchScrollers() {
    if (!('ResizeObserver' in window)) return;
    var boxes = document.querySelectorAll('main pre, main table, main .table-wrapper');
    var observer = new ResizeObserver(function (entries) {
      entries.forEach(function (entry) {
        var box = entry.target;
        var overflows = box.scrollWidth > box.clientWidth + 1;
        var added = box.hasAttribute('data-scroll-focus');
        if (overflows && !added && !box.hasAttribute('tabindex') && !box.querySelector('a[href], button, input, select, textarea, [tabindex]')) {
          makeScrollerFocusable(box);
        } else if (!overflows && added) {
          unmakeScrollerFocusable(box);
        }
      });
    });
    Array.prototype.forEach.call(boxes, function (box) {
      // Demo markup is left as written, except a demo's table wrapper, which scrolls only
      // because the page is narrow. Tables inside a scrolling wrapper are covered by it.
      if ((box.closest('example, .example') && !box.matches('.table-wrapper')) ||
          (box.tagName === 'TABLE' && box.closest('.table-wrapper'))) return;
      observer.observe(box); // also fires when a hidden tab panel becomes visible
    });
  }

  /* ---- The Menu button: the navigation behind a disclosure where room is short ---- */

  // Without script the navigation follows the content and "Menu" links to it. With script
  // it moves before the content and "Menu" becomes a disclosure button (hidden where the
  // navigation fits beside the content).
  function enhanceMenu() {
    var link = document.querySelector('[data-menu-toggle]');
    var nav = document.getElementById('site-nav');
    var main = document.getElementById('main');
    if (!link || !nav || !main || nav.parentNode !== main.parentNode) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.textContent = link.textContent;
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', nav.id);
    link.parentNode.replaceChild(button, link);
    main.parentNode.insertBefore(nav, main);
    document.documentElement.classList.add('has-menu');

    var isCollapsible = function () { return getComputedStyle(button).display !== 'none'; };
    var isOpen = function () { return button.getAttribute('aria-expanded') === 'true'; };
    var setOpen = function (open) {
      button.setAttribute('aria-expanded', String(open));
      nav.classList.toggle('is-open', open);
    };
    button.addEventListener('click', function () { setOpen(!isOpen()); });
    document.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || !isOpen() || !isCollapsible()) return;
      if (document.activeElement !== button && !nav.contains(document.activeElement)) return;
      setOpen(false);
      button.focus();
    });
    // "Skip to navigation" opens it first where it is behind the button.
    Array.prototype.forEach.call(document.querySelectorAll('a[href="#' + nav.id + '"]'), function (skip) {
      skip.addEventListener('click', function (event) {
        if (!isCollapsible()) return;
        event.preventDefault();
        setOpen(true);
        nav.focus();
      });
    });
  }

  /* ---- "On this tab": the open tab's headings, for wide screens ---- */

  function enhanceContents(set) {
    var main = document.getElementById('main');
    if (!main || !main.parentNode) return;
    var toc = document.createElement('nav');
    toc.className = 'page-toc';
    toc.setAttribute('aria-labelledby', 'page-toc-title');
    toc.innerHTML = '<h2 id="page-toc-title">' + (set.panels.length === 1 ? 'On this page' : 'On this tab') + '</h2><ul></ul>';
    var list = toc.querySelector('ul');
    // Before main, as it is shown at the top (right): not after the page's Previous and Next.
    main.parentNode.insertBefore(toc, main);
    var links = [];
    var headings = [];

    function markHeadingInView() {
      var current = headingInView();
      links.forEach(function (link, i) {
        if (i === current) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      });
    }

    // The heading being read: while the address's target is in the window, the listed heading
    // it falls under (a link to a short section, or to the page's last, scrolls no heading to
    // the top: the heading below it was marked). Otherwise the first heading in the window when
    // it is in the upper third, or else the one before it.
    function headingInView() {
      var tops = headings.map(function (heading) { return heading.getBoundingClientRect().top; });
      var target = addressTarget();
      if (target) {
        var top = target.getBoundingClientRect().top;
        if (top >= -8 && top < window.innerHeight - 24) return headingAtOrBefore(target);
      }
      var first = -1;
      for (var i = 0; i < tops.length && first < 0; i++) if (tops[i] >= -8) first = i;
      if (first < 0) return headings.length - 1;
      return tops[first] <= window.innerHeight / 3 ? first : Math.max(first - 1, 0);
    }

    function addressTarget() {
      var id = decodeURIComponent(location.hash.slice(1));
      var target = id && document.getElementById(id);
      return target && headings.length && !target.closest('[hidden]') && headings[0].closest('.tab-panel') === target.closest('.tab-panel')
        ? target : null;
    }

    function headingAtOrBefore(element) {
      var index = 0;
      headings.forEach(function (heading, i) {
        if (heading === element || (heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) index = i;
      });
      return index;
    }

    set.onSelect = function (panel) {
      headings = contentsHeadings(panel);
      links = fillContents(list, headings);
      toc.hidden = !headings.length;
      markHeadingInView();
    };
    var panel = set.panels.filter(function (p) { return !p.hidden; })[0];
    if (panel) set.onSelect(panel);
    var pending = false;
    window.addEventListener('scroll', function () {
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () { pending = false; markHeadingInView(); });
    }, { passive: true });
    // A link to a place already in view scrolls nothing.
    window.addEventListener('hashchange', markHeadingInView);
  }

  // The panel's parts (h3) and their sections (h4): Developer Notes gathers a page's other `##`
  // sections as parts. A section name each part repeats (Android Compose under Name, Role,
  // Focus…) is left out: listed, it would be the same link again and again.
  function contentsHeadings(panel) {
    var all = Array.prototype.slice.call(panel.querySelectorAll('h3[id], h4[id]'));
    var times = {};
    all.forEach(function (h) { var t = h.textContent.trim(); times[t] = (times[t] || 0) + 1; });
    return all.filter(function (h) { return h.tagName === 'H3' || times[h.textContent.trim()] === 1; });
  }

  // The list's links to `headings`, each section's nested in its part's item; returns them in order.
  function fillContents(list, headings) {
    list.textContent = '';
    var part = null;
    return headings.map(function (heading) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = '#' + heading.id;
      link.textContent = heading.textContent.trim();
      item.appendChild(link);
      if (heading.tagName === 'H4' && part) {
        (part.querySelector('ul') || part.appendChild(document.createElement('ul'))).appendChild(item);
      } else {
        list.appendChild(item);
        if (heading.tagName === 'H3') part = item;
      }
      return link;
    });
  }

  /* ---- Copy buttons on code blocks ---- */

  var copyStatus;

  function announce(text) {
    if (!copyStatus) {
      copyStatus = document.createElement('p');
      copyStatus.className = 'visually-hidden';
      copyStatus.setAttribute('role', 'status');
      document.body.appendChild(copyStatus);
    }
    copyStatus.textContent = text;
  }

  // "Copy code (HTML) under “Buttons vs links”": every block's button was "Copy code", none
  // saying which block it copies (a screen reader user's review). The heading is the last one
  // before the block in its tab; the language, its code's `language-…` class.
  function codeButtonName(pre) {
    var code = pre.querySelector('code[class*="language-"]');
    var language = code && (/(?:^|\s)language-([\w+#-]+)/.exec(code.className) || [])[1];
    var scope = pre.closest('.tab-panel') || document.querySelector('main') || document.body;
    var before = Array.prototype.filter.call(scope.querySelectorAll('h2, h3, h4, h5, h6'), function (heading) {
      return heading.compareDocumentPosition(pre) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    var heading = before.length ? before[before.length - 1].textContent.replace(/\s+/g, ' ').trim() : '';
    return 'Copy code' + (language ? ' (' + language.toUpperCase() + ')' : '') + (heading ? ' under \u201C' + heading + '\u201D' : '');
  }

  function addCopyButtons() {
    // Demos are left as their authors wrote them.
    Array.prototype.forEach.call(document.querySelectorAll('main pre'), function (pre) {
      if (pre.closest('example, .example, .code-block')) return;
      var block = document.createElement('div');
      block.className = 'code-block';
      pre.parentNode.insertBefore(block, pre);
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'code-copy';
      button.textContent = 'Copy';
      button.setAttribute('aria-label', codeButtonName(pre));
      block.appendChild(button);
      block.appendChild(pre);
      button.addEventListener('click', function () {
        var copied = navigator.clipboard && window.isSecureContext ? navigator.clipboard.writeText(pre.textContent)
          : Promise.reject(new Error('no clipboard'));
        copied.then(function () {
          button.textContent = 'Copied';
          announce('Code copied to the clipboard.');
          setTimeout(function () { button.textContent = 'Copy'; }, 2000);
        }, function () {
          // Plain http has no clipboard API: select the code for the reader's own copy command.
          getSelection().selectAllChildren(pre);
          announce('The code is selected: press Ctrl+C, or Command+C on a Mac, to copy it.');
        });
      });
    });
  }

  /* ---- Print every panel, not only the open one ---- */

  var hiddenForPrint = [];
  window.addEventListener('beforeprint', function () {
    hiddenForPrint = Array.prototype.filter.call(document.querySelectorAll('.tab-panel[hidden]'), function (panel) {
      panel.hidden = false;
      return true;
    });
  });
  window.addEventListener('afterprint', function () {
    hiddenForPrint.forEach(function (panel) { panel.hidden = true; });
    hiddenForPrint = [];
  });

  /* ---- Audits: audit.js loads only when an audit is open or a reader starts one ---- */

  var auditRoot = document.documentElement.getAttribute('data-root') || '';

  // What a reader keeps has a key per site folder (one localStorage serves every file:// site):
  // audits here and in audit.js, saved sections in collect.js.
  function siteFolder() {
    try { return new URL(auditRoot || './', location.href).pathname; } catch (e) { return '/'; }
  }
  window.criteriaSiteFolder = siteFolder;

  function auditKey() { return 'criteriapress.audits.v1:' + siteFolder(); }
  window.criteriaAuditKey = auditKey;

  // Unreadable stored data loads audit.js too, so the reader is told about it.
  function auditIsOpen() {
    var raw;
    try { raw = localStorage.getItem(auditKey()); } catch (e) { return false; }
    if (raw === null) return false;
    try { var data = JSON.parse(raw); return !data || data.version !== 2 || !!data.active; } catch (e) { return true; }
  }

  function loadAudit() {
    if (document.querySelector('script[src$="_assets/audit.js"]')) return;
    var script = document.createElement('script');
    script.src = auditRoot + '_assets/audit.js';
    document.head.appendChild(script);
  }

  // audit.js, once loaded, sees the button pending, or hears the event if loaded already.
  function requestAudit(event) {
    event.currentTarget.setAttribute('data-audit-start', 'pending');
    document.dispatchEvent(new CustomEvent('criteriapress:audit-start'));
    loadAudit();
  }

  // "Audit this page" on a page with checks; audit.js takes over once loaded.
  function offerAudit() {
    var article = document.querySelector('.criteria-page[data-page]');
    var heading = article && article.querySelector('h1');
    if (!heading || !article.querySelector('li[data-check]')) return;
    var box = document.createElement('p');
    box.className = 'audit-offer';
    var start = document.createElement('button');
    start.type = 'button';
    start.className = 'collect-button audit-offer-button';
    start.textContent = 'Audit this page';
    start.addEventListener('click', requestAudit);
    box.appendChild(start);
    // Below the title's own notes (a draft's mark, the date), which belong right under it.
    var anchor = heading;
    while (anchor.nextElementSibling && anchor.nextElementSibling.matches('.draft-mark, .page-date')) {
      anchor = anchor.nextElementSibling;
    }
    anchor.insertAdjacentElement('afterend', box);
  }

  function startAudits() {
    offerAudit();
    // "Audit these checks" on a plan and My criteria
    Array.prototype.forEach.call(document.querySelectorAll('[data-audit-scope]'), function (b) { b.onclick = requestAudit; });
    if (auditIsOpen()) loadAudit();
    window.addEventListener('storage', function (event) {
      if (event.key === auditKey() && auditIsOpen()) loadAudit();
    });
  }

  function init() {
    enhanceMenu();
    Array.prototype.forEach.call(document.querySelectorAll('[data-tabs]'), enhanceTabs);
    if (tabSets.length) enhanceContents(tabSets[0]);
    addCopyButtons();
    Array.prototype.forEach.call(document.querySelectorAll('.tab-panel'), enhanceCheckLinks);
    var target = fragmentTarget();
    if (target) revealTarget(target, isRestoredNavigation() ? 'restore' : 'load');
    noteMissingCheck();

    window.addEventListener('hashchange', function () {
      if (madeFocusable) madeFocusable.removeAttribute('tabindex');
      madeFocusable = null;
      var next = fragmentTarget();
      if (next) revealTarget(next, 'hashchange');
      noteMissingCheck();
    });
    watchScrollers();
    startAudits();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
