#!/usr/bin/env python3
"""Reads every row of the given sheets as a Python script would: openpyxl in read-only mode for XLSX (values
only), the csv module for CSV, and ElementTree's iterparse for ODS (openpyxl does not read ODS). Prints the
number of rows read. Usage: read_sheets.py FILE..."""
import csv
import sys
import zipfile
import xml.etree.ElementTree as ElementTree

TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
rows = 0
for path in sys.argv[1:]:
    if path.endswith(".xlsx"):
        from openpyxl import load_workbook
        book = load_workbook(path, read_only=True, data_only=True)
        for sheet in book.worksheets:
            for _ in sheet.iter_rows(values_only=True):
                rows += 1
        book.close()
    elif path.endswith(".csv"):
        with open(path, newline="", encoding="utf-8-sig") as handle:
            for _ in csv.reader(handle):
                rows += 1
    elif path.endswith(".ods"):
        with zipfile.ZipFile(path) as archive, archive.open("content.xml") as content:
            for _, element in ElementTree.iterparse(content):
                if element.tag == TABLE + "table-row":
                    rows += 1
                    element.clear()
print(rows)
