#!/usr/bin/env python3
"""translate-toolkit (PyPI translate-toolkit==3.20.4) as the independent reader and writer of wordpack's XLIFF.

  roundtrip.py read FILE            prints each translatable unit as JSON lines: {"id", "source", "target"}
  roundtrip.py translate FILE OUT   sets every word's target (not :caseOverride units) to "tt " + its source
                                    through the toolkit's API, and saves the store to OUT

XLIFF 1.2 is opened with translate.storage.factory.getobject; 2.0, which getobject refuses in 3.20.4 ("use the
XLIFF 2.0 parser"), with translate.storage.xliff2.Xliff2File.
"""
import json
import sys

from translate.storage import factory, xliff2


def open_store(path):
    with open(path, "rb") as handle:
        head = handle.read(400)
    if b'version="2.' in head:
        return xliff2.Xliff2File.parsefile(path)
    return factory.getobject(path)


def main(mode, path, out=None):
    store = open_store(path)
    units = [unit for unit in store.units if unit.istranslatable()]
    if mode == "read":
        for unit in units:
            print(json.dumps({"id": unit.getid(), "source": unit.source, "target": unit.target}, ensure_ascii=False))
    elif mode == "translate":
        for unit in units:
            if not unit.getid().endswith(":caseOverride"):
                unit.target = "tt " + unit.source
        store.savefile(out)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(*sys.argv[1:])
