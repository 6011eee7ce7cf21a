#!/usr/bin/env python3
"""A client of WordsAPI written from the vocabulary app's endpoint list (seed 003: base URL .../words, then
/{word}, /{word}/definitions, /examples, /frequency, /pronunciation, /syllables, /synonyms, /typeOf and the
random word) and WordsAPI's documentation (https://www.wordsapi.com/docs/: its 28 detail endpoints, words and
detail names in any case, `GET /words/?random=true`), not from wordpack's code or output.

    wordsapi_client.py http://127.0.0.1:PORT

Reads the word list from /random.json (WordsAPI's search shape: {"query", "results": {"total", "data"}}), then
asks every endpoint for every word, its path percent-encoded as a client of WordsAPI sends it, each detail also
in lower case and the word also in upper case, and holds each answer to WordsAPI's documented shape: status
200, a JSON content type, and each field with its type; a detail the word has nothing for answers an empty
list. Asks for random words (each a whole entry of a word of the list, not all the same). An unknown word must
answer 404. Prints {"words": n, "requests": n, "random": [...], "problems": [...]}."""
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

BASE = sys.argv[1].rstrip("/")
# WordsAPI's detail endpoints, as its documentation lists them.
DETAILS = [
    "definitions", "synonyms", "antonyms", "examples", "typeOf", "hasTypes", "partOf", "hasParts", "instanceOf",
    "hasInstances", "similarTo", "also", "entails", "memberOf", "hasMembers", "substanceOf", "hasSubstances",
    "inCategory", "hasCategories", "usageOf", "hasUsages", "inRegion", "regionOf", "pertainsTo", "rhymes",
    "frequency", "pronunciation", "syllables",
]
# WordsAPI's lists of related words, in a result of the whole entry and at /words/{word}/{name}.
WORD_LISTS = [
    "synonyms", "antonyms", "examples", "typeOf", "hasTypes", "partOf", "hasParts", "instanceOf",
    "hasInstances", "similarTo", "also", "entails", "memberOf", "hasMembers", "substanceOf", "hasSubstances",
    "inCategory", "hasCategories", "usageOf", "hasUsages", "inRegion", "regionOf", "pertainsTo", "derivation",
]
problems = []
requests = 0


def get(path):
    """Status, content type and parsed body (None when it is not JSON)."""
    global requests
    requests += 1
    try:
        with urllib.request.urlopen(BASE + path, timeout=10) as answer:
            status, kind, raw = answer.status, answer.headers.get("Content-Type", ""), answer.read()
    except urllib.error.HTTPError as error:
        status, kind, raw = error.code, error.headers.get("Content-Type", ""), error.read()
    try:
        body = json.loads(raw.decode("utf-8"))
    except ValueError:
        body = None
    return status, kind, body


def is_text(value):
    return isinstance(value, str) and value != ""


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_text_list(value):
    return isinstance(value, list) and all(is_text(item) for item in value)


def check_syllables(where, syllables):
    if not isinstance(syllables, dict) or set(syllables) != {"count", "list"}:
        problems.append(f"{where}: syllables is not {{count, list}}: {syllables!r}")
    elif not isinstance(syllables["count"], int) or not is_text_list(syllables["list"]) \
            or syllables["count"] != len(syllables["list"]):
        problems.append(f"{where}: syllables' count is not the length of its list: {syllables!r}")


def check_pronunciation(where, pronunciation):
    # {"all": "…"} or one entry per part of speech, IPA with ' and , for stress.
    if not isinstance(pronunciation, dict) or not pronunciation \
            or not all(is_text(key) and is_text(value) for key, value in pronunciation.items()):
        problems.append(f"{where}: pronunciation is not an object of texts: {pronunciation!r}")


def check_zipf(where, value):
    if not is_number(value) or not 0 < value <= 8:
        problems.append(f"{where}: a Zipf frequency is not a number about 1 to 7: {value!r}")


