#!/usr/bin/env bash
# The images part of `make bench`: 100 illustration-like masters (RGBA: flat colours, anti-aliased shapes,
# transparency) and 100 photo-like ones (RGB: gradients and grain), 2048x2048, made by bench/make-masters.c
# (the same bytes on every run), scaled to 680x680 by wordpack (`wordpack images`, the picture role), by
# vipsthumbnail and by ImageMagick's `convert -resize 680x680`, in this run, each on both cores. Prints wall
# and CPU seconds (user + system, children included), images per CPU second and total output bytes per tool,
# and wordpack's ratios. A third kind is camera-sized JPEG photos (4032x3024, quality 90, made from the photo-like
# masters by ImageMagick), which wordpack shrinks on load (libjpeg's DCT scaling) as vipsthumbnail does; every tool
# makes them 680x510.
# IMAGES_BENCH_COUNT=N makes N masters of each kind instead of 100.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages gcc libpng-dev libvips-tools imagemagick time

wordpack=$PWD/.build/release/wordpack
[ -x "$wordpack" ] || { echo "bench/images.sh: no $wordpack; run make bench, which builds it" >&2; exit 1; }
# Debian's ImageMagick 6 is /usr/bin/convert; call it by that path so nothing earlier on PATH stands in.
convert=/usr/bin/convert
[ -x "$convert" ] || convert=$(command -v convert)
count=${IMAGES_BENCH_COUNT:-100}
size=2048
work=$(mktemp -d "${TMPDIR:-/tmp}/wordpack-bench-images.XXXXXX")
trap 'rm -rf "$work"' EXIT

gcc -O2 -o "$work/make-masters" bench/make-masters.c -lpng -lm
echo "making $count illustration-like and $count photo-like ${size}x${size} masters…" >&2
for kind in illustration photo jpeg; do
  project=$work/$kind
  mkdir -p "$project/inputs/lists" "$project/inputs/words/Bench/picture" "$project/inputs/languages/en"
done
half=$((count / 2))
"$work/make-masters" photo 0 "$half" "$size" "$work/photo/inputs/words/Bench/picture" &
"$work/make-masters" photo "$half" $((count - half)) "$size" "$work/photo/inputs/words/Bench/picture" &
"$work/make-masters" illustration 0 "$count" "$size" "$work/illustration/inputs/words/Bench/picture"
wait
echo "making $count camera-sized JPEG photos…" >&2
(cd "$work/photo/inputs/words/Bench/picture" && ls *.png | sed 's/\.png$//' | xargs -P 2 -I {} \
  env MAGICK_THREAD_LIMIT=1 "$convert" {}.png -resize '4032x3024!' -quality 90 "$work/jpeg/inputs/words/Bench/picture/{}.jpg")

