#!/usr/bin/env python3
"""Fills in an XLIFF file as a translator's tool does, with translate-toolkit (PyPI translate-toolkit==3.20.4).

Usage: translate-xliff.py EXPORTED.xliff WORDS.csv LISTS.csv OUT.xliff

Reads the file `wordpack export-xliff` wrote with `translate.storage.factory.getobject`, sets the target of each
unit whose list and key (or list name, unit `:name`) the tables give, and saves it with `savefile`: the bytes
are translate-toolkit's own, as a translation tool gives a file back. make-sample.sh makes
inputs/languages/fr/words.xliff this way (about half of the words translated).
"""
import csv
import sys

from translate.storage import factory


def main(exported, words_csv, lists_csv, out):
    with open(words_csv, encoding="utf-8") as handle:
        words = {(row["list"], row["key"]): row["word"] for row in csv.DictReader(handle)}
    with open(lists_csv, encoding="utf-8") as handle:
        words.update({(row["list"], ":name"): row["name"] for row in csv.DictReader(handle)})
    store = factory.getobject(exported)
    for unit in store.units:
        if not unit.istranslatable():
            continue
        list_name, _, unit_id = unit.getid().partition("\x04")
        word = words.get((list_name, unit_id))
        if word is not None:
            unit.target = word
    store.savefile(out)


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