def check_entry(where, word, entry):
    """GET /words/{word}: word, results, syllables, pronunciation, frequency (and wordpack's own fields under
    the one extension key the vocabulary app documents, `wordpack`)."""
    allowed = {"word", "results", "syllables", "pronunciation", "frequency", "wordpack"}
    if set(entry) - allowed:
        problems.append(f"{where}: fields WordsAPI does not document: {sorted(set(entry) - allowed)}")
    if entry.get("word") != word:
        problems.append(f"{where}: word is {entry.get('word')!r}")
    results = entry.get("results")
    if not isinstance(results, list) or not results:
        problems.append(f"{where}: results is not a list of senses")
    for result in results if isinstance(results, list) else []:
        if not isinstance(result, dict) or not is_text(result.get("definition")):
            problems.append(f"{where}: a result without a definition: {result!r}")
            continue
        if result.get("partOfSpeech") is not None and not is_text(result["partOfSpeech"]):
            problems.append(f"{where}: partOfSpeech is neither text nor null")
        for key in set(result) - {"definition", "partOfSpeech"}:
            if key not in WORD_LISTS:
                problems.append(f"{where}: a result has {key!r}, which WordsAPI does not document")
            elif not is_text_list(result[key]):
                problems.append(f"{where}: a result's {key} is not a list of texts")
    if "syllables" in entry:
        check_syllables(where, entry["syllables"])
    if "pronunciation" in entry:
        check_pronunciation(where, entry["pronunciation"])
    if "frequency" in entry:
        check_zipf(where, entry["frequency"])


def check_detail(where, word, detail, body, entry):
    """GET /words/{word}/{detail}: {"word": …, "<detail>": …}, the detail left out only where the whole entry
    has none."""
    if set(body) - {"word", detail}:
        problems.append(f"{where}: fields other than word and {detail}: {sorted(body)}")
    if body.get("word") != word:
        problems.append(f"{where}: word is {body.get('word')!r}")
    senses = entry.get("results") or []
    if detail == "definitions":
        definitions = body.get("definitions")
        if not isinstance(definitions, list) or not definitions:
            problems.append(f"{where}: definitions is not a list")
            return
        for item in definitions:
            if not isinstance(item, dict) or set(item) != {"definition", "partOfSpeech"} \
                    or not is_text(item["definition"]) \
                    or (item["partOfSpeech"] is not None and not is_text(item["partOfSpeech"])):
                problems.append(f"{where}: a definition is not {{definition, partOfSpeech}}: {item!r}")
        if [item.get("definition") for item in definitions] != [sense.get("definition") for sense in senses]:
            problems.append(f"{where}: the definitions are not the whole entry's")
    elif detail in WORD_LISTS:
        values = body.get(detail)
        if not is_text_list(values):
            problems.append(f"{where}: {detail} is not a list of texts: {values!r}")
        elif set(values) != {value for sense in senses for value in sense.get(detail, [])}:
            problems.append(f"{where}: {detail} are not the whole entry's")
    elif detail == "rhymes":
        rhymes = body.get("rhymes")
        if not isinstance(rhymes, dict) or set(rhymes) - {"all", "noun", "verb", "adjective", "adverb"} \
                or not all(is_text_list(value) for value in rhymes.values()):
            problems.append(f"{where}: rhymes is not {{all: [texts]}}: {rhymes!r}")
        elif word in rhymes.get("all", []):
            problems.append(f"{where}: a word rhymes with itself")
    elif detail == "frequency":
        if "frequency" not in body:
            if "frequency" in entry:
                problems.append(f"{where}: no frequency, though the whole entry has one")
            return
        frequency = body["frequency"]
        if not isinstance(frequency, dict) or "zipf" not in frequency \
                or set(frequency) - {"zipf", "perMillion", "diversity"}:
            problems.append(f"{where}: frequency is not {{zipf, perMillion, diversity}}: {frequency!r}")
            return
        check_zipf(where, frequency["zipf"])
        if frequency["zipf"] != entry.get("frequency"):
            problems.append(f"{where}: zipf is not the whole entry's frequency")
        if "perMillion" in frequency and (not is_number(frequency["perMillion"]) or frequency["perMillion"] <= 0):
            problems.append(f"{where}: perMillion is not a positive number")
        if "diversity" in frequency and (not is_number(frequency["diversity"]) or not 0 <= frequency["diversity"] <= 1):
            problems.append(f"{where}: diversity is not a number from 0 to 1")
    elif detail in ("pronunciation", "syllables"):
        if detail not in body:
            if detail in entry:
                problems.append(f"{where}: no {detail}, though the whole entry has it")
            return
        (check_pronunciation if detail == "pronunciation" else check_syllables)(where, body[detail])
        if body[detail] != entry.get(detail):
            problems.append(f"{where}: {detail} is not the whole entry's")


