#!/usr/bin/env bash
# The audio part of `make bench`: 200 speech recordings of 2 s at 48 kHz (espeak-ng phrases, resampled and
# padded to exactly 2 s by sox), converted to the default speech output (CAF, 16-bit little-endian PCM, mono,
# 22050 Hz) by wordpack's audio stage, by a sox loop and by an ffmpeg loop (one process per file, as users
# script them), all in this run. Prints wall seconds, CPU seconds (user + system, children included),
# audio seconds per CPU second, and how many times faster wordpack's wall clock is than each loop.
#
# wordpack runs as the content team runs it: `wordpack audio` on a generated project (the catalogue is
# ingested first, untimed). It runs with the default for speech (libsoxr at `high`, with clean-up), with
# libsamplerate at each of its qualities with clean-up, and without clean-up, which does the same work as the
# sox and ffmpeg loops. Needs .build/release/wordpack
# (`make bench` builds it). Set WORDPACK_BENCH_FILES to use fewer files.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
wordpack=$root/.build/release/wordpack
[ -x "$wordpack" ] || { echo "bench/audio.sh: build wordpack first (make bench does: swift build -c release)" >&2; exit 1; }
scripts/ensure-packages espeak-ng sox ffmpeg time

count=${WORDPACK_BENCH_FILES:-200}
seconds_each=2
work=$(mktemp -d "${TMPDIR:-/tmp}/wordpack-bench-audio.XXXXXX")
trap 'rm -rf "$work"' EXIT

# --- Inputs: deterministic phrases (espeak-ng and sox -R give the same samples on every run). ---------------
animals=(ant bear cat dog duck fish frog horse owl pig goat sheep mouse tiger zebra lion camel snake whale crab)
foods=(apples bread cake cheese eggs milk pears rice soup honey)
project=$work/project
speech=$project/inputs/languages/en/speech/Bench
mkdir -p "$speech" "$project/inputs/lists" "$work/sox" "$work/ffmpeg"
{ echo "key"; } > "$project/inputs/lists/Bench.csv"
echo "list,key,word" > "$project/inputs/languages/en/words.csv"
echo "Generating $count recordings of ${seconds_each} s at 48 kHz…" >&2
for ((i = 1; i <= count; i++)); do
  key=$(printf 'w%03d' "$i")
  phrase="the ${animals[i % ${#animals[@]}]} eats ${foods[(i / ${#animals[@]}) % ${#foods[@]}]}"
  espeak-ng -s 160 -w "$work/spoken.wav" "$phrase"
  # 0.15 s of silence first, then the phrase, then silence up to exactly 2 s (96000 frames).
  sox -V1 -R "$work/spoken.wav" -r 48000 -b 16 "$speech/$key.wav" pad 0.15 "$seconds_each" trim 0 "$seconds_each"
  echo "$key" >> "$project/inputs/lists/Bench.csv"
  echo "Bench,$key,$key" >> "$project/inputs/languages/en/words.csv"
done
audio_seconds=$((count * seconds_each))

pipeline() {  # quality, cleanUp[, more speech settings as JSON members]
  cat > "$project/pipeline.json" <<EOF
{"version": 1,
 "apps": {"bench": {"kind": "firstwords", "name": "Bench", "lists": ["Bench"], "languages": ["en"]}},
 "audio": {"speech": {"quality": "$1", "cleanUp": $2${3:+, $3}}}}
EOF
}
pipeline medium true
"$wordpack" ingest --project "$project" --quiet >/dev/null 2>&1 || true

# --- Timing -------------------------------------------------------------------------------------------------
declare -A walls cpus
measure() {  # name, command…: appends one run's wall and CPU seconds
  local name=$1
  shift
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || {
    echo "$name failed:" >&2
    cat "$work/stderr" >&2
    exit 1
  }
  read -r w u s < "$work/time"
  walls[$name]+="$w "
  cpus[$name]+="$(awk -v u="$u" -v s="$s" 'BEGIN { print u + s }') "
}

