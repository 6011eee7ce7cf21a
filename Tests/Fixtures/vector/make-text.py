#!/usr/bin/env python3
"""Writes the masters with text of this folder (README.md says what each is for). The PDFs are written by hand
as the sample's cake is (tools/sample/pictures.py), one of them then rewritten by `pdftocairo -pdf` (poppler-utils)
with its font embedded; the SVGs are written as text. The tests only read the committed files."""

import os
import re
import subprocess
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def pdf_with_text(text, font):
    """A 200x100 pt page, pale yellow, with `text` in black at 60 pt in the base-14 font `font`, not embedded."""
    content = zlib.compress(("1 1 0.8 rg 0 0 200 100 re f\nBT /F1 60 Tf 0 0 0 rg 12 30 Td (%s) Tj ET\n"
                             % text).encode("ascii"), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>" % font.encode(),
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def embedded(pdf):
    """`pdf` rewritten by cairo with Helvetica drawn as Nimbus Sans (fonts-urw-base35) and embedded."""
    conf = ('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>'
            '<dir>/usr/share/fonts/opentype/urw-base35</dir><alias binding="same"><family>Helvetica</family>'
            '<prefer><family>Nimbus Sans</family></prefer></alias></fontconfig>')
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "fonts.conf").write_text(conf)
        Path(folder, "in.pdf").write_bytes(pdf)
        subprocess.run(["pdftocairo", "-pdf", f"{folder}/in.pdf", f"{folder}/out.pdf"], check=True,
                       env=dict(os.environ, FONTCONFIG_FILE=f"{folder}/fonts.conf"))
        out = Path(folder, "out.pdf").read_bytes()
    return re.sub(rb"/CreationDate \(D:\d{14}Z\)", b"/CreationDate (D:20261125000000Z)", out)


def svg_with_text(family):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">'
            '<rect width="200" height="100" fill="#ffffcc"/>'
            '<text x="12" y="70" font-size="60" style="font-family:%s">Ag</text></svg>\n' % family)


unembedded = pdf_with_text("Ag", "Helvetica")
(HERE / "text-helvetica-unembedded.pdf").write_bytes(unembedded)
(HERE / "text-helvetica-embedded.pdf").write_bytes(embedded(unembedded))
(HERE / "text-helvetica.svg").write_text(svg_with_text("Helvetica, Arial, sans-serif"))
(HERE / "text-sans-serif.svg").write_text(svg_with_text("sans-serif"))
(HERE / "text-dejavu.svg").write_text(svg_with_text("'DejaVu Sans'"))
