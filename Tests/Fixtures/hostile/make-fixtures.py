#!/usr/bin/env python3
"""Writes the hostile spreadsheets of this folder from the sample catalogue's own files.

Run from this folder: python3 make-fixtures.py (Python's zipfile only). Each file is the sample's sheet with
one hostile change, so that everything but that change is what LibreOffice or Excel wrote.
"""
import os
import re
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(HERE, "..", "..", "..", "inputs")
FOOD = os.path.join(SAMPLE, "lists", "Food.ods")
ANIMALS = os.path.join(SAMPLE, "lists", "Animals.xlsx")


def rezip(source, target, replace):
    """Copies a package part by part, replacing some (`mimetype` stays first and stored, as ODF requires)."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            data = replace.get(info.filename, None)
            if data is None:
                data = old.read(info.filename)
            compression = zipfile.ZIP_STORED if info.filename == "mimetype" else zipfile.ZIP_DEFLATED
            new.writestr(info.filename, data, compress_type=compression, compresslevel=9)


def ods_with_bomb_row(target, columns):
    """Food.ods with one more row after the words: repeated 1,048,000 times, holding a text cell repeated
    `columns` times."""
    with zipfile.ZipFile(FOOD) as package:
        content = package.read("content.xml").decode()
    repeated = f' table:number-columns-repeated="{columns}"' if columns > 1 else ""
    bomb = ('<table:table-row table:number-rows-repeated="1048000">'
            f'<table:table-cell office:value-type="string"{repeated}><text:p>boom</text:p></table:table-cell>'
            '</table:table-row>')
    end = content.index("</table:table>")
    rezip(FOOD, target, {"content.xml": content[:end] + bomb + content[end:]})


def xlsx_with_shared_string_bomb(target, size=1 << 30):
    """Animals.xlsx whose shared strings part unpacks to `size` bytes: one enormous run of spaces inside the
    first text, written in 1 MiB pieces."""
    with zipfile.ZipFile(ANIMALS) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            if info.filename != "xl/sharedStrings.xml":
                new.writestr(info.filename, old.read(info.filename), compresslevel=9)
                continue
            strings = old.read(info.filename)
            cut = strings.index(b"<t>") + 3 if b"<t>" in strings else strings.index(b"<t ") + 3
            cut = strings.index(b">", cut - 1) + 1
            entry = zipfile.ZipInfo(info.filename)
            entry.compress_type = zipfile.ZIP_DEFLATED
            with new.open(entry, "w", force_zip64=True) as part:
                part.write(strings[:cut])
                left = size - len(strings)
                piece = b" " * (1 << 20)
                while left > 0:
                    part.write(piece[:min(left, len(piece))])
                    left -= len(piece)
                part.write(strings[cut:])


def xlsx_sheet_edit(target, edit):
    with zipfile.ZipFile(ANIMALS) as package:
        sheet = package.read("xl/worksheets/sheet1.xml").decode()
    rezip(ANIMALS, target, {"xl/worksheets/sheet1.xml": edit(sheet)})


def row_twice(sheet):
    """The row r="2" written a second time right after itself."""
    row = re.search(r'<row r="2".*?</row>', sheet).group(0)
    return sheet.replace(row, row + row, 1)


def duplicate_sheet_names(target):
    with zipfile.ZipFile(ANIMALS) as package:
        workbook = package.read("xl/workbook.xml").decode()
        rels = package.read("xl/_rels/workbook.xml.rels").decode()
    sheet = re.search(r'<sheet [^>]*/>', workbook).group(0)
    second = re.sub(r'sheetId="\d+"', 'sheetId="99"', sheet)
    rezip(ANIMALS, target, {"xl/workbook.xml": workbook.replace(sheet, sheet + second, 1), "xl/_rels/workbook.xml.rels": rels})


def huge_cell(target):
    """Animals.xlsx whose first word's hint is an inline text of 1,000,000 characters."""
    def edit(sheet):
        match = re.search(r'<row r="2".*?</row>', sheet)
        row = match.group(0)
        cell = '<c r="Z2" t="inlineStr"><is><t>' + "x" * 1_000_000 + '</t></is></c>'
        return sheet.replace(row, row.replace("</row>", cell + "</row>"), 1)
    xlsx_sheet_edit(target, edit)


if __name__ == "__main__":
    ods_with_bomb_row(os.path.join(HERE, "ods-repeat-bomb.ods"), 16384)
    ods_with_bomb_row(os.path.join(HERE, "ods-repeat-bomb-one-column.ods"), 1)
    xlsx_with_shared_string_bomb(os.path.join(HERE, "xlsx-zip-bomb.xlsx"))
    xlsx_sheet_edit(os.path.join(HERE, "xlsx-row-twice.xlsx"), row_twice)
    duplicate_sheet_names(os.path.join(HERE, "xlsx-two-sheets-one-name.xlsx"))
    huge_cell(os.path.join(HERE, "xlsx-cell-too-long.xlsx"))
