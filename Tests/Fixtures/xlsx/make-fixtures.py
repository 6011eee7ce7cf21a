#!/usr/bin/env python3
"""Writes the XLSX fixtures: files from LibreOffice and openpyxl, hand-written ones, and bad inputs.

Run from this folder: python3 make-fixtures.py
Needs LibreOffice's `soffice` on the PATH, openpyxl and msoffcrypto-tool
(pip install openpyxl==3.1.5 msoffcrypto-tool==6.1.0).
The LibreOffice workbook is made from ../ods/source/workbook.fods (written by ../ods/make-fixtures.py,
which must run first); this script also writes ../ods/xlsx-saved-as.ods.
"""
import datetime
import os
import shutil
import subprocess
import tempfile
import zipfile

import openpyxl

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "ods", "source", "workbook.fods")


def soffice_convert(source, target_format, folder):
    subprocess.run(["soffice", "--headless", "--convert-to", target_format, "--outdir", folder, source],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def rezip(source, target, replace=None, drop=()):
    """Copies a ZIP package part by part, replacing or dropping some."""
    replace = replace or {}
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            if info.filename not in drop:
                new.writestr(info.filename, replace.get(info.filename, old.read(info.filename)))


def write_package(target, parts):
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in parts.items():
            archive.writestr(name, data)


def corrupt_part(source, target, part):
    """Flips bytes in the middle of a part's compressed data, so unpacking it fails."""
    data = bytearray(open(source, "rb").read())
    with zipfile.ZipFile(source) as archive:
        info = archive.getinfo(part)
    name_length = int.from_bytes(data[info.header_offset + 26:info.header_offset + 28], "little")
    extra_length = int.from_bytes(data[info.header_offset + 28:info.header_offset + 30], "little")
    start = info.header_offset + 30 + name_length + extra_length
    middle = start + info.compress_size // 2
    for index in range(middle, middle + 16):
        data[index] ^= 0xFF
    open(target, "wb").write(bytes(data))


def openpyxl_workbook():
    workbook = openpyxl.Workbook()
    words = workbook.active
    words.title = "Words"
    words.append(["key", "word", "count", "added"])
    words.append([1, "  spaced  ", 2.5, datetime.date(2024, 3, 1)])
    words.append([0.1 + 0.2, "line\nbreak", 123456789012, datetime.datetime(2024, 3, 1, 14, 30, 5)])
    words.append([True, False, 0.5, None])
    words["C4"].number_format = "0%"
    # Row 5 is left out; row 6 has a gap in column B.
    words["A6"] = "gap row"
    words["C6"] = "gap column"
    words["A7"] = "007"
    words["A7"].number_format = "@"
    words["A8"] = 1234.5
    words["A8"].number_format = "#,##0.00"
    words["A9"] = 12345678901234567890
    words["A10"] = 1e-12
    words["A11"] = "日本語テキスト"
    second = workbook.create_sheet("Second")
    second["A1"] = "second sheet"
    second["Z100"] = "far corner"
    workbook.save("openpyxl.xlsx")

    formulas = openpyxl.Workbook()
    sheet = formulas.active
    sheet.title = "Totals"
    sheet["A1"] = 2
    sheet["A2"] = "=A1*2"  # openpyxl writes the formula but never its result
    formulas.save("formula-without-result.xlsx")


CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
</Types>"""

# As some generators write it: no `r` on rows or cells (except where a gap is wanted),
# inline strings, no styles and no shared strings.
NO_REFERENCES = {
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": """<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>""",
    "xl/workbook.xml": """<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Generated" sheetId="1" r:id="rId1"/></sheets></workbook>""",
    "xl/_rels/workbook.xml.rels": """<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/></Relationships>""",
    "xl/worksheets/sheet1.xml": """<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<sheetData>
<row><c t="inlineStr"><is><t>key</t></is></c><c t="inlineStr"><is><t>word</t></is></c><c t="inlineStr"><is><t>n</t></is></c></row>
<row><c t="inlineStr"><is><t>ant</t></is></c><c t="inlineStr"><is><r><t>ri</t></r><r><rPr><b/></rPr><t xml:space="preserve">ch </t></r></is></c><c t="n"><v>3</v></c></row>
<row><c r="C3" t="inlineStr"><is><t>from C</t></is></c><c t="inlineStr"><is><t>then D</t></is></c></row>
<row/>
<row r="7"><c t="b"><v>1</v></c><c t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c t="e"><f>1/0</f><v>#DIV/0!</v></c><c><f>1+1</f><v>2</v></c></row>
<row><c t="inlineStr"><is/></c><c t="inlineStr"><is><t></t></is></c><c t="inlineStr"><is><t>row 8</t></is></c><c r="F8"><is><t>no type</t></is></c></row>
</sheetData>
</worksheet>""",
}

