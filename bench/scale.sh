#!/usr/bin/env bash
# The scale benchmark: a generated catalogue of SCALE_WORDS words (lists of 2,000) in SCALE_LANGUAGES languages,
# its sheets in XLSX, ODS and CSV by turns (bench/make_scale_catalogue.py), with one picture, sound and
# recording per list. Times, each with wall seconds, CPU seconds and peak memory (GNU time):
#   one SCALE_SHEET_ROWS-row translations sheet read and checked (`wordpack check`, no store) in each shape, against
#   openpyxl reading it, and with real words with the spelling check on and off;
#   ingest with no store yet; check (the store filled); check with no store; the first build; a no-op build;
#   a no-op after one sheet was saved again unchanged; a build after one translation changed, and after it
#   changed back; a build after a tenth of one language's words changed; a build after a language was added,
#   and after it was removed; a build after one row was removed from a CSV list sheet, and after it was put back;
# and, in the same run, Python reading the same sheets (openpyxl read-only for XLSX, csv, ElementTree for ODS).
# `make bench` runs it at 5,000 words in 5 languages (and a 20,000-row sheet); `make bench-scale` at 100,000
# words in 30 (and a 100,000-row sheet).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages python3 time bc
for module in openpyxl xlsxwriter; do
  python3 -c "import $module" 2>/dev/null || python3 -m pip install --quiet "$module" \
    || python3 -m pip install --quiet --break-system-packages "$module"
done
words=${SCALE_WORDS:-5000}
languages=${SCALE_LANGUAGES:-5}
sheet_rows=${SCALE_SHEET_ROWS:-20000}
wordpack="$PWD/.build/release/wordpack"
# SCALE_WORK=folder keeps the generated projects there and reuses them on the next run (generating 100,000 × 30
# takes minutes); by default they go to a temporary folder, removed at the end.
if [ -n "${SCALE_WORK:-}" ]; then
  work=$SCALE_WORK
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
project="$work/project-$words-$languages"
if [ ! -e "$project/pipeline.json" ]; then
  echo "generating $words words in $languages languages in $project…"
  python3 bench/make_scale_catalogue.py "$project" "$words" "$languages"
fi
rm -rf "$project/.wordpack" "$project/outputs"

