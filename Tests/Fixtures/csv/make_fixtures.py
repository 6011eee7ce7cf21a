#!/usr/bin/env python3
"""Writes the CSV/TSV fixtures byte for byte as the programs named below write them.

Excel and Google Sheets cannot run here, so this script mimics what they write:
which encoding and byte-order mark, which separator, which line ends, and which
fields get quotes (only those holding the separator, a quote mark or a line break).
Run it from this folder: `python3 make_fixtures.py`. The LibreOffice export is made
by LibreOffice itself (see README.md), not by this script.
"""
import struct
import zlib

# The sheet every "good" fixture holds. None is an empty cell.
ROWS = [
    ["key", "word", "note"],
    ["ant", "hormiga", "small, red"],             # a comma inside a cell
    ["tree", "árbol", 'she said "¡hola!"'],        # quote marks inside a cell
    ["cat", "ねこ", None],                          # Japanese; empty last cell
    ["child", "niño", "line one\nline two"],        # a line break inside a cell (Alt+Enter)
    ["bee", None, "🐝 buzz"],                       # empty middle cell; an emoji
    [None, None, None],                             # a blank row inside the used range
    ["penguin", "pingüino", "¿Qué?"],
]


def field(text, separator, newline_in_cell="\n"):
    """A cell as Excel writes it: quoted only when it holds the separator, a quote mark or a line break."""
    if text is None:
        return ""
    text = text.replace("\n", newline_in_cell)
    if any(ch in text for ch in (separator, '"', "\n", "\r")):
        return '"' + text.replace('"', '""') + '"'
    return text


def table(rows, separator, line_end, newline_in_cell="\n", final_line_end=True):
    lines = [separator.join(field(c, separator, newline_in_cell) for c in row) for row in rows]
    text = line_end.join(lines)
    return text + line_end if final_line_end else text


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


def png_bytes():
    """A real 1x1 red PNG picture."""
    def chunk(kind, payload):
        body = kind + payload
        return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


# Excel (Windows and Mac) File > Save As > "CSV UTF-8 (Comma delimited)": BOM, commas, CRLF,
# a line break inside a cell written as LF, a final CRLF.
write("excel-csv-utf8.csv", b"\xef\xbb\xbf" + table(ROWS, ",", "\r\n").encode("utf-8"))

# Excel "Unicode Text (*.txt)": UTF-16LE with BOM, tabs, CRLF (renamed to .tsv by the content team).
write("excel-unicode-text.tsv", b"\xff\xfe" + table(ROWS, "\t", "\r\n").encode("utf-16-le"))

# UTF-16BE with BOM, commas, CRLF (what Notepad's "Unicode big endian" writes).
write("utf16be.csv", b"\xfe\xff" + table(ROWS, ",", "\r\n").encode("utf-16-be"))

# Old Mac line ends (Excel for Mac "CSV (Macintosh)"): CR everywhere, also inside the cell, but UTF-8 text.
write("old-mac-cr.csv", table(ROWS, ",", "\r", newline_in_cell="\r").encode("utf-8"))

# European Excel (Spanish, German, French... regional settings) "CSV UTF-8": the list separator is ";",
# so cells with a comma (decimal commas) are not quoted and a cell with ";" is.
EUROPEAN = [
    ["key", "word", "price"],
    ["ant", "hormiga", "1,5"],
    ["tree", "árbol; arbusto", "2,25"],
    ["cat", "ねこ", None],
    ["bee", None, "🐝"],
]
write("european-semicolon.csv", b"\xef\xbb\xbf" + table(EUROPEAN, ";", "\r\n").encode("utf-8"))

# Google Sheets File > Download > Comma-separated values: no BOM, LF, no line end after the last row.
write("google-sheets.csv", table(ROWS, ",", "\n", final_line_end=False).encode("utf-8"))

# Bad input, named after the failure.
write("unterminated-quote.csv",
      b'key,word,note\r\nant,hormiga,small\r\nbee,"abeja,insect\r\ncat,gato,pet\r\n')
write("not-utf8.csv",
      "key,word\r\nant,hormiga\r\nbee,abeja\r\ntree,árbol\r\nchild,niño\r\n".encode("cp1252"))
write("empty.csv", b"")
write("binary.csv", png_bytes())
