import Foundation

/// The live-reload script, served only by the preview server and added to its HTML responses;
/// files a build writes never contain it.
public enum LiveReload {
    public static let eventsPath = "/__criteria/events"
    public static let scriptPath = "/__criteria/live-reload.js"

    /// Adds the script before the last `</body>`.
    static func inject(into html: String) -> String {
        let tag = "<script src=\"\(scriptPath)\"></script>\n"
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + tag }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: tag)
    }

    /// Reloads on `reload` keeping the tab (the URL fragment) and the scroll position, swaps
    /// stylesheets on `css`, and shows build problems in an overlay until they are fixed.
    static let script = #"""
    (function () {
      'use strict';
      var key = 'criteria-preview-scroll:' + location.pathname + location.hash;
      var saved = sessionStorage.getItem(key);
      if (saved !== null) {
        sessionStorage.removeItem(key);
        // After the tabs script has opened the tab named in the fragment.
        window.addEventListener('load', function () { setTimeout(function () { window.scrollTo(0, Number(saved)); }, 0); });
      }
      function overlay(text) {
        var box = document.getElementById('criteria-preview-problems');
        if (!text) { if (box) box.remove(); return; }
        if (!box) {
          box = document.createElement('div');
          box.id = 'criteria-preview-problems';
          box.setAttribute('role', 'alert');
          box.style.cssText = 'position:fixed;inset:auto 0 0 0;max-height:50vh;overflow:auto;z-index:2147483647;' +
            'background:#1b1c1f;color:#fff;border-top:4px solid #ff8dcb;padding:1rem;font:14px/1.4 ui-monospace,monospace';
          var title = document.createElement('p');
          title.style.cssText = 'margin:0 0 .5rem;font-weight:bold';
          title.textContent = 'The last change did not build; this page shows the last good version.';
          var pre = document.createElement('pre');
          pre.style.cssText = 'margin:0;white-space:pre-wrap';
          box.append(title, pre);
          document.body.append(box);
        }
        box.querySelector('pre').textContent = text;
      }
      var events = new EventSource('/__criteria/events');
      events.addEventListener('reload', function () {
        sessionStorage.setItem('criteria-preview-scroll:' + location.pathname + location.hash, String(window.scrollY));
        location.reload();
      });
      events.addEventListener('css', function () {
        document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
          var url = new URL(link.href);
          url.searchParams.set('v', String(Date.now()));
          link.href = url.href;
        });
      });
      events.addEventListener('problems', function (event) { overlay(event.data); });
    })();
    """#
}
