#!/usr/bin/env python3
"""Writes a generated project for the scale benchmark: WORDS words in lists of 2,000 and LANGUAGES languages,
with a small share of media. Sheets rotate through XLSX (written by openpyxl, as the issue measured), ODS
(written by hand: a zipped content.xml) and CSV: list i and language i use format i mod 3, so every format is
read in every run. Each word's row names one picture, sound and background per list and each translation one
recording per list (the `picture`, `sound`, `background` and `speech` columns), so a FirstWords app over every
list and language is complete with a few files per list. Deterministic: the same bytes every run.

Usage: make_scale_catalogue.py FOLDER WORDS LANGUAGES
       make_scale_catalogue.py --sheet FOLDER ROWS [SHAPE...]
the second: a project whose one language has one translations sheet of ROWS rows and 10 columns, about 6 of
them filled (its lists are CSV sheets and no app is built). Its shape, by default short cells as inline strings
in XLSX (openpyxl's write-only mode) beside 50 list sheets, changes with the words SHAPE:
  long     every row's note a sentence of about 200 characters and its plural about 60
  shared   XLSX with a shared strings table, as Excel writes it (XlsxWriter)
  ods      ODS instead of XLSX (content.xml as LibreOffice lays it out: one element a cell)
  nolists  no list sheets: the rows' lists are unknown to the check, which says so once a list"""
import os
import struct
import sys
import wave
import zipfile
import zlib

FORMATS = ["xlsx", "ods", "csv"]
LIST_SIZE = 2000
CODES = ["en", "es", "fr", "de", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro", "bg",
         "el", "tr", "ru", "uk", "hr", "sl", "lt", "lv", "et", "ga", "is", "mt", "ca", "eu", "gl", "cy", "sq"]
SYLLABLES = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "be", "du"]
LETTERS = sorted(set("".join(SYLLABLES).upper()))
EXTRA = ["note", "gender", "plural"]


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(path, "wb") as handle:
        handle.write(data)


def word(n, language):
    """A pronounceable word, unique per number within a language (base-10 digits as syllables)."""
    parts, value = [], n
    while True:
        parts.append(SYLLABLES[(value + language) % 10])
        value //= 10
        if value == 0:
            break
    return "".join(parts)


def write_xlsx(path, title, rows, shared=False):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if shared:
        # XlsxWriter keeps a shared strings table, as Excel does (openpyxl writes every text inline).
        import xlsxwriter
        import datetime
        book = xlsxwriter.Workbook(path)
        book.set_properties({"created": datetime.datetime(2000, 1, 1)})  # the same bytes every run
        sheet = book.add_worksheet(title)
        for number, row in enumerate(rows):
            for column, value in enumerate(row):
                if value != "":
                    sheet.write_string(number, column, str(value))
        book.close()
    else:
        from openpyxl import Workbook
        book = Workbook(write_only=True)
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
        book.save(path)
    # openpyxl stamps the creation time in docProps/core.xml: rewrite the zip with a fixed time and no stamp.
    with zipfile.ZipFile(path) as source:
        items = [(info.filename, source.read(info.filename)) for info in source.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in items:
            if name == "docProps/core.xml":
                data = (b'<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties '
                        b'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>')
            out.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_ods(path, title, rows):
    cells = []
    for row in rows:
        cells.append("<table:table-row>" + "".join(
            '<table:table-cell office:value-type="string"><text:p>%s</text:p></table:table-cell>' % escape(str(v))
            if v != "" else "<table:table-cell/>" for v in row) + "</table:table-row>")
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content '
               'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
               '<office:body><office:spreadsheet><table:table table:name="%s">' % escape(title)
               + "".join(cells) + "</table:table></office:spreadsheet></office:body></office:document-content>")
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
                '<manifest:file-entry manifest:full-path="/" '
                'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with zipfile.ZipFile(path, "w") as out:
        stamp = (1980, 1, 1, 0, 0, 0)
        out.writestr(zipfile.ZipInfo("mimetype", stamp), "application/vnd.oasis.opendocument.spreadsheet",
                     zipfile.ZIP_STORED)
        out.writestr(zipfile.ZipInfo("content.xml", stamp), content, zipfile.ZIP_DEFLATED)
        out.writestr(zipfile.ZipInfo("META-INF/manifest.xml", stamp), manifest, zipfile.ZIP_DEFLATED)


def write_csv(path, title, rows):
    write(path, "".join(",".join(str(v) for v in row) + "\r\n" for row in rows))


def write_sheet(path_without_extension, fmt, title, rows):
    {"xlsx": write_xlsx, "ods": write_ods, "csv": write_csv}[fmt](f"{path_without_extension}.{fmt}", title, rows)