# One line: wall s, CPU s (user + system), peak resident MB; and the run's standard error in $work/.log.
# A run that fails prints its messages (a build over 100,000 words must not fail silently); one that is meant to
# stop (`expected=1 measure …`: a build stopped by its check exits 1) does so only when it ends otherwise. Each
# starts on a synced disk: what the step before wrote (an ingest's 700 MB store) is not flushed during this one.
measure() {
  sync
  /usr/bin/time -f "%e %U %S %M %x" -o "$work/.time" "$@" >/dev/null 2>"$work/.log" || true
  read -r wall user system peak status < <(tail -1 "$work/.time")
  [ "$status" = "${expected:-0}" ] || { echo "failed (exit $status): $*" >&2; tail -5 "$work/.log" >&2; }
  echo "$wall $(echo "$user + $system" | bc -l) $(echo "$peak / 1024" | bc)"
}
row() { printf '%-48s %8.2f %8.2f %9d  %s\n' "$1" "$2" "$3" "$4" "${5:-}"; }
printf '%-48s %8s %8s %9s  %s\n' "$words words × $languages languages" "wall s" "CPU s" "peak MB" "note"
spelling() { echo "{\"version\": 1, \"checks\": {\"en\": {\"spelling\": $2}}, \"apps\": {}}" > "$1/pipeline.json"; }
# The cold check of one sheet of SCALE_SHEET_ROWS rows in each shape (issue 71): short cells (about 6 of its 10
# filled) or long texts; inline strings (openpyxl's) or shared ones (XlsxWriter's, as Excel writes them); XLSX or
# ODS; beside 50 list sheets, or alone (its rows then name lists there are not: check says so once a list and
# exits 1). `wordpack check` with no build folder and the spelling check off (the words are made up), against
# openpyxl read-only reading the same rows (for ODS, which openpyxl does not read, the same rows as inline XLSX),
# by turns, three times each: the ratio is of the two medians, taken in the same minutes, so that a slow spell of
# this machine (a run varies by a quarter from one minute to the next) falls on both of its sides.
by_turns() {
  local shape=$1 status=$2 sheet=$3
  for _ in 1 2 3; do
    rm -rf "$shape/.wordpack"
    echo "check $(expected=$status measure "$wordpack" check --project "$shape" --quiet)"
    echo "openpyxl $(measure python3 bench/read_sheets.py "$sheet")"
  done
}
median_of() { grep "^$1 " | cut -d' ' -f2- | sort -n -k1,1 | sed -n 2p; }
for strings in inline shared ods; do
  for length in short long; do
    for lists in lists nolists; do
      shape="$work/shape-$sheet_rows-$strings-$length-$lists"
      if [ ! -e "$shape/pipeline.json" ]; then
        shape_words=()
        [ "$strings" = inline ] || shape_words+=("$strings")
        [ "$length" = short ] || shape_words+=("$length")
        [ "$lists" = lists ] || shape_words+=("$lists")
        python3 bench/make_scale_catalogue.py --sheet "$shape" "$sheet_rows" "${shape_words[@]}"
      fi
      spelling "$shape" false
      sheet="$work/shape-$sheet_rows-$([ "$strings" = ods ] && echo inline || echo "$strings")-$length-$lists"
      turns=$(by_turns "$shape" "$([ "$lists" = lists ] && echo 0 || echo 1)" "$sheet/inputs/languages/en/words.xlsx")
      read -r w c m < <(median_of check <<<"$turns")
      read -r pw _ < <(median_of openpyxl <<<"$turns")
      row "one sheet: $strings, $length, $([ "$lists" = lists ] && echo "50 lists" || echo "no lists")" \
        "$w" "$c" "$m" "$(echo "$pw / $w" | bc -l | xargs printf '%.1f')× openpyxl's $(printf '%.2f' "$pw") s"
      rm -rf "$shape/.wordpack"
    done
  done
done
# The spelling check's cost on the first shape with real English words (Hunspell's en_US list) in its word column.
sheet="$work/shape-$sheet_rows-inline-short-lists"
real="$work/sheet-$sheet_rows-real"
if [ ! -e "$real/pipeline.json" ]; then
  rm -rf "$real" && cp -r "$sheet" "$real"
  python3 bench/real_words_sheet.py "$sheet/inputs/languages/en/words.xlsx" "$real/inputs/languages/en/words.xlsx"
fi
for on in true false; do
  spelling "$real" "$on"
  rm -rf "$real/.wordpack"
  read -r w c m < <(measure "$wordpack" check --project "$real" --quiet)
  row "one sheet: inline, short, 50 lists, real words" "$w" "$c" "$m" \
    "check, no store, spelling $([ $on = true ] && echo on || echo off)"
done
rm -rf "$real/.wordpack"

read -r w c m < <(measure "$wordpack" ingest --project "$project" --quiet)
row "ingest (no store yet)" "$w" "$c" "$m" "$(du -m "$project/.wordpack/catalogue.sqlite" | cut -f1) MB store"
read -r w c m < <(measure "$wordpack" check --project "$project" --quiet)
row "check (store filled)" "$w" "$c" "$m"
rm -f "$project/.wordpack/catalogue.sqlite"
read -r w c m < <(measure "$wordpack" check --project "$project" --quiet)
row "check (no store)" "$w" "$c" "$m"
mapfile -t sheets < <(find "$project/inputs" -name '*.xlsx' -o -name '*.ods' -o -name '*.csv' | sort)
mapfile -t xlsx < <(printf '%s\n' "${sheets[@]}" | grep '\.xlsx$')
mapfile -t others < <(printf '%s\n' "${sheets[@]}" | grep -v '\.xlsx$')
read -r w c m < <(measure python3 bench/read_sheets.py "${xlsx[@]}")
row "  its ${#xlsx[@]} XLSX sheets: openpyxl read-only, rows only" "$w" "$c" "$m"
read -r w c m < <(measure python3 bench/read_sheets.py "${others[@]}")
row "  its ${#others[@]} CSV and ODS sheets: Python csv, ElementTree" "$w" "$c" "$m"

