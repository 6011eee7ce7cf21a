#!/usr/bin/env python3
"""An independent reader of a vocabulary app's folder: Python's json parses every word file, index.json and
daily.json, and each word file is held to WordsAPI's word shape (issue 14). Prints {"words": n, "problems": [...]}."""
import json
import os
import sys

folder = sys.argv[1]
problems = []
RESULT_KEYS = {"definition", "partOfSpeech", "synonyms", "antonyms", "typeOf", "examples"}


def word_problems(name, word):
    found = []
    if not isinstance(word.get("word"), str) or not word["word"]:
        found.append(f"{name}: no word")
    allowed = {"word", "results", "syllables", "pronunciation", "frequency", "wordpack"}
    if set(word) - allowed:
        found.append(f"{name}: keys outside WordsAPI's and wordpack's: {sorted(set(word) - allowed)}")
    results = word.get("results")
    if not isinstance(results, list) or not results:
        found.append(f"{name}: no results")
    for result in results or []:
        if set(result) != RESULT_KEYS:
            found.append(f"{name}: a result has {sorted(result)}")
        if not isinstance(result.get("definition"), str):
            found.append(f"{name}: a definition is not text")
        if result.get("partOfSpeech") is not None and not isinstance(result["partOfSpeech"], str):
            found.append(f"{name}: partOfSpeech is neither text nor null")
        for key in ("synonyms", "antonyms", "typeOf", "examples"):
            if not all(isinstance(v, str) for v in result.get(key, [])):
                found.append(f"{name}: {key} is not a list of texts")
    syllables = word.get("syllables")
    if syllables is not None:
        if syllables.get("count") != len(syllables.get("list", [])):
            found.append(f"{name}: syllables.count is not the length of syllables.list")
        if "".join(syllables["list"]).lower() != word["word"].lower():
            found.append(f"{name}: the syllables do not spell the word")
    pronunciation = word.get("pronunciation")
    if pronunciation is not None:
        if not isinstance(pronunciation, dict) or not all(isinstance(v, str) for v in pronunciation.values()):
            found.append(f"{name}: pronunciation is not an object of texts")
        elif any(mark in v for v in pronunciation.values() for mark in "ˈˌ"):
            found.append(f"{name}: pronunciation has IPA stress marks, not ASCII ' and ,")
    frequency = word.get("frequency")
    if frequency is not None and not (isinstance(frequency, (int, float)) and 1 <= frequency <= 7):
        found.append(f"{name}: frequency {frequency} is not on the Zipf scale")
    ours = word.get("wordpack", {})
    for key in ("category", "translations", "derived"):
        if key not in ours:
            found.append(f"{name}: wordpack.{key} is missing")
    audio = ours.get("audio")
    if audio is not None and not os.path.isfile(os.path.join(folder, audio)):
        found.append(f"{name}: wordpack.audio {audio} is not there")
    return found


names = sorted(os.listdir(os.path.join(folder, "words")))
for name in names:
    with open(os.path.join(folder, "words", name), encoding="utf-8") as f:
        problems += word_problems(name, json.load(f))
with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
    index = json.load(f)
for entry in index["words"]:
    if not os.path.isfile(os.path.join(folder, entry["file"])):
        problems.append(f"index.json: {entry['file']} is not there")
with open(os.path.join(folder, "daily.json"), encoding="utf-8") as f:
    daily = json.load(f)
for challenge in daily["challenges"]:
    if len(set(challenge["choices"])) != 4:
        problems.append(f"daily.json: {challenge['date']} does not have four choices")
print(json.dumps({"words": len(names), "index": len(index["words"]), "days": len(daily["challenges"]),
                  "problems": problems}))