status, kind, listing = get("/random.json")
words = []
if status != 200 or not kind.startswith("application/json") or not isinstance(listing, dict):
    problems.append(f"/random.json: {status} {kind}")
else:
    results = listing.get("results") or {}
    words = results.get("data") or []
    if not is_text_list(words) or results.get("total") != len(words) or not words:
        problems.append(f"/random.json: results is not {{total, data}}: {results!r}")
        words = []

for word in words:
    path = "/words/" + urllib.parse.quote(word, safe="")
    status, kind, entry = get(path)
    if status != 200 or not kind.startswith("application/json") or not isinstance(entry, dict):
        problems.append(f"{path}: {status} {kind}")
        continue
    check_entry(path, word, entry)
    # The word in upper case finds the same entry (WordsAPI matches words ignoring case).
    shouted = "/words/" + urllib.parse.quote(word.upper(), safe="")
    if word.isascii() and shouted != path:
        status, kind, same = get(shouted)
        if status != 200 or same != entry:
            problems.append(f"{shouted}: {status}, not the entry of {path}")
    for detail in DETAILS:
        status, kind, body = get(f"{path}/{detail}")
        if status != 200 or not kind.startswith("application/json") or not isinstance(body, dict):
            problems.append(f"{path}/{detail}: {status} {kind}")
            continue
        check_detail(f"{path}/{detail}", word, detail, body, entry)
        if detail.lower() != detail:
            status, kind, same = get(f"{path}/{detail.lower()}")
            if status != 200 or same != body:
                problems.append(f"{path}/{detail.lower()}: {status}, not the body of {path}/{detail}")

# A random word: a whole entry of a word of the list, not the same one every time.
drawn = []
for _ in range(20 if words else 0):
    status, kind, entry = get("/words/?random=true")
    if status != 200 or not kind.startswith("application/json") or not isinstance(entry, dict):
        problems.append(f"/words/?random=true: {status} {kind}")
        continue
    if entry.get("word") not in words:
        problems.append(f"/words/?random=true: {entry.get('word')!r} is not a word of the list")
        continue
    check_entry("/words/?random=true", entry["word"], entry)
    drawn.append(entry["word"])
if len(words) > 1 and len(set(drawn)) < 2:
    problems.append(f"/words/?random=true: the same word every time: {drawn!r}")

for path in ["/words/no%20such%20word", "/words/nosuchword/definitions", "/words/", "/words/?random=false",
             "/words/nosuchword/typeof", f"/words/{urllib.parse.quote(words[0], safe='') if words else 'x'}/nosuchdetail",
             f"/words/{urllib.parse.quote(words[0], safe='') if words else 'x'}/definitions/more"]:
    status, kind, body = get(path)
    if status != 404:
        problems.append(f"{path}: {status}, not 404")
    elif not kind.startswith("application/json") or not isinstance(body, dict) or body.get("success") is not False:
        problems.append(f"{path}: 404 without WordsAPI's JSON error body: {kind} {body!r}")

print(json.dumps({"words": len(words), "requests": requests, "random": sorted(set(drawn)), "problems": problems}))
