#!/usr/bin/env python3
"""Times `wordpack review --watch` from the save of one cell to the reload event the open pages get: starts the
watch on PROJECT, listens to its event stream (/_events) as a page does, then EDITS times replaces OLD by NEW in
SHEET (a CSV, written whole and closed: the save) and back, and waits each time for the `build` event that names
a changed page. Prints the median, the fastest and the slowest, in seconds.

Usage: review_latency.py WORDPACK PROJECT SHEET OLD NEW [EDITS]"""
import http.client
import json
import os
import queue
import statistics
import subprocess
import sys
import threading
import time

wordpack, project, sheet, old, new = sys.argv[1:6]
edits = int(sys.argv[6]) if len(sys.argv) > 6 else 20
process = subprocess.Popen([wordpack, "review", "--watch", "--project", project, "--quiet"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
try:
    url = process.stdout.readline().strip()
    host, port = url.removeprefix("http://").rstrip("/").rsplit(":", 1)
    events = queue.Queue()

    def listen():
        connection = http.client.HTTPConnection(host, int(port))
        connection.request("GET", "/_events")
        response = connection.getresponse()
        name = None
        while True:
            line = response.readline()
            if not line:
                return
            line = line.decode().rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: ") and name == "build":
                events.put((time.monotonic(), json.loads(line[6:])))

    threading.Thread(target=listen, daemon=True).start()
    # The first build (a cold one on a fresh project) ends with a build event.
    events.get(timeout=3600)
    path = os.path.join(project, sheet)
    times = []
    for edit in range(edits):
        time.sleep(0.5)
        with open(path, encoding="utf-8-sig") as file:
            text = file.read()
        before, after = (old, new) if edit % 2 == 0 else (new, old)
        assert before in text, f"{before!r} is not in {path}"
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace(before, after, 1))
        saved = time.monotonic()
        while True:
            at, build = events.get(timeout=600)
            if at >= saved and build["changed"]:
                break
        if not build["ok"]:
            sys.exit(f"build {build['build']} stopped on errors: {build['errors'][:3]}")
        times.append(at - saved)
    print(f"median {statistics.median(times):.3f} s, fastest {min(times):.3f} s, slowest {max(times):.3f} s "
          f"({edits} edits)")
finally:
    process.terminate()
    process.wait(timeout=60)