def tone(path, pitch, seconds=0.3, rate=22050):
    import math
    frames = int(seconds * rate)
    samples = b"".join(struct.pack("<h", int(9000 * min(1.0, i / 400, (frames - i) / 400)
                                                * math.sin(2 * math.pi * pitch * i / rate))) for i in range(frames))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples)


def png(path, size, colour):
    raw = zlib.compress((b"\0" + bytes(colour) * size) * size, 6)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    write(path, b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
          + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


def sentence(n, length):
    """Made-up words, about `length` characters, different from row to row."""
    words, total, value = [], 0, n
    while total < length:
        words.append(word(value, total % 10))
        total += len(words[-1]) + 1
        value = value * 7 + 3
    return " ".join(words).capitalize() + "."


def translation_rows(count, language=0, lists=None, long=False):
    """The header and `count` translation rows of 10 columns; `long`: a note of about 200 characters and a
    plural of about 60."""
    yield ["list", "key", "word", "sortkey", "caseOverride", "disabled", "speech"] + EXTRA
    for n in range(count):
        name = lists[n // LIST_SIZE] if lists else f"List{n // LIST_SIZE:03d}"
        text = word(n, language)
        plural, note = (sentence(n, 60), sentence(n + 1, 200)) if long else (text + "s", f"note {n % 13}")
        yield [name, f"w{n:06d}", text, text.upper() if n % 7 == 0 else "", "2" if n % 11 == 0 else "",
               "TRUE" if n % 97 == 0 else "", "s", "m" if n % 2 else "f", plural, note]


def project(root, words, languages):
    lists = [f"List{n:03d}" for n in range((words + LIST_SIZE - 1) // LIST_SIZE)]
    codes = CODES[:languages]
    # The words are made up: Hunspell would find every one misspelt, so the spelling check is off.
    checks = ", ".join(f'"{code}": {{"spelling": false}}' for code in codes)
    write(f"{root}/pipeline.json", '{"version": 1, "referenceLanguage": "en", "apps": {"bank": {"kind": '
          '"firstwords", "name": "Word Bank", "lists": "all", "languages": "all"}}, "checks": {' + checks + '}}\n')
    for index, name in enumerate(lists):
        count = min(LIST_SIZE, words - index * LIST_SIZE)
        rows = [["key", "picture", "sound", "background"]]
        rows += [[f"w{index * LIST_SIZE + n:06d}", "p", "s", "bg"] for n in range(count)]
        write_sheet(f"{root}/inputs/lists/{name}", FORMATS[index % 3], name, rows)
        folder = f"{root}/inputs/words/{name}"
        png(f"{folder}/picture/p.png", 800, (40 + index % 200, 90, 160))
        png(f"{folder}/background/bg.png", 1200, (120, 180, 120))
        png(f"{folder}/icon.png", 300, (200, 100, 40))
        tone(f"{folder}/sound/s.wav", 300 + index)
    for position, code in enumerate(codes):
        folder = f"{root}/inputs/languages/{code}"
        rows = list(translation_rows(words, position, lists))
        write_sheet(f"{folder}/words", FORMATS[position % 3], "Words", rows)
        write(f"{folder}/lists.csv", "list,name\r\n" + "".join(f"{name},{name} {code}\r\n" for name in lists))
        write(f"{folder}/all.txt", f"All ({code})")
        png(f"{folder}/flag.png", 230, (30 * (position % 8), 60, 160))
        for name in lists:
            tone(f"{folder}/speech/{name}/s.wav", 200 + position * 3)
        for letter in LETTERS:
            tone(f"{folder}/letters/{letter}.wav", 400 + ord(letter))


if __name__ == "__main__":
    if sys.argv[1] == "--sheet":
        root, count, shape = sys.argv[2], int(sys.argv[3]), set(sys.argv[4:])
        unknown = shape - {"long", "shared", "ods", "nolists"}
        if unknown:
            sys.exit(f"unknown shape: {' '.join(sorted(unknown))}")
        write(f"{root}/pipeline.json", '{"version": 1, "apps": {}}\n')
        if "nolists" not in shape:
            for index in range((count + LIST_SIZE - 1) // LIST_SIZE):
                keys = range(index * LIST_SIZE, min(count, (index + 1) * LIST_SIZE))
                write_csv(f"{root}/inputs/lists/List{index:03d}.csv", "", [["key"]] + [[f"w{n:06d}"] for n in keys])
        rows = translation_rows(count, long="long" in shape)
        if "ods" in shape:
            write_ods(f"{root}/inputs/languages/en/words.ods", "Words", rows)
        else:
            write_xlsx(f"{root}/inputs/languages/en/words.xlsx", "Words", rows, shared="shared" in shape)
    else:
        project(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
