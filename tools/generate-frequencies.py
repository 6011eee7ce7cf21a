#!/usr/bin/env python3
"""Regenerates Sources/WordpackKit/Vocabulary/FrequencyTable.swift, the English word frequencies the vocabulary
app falls back on when a list sheet gives none. Run from the repository's top level, once:

    python3 -m pip install wordfreq==3.1.1
    python3 tools/generate-frequencies.py

Source: wordfreq 3.1.1 (PyPI; Robyn Speer, https://github.com/rspeer/wordfreq), its "best" English list, the
40,000 most frequent words, lowercase letters only (with ' or - inside), each with `zipf_frequency` rounded
to two decimals (down to about 2.7). Licence: wordfreq's code is Apache-2.0; its data, and so this table, may
be redistributed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0), crediting wordfreq and
the sources it lists (Wikipedia, OpenSubtitles, SUBTLEX, Google Books, Reddit, Twitter, and others).
"""
import re

import wordfreq

LANGUAGE = "en"
COUNT = 40000
WORD = re.compile(r"^[a-z](?:[a-z'-]*[a-z])?$")

lines = []
for word in wordfreq.top_n_list(LANGUAGE, COUNT):
    if WORD.match(word):
        lines.append(f"{word}\t{wordfreq.zipf_frequency(word, LANGUAGE):.2f}")
lines.sort()
with open("Sources/WordpackKit/Vocabulary/FrequencyTable.swift", "w", encoding="utf-8") as out:
    out.write(
        "// Generated from wordfreq 3.1.1 (PyPI, https://github.com/rspeer/wordfreq) by `tools/generate-frequencies.py`;\n"
        "// do not edit. English words and their Zipf frequencies. wordfreq's data, and so this table, is licensed\n"
        "// CC BY-SA 4.0 (credit: wordfreq and the sources it lists); wordfreq's code is Apache-2.0.\n\n"
        "extension FrequencyTable {\n    static let english = \"\"\"\n" + "\n".join(lines) + "\n\"\"\"\n}\n")
print(f"{len(lines)} words")
