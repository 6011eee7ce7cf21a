#!/usr/bin/env python3
"""Writes the ODS fixtures: a flat-ODS source, the .ods LibreOffice makes from it, and bad inputs.

Run from this folder: python3 make-fixtures.py   (needs LibreOffice's `soffice` on the PATH).
The XLSX fixtures are made from the same source by ../xlsx/make-fixtures.py, which also writes
xlsx-saved-as.ods here (run this script first).
"""
import os
import subprocess
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))

NAMESPACES = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "number": "urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
    "dc": "http://purl.org/dc/elements/1.1/",
    "of": "urn:oasis:names:tc:opendocument:xmlns:of:1.2",
}

STYLES = """
 <office:automatic-styles>
  <number:percentage-style style:name="N10"><number:number number:decimal-places="0" number:min-decimal-places="0" number:min-integer-digits="1"/><number:text>%</number:text></number:percentage-style>
  <number:date-style style:name="N20"><number:month number:style="long"/><number:text>/</number:text><number:day number:style="long"/><number:text>/</number:text><number:year/></number:date-style>
  <number:number-style style:name="N30"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1"/></number:number-style>
  <number:number-style style:name="N40"><number:number number:decimal-places="0" number:min-decimal-places="0" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
  <number:date-style style:name="N50"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/><number:text> </number:text><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/></number:date-style>
  <number:boolean-style style:name="N60"><number:boolean/></number:boolean-style>
  <style:style style:name="ceBoolean" style:family="table-cell" style:data-style-name="N60"/>
  <style:style style:name="ceYellow" style:family="table-cell"><style:table-cell-properties fo:background-color="#ffff00"/></style:style>
  <style:style style:name="cePercent" style:family="table-cell" style:data-style-name="N10"/>
  <style:style style:name="ceDate" style:family="table-cell" style:data-style-name="N20"/>
  <style:style style:name="ceTwoDecimals" style:family="table-cell" style:data-style-name="N30"/>
  <style:style style:name="ceThousands" style:family="table-cell" style:data-style-name="N40"/>
  <style:style style:name="ceDateTime" style:family="table-cell" style:data-style-name="N50"/>
  <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
  <style:style style:name="Italic" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 </office:automatic-styles>
"""


def string(text, extra=""):
    return f'<table:table-cell office:value-type="string"{extra}>{text}</table:table-cell>'


def p(*paragraphs):
    return "".join(f"<text:p>{paragraph}</text:p>" for paragraph in paragraphs)


def number(value, style=None, kind="float", formula=None):
    attributes = f' office:value-type="{kind}" office:value="{value}"'
    if style:
        attributes += f' table:style-name="{style}"'
    if formula:
        attributes += f' table:formula="{formula}"'
    return f"<table:table-cell{attributes}/>"


def empty(count=1):
    return f'<table:table-cell table:number-columns-repeated="{count}"/>' if count > 1 else "<table:table-cell/>"


def row(*cells, repeated=1):
    attribute = f' table:number-rows-repeated="{repeated}"' if repeated > 1 else ""
    return f"<table:table-row{attribute}>{''.join(cells)}</table:table-row>"


def table(name, *rows):
    return f'<table:table table:name="{name}">' + "".join(rows) + "</table:table>"


