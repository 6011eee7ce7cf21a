#!/usr/bin/env python3
"""Writes merged-background.ods and merged-background.xlsx: the sample's Animals list with the background cells
D2 to D4 (all three "bg_grass") merged into one, as a content person might do to tidy the sheet.

Run from this folder: python3 make-merged.py (needs LibreOffice's `soffice` on the PATH). The sample's
Animals.xlsx is converted to flat ODS by LibreOffice, the merge is written into that XML (the first cell spans
three rows, the two it covers become covered cells, as LibreOffice writes a merge that drops their text), and
LibreOffice converts the result to .ods and .xlsx. The flat ODS is kept in source/.
"""
import os
import re
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ANIMALS = os.path.join(HERE, "..", "..", "..", "inputs", "lists", "Animals.xlsx")


def convert(source, target_format, folder):
    subprocess.run(["soffice", "--headless", "--convert-to", target_format, "--outdir", folder, source],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


with tempfile.TemporaryDirectory() as work:
    shutil.copy(ANIMALS, os.path.join(work, "merged-background.xlsx"))
    convert(os.path.join(work, "merged-background.xlsx"), "fods", work)
    text = open(os.path.join(work, "merged-background.fods"), encoding="utf-8").read()
    start = text.index("<table:table ")
    rows = list(re.finditer(r"<table:table-row.*?</table:table-row>", text[start:], re.S))
    cell = re.compile(r'<table:table-cell office:value-type="string" calcext:value-type="string">\s*'
                      r'<text:p>bg_grass</text:p>\s*</table:table-cell>')
    edited = []
    for index, row in enumerate(rows[1:4]):
        body = row.group(0)
        if index == 0:
            body = cell.sub('<table:table-cell table:number-columns-spanned="1" table:number-rows-spanned="3" '
                            'office:value-type="string" calcext:value-type="string"><text:p>bg_grass</text:p>'
                            '</table:table-cell>', body, count=1)
        else:
            body = cell.sub("<table:covered-table-cell/>", body, count=1)
        edited.append((row.start() + start, row.end() + start, body))
    for begin, end, body in reversed(edited):
        text = text[:begin] + body + text[end:]
    os.makedirs(os.path.join(HERE, "source"), exist_ok=True)
    fods = os.path.join(HERE, "source", "merged-background.fods")
    open(fods, "w", encoding="utf-8").write(text)
    os.remove(os.path.join(work, "merged-background.xlsx"))
    convert(fods, "ods", work)
    convert(fods, "xlsx", work)
    for name in ("merged-background.ods", "merged-background.xlsx"):
        shutil.copy(os.path.join(work, name), os.path.join(HERE, name))
