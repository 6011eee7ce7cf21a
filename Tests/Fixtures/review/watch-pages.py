#!/usr/bin/python3
"""Drives a page served by `wordpack review --watch` in headless Chromium (Debian's chromium, chromium-driver,
python3-selenium) while it edits the project as the content team would, and prints, as JSON, what the page showed
after each edit, without ever reloading the page itself (nor does the page: it puts in place what changed): a translation changed in a CSV and in an XLSX (written
by openpyxl, Debian's python3-openpyxl), a recording deleted and put back, a workbook that does not read and its
fix. Each wait gives up after WAIT seconds and records what the page showed then.

Usage: watch-pages.py BASE_URL PROJECT_DIR PROFILE_DIR
"""
import json
import os
import shutil
import sys
import time

import openpyxl
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

WAIT = 45
CAT = "w-416e696d616c731f636174"   # Animals/cat
DOG = "w-416e696d616c731f646f67"   # Animals/dog
ANT = "w-416e696d616c731f616e74"   # Animals/ant

base, project, profile = sys.argv[1], sys.argv[2], sys.argv[3]
options = Options()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--user-data-dir=" + profile, "--window-size=1200,900", "--mute-audio",
                 "--no-first-run", "--disable-background-networking"]:
    options.add_argument(argument)

CARD = """
const card = document.getElementById(arguments[0]);
const bar = document.getElementById('wordpack-watch');
return {
  reloaded: window.wordpackTestMark === undefined,
  kept: window.wordpackKept ? window.wordpackKept.isConnected : null,
  text: card ? card.querySelector('table').textContent : null,
  findings: card ? [...card.querySelectorAll('ul.findings li')].map(l => l.textContent) : [],
  marked: card ? card.classList.contains('wordpack-changed') : false,
  scrollY: window.scrollY,
  bar: bar && bar.className === 'failed' ? bar.textContent : null
};
"""


def mark(driver, card):
    """Scrolls the card into the middle of the window, and marks the page (a reload loses the mark) and the
    picture of another card (which a refresh of only what changed keeps in the page)."""
    driver.execute_script(
        "document.getElementById(arguments[0]).scrollIntoView({block: 'center'}); window.wordpackTestMark = 1;"
        "window.wordpackKept = [...document.querySelectorAll('article.card')].find(c => c.id !== arguments[0])"
        ".querySelector('img');", card)
    time.sleep(0.3)
    return driver.execute_script("return window.scrollY;")


def wait(driver, card, condition):
    """What the page shows once `condition` holds of it (or after WAIT seconds), and how long that took."""
    start = time.time()
    state = None
    while time.time() - start < WAIT:
        try:
            state = driver.execute_script(CARD, card)
            if condition(state):
                break
        except Exception as error:  # the page is reloading
            state = {"error": str(error)}
        time.sleep(0.2)
    state["seconds"] = round(time.time() - start, 2)
    return state


def write_text(path, old, new):
    with open(path, encoding="utf-8-sig") as file:
        text = file.read()
    assert old in text, f"{old!r} is not in {path}"
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new))


driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
results = {}
try:
    driver.set_script_timeout(60)
    inputs = os.path.join(project, "inputs")

    # A CSV (ja): the cat's word.
    driver.get(base + "app-japanese.html")
    before = mark(driver, CAT)
    write_text(os.path.join(inputs, "languages/ja/words.csv"), "Animals,cat,ねこ,", "Animals,cat,こねこ,")
    results["csv"] = wait(driver, CAT, lambda s: s.get("text") and "こねこ" in s["text"])
    results["csv"]["scrollBefore"] = before

    # A recording deleted (the dog's, in ja), then put back.
    speech = os.path.join(inputs, "languages/ja/speech/Animals/dog.wav")
    kept = os.path.join(project, "dog.wav")
    shutil.move(speech, kept)
    mark(driver, DOG)
    results["deleted"] = wait(driver, DOG, lambda s: s.get("findings"))
    mark(driver, DOG)
    shutil.move(kept, speech)
    results["restored"] = wait(driver, DOG, lambda s: s.get("findings") == [])

    # An XLSX (en) written by openpyxl: the ant's word.
    driver.get(base + "app-deluxe.html")
    workbook_path = os.path.join(inputs, "languages/en/words.xlsx")
    workbook = openpyxl.load_workbook(workbook_path)
    sheet = workbook["Words"]
    row = next(r for r in sheet.iter_rows() if r[0].value == "Animals" and r[1].value == "ant")
    row[2].value = "ants"
    before = mark(driver, ANT)
    workbook.save(workbook_path)
    results["xlsx"] = wait(driver, ANT, lambda s: s.get("text") and "ants" in s["text"])
    results["xlsx"]["scrollBefore"] = before

    # A workbook that does not read (half written), then its fix.
    mark(driver, ANT)
    with open(workbook_path, "wb") as file:
        file.write(b"PK\x03\x04 not a whole workbook")
    results["broken"] = wait(driver, ANT, lambda s: s.get("bar"))
    row[2].value = "anteater"
    workbook.save(workbook_path)
    results["fixed"] = wait(driver, ANT, lambda s: s.get("text") and "anteater" in s["text"] and not s.get("bar"))
finally:
    driver.quit()
print(json.dumps(results, ensure_ascii=False))
