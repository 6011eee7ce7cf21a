#!/usr/bin/env python3
"""Makes the Olé round-trip project from reference-words.json (a byte copy of the words.json Olé ships).

Writes one CSV per sheet into a temporary folder, then has LibreOffice convert each to XLSX:
  inputs/lists/Vocabulary.xlsx      key                       (one row per pair, in the file's order)
  inputs/languages/en/words.xlsx    list, key, word           (word = text_eng as it is, spaces included)
  inputs/languages/es/words.xlsx    list, key, word, alternatives
                                    (text_spa split on " / ": the first part is the word, the others the
                                    alternatives, joined again by " / "; spaces at either end kept)
Keys are the English text in lowercase with every run of other characters turned into "-"; a text that
repeats gets "-2", "-3", ... so that the list's keys stay unique.

Run it in this folder: python3 make-fixture.py  (needs LibreOffice's soffice on the PATH).
"""
import csv
import json
import os
import re
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LIST = "Vocabulary"


def keys_for(texts):
    seen = {}
    keys = []
    for text in texts:
        base = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
        seen[base] = seen.get(base, 0) + 1
        keys.append(base if seen[base] == 1 else f"{base}-{seen[base]}")
    return keys


def write_csv(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as file:
        csv.writer(file, lineterminator="\r\n").writerows(rows)


def convert(csv_path, target, columns):
    # 44,34,76,1: comma, double quote, UTF-8, from row 1; then every column formatted as Text (2),
    # so that nothing is read as a number or a date.
    formats = "/".join(f"{index}/2" for index in range(1, columns + 1))
    folder = os.path.dirname(csv_path)
    subprocess.run(
        ["soffice", "--headless", f"--infilter=CSV:44,34,76,1,{formats}", "--convert-to", "xlsx",
         "--outdir", folder, csv_path],
        check=True, stdout=subprocess.DEVNULL)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.move(os.path.splitext(csv_path)[0] + ".xlsx", target)


def main():
    with open(os.path.join(HERE, "reference-words.json"), encoding="utf-8") as file:
        pairs = json.load(file)
    keys = keys_for(pair["text_eng"] for pair in pairs)
    english = [["list", "key", "word"]]
    spanish = [["list", "key", "word", "alternatives"]]
    for key, pair in zip(keys, pairs):
        english.append([LIST, key, pair["text_eng"]])
        first, *others = pair["text_spa"].split(" / ")
        spanish.append([LIST, key, first, " / ".join(others)])
    with tempfile.TemporaryDirectory() as temporary:
        sheets = [
            ("Vocabulary.csv", [["key"]] + [[key] for key in keys], "inputs/lists/Vocabulary.xlsx"),
            ("words-en/words.csv", english, "inputs/languages/en/words.xlsx"),
            ("words-es/words.csv", spanish, "inputs/languages/es/words.xlsx"),
        ]
        for name, rows, target in sheets:
            path = os.path.join(temporary, name)
            write_csv(path, rows)
            convert(path, os.path.join(HERE, target), len(rows[0]))


if __name__ == "__main__":
    main()
