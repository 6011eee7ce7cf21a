#!/usr/bin/env bash
# The split part of `make bench` (`make bench-split` alone): a 60-minute take at 48 kHz, 16-bit mono (a minute
# or so of espeak-ng words with gaps between them, room noise mixed in, repeated to an hour by sox; nothing is
# committed), cut by `wordpack split --dry-run` (which measures the take, finds the words, draws the review
# page and prints the cut list) and by `sox TAKE out.wav silence 1 0.1 1% 1 0.3 1% : newfile : restart` on
# the same take, in this run. Prints each tool's CPU seconds (user + system), peak resident memory
# (`/usr/bin/time -v`), and how many of the words each got: for wordpack, the cuts within 50 ms of the true
# start and end of their word (from how the take was put together); for sox, which cannot say where in the
# take its files are, how many files it wrote against the number of words. Also times `wordpack split`
# writing every recording, for comparison. Needs .build/release/wordpack (`make bench` builds it).
# SPLIT_BENCH_MINUTES=N makes an N-minute take instead.
set -euo pipefail
cd "$(dirname "$0")/.."
wordpack=$PWD/.build/release/wordpack
[ -x "$wordpack" ] || { echo "bench/split.sh: no $wordpack; run make bench-split, which builds it" >&2; exit 1; }
scripts/ensure-packages espeak-ng sox time python3

minutes=${SPLIT_BENCH_MINUTES:-60}
rate=48000
work=$(mktemp -d "${TMPDIR:-/tmp}/wordpack-bench-split.XXXXXX")
trap 'rm -rf "$work"' EXIT

# --- The take: one unit of 24 words, repeated. Each word is an espeak-ng clip with its silence trimmed (as
# Tests/Fixtures/takes/make-takes.sh makes the test takes), so its true start and end are known. ---------------
words=(sol mariposa pan elefante luz casa perro gato mesa silla árbol flor agua leche queso manzana naranja
  pájaro caballo vaca tortuga ventana zapato estrella)
gaps=(0.6 1.1 0.8 1.4 0.7 0.9 1.2 0.6 1.0 0.8 1.3 0.7 0.9 1.1 0.6 1.5 0.8 1.0 0.7 1.2 0.9 0.6 1.1 1.0)
echo "making a ${minutes}-minute take at $rate Hz…" >&2
parts=("$work/lead.wav")
sox -n -r $rate -b 16 -c 1 "$work/lead.wav" trim 0 0.5
position=0.5
: > "$work/unit.truth"
for i in "${!words[@]}"; do
  espeak-ng -v es -s 150 -w "$work/raw.wav" "${words[i]}"
  sox -V1 "$work/raw.wav" -r $rate -b 16 -c 1 "$work/w$i.wav" silence 1 0.005 0.5% reverse silence 1 0.005 0.5% reverse
  length=$(soxi -D "$work/w$i.wav")
  end=$(python3 -c "print(round($position + $length, 6))")
  printf '%s\t%s\t%s\n' "${words[i]}" "$position" "$end" >> "$work/unit.truth"
  sox -n -r $rate -b 16 -c 1 "$work/g$i.wav" trim 0 "${gaps[i]}"
  parts+=("$work/w$i.wav" "$work/g$i.wav")
  position=$(python3 -c "print(round($end + ${gaps[i]}, 6))")
done
sox -V1 "${parts[@]}" "$work/clean.wav"
# White noise 30 dB under the words' RMS (sox -R: the same noise each run).
sox -V1 "$work"/w*.wav "$work/speech.wav"
rms=$(sox "$work/speech.wav" -n stat 2>&1 | awk '/RMS     amplitude/ {print $3}')
volume=$(python3 -c "import math; print(round($rms / 10 ** (30 / 20) * math.sqrt(3), 6))")
sox -V1 -R -n -r $rate -b 16 -c 1 "$work/noise.wav" synth "$(soxi -D "$work/clean.wav")" whitenoise vol "$volume"
sox -V1 -R -m "$work/clean.wav" "$work/noise.wav" -b 16 "$work/unit.wav"
unit_frames=$(soxi -s "$work/unit.wav")
repeats=$(python3 -c "import math; print(math.ceil($minutes * 60 * $rate / $unit_frames))")
mkdir -p "$work/project/scripts" "$work/project/takes" "$work/sox"
sox -V1 "$work/unit.wav" "$work/project/takes/take.wav" repeat $((repeats - 1))
take=$work/project/takes/take.wav
# The script and the truth: every word of every repeat, in order.
python3 - "$work/unit.truth" "$repeats" "$unit_frames" "$rate" "$work/project/scripts/bench.tsv" "$work/truth.tsv" <<'PY'
import sys
unit, repeats, frames, rate, script, truth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
words = [line.rstrip("\n").split("\t") for line in open(unit, encoding="utf-8")]
with open(script, "w", encoding="utf-8") as s, open(truth, "w", encoding="utf-8") as t:
    s.write("number\ttext\tlist\tkey\tpath\n")
    number = 0
    for repeat in range(repeats):
        offset = repeat * frames / rate
        for word, start, end in words:
            number += 1
            key = f"w{number:05d}"
            s.write(f"{number}\t{word}\tBench\t{key}\tinputs/languages/es/speech/Bench/{key}.wav\n")
            t.write(f"{key}\t{offset + float(start):.6f}\t{offset + float(end):.6f}\n")
