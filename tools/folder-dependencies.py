#!/usr/bin/env python3
"""Reports which folders of the library's targets (Sources/Wordpack*/<folder>) use types declared in which other
folders, and any loop. The targets' own order is the compiler's to enforce (Package.swift); this keeps the folders
inside a target (Catalogue, Ingest and Check in WordpackCatalogue, say) in one direction too.

For every top-level type (struct, enum, class, protocol, actor, typealias) and top-level function declared in
a folder, it looks for its name as a whole word in the code of every other folder (comments and string
literals left out). It prints one line per folder with the folders it depends on, the number of dependencies,
then each loop it finds, and exits 1 when there is one. `swift test` runs it (FolderDependencyTests).

Usage: tools/folder-dependencies.py [path/to/Sources]
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources")
root = os.path.normpath(root)


def strip(code):
    code = re.sub(r"/\*.*?\*/", " ", code, flags=re.S)
    code = re.sub(r'"""(.*?)"""', '""', code, flags=re.S)
    code = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', code)
    return re.sub(r"//[^\n]*", " ", code)


folders = {}
for target in sorted(os.listdir(root)):
    if not target.startswith("Wordpack") or not os.path.isdir(os.path.join(root, target)):
        continue
    for folder in sorted(os.listdir(os.path.join(root, target))):
        path = os.path.join(root, target, folder)
        if not os.path.isdir(path):
            folders.setdefault(f"{target}/.", []).append(path)
            continue
        for base, _, names in os.walk(path):
            folders.setdefault(f"{target}/{folder}", []).extend(
                os.path.join(base, n) for n in names if n.endswith(".swift"))
code = {f: strip("".join(open(p, encoding="utf-8").read() for p in paths)) for f, paths in folders.items()}

# Any access level (package and open included), modifiers and attributes (@MainActor, @frozen, …) before the keyword.
declaration = re.compile(
    r"^(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)\n]*\))?\s+)*"
    r"(?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func)\s+([A-Za-z_][A-Za-z0-9_]*)", re.M)
declared = {}
for folder, text in code.items():
    for name in declaration.findall(text):
        declared.setdefault(name, set()).add(folder)

uses = {folder: set() for folder in code}
for folder, text in code.items():
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
    for name, owners in declared.items():
        if name in words and folder not in owners:
            uses[folder].update(owners)

for folder in sorted(uses):
    print(f"{folder} -> {', '.join(sorted(uses[folder])) or '(nothing)'}")
# The count a test holds a floor under: a declaration pattern that stopped matching would find no edge, and so
# no loop either.
print(f"{sum(len(u) for u in uses.values())} dependencies between {len(uses)} folders, "
      f"{len(declared)} names declared")

# Loops: strongly connected components of more than one folder (Tarjan).
index, low, stack, on, loops, counter = {}, {}, [], set(), [], [0]


def visit(v):
    index[v] = low[v] = counter[0]
    counter[0] += 1
    stack.append(v)
    on.add(v)
    for w in uses[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        component = []
        while True:
            w = stack.pop()
            on.discard(w)
            component.append(w)
            if w == v:
                break
        if len(component) > 1:
            loops.append(sorted(component))


sys.setrecursionlimit(10000)
for v in sorted(uses):
    if v not in index:
        visit(v)
if loops:
    for loop in loops:
        print("loop: " + " <-> ".join(loop))
    sys.exit(1)
print("no loops")
