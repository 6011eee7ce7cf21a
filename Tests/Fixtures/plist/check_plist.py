#!/usr/bin/env python3
"""Reads each plist named on the command line with plistlib and prints {path: content} as JSON."""
import json
import plistlib
import sys

result = {}
for path in sys.argv[1:]:
    with open(path, 'rb') as handle:
        result[path] = plistlib.load(handle)
print(json.dumps(result, ensure_ascii=False, sort_keys=True))