run_wordpack() {  # name, quality, cleanUp[, more speech settings; by default libsamplerate at `quality`]
  pipeline "$2" "$3" "${4:-\"resampler\": \"libsamplerate\"}"
  rm -rf "$project/outputs"
  measure "$1" "$wordpack" audio --project "$project" --quiet
  local written
  written=$(find "$project/outputs" -name '*.caf' | wc -l)
  [ "$written" -eq "$count" ] || { echo "$1 wrote $written files, not $count" >&2; exit 1; }
}

# Each tool runs `runs` times, taking turns, and the run with the median wall time is reported: the machine
# may be busy with other work, and taking turns spreads that over every tool alike.
runs=${WORDPACK_BENCH_RUNS:-3}
# WORDPACK_BENCH_RESAMPLERS=0 leaves out the table of resamplers at equal quality.
resamplers=${WORDPACK_BENCH_RESAMPLERS:-1}
echo "Converting with wordpack, sox and ffmpeg, $runs times each…" >&2
for ((run = 1; run <= runs; run++)); do
  run_wordpack "wordpack soxr high (default)" fastest true "\"resampler\": \"soxr\", \"soxrQuality\": \"high\""
  run_wordpack "wordpack fastest" fastest true
  run_wordpack "wordpack medium" medium true
  run_wordpack "wordpack best" best true
  run_wordpack "wordpack fastest, no clean-up" fastest false
  run_wordpack "wordpack medium, no clean-up" medium false
  measure "sox loop" bash -c 'for f in "$1"/*.wav; do
      sox "$f" -r 22050 -c 1 -b 16 -e signed-integer "$2/$(basename "$f" .wav).caf"
    done' _ "$speech" "$work/sox"
  measure "ffmpeg loop" bash -c 'for f in "$1"/*.wav; do
      ffmpeg -nostdin -loglevel error -y -i "$f" -ar 22050 -ac 1 -c:a pcm_s16le "$2/$(basename "$f" .wav).caf"
    done' _ "$speech" "$work/ffmpeg"
  if [ "$resamplers" = 1 ]; then
    # Equal quality with equal quality, no clean-up (the tools do none), every tool on every core: wordpack
    # converts a file per core, the sox and ffmpeg runs one process per core (xargs -P).
    for quality in fastest medium best; do
      run_wordpack "libsamplerate $quality" "$quality" false
    done
    for quality in low medium high veryHigh; do
      run_wordpack "soxr $quality" fastest false "\"resampler\": \"soxr\", \"soxrQuality\": \"$quality\""
    done
    for option in l m h v; do
      measure "sox rate -$option" bash -c 'ls "$1"/*.wav | xargs -P "$(nproc)" -I{} \
        sh -c "sox \"\$0\" -r 22050 -c 1 -b 16 -e signed-integer \"$2/\$(basename \"\$0\" .wav).caf\" rate -$3" {}' \
        _ "$speech" "$work/sox" "$option"
    done
    for precision in 16 20 28; do
      measure "ffmpeg soxr precision $precision" bash -c 'ls "$1"/*.wav | xargs -P "$(nproc)" -I{} \
        sh -c "ffmpeg -nostdin -loglevel error -y -i \"\$0\" -af aresample=resampler=soxr:precision=$3 -ar 22050 \
          -ac 1 -c:a pcm_s16le \"$2/\$(basename \"\$0\" .wav).caf\"" {}' _ "$speech" "$work/ffmpeg" "$precision"
    done
  fi
done

# The median run by wall time: wall[name] and cpu[name].
declare -A wall cpu
for name in "${!walls[@]}"; do
  median=$(paste -d' ' <(tr ' ' '\n' <<< "${walls[$name]}" | sed '/^$/d') <(tr ' ' '\n' <<< "${cpus[$name]}" | sed '/^$/d') \
    | sort -n | awk '{ line[NR] = $0 } END { print line[int((NR + 1) / 2)] }')
  wall[$name]=${median% *}
  cpu[$name]=${median#* }
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > 0 ? a / b : 0) }'; }