# Shared strings named every way a cell may write their number: plain digits (read from the bytes), a leading zero,
# spaces around it, the type `s` through a character reference, a second `<v>`, an empty `<v>`; then a sheet whose
# cell names text 123456789012345678 (plain digits, past the end) and one whose cell names a number of 20 digits.
SHARED_NUMBERS_SHEET = """<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>{}</sheetData></worksheet>"""
SHARED_NUMBERS = {
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": """<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>""",
    "xl/workbook.xml": """<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Numbers" sheetId="1" r:id="rId1"/><sheet name="Past" sheetId="2" r:id="rId2"/><sheet name="Long" sheetId="3" r:id="rId3"/></sheets></workbook>""",
    "xl/_rels/workbook.xml.rels": """<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet3.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>""",
    "xl/sharedStrings.xml": """<?xml version="1.0" encoding="UTF-8"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10">"""
    + "".join(f"<si><t>w{number}</t></si>" for number in range(10)) + "</sst>",
    "xl/worksheets/sheet1.xml": SHARED_NUMBERS_SHEET.format(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>007</v></c><c r="C1" t="s"><v> 3 </v></c>'
        '<c r="D1" t="&#115;"><v>2</v></c><c r="E1" t="s"><v>1</v><v>9</v></c><c r="F1" t="s"><v></v></c>'
        '<c r="G1" t="s"><v>1</v></c></row>'),
    "xl/worksheets/sheet2.xml": SHARED_NUMBERS_SHEET.format(
        '<row r="1"><c r="A1" t="s"><v>123456789012345678</v></c></row>'),
    "xl/worksheets/sheet3.xml": SHARED_NUMBERS_SHEET.format(
        '<row r="1"><c r="A1" t="s"><v>12345678901234567890</v></c></row>'),
}

# More shared strings than one chunk of the reader's (XLSXSharedTexts: 4,096): 10,000 texts, named out of order by the
# first sheet's cells, across every chunk's ends; the second sheet names only texts of the first two chunks.
MANY_TEXTS = 10_000
MANY_NUMBERS = [9999, 0, 4095, 4096, 8191, 8192, 5000, 1, 9998, 4097]
MANY_SHARED = {
    # Its parts' content types named too, as Excel writes them, so that openpyxl reads it as well.
    "[Content_Types].xml": """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>
</Types>""",
    "_rels/.rels": SHARED_NUMBERS["_rels/.rels"],
    "xl/workbook.xml": """<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Scattered" sheetId="1" r:id="rId1"/><sheet name="Early" sheetId="2" r:id="rId2"/></sheets></workbook>""",
    "xl/_rels/workbook.xml.rels": """<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>""",
    # Texts 4095 and 8191, the last of a chunk, are empty (<si/>), so that a chunk also ends on one.
    "xl/sharedStrings.xml": """<?xml version="1.0" encoding="UTF-8"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">"""
    + "".join("<si/>" if number in (4095, 8191) else f"<si><t>t{number:05}</t></si>" for number in range(MANY_TEXTS))
    + "</sst>",
    "xl/worksheets/sheet1.xml": SHARED_NUMBERS_SHEET.format("".join(
        f'<row r="{row}"><c r="A{row}" t="s"><v>{number}</v></c><c r="B{row}"><v>{number}</v></c></row>'
        for row, number in enumerate(MANY_NUMBERS, start=1))),
    "xl/worksheets/sheet2.xml": SHARED_NUMBERS_SHEET.format("".join(
        f'<row r="{row}"><c r="A{row}" t="s"><v>{row * 1000}</v></c></row>' for row in range(1, 9))),
}


