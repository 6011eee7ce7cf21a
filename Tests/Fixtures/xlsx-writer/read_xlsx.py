#!/usr/bin/env python3
"""An independent reader for the tests of XLSXWriter: Python's zipfile and xml.etree only.

Usage: python3 read_xlsx.py FILE.xlsx
Prints JSON: the ZIP entries in stored order, and for each sheet (in workbook order) its name,
frozen rows, column widths and every cell (reference, text, bold). Exits 1, with the reason on
stderr, if the package is not consistent: a part named in [Content_Types].xml or a relationship
that is missing, XML that does not parse, a cell that is not an inline or shared string.
"""
import json
import re
import sys
import zipfile
import xml.etree.ElementTree as ET

MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
CT = "{http://schemas.openxmlformats.org/package/2006/content-types}"


def fail(reason):
    print(reason, file=sys.stderr)
    sys.exit(1)


def unescape_xstring(text):
    """SpreadsheetML's ST_Xstring: _xHHHH_ is the character with that code."""
    return re.sub(r"_x([0-9A-Fa-f]{4})_", lambda m: chr(int(m.group(1), 16)), text)


def relationships(archive, path):
    folder, name = path.rsplit("/", 1) if "/" in path else ("", path)
    rels_path = (folder + "/" if folder else "") + "_rels/" + name + ".rels"
    root = ET.fromstring(archive.read(rels_path))
    result = {}
    for rel in root.findall(REL + "Relationship"):
        target = rel.get("Target")
        result[rel.get("Id")] = target if target.startswith("/") else (folder + "/" if folder else "") + target
    return result


def main():
    archive = zipfile.ZipFile(sys.argv[1])
    if archive.testzip() is not None:
        fail("bad CRC")
    names = archive.namelist()
    for name in names:
        if name.endswith(".xml") or name.endswith(".rels"):
            try:
                ET.fromstring(archive.read(name))
            except ET.ParseError as error:
                fail(f"{name}: {error}")
    types = ET.fromstring(archive.read("[Content_Types].xml"))
    for override in types.findall(CT + "Override"):
        if override.get("PartName").lstrip("/") not in names:
            fail("content type for a missing part " + override.get("PartName"))

    workbook_path = relationships(archive, "")["rId1"]
    workbook = ET.fromstring(archive.read(workbook_path))
    workbook_rels = relationships(archive, workbook_path)
    styles_path = next(t for t in workbook_rels.values() if t.endswith("styles.xml"))
    styles = ET.fromstring(archive.read(styles_path))
    fonts = styles.find(MAIN + "fonts").findall(MAIN + "font")
    formats = styles.find(MAIN + "cellXfs").findall(MAIN + "xf")

    sheets = []
    for sheet in workbook.find(MAIN + "sheets").findall(MAIN + "sheet"):
        path = workbook_rels[sheet.get(R_ID)]
        if path not in names:
            fail("missing worksheet " + path)
        root = ET.fromstring(archive.read(path))
        pane = root.find(f"{MAIN}sheetViews/{MAIN}sheetView/{MAIN}pane")
        frozen = int(float(pane.get("ySplit"))) if pane is not None and pane.get("state") == "frozen" else 0
        widths = {}
        for col in root.findall(f"{MAIN}cols/{MAIN}col"):
            for index in range(int(col.get("min")), int(col.get("max")) + 1):
                widths[str(index)] = float(col.get("width"))
        cells = []
        for row in root.find(MAIN + "sheetData").findall(MAIN + "row"):
            for cell in row.findall(MAIN + "c"):
                if cell.get("t") != "inlineStr":
                    fail("cell " + cell.get("r") + " is not an inline string")
                text = "".join(t.text or "" for t in cell.iter(MAIN + "t"))
                font = fonts[int(formats[int(cell.get("s", "0"))].get("fontId"))]
                cells.append({
                    "ref": cell.get("r"),
                    "text": unescape_xstring(text),
                    "bold": font.find(MAIN + "b") is not None,
                })
        sheets.append({"name": sheet.get("name"), "frozenRows": frozen, "columnWidths": widths, "cells": cells})
    print(json.dumps({"entries": names, "sheets": sheets}, ensure_ascii=False))


main()
