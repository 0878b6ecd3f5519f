/*
 * CriteriaPress default theme: live demonstrations inside criteria pages.
 *
 * The criteria Markdown contains raw HTML demos such as
 *   <button data-fn="showAlert">Show alert</button>
 *   <textarea data-fn="charCounter" data-event="onInput"></textarea>
 * Markdown cannot carry script, and inline on* handlers are never used, so each
 * `data-fn` names one of the behaviours below. `data-event` picks the DOM event
 * (React-style names such as "onMouseDown" are accepted); the default is click.
 *
 * Listeners are delegated from `document`, so nothing needs binding per element.
 *
 * The same ids are sometimes reused by several demos on one page (for example
 * every accordion on the "not sure if it is an issue" page controls id="list"),
 * so targets are looked up inside the demo first and in the whole page last.
 *
 * A classic script (not a module) so that it works from file://.
 */
(function () {
  'use strict';

  var DEMO = 'example, .example';
  var CLEAR_ANNOUNCEMENT_MS = 2000; // long enough to be read, then removed so it is not found later
  var reducedMotion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

  /* ---------- helpers ---------- */

  function scrollBehavior() {
    return reducedMotion && reducedMotion.matches ? 'auto' : 'smooth';
  }

  // An attribute selector matches every element with the id, not only the first.
  function idSelector(id) {
    return '[id="' + (window.CSS && CSS.escape ? CSS.escape(id) : id.replace(/"/g, '\\"')) + '"]';
  }

  function byIdNear(el, id) {
    if (!id) return null;
    var demo = el.closest(DEMO);
    return (demo && demo.querySelector(idSelector(id))) || document.getElementById(id);
  }

  function within(el, selector) {
    var scope = el.closest(DEMO) || el.closest('.tab-panel') || document;
    try { return scope.querySelector(selector); } catch (e) { return null; }
  }

  var clearTimers = new WeakMap();

  // Puts text in a live region and empties it again after a pause.
  function announce(region, text, clearAfter) {
    if (!region) return;
    region.textContent = text;
    clearTimeout(clearTimers.get(region));
    clearTimers.set(region, setTimeout(function () { region.textContent = ''; }, clearAfter || CLEAR_ANNOUNCEMENT_MS));
  }

  // Adds or removes an injected <p class="alert …"> message in a container.
  function toggleMessage(container, kind, text) {
    if (!container) return;
    if (container.querySelector('.alert')) {
      container.textContent = '';
      return;
    }
    var p = document.createElement('p');
    p.className = 'alert ' + kind;
    p.textContent = text;
    container.textContent = ''; // drops placeholder comments and whitespace
    container.appendChild(p);
  }

  function focusTarget(target) {
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }

  // The region a disclosure button shows and hides.
  function controlledRegion(button) {
    var group = button.closest('.MagentaA11y-accordion, .expander-group');
    var id = button.getAttribute('aria-controls');
    var region = group && id ? group.querySelector(idSelector(id)) : null;
    if (region) return region;
    // Some demos have no aria-controls: the content follows the button's heading.
    var next = (button.closest('h1, h2, h3, h4, h5, h6') || button).nextElementSibling;
    if (group && next) return next;
    return id ? document.getElementById(id) : next;
  }

  function syncDisclosure(button) {
    var region = controlledRegion(button);
    if (region) region.hidden = button.getAttribute('aria-expanded') !== 'true';
  }

  /* ---------- steppers ---------- */

  // The demos count from 1 to 11, like the <select> stepper next to them.
  var NUMBER_MIN = 1;
  var NUMBER_MAX = 11;

  function setDisabled(button, disabled) {
    if (!button) return;
    if (disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }

  function stepperLiveRegion(el) {
    var stepper = el.closest('.stepper');
    return (stepper && stepper.querySelector('[aria-live]')) ||
      (stepper && stepper.parentElement && stepper.parentElement.querySelector('[aria-live]')) ||
      within(el, '[aria-live]');
  }

  function stepNumber(button, delta) {
    var stepper = button.closest('.stepper') || button.parentElement;
    var output = stepper.querySelector('#step-number, [id^="step-number"]');
    if (!output) return;
    var value = Math.min(NUMBER_MAX, Math.max(NUMBER_MIN, (parseInt(output.textContent, 10) || NUMBER_MIN) + delta));
    if (String(value) === output.textContent.trim()) return;
    output.textContent = String(value);
    syncNumberStepper(stepper);
    announce(stepperLiveRegion(button), 'Quantity updated, ' + value);
  }

  function syncNumberStepper(stepper) {
    var output = stepper.querySelector('#step-number, [id^="step-number"]');
    if (!output) return;
    var value = parseInt(output.textContent, 10);
    setDisabled(stepper.querySelector('[data-fn="decreaseNumber"]'), value <= NUMBER_MIN);
    setDisabled(stepper.querySelector('[data-fn="increaseNumber"]'), value >= NUMBER_MAX);
  }

  function stepSelect(button, delta) {
    var stepper = button.closest('.stepper') || button.parentElement;
    var select = stepper.querySelector('select') || byIdNear(button, 'stepper');
    if (!select || select.tagName !== 'SELECT') return;
    var index = select.selectedIndex + delta;
    if (index < 0 || index >= select.options.length) return;
    select.selectedIndex = index;
    syncSelectStepper(select);
    // The message is built from the select's label, e.g. "Quantity updated, 4".
    var label = (select.labels && select.labels[0] && select.labels[0].textContent.trim()) || 'Quantity';
    announce(stepperLiveRegion(button), label + ' updated, ' + select.options[index].text);
  }

  function syncSelectStepper(select) {
    var stepper = select.closest('.stepper');
    if (!stepper) return;
    setDisabled(stepper.querySelector('[data-fn="decreaseSelectStepper"]'), select.selectedIndex <= 0);
    setDisabled(stepper.querySelector('[data-fn="increaseSelectStepper"]'), select.selectedIndex >= select.options.length - 1);
  }

  /* ---------- the behaviours named by data-fn ---------- */

  var siteHome = function () {
    var title = document.querySelector('.site-title');
    if (title && title.href) window.location.href = title.href;
  };

  var functions = {
    showAlert: function () {
      window.alert('This works with a keyboard and a mouse!');
    },

    showAlertWhenDisabled: function () {
      window.alert('This disabled button is still actionable for mouse and screen reader users!');
    },

    showMouseAlert: function () {
      window.alert('This only works with a mouse');
    },

    goToHome: siteHome,
    navigateHome: siteHome,

    // A disclosure: flip aria-expanded and show or hide what it controls.
    toggleAccordionState: function (button) {
      button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true'));
      syncDisclosure(button);
    },

    toggleExpander: function (button) {
      functions.toggleAccordionState(button);
    },

    // The "fail" half of a pair: the page moves but focus stays on the link.
    scrollToTopOnly: function () {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    },

    // The "pass" half: focus goes to <main>, so the next Tab continues from there.
    scrollAndFocusMain: function () {
      var main = document.querySelector('main');
      if (main) {
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus({ preventScroll: true });
      }
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    },

    // A same-page link inside a demo, e.g. a skip link to id="destination".
    // Handled here so the page's own address and open tab are left alone.
    scrollToHref: function (link) {
      var href = link.getAttribute('href') || '';
      focusTarget(byIdNear(link, href.charAt(0) === '#' ? href.slice(1) : 'destination'));
    },

    // A slide show inside id="destination": show the next slide (wrapping) and
    // move focus to the container, as a single-page application should.
    goToNext: function (button) {
      var list = button.closest('.slide-list') || within(button, '.slide-list');
      if (!list) return;
      var slides = Array.prototype.slice.call(list.children);
      var current = slides.indexOf(list.querySelector(':scope > .visible'));
      var next = (current + 1) % slides.length;
      slides.forEach(function (slide, i) {
        slide.classList.toggle('visible', i === next);
        slide.hidden = i !== next;
      });
      focusTarget(byIdNear(button, 'destination') || list);
    },

    showDialog: function (button) {
      var dialog = byIdNear(button, button.getAttribute('data-target'));
      if (!dialog || dialog.open || typeof dialog.showModal !== 'function') return;
      // A spinner dialog sits inside a region that is busy while it is open.
      var busy = button.closest('[aria-busy]');
      if (busy) busy.setAttribute('aria-busy', 'true');
      dialog.addEventListener('close', function onClose() {
        dialog.removeEventListener('close', onClose);
        if (busy) busy.setAttribute('aria-busy', 'false');
        // Browsers restore focus themselves, but not all of them reliably.
        if (document.contains(button)) button.focus();
      });
      dialog.showModal();
      // The demos give the dialog tabindex="-1" so that the dialog itself takes focus.
      if (dialog.hasAttribute('tabindex')) dialog.focus();
    },

    closeModal: function (button) {
      var dialog = button.closest('dialog');
      if (dialog && dialog.open) dialog.close();
    },

    // A switch whose change is confirmed by a toast after a short delay.
    // The toast text is moved into the live region at that moment, so it is announced.
    openToast: function (input) {
      var toast = toastFor(input);
      if (!toast) return;
      var message = toast.querySelector('[id$="-message"]') || toast;
      toast.classList.remove('enabled');
      toast.classList.add('inert');
      message.textContent = '';
      clearTimeout(toast._toastTimer);
      toast._toastTimer = setTimeout(function () {
        message.textContent = toast.getAttribute('data-toast-message') || 'Preferences saved';
        toast.classList.remove('inert');
        toast.classList.add('enabled');
      }, 500);
    },

    alertSuccess: function (button) {
      toggleMessage(byIdNear(button, 'alertSuccessExample'), 'success', 'Success: Your account has been updated!');
    },

    alertWarning: function (button) {
      toggleMessage(byIdNear(button, 'favorite-character-error'), 'warning', 'Warning: The correct answer is all of them');
    },

    hintHelpErrorAlertDemo: function (button) {
      toggleMessage(byIdNear(button, 'hint-help-error-alert'), 'warning', 'Warning: The correct answer is Cookie Monster!');
    },

    // The visible count changes at once; the screen reader hears it only once
    // typing pauses, so it does not talk over the echo of each typed character.
    charCounter: function (textarea) {
      var max = parseInt(textarea.getAttribute('maxlength'), 10);
      if (!(max > 0)) return;
      var remaining = max - textarea.value.length;
      var visible = within(textarea, '#currentChars');
      if (visible) visible.textContent = String(remaining);
      var spoken = within(textarea, '#sr-counter-target');
      if (!spoken) return;
      clearTimeout(textarea._counterTimer);
      textarea._counterTimer = setTimeout(function () {
        spoken.textContent = remaining + ' of ' + max + ' characters remaining';
      }, 1000);
    },

    increaseNumber: function (button) { stepNumber(button, 1); },
    decreaseNumber: function (button) { stepNumber(button, -1); },
    increaseSelectStepper: function (button) { stepSelect(button, 1); },
    decreaseSelectStepper: function (button) { stepSelect(button, -1); },

    // A save button that reports its progress in a status "chip".
    startProgress: function (button) {
      var chip = within(button, button.getAttribute('data-chip') || '.progress-chip');
      var busy = button.closest('[aria-busy]');
      var steps = [
        [0, 'Saving…'],
        [1500, 'Saving, 50% complete'],
        [3000, 'Saved']
      ];
      button.setAttribute('aria-disabled', 'true');
      if (busy) busy.setAttribute('aria-busy', 'true');
      if (chip) {
        chip.textContent = '';
        chip.hidden = false; // shown first and filled a moment later, so the status is announced
      }
      steps.forEach(function (step, i) {
        setTimeout(function () {
          if (chip) chip.textContent = step[1];
          if (i === steps.length - 1) {
            if (busy) busy.setAttribute('aria-busy', 'false');
            button.setAttribute('aria-disabled', 'false');
          }
        }, step[0] + 100);
      });
    },

    // Show-password checkbox: switch the field between password and text.
    togglePasswordVisibility: function (checkbox) {
      var group = checkbox.closest('.js-password-group, form') || checkbox.parentElement;
      var field = group.querySelector('.js-password-input');
      if (field) field.type = checkbox.checked ? 'text' : 'password';
    },

    // Show/hide password button: the label and a short status message follow the state.
    togglePasswordButton: function (button) {
      var group = button.closest('.js-password-group, form') || button.parentElement;
      var field = group.querySelector('.js-password-input');
      if (!field) return;
      var showing = group.getAttribute('data-show-password') !== 'true';
      field.type = showing ? 'text' : 'password';
      group.setAttribute('data-show-password', String(showing)); // the CSS swaps "Show"/"Hide" on this
      button.setAttribute('aria-label', showing ? 'Hide password' : 'Show password');
      announce(group.querySelector('#password-state-status') || group.querySelector('[role="status"]'),
        showing ? 'Password shown.' : 'Password hidden.');
    }
  };

  function toastFor(input) {
    var group = input.closest('fieldset') || input.closest(DEMO) || document;
    return group.querySelector('[role="alert"], [role="status"]') || byIdNear(input, 'hint-spam');
  }

  /* ---------- dispatch ---------- */

  function eventNameOf(el) {
    var name = (el.getAttribute('data-event') || 'click').toLowerCase();
    return name.indexOf('on') === 0 ? name.slice(2) : name;
  }

  function dispatch(event) {
    var el = event.target.closest && event.target.closest('[data-fn]');
    if (!el || eventNameOf(el) !== event.type) return;
    if ((event.type === 'mousedown' || event.type === 'mouseup') && event.button !== 0) return;
    var name = el.getAttribute('data-fn');
    var fn = Object.prototype.hasOwnProperty.call(functions, name) ? functions[name] : null;
    if (!fn) {
      if (window.console && console.debug) console.debug('CriteriaPress: no demo behaviour named "' + name + '"');
      return;
    }
    // Links in demos (href="#", href="#destination") must not change the page address.
    if (el.tagName === 'A' && event.type === 'click') event.preventDefault();
    fn(el, event);
  }

  // aria-disabled="true" keeps a control focusable, so scripting has to stop it
  // acting, as the toggle switch and button demos describe.
  function blockAriaDisabled(event) {
    var disabled = event.target.closest && event.target.closest('[aria-disabled="true"]');
    if (disabled && disabled.closest('main')) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }

  // Demo forms are not meant to go anywhere; pressing Enter in one must not
  // reload the page and lose the reader's place.
  function keepDemoFormsHere(event) {
    if (event.target.closest && event.target.closest(DEMO + ', .tab-panel')) event.preventDefault();
  }

  /* ---------- initial state ---------- */

  function init() {
    var each = function (selector, fn) { Array.prototype.forEach.call(document.querySelectorAll(selector), fn); };

    // Collapsed disclosures hide their content only once this script can open them again.
    each('[data-fn="toggleAccordionState"][aria-expanded], [data-fn="toggleExpander"][aria-expanded]', syncDisclosure);

    each('.slide-list', function (list) {
      if (!list.querySelector('[data-fn="goToNext"]')) return;
      var slides = Array.prototype.slice.call(list.children);
      if (!list.querySelector(':scope > .visible') && slides[0]) slides[0].classList.add('visible');
      slides.forEach(function (slide) { slide.hidden = !slide.classList.contains('visible'); });
    });

    // The toast's text waits in data-toast-message until the switch changes.
    each('[data-fn="openToast"]', function (input) {
      var toast = toastFor(input);
      if (!toast || toast.hasAttribute('data-toast-message')) return;
      var message = toast.querySelector('[id$="-message"]') || toast;
      toast.setAttribute('data-toast-message', message.textContent.trim());
      message.textContent = '';
    });

    each('.stepper', syncNumberStepper);
    each('.stepper select', syncSelectStepper);
  }

  document.addEventListener('click', blockAriaDisabled, true);
  ['click', 'input', 'change', 'mousedown', 'mouseup'].forEach(function (type) {
    document.addEventListener(type, dispatch);
  });
  // The select in a stepper can also be changed directly; keep the buttons' states right.
  document.addEventListener('change', function (event) {
    if (event.target.matches && event.target.matches('.stepper select')) syncSelectStepper(event.target);
  });
  document.addEventListener('submit', keepDemoFormsHere);

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
