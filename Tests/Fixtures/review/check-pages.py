#!/usr/bin/python3
"""Opens review pages in headless Chromium through Selenium (Debian's chromium, chromium-driver and
python3-selenium) and prints, as JSON, what a reviewer would see on each: the cards and their findings, the
matrix cells, every picture's natural width, every recording's duration once loaded, the tiles of boards with
what they are marked as lacking, the tabs, the entries and questions, and how far a tile's and an entry's
recording played, and every player's drawn width in each tab. Saves a screenshot of the last page. Works offline: the pages are opened from file://.

Usage: check-pages.py SCREENSHOT PROFILE_DIR URL...
"""
import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

# Loads every picture (lazy ones too) and every recording, waits for each to load or fail, then reports.
MEASURE = """
const done = arguments[arguments.length - 1];
const settle = (element, events) => new Promise(resolve => {
  const timer = setTimeout(resolve, 20000);
  for (const name of events) element.addEventListener(name, () => { clearTimeout(timer); resolve(); }, {once: true});
});
(async () => {
  const images = [...document.images];
  const loading = images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => settle(i, ['load', 'error']));
  images.forEach(i => { i.loading = 'eager'; });
  await Promise.all(loading);
  const audios = [...document.querySelectorAll('audio')];
  const playing = audios.filter(a => !(a.readyState >= 1)).map(a => {
    const settled = settle(a, ['loadedmetadata', 'error']);
    a.preload = 'auto';
    a.load();
    return settled;
  });
  await Promise.all(playing);
  // Plays the first recording of a tile and of a word's entry, as a reviewer would, to its end or for 5 s.
  const played = [];
  for (const a of [document.querySelector('.key audio'), document.querySelector('.definition audio')]) {
    if (!a) continue;
    const going = settle(a, ['timeupdate', 'ended', 'error']);
    try { await a.play(); } catch (e) { played.push({src: a.getAttribute('src'), error: String(e)}); continue; }
    await going;
    await new Promise(resolve => setTimeout(resolve, 300));
    played.push({src: a.getAttribute('src'), currentTime: a.currentTime, error: a.error ? String(a.error.code) : ''});
    a.pause();
  }
  // Every player as it is drawn, in each tab in turn: Chromium draws an audio element's play button only when
  // it is at least 100 px wide (measured on Debian's Chromium: none at 90 px, one at 100 px).
  const players = [];
  const measurePlayers = () => {
    for (const a of document.querySelectorAll('audio')) {
      const width = a.getBoundingClientRect().width;
      if (width > 0) players.push({src: a.getAttribute('src'), width});
    }
  };
  measurePlayers();
  for (const input of document.querySelectorAll('.tabs > input')) { input.checked = true; measurePlayers(); }
  done({
    title: document.title,
    cards: [...document.querySelectorAll('article.card')].map(c => ({
      id: c.id,
      key: c.querySelector('h3').firstChild.textContent,
      findings: [...c.querySelectorAll('ul.findings li')].map(l => l.textContent)
    })),
    cells: document.querySelectorAll('table.matrix td.cell').length,
    letterCells: document.querySelectorAll('table.letters td.lettercell').length,
    images: images.map(i => ({src: i.getAttribute('src'), naturalWidth: i.naturalWidth})),
    audios: audios.map(a => ({src: a.getAttribute('src'), duration: a.duration, error: a.error ? a.error.code : 0})),
    tiles: [...document.querySelectorAll('.key')].map(k => ({
      label: k.querySelector('b') ? k.querySelector('b').textContent : '',
      marks: [...k.querySelectorAll('.badge.missing')].map(b => b.textContent),
      leftOut: k.querySelector('.badge.left-out') ? k.querySelector('.badge.left-out').textContent : null
    })),
    players,
    tabs: [...document.querySelectorAll('.tabs > label')].map(l => l.textContent),
    definitions: document.querySelectorAll('.definition').length,
    questions: [...document.querySelectorAll('.question')].map(q => q.querySelectorAll('.choice').length),
    played,
    scripts: document.scripts.length,
    external: [...document.querySelectorAll('[src],[href]')].map(e => e.getAttribute('src') || e.getAttribute('href'))
      .filter(u => /^[a-z]+:/i.test(u))
  });
})();
"""

screenshot, profile, urls = sys.argv[1], sys.argv[2], sys.argv[3:]
options = Options()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--user-data-dir=" + profile, "--window-size=1200,900", "--mute-audio",
                 "--no-first-run", "--disable-background-networking",
                 "--autoplay-policy=no-user-gesture-required"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    driver.set_script_timeout(120)
    pages = {}
    for url in urls:
        driver.get(url)
        pages[url] = driver.execute_async_script(MEASURE)
    driver.execute_script(
        "const card = document.querySelector('article.card ul.findings');"
        "if (card) card.closest('article').scrollIntoView();")
    driver.save_screenshot(screenshot)
finally:
    driver.quit()
print(json.dumps(pages))