read -r w c m < <(measure "$wordpack" build --project "$project")
row "first build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]* outputs made' "$work/.log")"
read -r w c m < <(measure "$wordpack" build --project "$project")
row "no-op build" "$w" "$c" "$m" "$(grep -o 'nothing changed' "$work/.log")"
target="$project/inputs/languages/en/words.xlsx"
cp -p "$target" "$target.copy" && mv "$target.copy" "$target"
read -r w c m < <(measure "$wordpack" build --project "$project")
row "a sheet saved again unchanged, then build" "$w" "$c" "$m" \
  "$(grep -o 'build: [0-9]* of [0-9]*\|nothing changed' "$work/.log")"
# One translation changed in a CSV language (the third: fr).
changed="$project/inputs/languages/fr/words.csv"
cp -p "$changed" "$work/.words.csv"
sed -i '0,/,w000005,/s/,w000005,\([a-z]*\),/,w000005,\1ka,/' "$changed"
read -r w c m < <(measure "$wordpack" build --project "$project")
row "one translation changed, then build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]*' "$work/.log")"
mv "$work/.words.csv" "$changed"  # as generated, for the next run with SCALE_WORK
read -r w c m < <(measure "$wordpack" build --project "$project")
row "the translation changed back, then build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]*' "$work/.log")"
# One language's sheet replaced by a new translator's version: every tenth row's word changed (reversed, so that
# it needs no letter sound fr lacks).
cp -p "$changed" "$work/.words.csv"
awk -F, 'BEGIN { OFS = "," }
  NR > 1 && NR % 10 == 0 { r = ""; for (i = length($3); i > 0; i--) r = r substr($3, i, 1); $3 = r }
  { print }' "$work/.words.csv" >"$changed"
read -r w c m < <(measure "$wordpack" build --project "$project")
row "fr's sheet with 10% of its words changed, build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]*' "$work/.log")"
mv "$work/.words.csv" "$changed"
read -r w c m < <(measure "$wordpack" build --project "$project")  # back as generated; not shown
# A new language: fr's folder (its sheet of N rows, media and texts) copied as cy.
cp -rp "$project/inputs/languages/fr" "$project/inputs/languages/cy"
read -r w c m < <(measure "$wordpack" build --project "$project")
row "a new language of $words rows added, build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]*' "$work/.log")"
rm -rf "$project/inputs/languages/cy"
read -r w c m < <(measure "$wordpack" build --project "$project")
row "that language removed again, build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]*' "$work/.log")"
# One list sheet changed, last (every language reads the lists: what such a change leaves to work out again would
# fall on the rows after it): a row of a CSV list (List002, the third) removed, then put back. The second is the
# issue's "one row added": a word added to a list that every language already translates (a brand-new word would
# be untranslated everywhere, and every language would be left out of the app as in progress). Without the row,
# each language's translation of the word names a key the list lacks, an error: that build reads the sheet and
# checks, then stops (exit 1, outputs/ as they were), so the row put back makes no output (they hold the word).
list="$project/inputs/lists/List002.csv"
cp -p "$list" "$work/.list.csv"
grep -v '^w004001,' "$work/.list.csv" >"$list"
read -r w c m < <(expected=1 measure "$wordpack" build --project "$project")
row "one list row removed, then build" "$w" "$c" "$m" "stopped, $(grep -o 'check: [0-9]* errors' "$work/.log")"
mv "$work/.list.csv" "$list"  # as generated, for the next run with SCALE_WORK
read -r w c m < <(measure "$wordpack" build --project "$project")
row "one list row added back, then build" "$w" "$c" "$m" "$(grep -o 'build: [0-9]* of [0-9]*' "$work/.log")"
echo "targets: the one sheet ≤ 1.2 s and ≤ 150 MB; at 100,000 × 30: check ≤ 40 s and ≤ 2 GB, no-op ≤ 1 s,"
echo "a sheet saved unchanged ≤ 3 s; one changed translation remakes only its outputs"
