#!/usr/bin/env python3
"""Regenerates Sources/WordpackVocabulary/Resources/frequencies/<language>.tsv, the word frequencies the vocabulary app
falls back on when a list sheet gives none: one table per language the sample's vocabulary app uses (its
language and its translations). Run from the repository's top level, once, when a language is added:

    python3 -m pip install wordfreq==3.1.1
    python3 tools/generate-frequencies.py [--to FOLDER] [LANGUAGE …]
(`--to` writes the tables into another folder: FrequencyTableGeneratorTests compares them with the committed ones.)

wordfreq is an authoring tool only: the tables are committed, and building wordpack does not need it.

Source: wordfreq 3.1.1 (PyPI; Robyn Speer, https://github.com/rspeer/wordfreq), its "best" list for the
language, the 40,000 most frequent words, lowercase letters only (with ' or - inside), each with
`zipf_frequency` rounded to two decimals (down to about 2.7 in English). Each file: one line per word,
`word<TAB>zipf`, sorted by word (code points), UTF-8 in Unicode's composed form, a final line break, no header.
Licence: wordfreq's code is Apache-2.0; its data, and so these tables, may be redistributed under Creative
Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0), crediting wordfreq and the sources it lists (Wikipedia,
OpenSubtitles, SUBTLEX, Google Books, Reddit, Twitter, and others): see the README beside the tables.
"""
import re
import sys
import unicodedata

import wordfreq

arguments = sys.argv[1:]
FOLDER = "Sources/WordpackVocabulary/Resources/frequencies"
if arguments[:1] == ["--to"] and len(arguments) >= 2:
    FOLDER, arguments = arguments[1], arguments[2:]
LANGUAGES = arguments or ["en", "es"]
COUNT = 40000
# A letter (no digit or underscore), then letters, ' or -, ending on a letter.
WORD = re.compile(r"^[^\W\d_](?:(?:[^\W\d_]|['-])*[^\W\d_])?$")

for language in LANGUAGES:
    rows = {}
    for word in wordfreq.top_n_list(language, COUNT):
        word = unicodedata.normalize("NFC", word)
        if WORD.match(word) and word == word.lower() and "\t" not in word:
            rows.setdefault(word, wordfreq.zipf_frequency(word, language))
    with open(f"{FOLDER}/{language}.tsv", "w", encoding="utf-8", newline="\n") as out:
        for word in sorted(rows):
            out.write(f"{word}\t{rows[word]:.2f}\n")
    print(f"{language}: {len(rows)} words")