ANIMALS = table(
    "Animals",
    row(string(p("key")), string(p("word")), string(p("picture")), string(p("notes"))),
    row(string(p("ant")), string(p("あり")), string(p("ant_pic")),
        string(p('big <text:span text:style-name="Bold">red</text:span><text:span text:style-name="Italic"> ant</text:span>'))),
    row(number("1"), number("2.5"), number("0.30000000000000004"), number("123456789012")),
    row('<table:table-cell office:value-type="boolean" office:boolean-value="true" table:style-name="ceBoolean"/>',
        '<table:table-cell office:value-type="boolean" office:boolean-value="false" table:style-name="ceBoolean"/>',
        number("0.5", "cePercent", "percentage"),
        '<table:table-cell office:value-type="date" office:date-value="2024-03-01" table:style-name="ceDate"/>'),
    row(string(p("left")), empty(3), string(p("far")), empty(22), string(p("column AB"))),
    row(string(p("merged"), ' table:number-columns-spanned="2" table:number-rows-spanned="1"'),
        "<table:covered-table-cell/>", string(p("after merge"))),
    row(string(p("line one", "line two")), string(p('a<text:s text:c="3"/>b')),
        string(p('trailing<text:s text:c="2"/>')), string(p('<text:s/>leading'))),
    row(number("3.5", formula="of:=[.A3]+[.B3]"),
        '<table:table-cell office:value-type="string" table:formula="of:=CONCATENATE(&quot;ab&quot;;&quot;cd&quot;)"><text:p>abcd</text:p></table:table-cell>',
        '<table:table-cell table:formula="of:=1/0"/>',
        '<table:table-cell office:value-type="boolean" office:boolean-value="true" table:formula="of:=[.A3]=1"/>',
        number("0.3", formula="of:=0.1+0.2")),
    row(string(p("007")), string(p("42")), number("-3"), number("2.5", "ceTwoDecimals")),
    row(number("1234567", "ceThousands"), number("0.0001"),
        '<table:table-cell office:value-type="date" office:date-value="2024-03-01T14:30:00" table:style-name="ceDateTime"/>',
        string('<office:annotation><dc:date>2024-01-01T00:00:00</dc:date><text:p>a comment</text:p></office:annotation>'
               + p("with comment"))),
    row(empty(), repeated=1000),
    row(string(p("after the gap"))),
    # Formatted but empty rows to the bottom of the sheet, which LibreOffice keeps as one repeated row.
    row('<table:table-cell table:style-name="ceYellow"/>', repeated=1048576 - 1011),
)

JAPANESE = table(
    "日本語",
    row(string(p("key")), string(p("word"))),
    row(string(p("cat")), string(p("ねこ"))),
    row(string(p("dog")), string(p("いぬ"))),
)

EMPTY = table("Empty", row(empty(), repeated=1048576))

NUMBERS = table(
    "Numbers",
    row(number("1E+20"), number("1234567890123456789"), number("-0.5"), number("100")),
)


def flat_ods():
    declarations = " ".join(f'xmlns:{prefix}="{uri}"' for prefix, uri in NAMESPACES.items())
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<office:document {declarations} office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        + STYLES
        + " <office:body><office:spreadsheet>\n"
        + "\n".join([ANIMALS, JAPANESE, EMPTY, NUMBERS])
        + "\n </office:spreadsheet></office:body>\n</office:document>\n"
    )


# What a program other than LibreOffice may write, and what LibreOffice reads but never writes in
# cells (tabs, line breaks inside a paragraph): numbers with no displayed text, row groups and header
# rows, repeated non-empty rows and cells, a drawing and a comment inside cells, links and nested spans.
HAND_WRITTEN = """<?xml version="1.0" encoding="UTF-8"?>
<office:document-content %s xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.2">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Hand written">
    <table:table-column table:number-columns-repeated="5"/>
    <table:table-header-rows>
     <table:table-row>
      <table:table-cell office:value-type="string"><text:p>tab<text:tab/>here</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>soft<text:line-break/>break</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>one<text:s/>space, <text:a xlink:href="https://example.org"><text:span>nested <text:span>link</text:span></text:span></text:a></text:p></table:table-cell>
      <table:table-cell><text:p>no value type</text:p></table:table-cell>
     </table:table-row>
    </table:table-header-rows>
    <table:table-row-group>
     <table:table-row table:number-rows-repeated="3">
      <table:table-cell office:value-type="string" table:number-columns-repeated="2"><text:p>again</text:p></table:table-cell>
      <table:table-cell office:value-type="string" table:number-columns-spanned="2"><text:p>merged</text:p></table:table-cell>
      <table:covered-table-cell office:value-type="string"><text:p>hidden by a merge</text:p></table:covered-table-cell>
      <table:table-cell office:value-type="float" office:value="7"/>
     </table:table-row>
    </table:table-row-group>
    <table:table-row>
     <table:table-cell office:value-type="percentage" office:value="0.25"/>
     <table:table-cell office:value-type="boolean" office:boolean-value="false"/>
     <table:table-cell office:value-type="date" office:date-value="1999-12-31T08:05:09"/>
     <table:table-cell office:value-type="currency" office:currency="EUR" office:value="0.30000000000000004"/>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><draw:frame><draw:text-box><text:p>in a drawing</text:p></draw:text-box></draw:frame><office:annotation><text:p>a comment</text:p></office:annotation><text:p>first</text:p><text:p/><text:p>third</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><![CDATA[<not markup>]]> &amp; more</text:p></table:table-cell>
    </table:table-row>
    <table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document-content>
""" % " ".join(f'xmlns:{prefix}="{uri}"' for prefix, uri in NAMESPACES.items())


