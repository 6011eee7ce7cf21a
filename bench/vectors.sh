#!/usr/bin/env bash
# The vector part of `make bench`: 100 SVG drawings (a viewBox and no size, as Inkscape saves them: gradients,
# curves, shapes with transparency, made by bench/make-drawings.py, the same bytes on every run) and the same
# drawings as PDFs (written by cairo through rsvg-convert), drawn at 680x680 by wordpack (`wordpack images`,
# Glyph tiles of that size), by rsvg-convert (librsvg's own tool) and by pdftocairo (poppler's), each on both
# cores. Prints wall and CPU seconds, drawings per CPU second and output bytes per tool, and wordpack's ratios.
# VECTOR_BENCH_COUNT=N makes N drawings instead of 100.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages python3 librsvg2-bin poppler-utils time

wordpack=$PWD/.build/release/wordpack
[ -x "$wordpack" ] || { echo "bench/vectors.sh: no $wordpack; run make bench, which builds it" >&2; exit 1; }
count=${VECTOR_BENCH_COUNT:-100}
work=$(mktemp -d "${TMPDIR:-/tmp}/wordpack-bench-vectors.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "making $count drawings as SVG and as PDF…" >&2
for kind in svg pdf; do mkdir -p "$work/$kind/inputs/lists" "$work/$kind/inputs/words/Bench/picture" "$work/$kind/inputs/languages/en"; done
python3 bench/make-drawings.py "$count" "$work/svg/inputs/words/Bench/picture"
ls "$work/svg/inputs/words/Bench/picture" | sed 's/\.svg$//' \
  | xargs -P 2 -I {} rsvg-convert -f pdf -o "$work/pdf/inputs/words/Bench/picture/{}.pdf" "$work/svg/inputs/words/Bench/picture/{}.svg"

# Each kind is a wordpack project of one list whose words are the drawings, shown by a Glyph app whose tiles
# are 680x680.
for kind in svg pdf; do
  project=$work/$kind
  masters=$project/inputs/words/Bench/picture
  { echo key; for file in "$masters"/*."$kind"; do basename "$file" ".$kind"; done; } >"$project/inputs/lists/Bench.csv"
  { echo list,key,word; for file in "$masters"/*."$kind"; do echo "Bench,$(basename "$file" ".$kind"),word"; done; } \
    >"$project/inputs/languages/en/words.csv"
  cat >"$project/pipeline.json" <<'EOF'
{"version": 1, "apps": {"bench": {"kind": "glyph", "name": "Bench", "lists": ["Bench"], "languages": ["en"],
  "license": {"type": "CC0-1.0"}}},
 "images": {"tile": {"width": 680, "height": 680, "fit": "fit"}}}
EOF
  (cd "$project" && "$wordpack" ingest --quiet)
done

results=$work/results.txt
# run TOOL KIND OUTPUT COMMAND…: times COMMAND (children included), then records wall, CPU and output bytes.
run() {
  local tool=$1 kind=$2 output=$3
  shift 3
  /usr/bin/time -f "%e %U %S" -o "$work/time.txt" "$@" >/dev/null 2>"$work/errors.txt" || { cat "$work/errors.txt" >&2; exit 1; }
  local bytes files
  bytes=$(find "$output" -name '*.png' -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')
  files=$(find "$output" -name '*.png' | wc -l)
  [ "$files" -eq "$count" ] || { echo "bench/vectors.sh: $tool made $files of $count $kind pictures" >&2; exit 1; }
  read -r wall user system <"$work/time.txt"
  echo "$tool $kind $wall $user $system $bytes" >>"$results"
}

for kind in svg pdf; do
  project=$work/$kind
  masters=$project/inputs/words/Bench/picture
  echo "drawing the $kind masters…" >&2
  run wordpack "$kind" "$project/outputs" "$wordpack" images --project "$project" --quiet
  mkdir -p "$work/tool-$kind"
  if [ "$kind" = svg ]; then
    run rsvg-convert svg "$work/tool-$kind" sh -c 'cd "$1" && ls *.svg | sed "s/\.svg$//" | xargs -P 2 -I {} rsvg-convert -w 680 -h 680 --keep-aspect-ratio -o "$2/{}.png" {}.svg' \
      _ "$masters" "$work/tool-$kind"
  else
    run pdftocairo pdf "$work/tool-$kind" sh -c 'cd "$1" && ls *.pdf | sed "s/\.pdf$//" | xargs -P 2 -I {} pdftocairo -png -singlefile -scale-to 680 -transp {}.pdf "$2/{}"' \
      _ "$masters" "$work/tool-$kind"
  fi
done

awk -v count="$count" '
  { W[$1 " " $2] = $3; C[$1 " " $2] = $4 + $5; B[$1 " " $2] = $6; order[NR] = $1 " " $2 }
  END {
    printf "%d drawings, drawn at 680x680 (fit)\n", count
    printf "%-14s %-6s %8s %8s %16s %14s\n", "tool", "master", "wall s", "CPU s", "drawings/CPU-s", "output bytes"
    for (i = 1; i <= NR; i++) {
      split(order[i], parts, " ")
      printf "%-14s %-6s %8.2f %8.2f %16.2f %14d\n", parts[1], parts[2], W[order[i]], C[order[i]], count / C[order[i]], B[order[i]]
    }
    printf "wordpack: SVG %.2fx rsvg-convert'"'"'s drawings per CPU second, output %.3fx its bytes\n",
      C["rsvg-convert svg"] / C["wordpack svg"], B["wordpack svg"] / B["rsvg-convert svg"]
    printf "wordpack: PDF %.2fx pdftocairo'"'"'s drawings per CPU second, output %.3fx its bytes\n",
      C["pdftocairo pdf"] / C["wordpack pdf"], B["wordpack pdf"] / B["pdftocairo pdf"]
  }' "$results"