PY
lines=$(($(wc -l < "$work/project/scripts/bench.tsv") - 1))
take_seconds=$(soxi -D "$take")
echo "take: $(python3 -c "print(round($take_seconds / 60, 1))") min, $(du -m "$take" | cut -f1) MB, $lines words" >&2

# --- Timing: CPU seconds (user + system) and peak RSS of one run. ------------------------------------------------
measure() {  # name, command…: sets cpu[name] and rss[name] (MB)
  local name=$1
  shift
  /usr/bin/time -v -o "$work/time" "$@" > "$work/$name.out" 2> "$work/$name.err" || {
    echo "$name failed:" >&2
    tail -5 "$work/$name.err" >&2
    exit 1
  }
  cpu[$name]=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { printf "%.2f", u + s }' "$work/time")
  rss[$name]=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$work/time")
}
declare -A cpu rss
echo "splitting with wordpack (dry run, then writing) and sox…" >&2
cd "$work/project"
# The same on the first minute alone (one unit, its 24 words), and the binary doing nothing: how much of the
# peak memory is the take's length, and how much the program's start-up (its libraries).
head -25 scripts/bench.tsv > scripts/minute.tsv
cp "$work/unit.wav" takes/minute.wav
measure "start-up" "$wordpack" --help
measure minute "$wordpack" split takes/minute.wav --script scripts/minute.tsv --margin 0 --dry-run
measure wordpack "$wordpack" split takes/take.wav --script scripts/bench.tsv --margin 0 --dry-run
measure writing "$wordpack" split takes/take.wav --script scripts/bench.tsv --margin 0 --quiet
measure sox sox "$take" "$work/sox/out.wav" silence 1 0.1 1% 1 0.3 1% : newfile : restart
cd - > /dev/null

# --- Right: wordpack's cuts (margin 0: the cut is the speech found) within 50 ms of the truth. -----------------
right=$(python3 - "$work/truth.tsv" "$work/wordpack.out" <<'PY'
import sys
truth = {k: (float(s), float(e)) for k, s, e in (l.split("\t") for l in open(sys.argv[1]).read().split("\n") if l)}
right = 0
for line in open(sys.argv[2]).read().split("\n")[1:]:
    if not line:
        continue
    number, key, start, end = line.split("\t")
    s, e = truth[key]
    right += abs(float(start) - s) <= 0.05 and abs(float(end) - e) <= 0.05
print(right)
PY
)
cuts=$(($(wc -l < "$work/wordpack.out") - 1))
written=$(find "$work/project/inputs" -name '*.wav' | wc -l)
sox_files=$(find "$work/sox" -name '*.wav' | wc -l)

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
echo "a $(python3 -c "print(round($take_seconds / 60, 1))")-minute take, $rate Hz 16-bit mono, $lines words"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
printf '%-30s %8s %10s %8s  %s\n' "" "CPU s" "peak MB" "/sox" "words got"
printf '%-30s %8s %10s %8s  %s\n' "wordpack --help (start-up)" "${cpu[start-up]}" "${rss[start-up]}" "" ""
printf '%-30s %8s %10s %8s  %s\n' "wordpack split, first minute" "${cpu[minute]}" "${rss[minute]}" "" \
  "$(($(wc -l < "$work/minute.out") - 1)) cuts (dry run)"
printf '%-30s %8s %10s %8s  %s\n' "wordpack split --dry-run" "${cpu[wordpack]}" "${rss[wordpack]}" \
  "$(ratio "${cpu[wordpack]}" "${cpu[sox]}")" "$right of $lines within 50 ms ($cuts cuts)"
printf '%-30s %8s %10s %8s  %s\n' "wordpack split (writing)" "${cpu[writing]}" "${rss[writing]}" \
  "$(ratio "${cpu[writing]}" "${cpu[sox]}")" "$written files written"
printf '%-30s %8s %10s %8s  %s\n' "sox silence … : newfile" "${cpu[sox]}" "${rss[sox]}" "1.00" \
  "$sox_files files for $lines words"
verdict() { awk -v a="$1" -v t="$2" 'BEGIN { print (a < t ? "met" : "NOT met") }'; }
echo "targets for the dry run: under 3 s of CPU ($(verdict "${cpu[wordpack]}" 3)), peak RSS under 50 MB ($(verdict "${rss[wordpack]}" 50))."
