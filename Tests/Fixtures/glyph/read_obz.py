#!/usr/bin/env python3
"""Reads Open Board packages (.obz) independently of wordpack: Python's zipfile and json resolve every path of
the manifest and of every board, and, when it is installed, aac-processors (PyPI, a test-time tool only)
loads the package as CoughDrop would. Prints one JSON object: per package the boards with their button labels,
the problems found, and whether aac-processors read it.

Usage: read_obz.py package.obz …
"""
import json
import sys
import zipfile


def read(path):
    problems = []
    with zipfile.ZipFile(path) as package:
        names = set(package.namelist())
        manifest = json.loads(package.read("manifest.json"))
        paths = manifest.get("paths", {})
        for kind in ("boards", "images", "sounds"):
            for key, member in paths.get(kind, {}).items():
                if member not in names:
                    problems.append(f"{kind} {key}: {member} is missing")
        if manifest.get("root") not in names:
            problems.append("the root board is missing")
        boards = {}
        for key, member in sorted(paths.get("boards", {}).items()):
            board = json.loads(package.read(member))
            boards[key] = {"name": board["name"], "locale": board["locale"],
                           "labels": [button["label"] for button in board["buttons"]]}
            for image in board.get("images", []):
                if image["path"] not in names:
                    problems.append(f"{member}: image {image['path']} is missing")
            for sound in board.get("sounds", []):
                if sound["path"] not in names:
                    problems.append(f"{member}: sound {sound['path']} is missing")
            for button in board["buttons"]:
                target = button.get("load_board", {}).get("path")
                if target is not None and target not in names:
                    problems.append(f"{member}: button {button['id']} opens {target}, which is missing")
    try:
        from aac_processors.coughdrop_processor import CoughDropProcessor
        tree = CoughDropProcessor().load_into_tree(path)
        coughdrop = sorted(len(page.buttons) for page in tree.pages.values())
    except ImportError:
        coughdrop = None
    return {"boards": boards, "problems": problems, "coughdrop": coughdrop}


print(json.dumps({path.rsplit("/", 1)[-1]: read(path) for path in sys.argv[1:]}, ensure_ascii=False, sort_keys=True))
