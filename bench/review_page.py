#!/usr/bin/env python3
"""Times, in headless Chromium (Debian's chromium, chromium-driver, python3-selenium), from the save of one cell to
the open page showing it: under `wordpack review --watch` (the page puts in place what changed), and side by side
the static way (`wordpack review` run after the save, then the page opened again). Each edit replaces OLD by NEW
in SHEET (a CSV, written whole and closed) or back, and waits for the card of LIST/KEY on PAGE to show the new
text, a save every two seconds or so. With LOAD, two `wordpack build --force` loops on copies of the project keep both cores busy meanwhile, as a
`make test` beside it does. Prints one line per way: the median, the fastest and the slowest, in seconds.

Usage: review_page.py WORDPACK PROJECT PAGE LIST KEY SHEET OLD NEW EDITS LOAD(0|1)"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

wordpack, project, page, list_name, key, sheet, old, new = sys.argv[1:9]
edits, load = int(sys.argv[9]), sys.argv[10] == "1"
card = "w-" + (list_name + "\x1f" + key).encode().hex()
path = os.path.join(project, sheet)

# Resolves with Date.now() once the card's text holds `want` and not `unwanted`: at the change in the page, not at
# the next look. A reload ends the script (and is caught below).
SHOWN = """
const [id, want, unwanted, done] = arguments;
const shows = () => {
  const card = document.getElementById(id);
  const text = card ? card.textContent : '';
  return text.includes(want) && !(unwanted && text.includes(unwanted));
};
if (shows()) { done(Date.now()); return; }
const observer = new MutationObserver(() => { if (shows()) { observer.disconnect(); done(Date.now()); } });
observer.observe(document.body, {subtree: true, childList: true, characterData: true});
"""


def save(edit):
    """Makes edit number `edit` (OLD → NEW, then back), and says what the card must show then and not show."""
    with open(path, encoding="utf-8-sig") as file:
        text = file.read()
    before, after = (old, new) if edit % 2 == 0 else (new, old)
    assert before in text, f"{before!r} is not in {path}"
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(before, after, 1))
    word = lambda line: line.split(",")[2]
    return word(after), (word(before) if word(before) not in word(after) else None)


def shown_at(driver, want, unwanted):
    """When the page showed it (epoch seconds): watched in the page, or looked for after a reload."""
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            return driver.execute_async_script(SHOWN, card, want, unwanted) / 1000
        except Exception:  # the page reloaded while it waited
            time.sleep(0.02)
    sys.exit(f"the page never showed {want!r}")


def summary(name, times):
    return (f"{name}: median {statistics.median(times):.3f} s, fastest {min(times):.3f} s, "
            f"slowest {max(times):.3f} s ({len(times)} edits)")


options = Options()
options.binary_location = "/usr/bin/chromium"
profile = tempfile.mkdtemp()
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--user-data-dir=" + profile, "--window-size=1200,900", "--mute-audio", "--no-first-run",
                 "--disable-background-networking"]:
    options.add_argument(argument)
loaders = []
copies = []
driver = None
watch = None
try:
    subprocess.run([wordpack, "build", "--quiet", "--project", project], check=True, stderr=subprocess.DEVNULL)
    if load:
        for number in range(2):
            copy = tempfile.mkdtemp()
            copies.append(copy)
            for name in ["pipeline.json", "inputs"]:
                source = os.path.join(project, name)
                (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, os.path.join(copy, name))
            loop = f'while :; do "{wordpack}" build --force --quiet --project "{copy}" 2>/dev/null; done'
            loaders.append(subprocess.Popen(["bash", "-c", loop], start_new_session=True))
        time.sleep(2)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)

    # Live: the page open on the watch, each save shown in place.
    watch = subprocess.Popen([wordpack, "review", "--watch", "--project", project, "--quiet"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = watch.stdout.readline().strip()
    driver.get(url + page)
    shown_at(driver, old.split(",")[2], None)
    live = []
    for edit in range(edits):
        # A save every two seconds or so, as a person edits: the page has settled (the changed card's outline
        # fades over 5 s) and the watch is idle again.
        time.sleep(1.5)
        want, unwanted = save(edit)
        saved = time.time()
        live.append(shown_at(driver, want, unwanted) - saved)
    watch.terminate()
    watch.wait(timeout=60)
    watch = None
    if edits % 2:
        save(edits)

    # Static: `wordpack review` after the save, then the page opened again.
    static = []
    for edit in range(edits):
        want, unwanted = save(edit)
        saved = time.time()
        subprocess.run([wordpack, "review", "--quiet", "--project", project], check=True, stderr=subprocess.DEVNULL)
        driver.get("file://" + os.path.join(os.path.abspath(project), "review", page))
        static.append(shown_at(driver, want, unwanted) - saved)
    if edits % 2:
        save(edits)
    print(summary("review --watch, the open page", live))
    print(summary("review, then the page opened again", static))
    print(f"ratio (static / live, medians): {statistics.median(static) / statistics.median(live):.1f}")
finally:
    if watch:
        watch.terminate()
    if driver:
        driver.quit()
    for loader in loaders:
        os.killpg(loader.pid, 15)
        loader.wait()
    for folder in copies + [profile]:
        shutil.rmtree(folder, ignore_errors=True)
