#!/usr/bin/env python3
"""Checks Olé's words.json and Chatwa's levels.json by the rules of the apps, sharing no code with wordpack.

Usage: python3 check_app_outputs.py WORDS_JSON LEVELS_JSON
Prints {"pairs": N, "rounds": N, "problems": [sentence, ...]} as JSON; exit status 0 unless a file is unreadable.
"""
import json
import re
import sys
import unicodedata
from collections import Counter


def check_words(path, problems):
    with open(path, "rb") as file:
        pairs = json.loads(file.read().decode("utf-8"))
    if not isinstance(pairs, list):
        problems.append("words.json is not an array")
        return 0
    seen = set()
    for index, pair in enumerate(pairs):
        if not isinstance(pair, dict) or sorted(pair) != ["text_eng", "text_spa"]:
            problems.append(f"pair {index} does not have exactly text_eng and text_spa")
            continue
        for key, text in pair.items():
            if not isinstance(text, str) or not text.strip():
                problems.append(f"pair {index}: {key} is empty or not a string")
            elif text != text.strip() or unicodedata.normalize("NFC", text) != text:
                problems.append(f"pair {index}: {key} has end spaces or is not NFC")
        english = str(pair["text_eng"]).lower()
        if english in seen:
            problems.append(f"pair {index}: the English text {english!r} repeats")
        seen.add(english)
        if " / " in str(pair["text_eng"]):
            problems.append(f"pair {index}: ' / ' in the English text")
        if any(not part.strip() for part in str(pair["text_spa"]).split(" / ")):
            problems.append(f"pair {index}: an empty Spanish alternative")
    return len(pairs)


def spells(row, answer):
    letters = iter(row)
    return all(letter in letters for letter in answer)


def check_levels(path, problems):
    with open(path, "rb") as file:
        document = json.loads(file.read().decode("utf-8"))
    if not isinstance(document, dict) or list(document) != ["words"] or not isinstance(document["words"], dict):
        problems.append('levels.json is not {"words": {...}}')
        return 0
    rounds = document["words"]
    if sorted(rounds, key=lambda k: int(k) if k.isdigit() else -1) != [str(n) for n in range(len(rounds))]:
        problems.append("round ids are not 0, 1, 2, ... without gaps")
    for number, level in rounds.items():
        if not isinstance(level, dict) or sorted(level) != ["answer", "grid", "hint"]:
            problems.append(f"round {number} does not have exactly hint, answer and grid")
            continue
        answer, grid, hint = level["answer"], level["grid"], level["hint"]
        if not isinstance(hint, str) or not hint.strip():
            problems.append(f"round {number}: no hint")
        if not re.fullmatch(r"[A-Z]{1,11}", answer):
            problems.append(f"round {number}: the answer {answer!r} is not 1 to 11 letters A-Z")
            continue
        if not re.fullmatch(r"[A-Z]{14}", grid):
            problems.append(f"round {number}: the grid {grid!r} is not 14 letters A-Z")
            continue
        if Counter(answer) - Counter(grid):
            problems.append(f"round {number}: the grid {grid} lacks letters of {answer}")
        if 2 <= len(answer) <= 7 and (spells(grid[:7], answer) or spells(grid[7:], answer)):
            problems.append(f"round {number}: the grid {grid} spells {answer} in order in a row")
    return len(rounds)


def main():
    problems = []
    pairs = check_words(sys.argv[1], problems)
    rounds = check_levels(sys.argv[2], problems)
    print(json.dumps({"pairs": pairs, "rounds": rounds, "problems": problems}))


if __name__ == "__main__":
    main()
