#!/usr/bin/env python3
"""Regenerates inputs/ (the sample catalogue) from the tables in tools/sample/tables.

Run it through tools/sample/make-sample.sh. Needs espeak-ng, sox (with FLAC),
ImageMagick 6 (`convert`) and LibreOffice (`soffice`, Calc is enough).
The build never runs this: the generated files are committed.

Deterministic where the tools allow: sox runs with -R (fixed seed) and -D (no
dither), PNGs carry no dates, and the zip timestamps of the LibreOffice
workbooks are set to 1980-01-01 after conversion (nothing else in them is
touched).
"""

import csv
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

import pictures

HERE = Path(__file__).resolve().parent
TABLES = HERE / "tables"
ROOT = HERE.parent.parent
INPUTS = ROOT / "inputs"

# The list sheets: list name -> sheet format written by LibreOffice.
LISTS = {"Animals": "xlsx", "Food": "ods", "Core": "xlsx", "Nature": "xlsx", "Home": "xlsx"}
# The lists FirstWords apps play: their words decide which letter sounds a language needs (Core is a Glyph
# keyboard only).
FIRSTWORDS_LISTS = {"Animals", "Food"}

# The languages. sheet: how the translations are stored; voice: espeak-ng voice;
# speech: sample rate per list (16-bit); letters: (format, rate), letter_set: whose
# words decide which letters are needed; stereo: speech files made stereo.
LANGUAGES = {
    "en": {"sheet": "xlsx", "voice": "en-us", "speech": {"Animals": 44100, "Food": 48000, "Core": 16000,
                                                     "Nature": 16000, "Home": 16000},
           "letters": ("wav", 22050), "flag": True, "uppercase": True},
    "en-phonics": {"sheet": None, "voice": "en-us", "letters": ("flac", 22050),
                   "letter_set": "en", "uppercase": True},
    "es": {"sheet": "ods", "voice": "es", "speech": {"Animals": 48000, "Food": 44100, "Core": 16000},
           "letters": ("flac", 22050), "flag": True, "uppercase": True,
           "stereo": {("Animals", "dog")}},
    "ja": {"sheet": "csv", "voice": "ja", "speech": {"Animals": 44100, "Food": 48000, "Core": 16000},
           "letters": ("flac", 22050), "flag": True, "uppercase": False},
    "jam": {"sheet": "tsv"},
}

# The vocabulary app's lists (one row per sense) are recorded in English only, as 32 kbit/s MP3 at 16 kHz:
# as WAV their 32 words would take inputs/ over 5 MB. Lists not named here are WAV.
SPEECH_FORMAT = {"Nature": "mp3", "Home": "mp3"}

TRIM = ["silence", "1", "0.05", "1%", "reverse", "silence", "1", "0.05", "1%", "reverse"]
PAD = ["pad", "0.05", "0.05"]


def run(*args, **kwargs):
    subprocess.run([str(a) for a in args], check=True, **kwargs)


