#!/usr/bin/env python3
"""Regenerates Sources/WordpackCatalogue/Catalogue/ISO639Table.swift from Debian's iso-codes package
(apt-get install iso-codes). Run from the repository's top level."""
import json

entries = json.load(open('/usr/share/iso-codes/json/iso_639-3.json'))['639-3']
lines = []
for entry in entries:
    name = entry['name'].replace('\\', '').replace('"', '')
    if 'alpha_2' in entry:
        lines.append(f"{entry['alpha_2']}\t{name}")
    lines.append(f"{entry['alpha_3']}\t{name}")
lines.sort()
with open('Sources/WordpackCatalogue/Catalogue/ISO639Table.swift', 'w') as out:
    out.write('// Generated from Debian\'s iso-codes (/usr/share/iso-codes/json/iso_639-3.json) by\n'
              '// `tools/generate-iso639.py`; do not edit. ISO 639-1 two-letter and ISO 639-3 three-letter codes with names.\n\n'
              'extension LanguageCode {\n    static let iso639Table = """\n' + "\n".join(lines) + '\n"""\n}\n')