def write_package(target, parts):
    """Writes an OpenDocument package: mimetype first and stored, as the specification asks."""
    with zipfile.ZipFile(target, "w") as archive:
        for name, data in parts.items():
            method = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            archive.writestr(name, data, compress_type=method)


def soffice_convert(source, target_format, folder):
    subprocess.run(["soffice", "--headless", "--convert-to", target_format, "--outdir", folder, source],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def rezip(source, target, replace=None, drop=()):
    """Copies a ZIP package entry by entry (mimetype first and stored), replacing or dropping parts."""
    replace = replace or {}
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
        for info in old.infolist():
            if info.filename in drop:
                continue
            data = replace.get(info.filename, old.read(info.filename))
            method = zipfile.ZIP_STORED if info.filename == "mimetype" else zipfile.ZIP_DEFLATED
            new.writestr(info.filename, data, compress_type=method)


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


def main():
    os.chdir(HERE)
    with open("source/workbook.fods", "w", encoding="utf-8") as file:
        file.write(flat_ods())
    soffice_convert("source/workbook.fods", "ods", ".")
    os.replace("workbook.ods", "libreoffice.ods")

    write_package("hand-written.ods", {
        "mimetype": "application/vnd.oasis.opendocument.spreadsheet",
        "content.xml": HAND_WRITTEN,
        "META-INF/manifest.xml": '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
        '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>\n',
    })

    open("empty.ods", "wb").close()
    open("not-a-zip.ods", "wb").write(bytes(range(256)))
    open("csv-saved-as.ods", "w", encoding="utf-8").write("key,word\nant,ant\n")
    # Only LibreOffice Calc is installed here, so the text document is the workbook with a Writer mimetype.
    rezip("libreoffice.ods", "wrong-mimetype.ods", replace={"mimetype": b"application/vnd.oasis.opendocument.text"})
    whole = open("libreoffice.ods", "rb").read()
    open("truncated.ods", "wb").write(whole[: len(whole) // 2])
    corrupt_part("libreoffice.ods", "corrupt-content.ods", "content.xml")
    with zipfile.ZipFile("libreoffice.ods") as archive:
        content = archive.read("content.xml").decode("utf-8")
    broken = content.replace("<text:p>after the gap</text:p>", "<text:p>after the gap</text:span>")
    assert broken != content
    rezip("libreoffice.ods", "broken-xml.ods", replace={"content.xml": broken.encode("utf-8")})
    rezip("libreoffice.ods", "zip-without-content.ods", drop=("content.xml",))
    # LibreOffice 7.4 cannot save with a password from the command line: as LibreOffice does, list
    # content.xml's encryption in the manifest, and put bytes that are not XML in its place.
    with zipfile.ZipFile("libreoffice.ods") as archive:
        manifest = archive.read("META-INF/manifest.xml").decode("utf-8")
    entry = 'manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
    assert entry in manifest
    encrypted_entry = entry[:-2] + ' manifest:size="18818"><manifest:encryption-data manifest:checksum-type="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0#sha256-1k" manifest:checksum="AAAA"><manifest:algorithm manifest:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc" manifest:initialisation-vector="AAAA"/><manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="32" manifest:iteration-count="100000" manifest:salt="AAAA"/></manifest:encryption-data></manifest:file-entry>'
    rezip("libreoffice.ods", "password-protected.ods", replace={
        "META-INF/manifest.xml": manifest.replace(entry, encrypted_entry).encode("utf-8"),
        "content.xml": bytes(range(256)) * 8,
    })



if __name__ == "__main__":
    main()