def read_table(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def nfc(text):
    return unicodedata.normalize("NFC", text)


# ---------------------------------------------------------------- spreadsheets

class Office:
    """Runs soffice headless with a private profile (no clash with a running LibreOffice)."""

    def __init__(self, scratch):
        self.profile = (scratch / "lo-profile").as_uri()

    def convert(self, source, fmt, outdir, infilter=None):
        args = ["soffice", f"-env:UserInstallation={self.profile}", "--headless",
                "--convert-to", fmt, "--outdir", outdir]
        if infilter:
            args += [f"--infilter={infilter}"]
        run(*args, source, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        produced = Path(outdir) / (Path(source).stem + "." + fmt.split(":")[0])
        if not produced.exists():
            sys.exit(f"soffice did not make {produced}")
        return produced


def fix_zip_dates(path):
    """Sets every DOS timestamp of a zip (local headers and central directory) to 1980-01-01 00:00."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as z:
        infos = z.infolist()
    for info in infos:
        offset = info.header_offset
        assert data[offset:offset + 4] == b"PK\x03\x04"
        struct.pack_into("<HH", data, offset + 10, 0, 0x21)
    end = data.rfind(b"PK\x05\x06")
    count, _, start = struct.unpack_from("<HII", data, end + 10)
    offset = start
    for _ in range(count):
        assert data[offset:offset + 4] == b"PK\x01\x02"
        struct.pack_into("<HH", data, offset + 12, 0, 0x21)
        name_len, extra_len, comment_len = struct.unpack_from("<HHH", data, offset + 28)
        offset += 46 + name_len + extra_len + comment_len
    path.write_bytes(bytes(data))


def fods(sheets):
    """A flat ODF spreadsheet: sheets is a list of (name, rows); every cell is text."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
           ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
           ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
           ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">',
           "<office:body><office:spreadsheet>"]
    for name, rows in sheets:
        out.append(f'<table:table table:name="{escape(name)}">')
        for row in rows:
            cells = []
            for value in row:
                if value == "":
                    cells.append("<table:table-cell/>")
                else:
                    cells.append('<table:table-cell office:value-type="string">'
                                 f"<text:p>{escape(value)}</text:p></table:table-cell>")
            out.append("<table:table-row>" + "".join(cells) + "</table:table-row>")
        out.append("</table:table>")
    out.append("</office:spreadsheet></office:body></office:document>")
    return "\n".join(out) + "\n"


def rows_of(path):
    with open(path, newline="", encoding="utf-8") as f:
        return [[nfc(cell) for cell in row] for row in csv.reader(f)]


def write_delimited(path, rows, delimiter, encoding):
    """As Excel saves "CSV UTF-8" (BOM, CRLF) or "Unicode Text" (UTF-16LE, BOM, tabs, CRLF)."""
    with open(path, "w", newline="", encoding=encoding) as f:
        f.write("\ufeff")
        writer = csv.writer(f, delimiter=delimiter, lineterminator="\r\n")
        writer.writerows(rows)


def make_lists(office, scratch):
    for name, fmt in LISTS.items():
        source = scratch / f"{name}.csv"
        shutil.copy(TABLES / "lists" / f"{name}.csv", source)
        # comma, double quote, UTF-8, from line 1: TRUE becomes a boolean cell
        made = office.convert(source, fmt, scratch, infilter="CSV:44,34,76,1")
        target = INPUTS / "lists" / f"{name}.{fmt}"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(made, target)
        fix_zip_dates(target)


def make_translations(office, scratch):
    for code, config in LANGUAGES.items():
        folder = INPUTS / "languages" / code
        folder.mkdir(parents=True, exist_ok=True)
        for text in ("all.txt", "other.txt"):
            source = TABLES / "languages" / code / text
            if source.exists():
                (folder / text).write_text(nfc(source.read_text(encoding="utf-8")), encoding="utf-8")
        fmt = config["sheet"]
        if fmt is None:
            continue
        words = rows_of(TABLES / "languages" / code / "words.csv")
        lists = rows_of(TABLES / "languages" / code / "lists.csv")
        if fmt in ("xlsx", "ods"):
            flat = scratch / code / "words.fods"
            flat.parent.mkdir(parents=True, exist_ok=True)
            flat.write_text(fods([("Words", words), ("Lists", lists)]), encoding="utf-8")
            made = office.convert(flat, fmt, flat.parent)
            shutil.move(made, folder / f"words.{fmt}")
            fix_zip_dates(folder / f"words.{fmt}")
        elif fmt == "csv":
            write_delimited(folder / "words.csv", words, ",", "utf-8")
            write_delimited(folder / "lists.csv", lists, ",", "utf-8")
        elif fmt == "tsv":
            write_delimited(folder / "words.tsv", words, "\t", "utf-16-le")
            write_delimited(folder / "lists.tsv", lists, "\t", "utf-16-le")


# ---------------------------------------------------------------- pictures

def make_pictures():
    for relative, draw, options in pictures.PICTURES:
        drawing = draw()
        target = INPUTS / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        *settings, prefix = options
        run("convert", "-size", f"{drawing.width}x{drawing.height}", f"xc:{drawing.background}",
            "-draw", drawing.mvg(), *settings, "-strip",
            "-define", "png:exclude-chunks=date,time", "+set", "date:create", "+set", "date:modify",
            f"{prefix}{target}")
    (INPUTS / "words/Food/picture/cake.pdf").write_bytes(pictures.cake_pdf())


# ---------------------------------------------------------------- sounds

def check_audio(path):
    """Fails unless the file is real sound: not silent, not empty."""
    stat = subprocess.run(["sox", path, "-n", "stat"], capture_output=True, text=True).stderr
    values = {line.split(":")[0].strip(): line.split(":")[1].strip()
              for line in stat.splitlines() if ":" in line}
    rms = float(values["RMS     amplitude"])
    length = float(values["Length (seconds)"])
    if rms < 0.01 or length < 0.1:
        sys.exit(f"{path}: looks silent (RMS {rms}, {length} s)")


def make_reward_sounds():
    for row in read_table(TABLES / "sounds.csv"):
        target = INPUTS / "words" / row["list"] / "sound" / f"{row['name']}.{row['format']}"
        target.parent.mkdir(parents=True, exist_ok=True)
        run("sox", "-R", "-D", "-n", "-r", row["rate"], "-c", row["channels"], "-b", "16", target,
            *row["effects"].split(), "fade", "q", "0.02", "-0", "0.15", "gain", "-n", "-3")
        check_audio(target)


def speak(voice, text, target, rate, channels, scratch):
    """espeak-ng's voice, trimmed of silence, 50 ms pad, 16-bit (or 32 kbit/s MP3) at the given rate."""
    raw = scratch / "espeak.wav"
    run("espeak-ng", "-v", voice, "-w", raw, text)
    target.parent.mkdir(parents=True, exist_ok=True)
    encoding = ["-C", "32"] if target.suffix == ".mp3" else ["-b", "16"]
    run("sox", "-R", "-D", raw, *encoding, "-c", str(channels), "-r", str(rate), target,
        *TRIM, "gain", "-n", "-3", *PAD)
    check_audio(target)


def enabled_words(code):
    """(list, key, word) of every word that is played: not disabled in the list nor the translation."""
    disabled = set()
    for name in LISTS:
        for row in read_table(TABLES / "lists" / f"{name}.csv"):
            if row.get("disabled", "").upper() == "TRUE":
                disabled.add((name, row["key"]))
    words = []
    for row in read_table(TABLES / "languages" / code / "words.csv"):
        if (row["list"], row["key"]) in disabled or row.get("disabled", "").upper() == "TRUE":
            continue
        if row["list"] not in FIRSTWORDS_LISTS:
            continue
        words.append((row["list"], row["key"], nfc(row["word"])))
    return words


def letters_needed(code, uppercase):
    letters = set()
    for _, _, word in enabled_words(code):
        for char in word:
            if char.isspace():
                continue
            letters.add(nfc(char.upper()) if uppercase else char)
    return sorted(letters)


def make_letters(scratch):
    for code, config in LANGUAGES.items():
        if "letters" not in config:
            continue
        fmt, rate = config["letters"]
        say = {nfc(row["letter"]): row["say"] for row in read_table(TABLES / "letters" / f"{code}.csv")}
        folder = INPUTS / "languages" / code / "letters"
        for letter in letters_needed(config.get("letter_set", code), config["uppercase"]):
            if f"{letter}-final" in say:
                names = [f"{letter}-final", f"{letter}-other"]
            else:
                names = [letter]
            for name in names:
                speak(config["voice"], say.get(name, letter), folder / f"{name}.{fmt}", rate, 1, scratch)


def make_speech(scratch):
    for code, config in LANGUAGES.items():
        if "speech" not in config:
            continue
        for row in read_table(TABLES / "languages" / code / "words.csv"):
            name, key = row["list"], row["key"]
            if name not in config["speech"]:
                continue  # a list recorded in some languages only (the vocabulary lists: English)
            channels = 2 if (name, key) in config.get("stereo", set()) else 1
            target = INPUTS / "languages" / code / "speech" / name / f"{key}.{SPEECH_FORMAT.get(name, 'wav')}"
            # A Glyph tile that says a sentence (its vocalization) is recorded saying that sentence.
            text = row.get("vocalization") or row["word"]
            speak(config["voice"], nfc(text), target, config["speech"][name], channels, scratch)


# ---------------------------------------------------------------- main

def main():
    for tool in ("soffice", "sox", "espeak-ng", "convert"):
        if shutil.which(tool) is None:
            sys.exit(f"make-sample: {tool} is not installed")
    if os.path.isdir(INPUTS):
        shutil.rmtree(INPUTS)
    INPUTS.mkdir()
    shutil.copy(HERE / "inputs-README.md", INPUTS / "README.md")
    with tempfile.TemporaryDirectory(prefix="make-sample-") as temporary:
        scratch = Path(temporary)
        office = Office(scratch)
        make_lists(office, scratch)
        make_translations(office, scratch)
        make_pictures()
        make_reward_sounds()
        make_letters(scratch)
        make_speech(scratch)


if __name__ == "__main__":
    main()
