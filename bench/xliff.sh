#!/usr/bin/env bash
# XLIFF against XLSX: the same XLIFF_ROWS translation rows (default 100,000) read by `wordpack check` (no store)
# from the XLSX sheet `make_scale_catalogue.py --sheet` writes, and from an XLIFF 1.2 file of the same rows
# (`bench/make_xliff.py`: a unit per word, sort key and letter case, with export-xliff's notes), in the same run;
# then `wordpack ingest` (no store) of each, and `export-xliff` of the XLIFF project. Wall seconds, CPU seconds
# (user + system) and peak memory (GNU time), median of XLIFF_RUNS runs (default 3). Target: the XLIFF read in at
# most the time of the XLSX.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages python3 time bc
python3 -c "import openpyxl" 2>/dev/null || python3 -m pip install --quiet openpyxl \
  || python3 -m pip install --quiet --break-system-packages openpyxl
rows=${XLIFF_ROWS:-100000}
runs=${XLIFF_RUNS:-3}
wordpack="$PWD/.build/release/wordpack"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xlsx="$work/xlsx"
xliff="$work/xliff"
python3 bench/make_scale_catalogue.py --sheet "$xlsx" "$rows"
mkdir -p "$xliff/inputs/languages/en"
cp "$xlsx/pipeline.json" "$xliff/"
cp -r "$xlsx/inputs/lists" "$xliff/inputs/"
python3 bench/make_xliff.py "$xliff/inputs/languages/en/words.xliff" "$rows" en

# The median of `runs` runs: wall s, CPU s (user + system), peak resident MB. A failed run prints its messages.
measure() {
  local results=()
  for _ in $(seq "$runs"); do
    rm -rf "$xlsx/.wordpack" "$xliff/.wordpack"
    /usr/bin/time -f "%e %U %S %M %x" -o "$work/.time" "$@" >/dev/null 2>"$work/.log" || true
    read -r wall user system peak status < <(tail -1 "$work/.time")
    [ "$status" = 0 ] || [ "$status" = 1 ] || { echo "failed (exit $status): $*" >&2; tail -5 "$work/.log" >&2; }
    results+=("$wall $(echo "$user + $system" | bc -l) $(echo "$peak / 1024" | bc)")
  done
  printf '%s\n' "${results[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}
row() { printf '%-52s %8.2f %8.2f %9d  %s\n' "$1" "$2" "$3" "$4" "${5:-}"; }

printf '%-52s %8s %8s %9s  %s\n' "$rows rows, median of $runs" "wall s" "CPU s" "peak MB" "note"
read -r w1 c1 m1 < <(measure "$wordpack" check --project "$xlsx" --quiet)
row "XLSX sheet: wordpack check" "$w1" "$c1" "$m1" "$(du -h "$xlsx/inputs/languages/en/words.xlsx" | cut -f1)"
read -r w2 c2 m2 < <(measure "$wordpack" check --project "$xliff" --quiet)
row "XLIFF file: wordpack check" "$w2" "$c2" "$m2" "$(du -h "$xliff/inputs/languages/en/words.xliff" | cut -f1)"
read -r w3 c3 m3 < <(measure "$wordpack" ingest --project "$xlsx" --quiet)
row "XLSX sheet: wordpack ingest" "$w3" "$c3" "$m3"
read -r w4 c4 m4 < <(measure "$wordpack" ingest --project "$xliff" --quiet)
row "XLIFF file: wordpack ingest" "$w4" "$c4" "$m4"
# A second language to export (en is the reference language, the source of every unit).
mkdir -p "$xliff/inputs/languages/fr"
python3 bench/make_xliff.py "$xliff/inputs/languages/fr/words.xliff" "$rows" fr
read -r w5 c5 m5 < <(measure "$wordpack" export-xliff --project "$xliff" --language fr --quiet)
row "export-xliff of fr (two XLIFF files read)" "$w5" "$c5" "$m5" \
  "$(du -h "$xliff/translations/fr.xliff" | cut -f1)"
printf 'XLIFF / XLSX: check %.2fx wall, %.2fx CPU; ingest %.2fx wall, %.2fx CPU (target: at most 1x)\n' \
  "$(echo "$w2 / $w1" | bc -l)" "$(echo "$c2 / $c1" | bc -l)" "$(echo "$w4 / $w3" | bc -l)" "$(echo "$c4 / $c3" | bc -l)"
