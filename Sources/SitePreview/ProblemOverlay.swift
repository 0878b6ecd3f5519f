/// The preview's overlay for a failed build, part of the live-reload script.
///
/// It lists the errors (`ProblemSummary`: file, line, message) and counts the warnings, inside a
/// shadow root whose host resets every property (`all: initial !important`), so no style of the
/// site reaches it; its colours give over 12:1 contrast. Screen readers are told one sentence
/// through a live region, not the list. It never takes focus: Escape (or its Close button)
/// dismisses it, and if focus was inside it, focus goes back where it was before. A dismissed
/// report stays dismissed until the problems change; a build that succeeds reloads the page,
/// which removes it.
enum ProblemOverlay {
    static let script = #"""
      var overlay = null, returnFocusTo = null;
      var dismissedKey = 'criteria-preview-dismissed';
      var style = ':host{all:initial!important;display:block!important;position:fixed!important;left:0!important;right:0!important;' +
        'bottom:0!important;z-index:2147483647!important}' +
        '*{box-sizing:border-box}' +
        'section{max-height:60vh;overflow:auto;background:#1b1c1f;color:#fff;border-top:4px solid #ff8dcb;padding:.75rem 1rem;' +
        'font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left}' +
        '.head{display:flex;gap:1rem;align-items:baseline;justify-content:space-between}' +
        '.title{margin:0;font-weight:bold;font-size:15px;color:#fff}' +
        'p{margin:.25rem 0;color:#fff}ul{margin:.5rem 0 0;padding:0;list-style:none}li{margin:.25rem 0;color:#fff;overflow-wrap:anywhere}' +
        '.place{color:#ffc2e4;font-weight:bold}' +
        'button{font:inherit;white-space:nowrap;color:#1b1c1f;background:#fff;border:2px solid #fff;border-radius:4px;padding:.15rem .6rem;cursor:pointer}' +
        'button:focus-visible{outline:3px solid #ffc2e4;outline-offset:2px}' +
        '.said{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';
      function element(name, className, text) {
        var node = document.createElement(name);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      }
      function plural(count, noun) { return count + ' ' + noun + (count === 1 ? '' : 's'); }
      function build() {
        var host = document.createElement('criteria-preview-problems');
        host.id = 'criteria-preview-problems';
        var root = host.attachShadow({ mode: 'open' });
        var sheet = element('style', '', style);
        var said = element('div', 'said');
        said.setAttribute('role', 'alert');
        var box = element('section');
        box.setAttribute('aria-labelledby', 'criteria-preview-title');
        var head = element('div', 'head');
        var title = element('p', 'title', 'The last change did not build');
        title.id = 'criteria-preview-title';
        var close = element('button', '', 'Close (Esc)');
        close.type = 'button';
        close.addEventListener('click', dismiss);
        head.append(title, close);
        box.append(head, element('p', 'summary'), element('ul'), element('p', 'more'));
        root.append(sheet, said, box);
        return { host: host, root: root, said: said, box: box, data: '' };
      }
      function fill(summary) {
        var box = overlay.box, list = box.querySelector('ul');
        box.querySelector('.summary').textContent = plural(summary.errorCount, 'error') + ' and ' +
          plural(summary.warningCount, 'warning') + ' (warnings are listed in the terminal). This page shows the last good build.';
        list.replaceChildren();
        summary.errors.forEach(function (problem) {
          var item = element('li');
          var place = problem.file + (problem.line > 0 ? ' line ' + problem.line + ', column ' + Math.max(problem.column, 1) : '');
          item.append(element('span', 'place', place || 'the site'), document.createTextNode(': ' + problem.message));
          list.append(item);
        });
        var hidden = summary.errorCount - summary.errors.length;
        var more = box.querySelector('.more');
        more.textContent = hidden > 0 ? 'and ' + plural(hidden, 'more error') + ': see the terminal.' : '';
        more.hidden = hidden <= 0;
      }
      function show(data) {
        if (sessionStorage.getItem(dismissedKey) === data) return;
        var summary = JSON.parse(data);
        if (!overlay) { overlay = build(); document.body.append(overlay.host); }
        if (overlay.data === data) return;
        overlay.data = data;
        fill(summary);
        // Emptied, then filled a moment later, so the same sentence after another failed save is said again.
        overlay.said.textContent = '';
        setTimeout(function () { if (overlay) overlay.said.textContent = summary.sentence; }, 100);
      }
      function dismiss() {
        if (!overlay) return;
        var hadFocus = document.activeElement === overlay.host;
        sessionStorage.setItem(dismissedKey, overlay.data);
        overlay.host.remove();
        overlay = null;
        if (hadFocus && returnFocusTo && returnFocusTo.isConnected) returnFocusTo.focus();
      }
      document.addEventListener('focusin', function (event) {
        if (!overlay || event.target !== overlay.host) returnFocusTo = event.target;
      });
      document.addEventListener('keydown', function (event) {
        if (event.key !== 'Escape' || !overlay || event.defaultPrevented) return;
        if (document.activeElement === overlay.host) event.preventDefault();
        dismiss();
      });
    """#
}
