#!/usr/bin/env bash
# The build benchmark: a generated catalogue of 1,000 words in 10 lists and 4 languages, with recordings and
# pictures; times a cold build, a no-op build, a build after one recording changed and one after one translation
# changed (and the same at the sample's size), and prints the ratios.
# The no-op takes the no-change shortcut (nothing differs from the last build, by stat); the line after it
# times the same no-op without the shortcut, after a sheet was saved again with the same bytes.
# Targets: no-op under 2% of cold and under 1 s; one changed recording under 5% of cold.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages python3 bc time
wordpack="$PWD/.build/release/wordpack"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "generating the catalogue in $work…"
python3 bench/make_catalogue.py "$work"

# wall seconds and CPU seconds (user + system) of one run, on one line
measure() {
  local start end
  start=$(date +%s.%N)
  /usr/bin/env time -f "%U %S" -o "$work/.time" "$@" >/dev/null 2>"$work/.log" || { cat "$work/.log"; exit 1; }
  end=$(date +%s.%N)
  read -r user system <"$work/.time"
  echo "$(echo "$end - $start" | bc -l) $(echo "$user + $system" | bc -l)"
}

read -r cold_wall cold_cpu < <(measure "$wordpack" build --project "$work" --quiet)
read -r noop_wall noop_cpu < <(measure "$wordpack" build --project "$work" --quiet)
touch "$work/inputs/languages/en/words.csv"
read -r full_wall full_cpu < <(measure "$wordpack" build --project "$work" --quiet)
python3 - "$work/inputs/languages/es/speech/List03/w342.wav" <<'PY'
import sys, wave, struct
with wave.open(sys.argv[1], "rb") as f:
    params, frames = f.getparams(), f.readframes(f.getnframes())
samples = list(struct.unpack("<%dh" % (len(frames) // 2), frames))
samples = [s // 2 for s in samples]
with wave.open(sys.argv[1], "wb") as f:
    f.setparams(params)
    f.writeframes(struct.pack("<%dh" % len(samples), *samples))
PY
read -r one_wall one_cpu < <(measure "$wordpack" build --project "$work" --quiet)
made=$("$wordpack" build --project "$work" --quiet --explain | grep -c '^made' || true)

# One changed cell, then build: the translator's save (and the live review page's loop). Median wall and CPU of
# 5 edits, the cell changed back and forth: in this catalogue's es/words.csv, and in the sample's jam/words.tsv
# (UTF-16, as Excel saves "Unicode text"), whose budget in issue 27 is 0.2 s.
# toggle FILE ENCODING OLD NEW: the first OLD becomes NEW, or the first NEW becomes OLD.
toggle() {
  python3 - "$@" <<'PY'
import sys
path, encoding, old, new = sys.argv[1:]
text = open(path, encoding=encoding, newline="").read()
text = text.replace(new, old, 1) if new in text else text.replace(old, new, 1)
open(path, "w", encoding=encoding, newline="").write(text)
PY
}
# median_edit PROJECT FILE ENCODING OLD NEW: prints the median wall and CPU seconds of 5 edits and builds.
median_edit() {
  local project=$1
  shift
  for _ in 1 2 3 4 5; do
    toggle "$@"
    measure "$wordpack" build --project "$project" --quiet
  done | sort -n | sed -n 3p
}
first_es=$(sed -n 2p "$work/inputs/languages/es/words.csv" | cut -d, -f3)
read -r cell_wall cell_cpu < <(median_edit "$work" "$work/inputs/languages/es/words.csv" utf-8 ",$first_es" ",${first_es}x")
sample=$(mktemp -d)
trap 'rm -rf "$work" "$sample"' EXIT
cp -R inputs pipeline.json "$sample/"
"$wordpack" build --project "$sample" --quiet >/dev/null 2>&1 || true
read -r sample_wall sample_cpu < <(median_edit "$sample" "$sample/inputs/languages/jam/words.tsv" utf-16 $'\tants' $'\tantz')

printf '%-32s %10s %10s %12s\n' "build" "wall s" "CPU s" "% of cold"
printf '%-32s %10.2f %10.2f %12s\n' "cold (nothing built yet)" "$cold_wall" "$cold_cpu" "100"
printf '%-32s %10.2f %10.2f %11.2f%%\n' "no-op (nothing changed)" "$noop_wall" "$noop_cpu" "$(echo "100 * $noop_wall / $cold_wall" | bc -l)"
printf '%-32s %10.2f %10.2f %11.2f%%\n' "no-op, a sheet saved unchanged" "$full_wall" "$full_cpu" "$(echo "100 * $full_wall / $cold_wall" | bc -l)"
printf '%-32s %10.2f %10.2f %11.2f%%\n' "one recording changed" "$one_wall" "$one_cpu" "$(echo "100 * $one_wall / $cold_wall" | bc -l)"
printf '%-32s %10.2f %10.2f %11.2f%%\n' "one translation changed (median)" "$cell_wall" "$cell_cpu" "$(echo "100 * $cell_wall / $cold_wall" | bc -l)"
printf '%-32s %10.2f %10.2f %12s\n' "the sample: one cell (median)" "$sample_wall" "$sample_cpu" ""
echo "outputs: $(find "$work/outputs" -type f | wc -l) files; a build after that made $made of them again (expected 0)"
echo "targets: no-op < 2% of cold and < 1 s; one changed recording < 5% of cold; the sample's one cell <= 0.2 s"
