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
    /// stylesheets on `css`, and shows a failed build's errors over the page (`ProblemOverlay`)
    /// until they are fixed or dismissed.
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
    """# + ProblemOverlay.script + #"""
      var events = new EventSource('/__criteria/events');
      events.addEventListener('reload', function () {
        sessionStorage.removeItem(dismissedKey);
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
      events.addEventListener('problems', function (event) { show(event.data); });
    })();
    """#
}
