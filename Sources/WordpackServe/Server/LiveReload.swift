import Foundation

/// What the review server adds to every page it serves while watching: a script that listens to the server's
/// events (`/_events`, Server-Sent Events), refreshes the page when a build changed it (fetching it again and
/// putting in place only the nodes that differ, so that the rest keeps its pictures, players, scroll position
/// and open tab; a full reload, keeping the scroll position, when that fails), outlines the cards whose text,
/// pictures or recordings changed, and shows a build that stopped on errors in a bar at the top. The files in `review/` stay as `wordpack review` writes them: the
/// script is added to the bytes sent, not to the file.
enum LiveReload {
    /// The path of the event stream.
    static let eventsPath = "/_events"

    /// `html` with the script before its last `</body>` (or at its end); `build`: the build the page is from.
    static func inject(into html: String, build: Int) -> String {
        let script = "<script id=\"wordpack-watch-script\">\n" + Self.script(build: build) + "</script>\n"
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    }

    /// A page for a path the site does not have (yet): the first build may still be running.
    static func missingPage(_ relative: String, build: Int) -> String {
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
          const reload = () => {
            sessionStorage.setItem(key, JSON.stringify(snapshot()));
            events.close();
            location.reload();
          };
          // The new page is fetched and only the nodes that differ are put in place: the pictures and players
          // of everything else stay as they are, with the scroll position and the open tab.
          const ours = node => node.nodeType === 1 && node.id.startsWith('wordpack-watch');
          const sameAttributes = (x, y) => x.attributes.length === y.attributes.length &&
            [...x.attributes].every(attribute => y.getAttribute(attribute.name) === attribute.value);
          const patch = (old, fresh, changed) => {
            if (old.isEqualNode(fresh)) return;
            const a = [...old.childNodes].filter(node => !ours(node));
            const b = [...fresh.childNodes].filter(node => !ours(node));
            if (old.nodeType !== 1 || old.tagName !== fresh.tagName || !sameAttributes(old, fresh) || a.length !== b.length
                || old.tagName === 'AUDIO' || old.tagName === 'VIDEO') {
              const node = document.importNode(fresh, true);
              old.replaceWith(node);
              changed.push(node.nodeType === 1 ? node : node.parentElement);
              return;
            }
            a.forEach((child, index) => patch(child, b[index], changed));
          };
          const refresh = async build => {
            const response = await fetch(location.pathname, {cache: 'no-store'});
            if (!response.ok) throw new Error('HTTP ' + response.status);
            const next = new DOMParser().parseFromString(await response.text(), 'text/html');
            const changed = [];
            if (next.title !== document.title) document.title = next.title;
            patch(document.body, next.body, changed);
            const marked = [...new Set(changed.map(node => node && (node.closest('[id]') || node)))]
              .filter(node => node && node !== document.body && !ours(node));
            for (const element of marked) {
              if (!marked.some(other => other !== element && element.contains(other))) {
                element.classList.remove('wordpack-changed');
                void element.offsetWidth;
                element.classList.add('wordpack-changed');
              }
            }
            show(build);
          };
          events.addEventListener('build', event => {
            const build = JSON.parse(event.data);
            if (build.changed.includes(page)) {
              refresh(build).catch(reload);
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