def shared_texts_fixtures():
    """The shared strings read beside the rows: many texts, and parts damaged three ways."""
    write_package("many-shared-strings.xlsx", MANY_SHARED)
    # Its shared strings part broken after the texts the second sheet names: that sheet's rows all read.
    broken_end = dict(MANY_SHARED)
    broken_end["xl/sharedStrings.xml"] = MANY_SHARED["xl/sharedStrings.xml"].replace("</sst>", "</sts>")
    write_package("shared-strings-broken-at-end.xlsx", broken_end)
    # libreoffice.xlsx's shared strings part with its XML broken at the start.
    with zipfile.ZipFile("libreoffice.xlsx") as archive:
        strings = archive.read("xl/sharedStrings.xml").decode("utf-8")
    rezip("libreoffice.xlsx", "broken-shared-strings.xlsx",
          replace={"xl/sharedStrings.xml": strings.replace("</si>", "</sj>", 1).encode("utf-8")})
    # broken-xml.xlsx (its first sheet's XML broken at line 2) with its shared strings' packed bytes damaged too:
    # the shared strings' problem is the one reported, as when they were read before any row.
    corrupt_part("broken-xml.xlsx", "corrupt-shared-strings.xlsx", "xl/sharedStrings.xml")


STRICT_MAIN = "http://purl.oclc.org/ooxml/spreadsheetml/main"
STRICT_RELATIONSHIPS = "http://purl.oclc.org/ooxml/officeDocument/relationships"

