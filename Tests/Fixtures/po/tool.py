#!/usr/bin/env python3
"""translate-toolkit (PyPI translate-toolkit==3.20.4) as the translator's tool for wordpack's PO and XLIFF files.

  tool.py po-read FILE               prints each entry as JSON lines: {"context", "source", "target", "fuzzy",
                                     "previous", "notes", "locations"}
  tool.py po-edit FILE OUT CTX=TEXT  sets the target of each entry whose msgctxt is CTX to TEXT and marks it not
                                     fuzzy, as Poedit does when a translator types; saves the store to OUT (the
                                     toolkit wraps long lines as Poedit does)
  tool.py xliff-context FILE         prints each XLIFF 1.2 unit as JSON lines: {"id", "notes", "locations",
                                     "fuzzy", "pictures"}: what the toolkit (and Pootle, Weblate) show of it
"""
import json
import sys

from translate.storage import factory, po


def main(mode, path, *rest):
    if mode == "po-read":
        store = po.pofile.parsefile(path)
        for unit in store.units:
            if unit.isheader() or unit.isobsolete():
                continue
            print(json.dumps({
                "context": unit.getcontext(), "source": unit.source, "target": unit.target,
                "fuzzy": unit.isfuzzy(), "previous": unit.prev_source,
                "notes": unit.getnotes("developer"), "locations": unit.getlocations(),
            }, ensure_ascii=False))
    elif mode == "po-edit":
        out, edits = rest[0], dict(edit.split("=", 1) for edit in rest[1:])
        store = po.pofile.parsefile(path)
        for unit in store.units:
            if unit.getcontext() in edits:
                unit.target = edits[unit.getcontext()]
                unit.markfuzzy(False)
        store.savefile(out)
    elif mode == "xliff-context":
        store = factory.getobject(path)
        for unit in store.units:
            if not unit.istranslatable():
                continue
            pictures = [text for group in unit.getcontextgroupsbyattribute("purpose", "information")
                        for kind, text in group if kind == "x-picture"]
            print(json.dumps({
                "id": unit.getid(), "notes": unit.getnotes("developer"), "locations": unit.getlocations(),
                "fuzzy": unit.isfuzzy(), "pictures": pictures,
            }, ensure_ascii=False))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(*sys.argv[1:])
