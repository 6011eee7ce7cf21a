#!/usr/bin/env python3
"""Validates each Contents.json of an asset catalog named on the command line with jsonschema.

The schema is chosen by where the file is: the catalog's own (in the .xcassets folder itself), a colour set's (in a
.colorset folder) or a folder's (anywhere else inside the catalog). Prints {path: [errors]} as JSON and exits 1 when
any file has an error.
"""
import json
import os
import sys

import jsonschema

here = os.path.dirname(os.path.abspath(__file__))
schemas = {}
for kind in ("catalog", "folder", "colorset"):
    with open(os.path.join(here, kind + ".schema.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    schemas[kind] = jsonschema.Draft202012Validator(schema)

result = {}
for path in sys.argv[1:]:
    folder = os.path.basename(os.path.dirname(os.path.abspath(path)))
    kind = "catalog" if folder.endswith(".xcassets") else "colorset" if folder.endswith(".colorset") else "folder"
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    errors = sorted(schemas[kind].iter_errors(document), key=lambda error: list(error.absolute_path))
    result[path] = [kind + ": " + "/".join(map(str, error.absolute_path)) + ": " + error.message for error in errors]
print(json.dumps(result, ensure_ascii=False, sort_keys=True))
sys.exit(1 if any(result.values()) else 0)
