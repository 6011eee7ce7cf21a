#!/usr/bin/env python3
"""Writes the XLIFF 1.2 file of the rows `make_scale_catalogue.py --sheet` puts in its XLSX sheet: per list a
<file>, per row a unit for the word and, where the row has them, units for its sort key and letter case, each
with the notes `wordpack export-xliff` writes (list, picture). A row the sheet marks disabled has no unit: an XLIFF
file cannot mark one, and this way both files give `check` the same words to check. Deterministic.

Usage: make_xliff.py OUT.xliff ROWS LANGUAGE"""
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, __import__("os").path.dirname(__file__))
from make_scale_catalogue import translation_rows  # noqa: E402

CASES = {"0": "uppercase", "1": "lowercase", "2": "capitalized"}


def main(out, count, language):
    rows = translation_rows(int(count))
    next(rows)
    current = None
    with open(out, "w", encoding="utf-8") as handle:
        handle.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                     '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n')
        for name, key, word, sortkey, case, disabled, *_ in rows:
            if disabled:
                continue
            if name != current:
                if current is not None:
                    handle.write("    </body>\n  </file>\n")
                current = name
                handle.write(f'  <file original="{name}" source-language="en" target-language="{language}" '
                             'datatype="plaintext">\n    <body>\n')
            units = [(key, word)]
            if sortkey:
                units.append((f"{key}:sortkey", sortkey))
            if case:
                units.append((f"{key}:caseOverride", CASES[case]))
            for unit, target in units:
                handle.write(f'      <trans-unit id="{escape(unit)}">\n        <source>{escape(key)}</source>\n'
                             f'        <target state="translated">{escape(target)}</target>\n'
                             f'        <note from="wordpack">List: {name}.</note>\n'
                             f'        <note from="wordpack">Picture: {key}.png.</note>\n      </trans-unit>\n')
        handle.write("    </body>\n  </file>\n</xliff>\n")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