# --- Table --------------------------------------------------------------------------------------------------
echo "$count recordings, ${audio_seconds} audio seconds (48 kHz 16-bit mono WAV → CAF 22050 Hz 16-bit mono), median of $runs runs"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
printf '%-30s %8s %8s %14s %10s %12s\n' "" "wall s" "CPU s" "audio-s/CPU-s" "vs sox" "vs ffmpeg"
for name in "wordpack soxr high (default)" "wordpack fastest" "wordpack medium" "wordpack best" "wordpack fastest, no clean-up" \
  "wordpack medium, no clean-up" "sox loop" "ffmpeg loop"; do
  throughput=$(ratio "$audio_seconds" "${cpu[$name]}")
  if [[ $name == wordpack* ]]; then
    vs_sox=$(printf '%.1fx' "$(ratio "${wall[sox loop]}" "${wall[$name]}")")
    vs_ffmpeg=$(printf '%.1fx' "$(ratio "${wall[ffmpeg loop]}" "${wall[$name]}")")
  else
    vs_sox="" vs_ffmpeg=""
  fi
  printf '%-30s %8.2f %8.2f %14.0f %10s %12s\n' "$name" "${wall[$name]}" "${cpu[$name]}" "$throughput" "$vs_sox" "$vs_ffmpeg"
done
echo "vs sox / vs ffmpeg: how many times faster wordpack's wall clock is than each loop."
default="wordpack soxr high (default)"
verdict() { awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN { print (a / b >= t ? "met" : "NOT met") }'; }
echo "targets at the default quality: 1.5x the sox loop ($(verdict "${wall[sox loop]}" "${wall[$default]}" 1.5)), 5x the ffmpeg loop ($(verdict "${wall[ffmpeg loop]}" "${wall[$default]}" 5))."

[ "$resamplers" = 1 ] || exit 0
# --- Resamplers at equal quality ------------------------------------------------------------------------------
# Rows side by side at about the same quality (stop-band attenuation and pass band; see bench/README.md):
# libsamplerate fastest (~97 dB) with soxr low (16-bit) and sox -l; soxr medium (16-bit, wider band) with sox -m
# and ffmpeg precision 16; libsamplerate medium (~121 dB) with soxr high (20-bit), sox -h and ffmpeg precision
# 20; libsamplerate best (~145 dB) with soxr veryHigh (28-bit), sox -v and ffmpeg precision 28.
echo
echo "Resamplers at equal quality, no clean-up, every tool on all $(nproc) cores, median of $runs runs: each row's"
echo "CPU seconds as a ratio to libsamplerate's and to sox's at the same quality (below 1: less CPU)"
printf '%-28s %8s %8s %14s %15s %8s\n' "" "wall s" "CPU s" "audio-s/CPU-s" "/libsamplerate" "/sox"
group() {  # libsamplerate row (or ""), sox row, rows…
  local base=$1 sox=$2
  shift 2
  for name in "$@"; do
    local vs_base=""
    [ -n "$base" ] && vs_base=$(printf '%.2f' "$(ratio "${cpu[$name]}" "${cpu[$base]}")")
    printf '%-28s %8.2f %8.2f %14.0f %15s %8.2f\n' "$name" "${wall[$name]}" "${cpu[$name]}" \
      "$(ratio "$audio_seconds" "${cpu[$name]}")" "$vs_base" "$(ratio "${cpu[$name]}" "${cpu[$sox]}")"
  done
}
group "libsamplerate fastest" "sox rate -l" "libsamplerate fastest" "soxr low" "sox rate -l"
group "" "sox rate -m" "soxr medium" "sox rate -m" "ffmpeg soxr precision 16"
group "libsamplerate medium" "sox rate -h" "libsamplerate medium" "soxr high" "sox rate -h" "ffmpeg soxr precision 20"
group "libsamplerate best" "sox rate -v" "libsamplerate best" "soxr veryHigh" "sox rate -v" "ffmpeg soxr precision 28"
