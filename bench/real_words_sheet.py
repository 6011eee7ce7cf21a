#!/usr/bin/env python3
"""Rewrites a generated translations sheet's `word` column with real English words: those of Hunspell's own
en_US dictionary (lower-case letters only), in turn. The spelling check then finds every word known, as in a real
catalogue, where the made-up words of make_scale_catalogue.py are every one unknown.

  real_words_sheet.py SOURCE.xlsx OUT.xlsx
"""
import re
import sys

import openpyxl


def main(source, out):
    words = []
    with open("/usr/share/hunspell/en_US.dic", encoding="utf-8", errors="ignore") as dictionary:
        for line in dictionary.read().split("\n")[1:]:
            word = line.split("/")[0]
            if re.fullmatch(r"[a-z]+", word):
                words.append(word)
    book = openpyxl.load_workbook(source, read_only=True)
    written = openpyxl.Workbook(write_only=True)
    sheet = written.create_sheet(book.worksheets[0].title)
    for index, row in enumerate(book.worksheets[0].iter_rows(values_only=True)):
        row = list(row)
        if index > 0:
            row[2] = words[index % len(words)]
        sheet.append(row)
    written.save(out)


if __name__ == "__main__":
    main(*sys.argv[1:])
