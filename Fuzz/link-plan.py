#!/usr/bin/env python3
"""Prints what linking a fuzz entry against the library (WordpackRecording and the targets it depends on) needs, from SwiftPM's own build description.

    Fuzz/link-plan.py <bin-path> flags    the compiler flags WordpackRecording was built with to find its
                                          modules (module maps, -I), one a line
    Fuzz/link-plan.py <bin-path> objects  the object files of WordpackRecording and of every target it
                                          depends on, one a line

<bin-path> is what `swift build --show-bin-path` prints for the fuzz build; SwiftPM writes
description.json there. Reading it, rather than globbing, keeps the link right when a dependency
is added or removed.
"""
import glob
import json
import os
import sys

LIBRARY = "WordpackRecording"


def main():
    bin_path, what = sys.argv[1], sys.argv[2]
    with open(os.path.join(bin_path, "description.json")) as file:
        description = json.load(file)
    # Swift targets by module name; the "-tool" copies are built for the host's plugins, not for us.
    commands = {
        command["moduleName"]: command
        for key, command in description["swiftCommands"].items()
        if not key.endswith("-tool.module")
    }
    library = commands[LIBRARY]
    if what == "flags":
        arguments = library["otherArguments"]
        lines = ["-I", library["importPath"]]
        index = 0
        while index < len(arguments):
            argument = arguments[index]
            if argument == "-Xcc" and index + 1 < len(arguments):
                lines += [argument, arguments[index + 1]]
                index += 2
                continue
            if argument.startswith("-I") and len(argument) > 2:
                lines.append(argument)
            index += 1
        print("\n".join(lines))
    elif what == "objects":
        targets = [LIBRARY] + description["targetDependencyMap"][LIBRARY]
        objects = []
        for target in targets:
            if target in commands:
                objects += commands[target]["objects"]
            else:
                # A C target's objects, or none for a system library target (its library comes from pkg-config).
                objects += sorted(glob.glob(os.path.join(bin_path, target + ".build", "**", "*.o"), recursive=True))
        print("\n".join(objects))
    else:
        sys.exit(f"link-plan.py: say flags or objects, not {what}")


if __name__ == "__main__":
    main()