# Strict Open XML namespaces with an `x:` prefix on every element, the workbook part at a
# path of its own, 1904 dates, a chart sheet, and shared strings with phonetic runs and escapes.
STRICT_PREFIXED = {
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": f"""<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="{STRICT_RELATIONSHIPS}/officeDocument" Target="book/main.xml"/></Relationships>""",
    "book/main.xml": f"""<?xml version="1.0" encoding="UTF-8"?>
<x:workbook xmlns:x="{STRICT_MAIN}" xmlns:rel="{STRICT_RELATIONSHIPS}" conformance="strict"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="Chart" sheetId="2" rel:id="rId9"/><x:sheet name="Strict" sheetId="1" rel:id="rId1"/></x:sheets><x:calcPr/></x:workbook>""",
    "book/_rels/main.xml.rels": f"""<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="{STRICT_RELATIONSHIPS}/worksheet" Target="sheets/one.xml"/>
<Relationship Id="rId9" Type="{STRICT_RELATIONSHIPS}/chartsheet" Target="charts/chart.xml"/>
<Relationship Id="rId2" Type="{STRICT_RELATIONSHIPS}/sharedStrings" Target="text.xml"/>
<Relationship Id="rId3" Type="{STRICT_RELATIONSHIPS}/styles" Target="look.xml"/>
</Relationships>""",
    "book/text.xml": f"""<?xml version="1.0" encoding="UTF-8"?>
<x:sst xmlns:x="{STRICT_MAIN}" count="4" uniqueCount="4">
<x:si><x:t>plain</x:t></x:si>
<x:si><x:r><x:t>東京</x:t></x:r><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh><x:phoneticPr fontId="1"/></x:si>
<x:si><x:t xml:space="preserve">  two_x000D_
lines  </x:t></x:si>
<x:si><x:t>literal _x005F_x0041_</x:t></x:si>
</x:sst>""",
    "book/look.xml": f"""<?xml version="1.0" encoding="UTF-8"?>
<x:styleSheet xmlns:x="{STRICT_MAIN}">
<x:numFmts count="1"><x:numFmt numFmtId="164" formatCode="[$-409]dd/mm/yyyy;@"/></x:numFmts>
<x:cellStyleXfs count="1"><x:xf numFmtId="10"/></x:cellStyleXfs>
<x:cellXfs count="3"><x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="14"/></x:cellXfs>
</x:styleSheet>""",
    "book/sheets/one.xml": f"""<?xml version="1.0" encoding="UTF-8"?>
<x:worksheet xmlns:x="{STRICT_MAIN}"><x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="s"><x:v>2</x:v></x:c><x:c r="D1" t="s"><x:v>3</x:v></x:c></x:row>
<x:row r="2"><x:c r="A2" s="1"><x:v>0</x:v></x:c><x:c r="B2" s="2"><x:v>43890</x:v></x:c><x:c r="C2" t="d"><x:v>2024-03-01T00:00:00Z</x:v></x:c><x:c r="D2" s="0"><x:v>0.1</x:v></x:c></x:row>
</x:sheetData></x:worksheet>""",
}


def main():
    os.chdir(HERE)
    with tempfile.TemporaryDirectory() as scratch:
        soffice_convert(SOURCE, "xlsx", scratch)
        shutil.copy(os.path.join(scratch, "workbook.xlsx"), "libreoffice.xlsx")
        soffice_convert(SOURCE, "xls", scratch)
        shutil.copy(os.path.join(scratch, "workbook.xls"), "old-excel-saved-as.xlsx")
    openpyxl_workbook()
    write_package("no-cell-references.xlsx", NO_REFERENCES)
    # Excel and LibreOffice save a workbook with a password as an encrypted package inside an OLE file.
    subprocess.run(["msoffcrypto-tool", "-e", "-p", "secret", "openpyxl.xlsx", "password-protected.xlsx"], check=True)
    write_package("strict-prefixed.xlsx", STRICT_PREFIXED)
    write_package("shared-string-numbers.xlsx", SHARED_NUMBERS)

    open("empty.xlsx", "wb").close()
    open("not-a-zip.xlsx", "wb").write(bytes(range(256)))
    open("csv-saved-as.xlsx", "w", encoding="utf-8").write("key,word\nant,ant\n")
    open("tab-text-saved-as.xlsx", "w", encoding="utf-8").write("key\tword\nant\tant\n")
    # Excel's "Unicode Text": UTF-16, little-endian, with a byte order mark, tab-separated.
    open("unicode-text-saved-as.xlsx", "wb").write("key\tword\nant\tあり\n".encode("utf-16"))
    open("web-page-saved-as.xlsx", "w", encoding="utf-8").write("<html><body><table><tr><td>ant</td></tr></table></body></html>\n")
    shutil.copy("../ods/libreoffice.ods", "ods-saved-as.xlsx")
    shutil.copy("libreoffice.xlsx", "../ods/xlsx-saved-as.ods")
    whole = open("libreoffice.xlsx", "rb").read()
    open("truncated.xlsx", "wb").write(whole[: len(whole) // 2])
    write_package("zip-without-workbook.xlsx", {"notes.txt": "Just some notes, no workbook.\n"})
    corrupt_part("libreoffice.xlsx", "corrupt-sheet.xlsx", "xl/worksheets/sheet1.xml")
    rezip("libreoffice.xlsx", "missing-sheet-part.xlsx", drop=("xl/worksheets/sheet2.xml",))

    with zipfile.ZipFile("libreoffice.xlsx") as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml").decode("utf-8")
    # B2 holds "あり" as a shared string: point it past the end of the shared strings.
    start = sheet.index('<c r="B2"')
    value = sheet.index("<v>", start)
    end = sheet.index("</v>", value)
    out_of_range = sheet[:value] + "<v>999</v>" + sheet[end + 4:]
    rezip("libreoffice.xlsx", "shared-string-out-of-range.xlsx",
          replace={"xl/worksheets/sheet1.xml": out_of_range.encode("utf-8")})
    broken = sheet.replace("</row>", "</rows>", 3)
    rezip("libreoffice.xlsx", "broken-xml.xlsx", replace={"xl/worksheets/sheet1.xml": broken.encode("utf-8")})
    shared_texts_fixtures()


if __name__ == "__main__":
    main()