# Each kind is a wordpack project of one list whose words are the masters, and one app.
extension_of() { [ "$1" = jpeg ] && echo jpg || echo png; }
for kind in illustration photo jpeg; do
  project=$work/$kind
  masters=$project/inputs/words/Bench/picture
  ext=$(extension_of "$kind")
  {
    echo key
    for file in "$masters"/*."$ext"; do basename "$file" ".$ext"; done
  } >"$project/inputs/lists/Bench.csv"
  {
    echo list,key,word
    for file in "$masters"/*."$ext"; do echo "Bench,$(basename "$file" ".$ext"),word"; done
  } >"$project/inputs/languages/en/words.csv"
  # The photos are 4:3: vipsthumbnail and ImageMagick make them 680x510, so wordpack's picture is 680x510 too
  # (in a 680x680 box it would be the same picture with transparent bands, an RGBA file, not the same work).
  height=680
  [ "$kind" = jpeg ] && height=510
  cat >"$project/pipeline.json" <<EOF
{"version": 1, "apps": {"bench": {"kind": "firstwords", "name": "Bench", "lists": ["Bench"], "languages": ["en"]}},
 "images": {"picture": {"width": 680, "height": $height, "fit": "fit"}}}
EOF
  (cd "$project" && "$wordpack" ingest --quiet)
done

# run TOOL KIND COMMAND…: times COMMAND (children included), then records wall, CPU and output bytes.
results=$work/results.txt
run() {
  local tool=$1 kind=$2 output=$3
  shift 3
  /usr/bin/time -f "%e %U %S" -o "$work/time.txt" "$@" >/dev/null
  local bytes files
  bytes=$(find "$output" -name '*.png' -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')
  files=$(find "$output" -name '*.png' | wc -l)
  if [ "$files" -ne "$count" ]; then
    echo "bench/images.sh: $tool made $files of $count $kind pictures" >&2
    exit 1
  fi
  read -r wall user system <"$work/time.txt"
  echo "$tool $kind $wall $user $system $bytes" >>"$results"
}

for kind in illustration photo jpeg; do
  project=$work/$kind
  masters=$project/inputs/words/Bench/picture
  ext=$(extension_of "$kind")
  echo "scaling the $kind masters…" >&2
  rm -rf "$project/outputs"
  run wordpack "$kind" "$project/outputs" "$wordpack" images --project "$project" --quiet
  mkdir -p "$work/vips-$kind" "$work/magick-$kind"
  # Two processes, one per core, like wordpack's two threads.
  run vipsthumbnail "$kind" "$work/vips-$kind" \
    sh -c 'ls "$1"/*."$4" | xargs -P 2 -n "$2" vipsthumbnail -s 680x680 -o "$3/%s.png"' \
    _ "$masters" $(((count + 1) / 2)) "$work/vips-$kind" "$ext"
  # One file per convert (as the issue names it), two at a time; one thread each, so that OpenMP's
  # waiting threads do not count against it.
  run ImageMagick "$kind" "$work/magick-$kind" \
    env MAGICK_THREAD_LIMIT=1 sh -c 'cd "$1" && ls *."$4" | xargs -P 2 -I {} "$3" {} -resize 680x680 "$2/{}.png"' \
    _ "$masters" "$work/magick-$kind" "$convert" "$ext"
done

awk -v count="$count" -v size="$size" '
  {
    tool[NR] = $1; kind[NR] = $2; wall[NR] = $3; cpu[NR] = $4 + $5; bytes[NR] = $6
    key = $1 " " $2
    W[key] = $3; C[key] = $4 + $5; B[key] = $6
    W[$1 " all"] += $3; C[$1 " all"] += $4 + $5; B[$1 " all"] += $6
  }
  function line(t, k, n) {
    printf "%-14s %-13s %8.2f %8.2f %14.2f %14d\n", t, k, W[t " " k], C[t " " k], n / C[t " " k], B[t " " k]
  }
  function ratios(k, n) {
    printf "  %-13s images/CPU-s %.2fx vipsthumbnail'"'"'s, %.2fx ImageMagick'"'"'s;", k,
      (n / C["wordpack " k]) / (n / C["vipsthumbnail " k]), (n / C["wordpack " k]) / (n / C["ImageMagick " k])
    printf " output %.3fx ImageMagick'"'"'s, %.3fx vipsthumbnail'"'"'s\n",
      B["wordpack " k] / B["ImageMagick " k], B["wordpack " k] / B["vipsthumbnail " k]
  }
  END {
    printf "%d illustration-like (RGBA) and %d photo-like (RGB) masters, %dx%d, and %d JPEG photos, 4032x3024, scaled to 680x680\n", count, count, size, size, count
    printf "%-14s %-13s %8s %8s %14s %14s\n", "tool", "masters", "wall s", "CPU s", "images/CPU-s", "output bytes"
    split("illustration photo jpeg all", kinds, " ")
    split("wordpack vipsthumbnail ImageMagick", tools, " ")
    for (k = 1; k <= 4; k++) {
      n = kinds[k] == "all" ? 3 * count : count
      for (t = 1; t <= 3; t++) line(tools[t], kinds[k], n)
    }
    print "wordpack:"
    ratios("illustration", count); ratios("photo", count); ratios("jpeg", count); ratios("all", 3 * count)
  }' "$results"
