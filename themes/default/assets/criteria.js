/*
 * CriteriaPress default theme: tabs and small page behaviours.
 *
 * A classic script (not a module) so that the offline bundle works from file://.
 * Everything here is an enhancement: without it every section is shown in order
 * under its own <h2>, which is the HTML the templates produce.
 *
 * Tabs follow the WAI-ARIA Authoring Practices "Tabs with Automatic Activation".
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

    tabs.forEach(function (tab, i) {
      var panel = panels[i];
      // The CSS reserves the bold width of each label, so selecting a tab does
      // not make its neighbours shift sideways.
      tab.setAttribute('data-label', tab.textContent.trim());
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

    tablist.hidden = false;
    container.classList.add('tabs-enhanced');
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

  function fragmentTarget() {
    var raw = location.hash.slice(1);
    if (!raw) return null;
    var id = raw;
    try { id = decodeURIComponent(raw); } catch (e) { /* keep it as typed */ }
    return document.getElementById(id);
  }

  // Opens the tab holding `target`. `how` is 'load', 'restore' (reload or
  // back/forward: the browser restores the scroll position, so leave it) or
  // 'hashchange' (an in-page link was followed).
  function revealTarget(target, how) {
    var panel = target.closest('.tab-panel');
    var set = panel && tabSets.filter(function (s) { return s.panels.indexOf(panel) >= 0; })[0];
    if (!set) return;
    var wasHidden = panel.hidden;
    set.select(set.panels.indexOf(panel), false);
    if (how === 'restore' || (how === 'hashchange' && !wasHidden)) return; // the browser already did the rest

    // The browser could not scroll to an element that was display:none.
    target.scrollIntoView({ block: 'start' });
    if (how === 'hashchange') {
      // Move focus as well, so keyboard users carry on from the link's target.
      if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
        target.setAttribute('tabindex', '-1');
      }
      target.focus({ preventScroll: true });
    }
  }

  function isRestoredNavigation() {
    // On reload or back/forward the browser restores the scroll position; respect it.
    var nav = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
    return !!nav && (nav.type === 'reload' || nav.type === 'back_forward');
  }

  /* ---- Wide code blocks and tables scroll inside themselves ---- */

  // A scrolling box must be reachable by keyboard (WCAG 2.1.1). Some browsers
  // make scrollers focusable on their own; this covers the rest. It only runs
  // while the box overflows and holds nothing focusable of its own. A box that
  // becomes a Tab stop also gets a name, so the stop is announced as something.
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

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-tabs]'), enhanceTabs);
    var target = fragmentTarget();
    if (target) revealTarget(target, isRestoredNavigation() ? 'restore' : 'load');

    window.addEventListener('hashchange', function () {
      var next = fragmentTarget();
      if (next) revealTarget(next, 'hashchange');
    });
    watchScrollers();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
