import Foundation

/// What the review server adds to every page it serves while watching: a script that listens to the server's
/// events (`/_events`, Server-Sent Events), reloads the page when a build changed it (keeping its scroll
/// position, and outlining the cards whose text, pictures or recordings changed), and shows a build that
/// stopped on errors in a bar at the top. The files in `review/` stay as `wordpack review` writes them: the
/// script is added to the bytes sent, not to the file.
enum LiveReload {
    /// The path of the event stream.
    package static let eventsPath = "/_events"

    /// `html` with the script before its last `</body>` (or at its end); `build`: the build the page is from.
    package static func inject(into html: String, build: Int) -> String {
        let script = "<script id=\"wordpack-watch-script\">\n" + Self.script(build: build) + "</script>\n"
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    }

    /// A page for a path the site does not have (yet): the first build may still be running.
    package static func missingPage(_ relative: String, build: Int) -> String {
        inject(
            into: """
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8"><title>Not in the review site</title></head>
                <body><p>review/\(relative.htmlEscaped) is not there (yet). This page reloads when a build writes it.</p>
                </body></html>

                """, build: build)
    }

    static func script(build: Int) -> String {
        """
        (() => {
          const since = \(build);
          const page = decodeURIComponent(location.pathname.replace(/^\\//, '')) || 'index.html';
          const key = 'wordpack-watch:' + page;
          const style = document.createElement('style');
          style.textContent = `
        #wordpack-watch{position:fixed;top:0;left:0;right:0;z-index:1000;margin:0;padding:.5em 1em;
          font:14px/1.4 system-ui,sans-serif;max-height:45vh;overflow:auto;box-shadow:0 2px 6px rgba(0,0,0,.25)}
        #wordpack-watch.failed{background:#fde8e8;color:#5c1010;border-bottom:2px solid #c33}
        #wordpack-watch.building{background:#eef2ff;color:#223;right:auto;border-bottom-right-radius:6px}
        #wordpack-watch ul{margin:.3em 0 0;padding-left:1.2em}
        #wordpack-watch code{font-size:90%}
        .wordpack-changed{outline:3px solid #f0a020;outline-offset:2px;animation:wordpack-changed 5s ease-out 1}
        @keyframes wordpack-changed{from{background-color:#fff2c0}}`;
          document.head.appendChild(style);
          const fingerprint = element => element.textContent + '\\n' +
            [...element.querySelectorAll('[src],[href]')].map(e => e.getAttribute('src') || e.getAttribute('href')).join(' ');
          const snapshot = () => {
            const ids = {};
            for (const element of document.querySelectorAll('body [id]')) ids[element.id] = fingerprint(element);
            return {x: window.scrollX, y: window.scrollY, ids};
          };
          const saved = sessionStorage.getItem(key);
          if (saved) {
            sessionStorage.removeItem(key);
            const before = JSON.parse(saved);
            const changed = [...document.querySelectorAll('body [id]')]
              .filter(element => !element.id.startsWith('wordpack-watch') && before.ids[element.id] !== fingerprint(element));
            for (const element of changed) {
              if (!changed.some(other => other !== element && element.contains(other))) element.classList.add('wordpack-changed');
            }
            window.scrollTo(before.x, before.y);
            window.addEventListener('load', () => window.scrollTo(before.x, before.y), {once: true});
          }
          const bar = () => {
            let element = document.getElementById('wordpack-watch');
            if (!element) {
              element = document.createElement('div');
              element.id = 'wordpack-watch';
              element.setAttribute('role', 'status');
              document.body.appendChild(element);
            }
            return element;
          };
          const show = status => {
            if (status.building) {
              bar().className = 'building';
              bar().textContent = 'Building…';
            } else if (!status.ok) {
              const element = bar();
              element.className = 'failed';
              element.textContent = status.message || 'The build stopped on errors:';
              const list = document.createElement('ul');
              for (const error of status.errors) {
                const item = document.createElement('li');
                item.textContent = error;
                list.appendChild(item);
              }
              element.appendChild(list);
            } else {
              document.getElementById('wordpack-watch')?.remove();
            }
          };
          const events = new EventSource('\(eventsPath)?since=' + since);
          events.addEventListener('state', event => show(JSON.parse(event.data)));
          events.addEventListener('building', () => show({building: true}));
          events.addEventListener('build', event => {
            const build = JSON.parse(event.data);
            if (build.changed.includes(page)) {
              sessionStorage.setItem(key, JSON.stringify(snapshot()));
              events.close();
              location.reload();
            } else {
              show(build);
            }
          });
        })();

        """
    }
}

extension String {
    /// The text with `&`, `<`, `>` and `"` escaped for HTML.
    var htmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
