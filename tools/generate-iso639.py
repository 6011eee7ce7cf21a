#!/usr/bin/env python3
"""Regenerates Sources/WordpackCore/Resources/iso639/iso639.tsv, the ISO 639 codes wordpack accepts as language
folder names and the English name of each, from Debian's iso-codes package (apt-get install iso-codes). Run from
the repository's top level:

    python3 tools/generate-iso639.py            writes the table
    python3 tools/generate-iso639.py --stdout   prints it instead (ISO639TableTests compares it with the file)

Source: /usr/share/iso-codes/json/iso_639-3.json (iso-codes, LGPL-2.1-or-later): every ISO 639-3 language, by
its three-letter code and, when it has one, its ISO 639-1 two-letter code. The file: one line per code,
`code<TAB>name`, sorted by line (code points), UTF-8, a final line break, no header.
"""
import json
import sys

SOURCE = "/usr/share/iso-codes/json/iso_639-3.json"
TABLE = "Sources/WordpackCore/Resources/iso639/iso639.tsv"

with open(SOURCE, encoding="utf-8") as source:
    entries = json.load(source)["639-3"]
lines = []
for entry in entries:
    name = entry["name"]
    if not name or any(character in name for character in "\t\n\r"):
        sys.exit(f"generate-iso639.py: {entry['alpha_3']}'s name {name!r} cannot be one field of a TSV line")
    if "alpha_2" in entry:
        lines.append(f"{entry['alpha_2']}\t{name}")
    lines.append(f"{entry['alpha_3']}\t{name}")
lines.sort()
text = "".join(line + "\n" for line in lines)
if sys.argv[1:] == ["--stdout"]:
    sys.stdout.buffer.write(text.encode("utf-8"))
else:
    with open(TABLE, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
    print(f"{TABLE}: {len(lines)} codes")
