#!/usr/bin/env bash
# Remakes the seed corpora in Fuzz/corpus/ from the sample catalogue (inputs/) and a few test fixtures.
# Needs python3, sox (with MP3 and Ogg support) and ffmpeg. See Fuzz/README.md for what each seed is.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$root/Fuzz/corpus"
cd "$root"
rm -rf "$corpus"
mkdir -p "$corpus"/{csv,xlsx,ods,png,recording}

# CSV: the sample's own lists, and test fixtures for the encodings and line ends the reader sniffs.
cp inputs/languages/ja/lists.csv "$corpus/csv/ja-lists.csv"
cp inputs/languages/ja/words.csv "$corpus/csv/ja-words.csv"
cp inputs/languages/jam/words.tsv "$corpus/csv/jam-words.tsv"
for fixture in utf16be.csv old-mac-cr.csv european-semicolon.csv excel-unicode-text.tsv not-utf8.csv \
  unterminated-quote.csv; do
  cp "Tests/Fixtures/csv/$fixture" "$corpus/csv/fixture-$fixture"
done

# XLSX and ODS: the sample's packages as they are, and the parts the readers use as `@@part` text
# (Fuzz/Support/ZipParts.swift), so that the XML mutates without breaking the ZIP around it.
cp inputs/lists/Core.xlsx "$corpus/xlsx/Core.xlsx"
cp inputs/languages/en/words.xlsx "$corpus/xlsx/en-words.xlsx"
cp inputs/lists/Food.ods "$corpus/ods/Food.ods"
cp inputs/languages/es/words.ods "$corpus/ods/es-words.ods"
python3 - "$corpus" <<'PY'
import sys, zipfile
corpus = sys.argv[1]
def parts(source, target, keep):
    with zipfile.ZipFile(source) as package, open(target, "wb") as out:
        for info in package.infolist():
            if keep(info.filename):
                out.write(b"@@part " + info.filename.encode() + b"\n" + package.read(info) + b"\n")
xlsx = lambda name: name == "_rels/.rels" or (name.startswith("xl/") and "theme" not in name)
ods = lambda name: name in ("mimetype", "META-INF/manifest.xml", "content.xml")
parts("inputs/lists/Core.xlsx", f"{corpus}/xlsx/Core.xlsx.parts", xlsx)
parts("inputs/languages/en/words.xlsx", f"{corpus}/xlsx/en-words.xlsx.parts", xlsx)
parts("inputs/lists/Food.ods", f"{corpus}/ods/Food.ods.parts", ods)
parts("inputs/languages/es/words.ods", f"{corpus}/ods/es-words.ods.parts", ods)
PY

# PNG: the sample's small flags as they are, and one sample picture at 32×32 in each layout libpng reads.
cp inputs/languages/es/flag.png "$corpus/png/es-flag.png"
cp inputs/languages/en/flag.png "$corpus/png/en-flag.png"
for format in rgba rgb24 pal8 gray ya8 rgb48be monob; do
  ffmpeg -loglevel error -y -i inputs/words/Animals/picture/pig.png -vf scale=32:32 -pix_fmt "$format" \
    "$corpus/png/pig-32-$format.png"
done
cp Tests/Fixtures/png/adam7-interlaced.png "$corpus/png/fixture-adam7-interlaced.png"
cp Tests/Fixtures/png/palette-trns.png "$corpus/png/fixture-palette-trns.png"

# Recordings: 0.1 s of one sample recording (from 0.2 s in), in each kind of file libsndfile tells apart.
source=inputs/languages/en/speech/Core/eat.wav
cut=(trim 0.2 0.1)
sox "$source" "$corpus/recording/eat-16bit-mono.wav" "${cut[@]}"
sox "$source" -b 24 -c 2 "$corpus/recording/eat-24bit-stereo.wav" "${cut[@]}"
sox "$source" -e floating-point -b 32 "$corpus/recording/eat-float.wav" "${cut[@]}"
sox "$source" -b 8 -e unsigned-integer "$corpus/recording/eat-8bit.wav" "${cut[@]}"
sox "$source" -e ima-adpcm "$corpus/recording/eat-ima-adpcm.wav" "${cut[@]}"
sox "$source" "$corpus/recording/eat.aiff" "${cut[@]}"
sox "$source" "$corpus/recording/eat.flac" "${cut[@]}"
sox "$source" "$corpus/recording/eat.ogg" "${cut[@]}"
sox "$source" "$corpus/recording/eat.mp3" "${cut[@]}"
