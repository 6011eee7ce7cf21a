#!/usr/bin/env bash
# The missing-line part of `make bench`: how often `wordpack split` names the right line when a take leaves
# one out. For three of the sample's languages (en, es, fr), every line of `wordpack script --all` is read by
# espeak-ng in another voice than the one split compares with (the language's female variant +f3, at
# 140 words a minute and pitch 65, where split reads the script with the default voice at its default speed),
# each clip with its silence trimmed; the lines are joined with gaps of 0.6 to 1.4 s, leaving out one line at
# each of ten positions spread over the script (the first, the last and eight between). Each take is made
# twice: with room noise (white noise 30 dB under the speech) and as digital silence (the gaps exact zeros,
# no noise). `wordpack split --dry-run` is refused on each; the table counts the takes where the line it
# names first is the one left out (or a line with the same text), and where the line left out is among the
# three it names. Needs espeak-ng and sox (installed here, as the other parts do); WORDPACK=path overrides
# .build/release/wordpack.
set -euo pipefail
cd "$(dirname "$0")/.."
wordpack=${WORDPACK:-$PWD/.build/release/wordpack}
[ -x "$wordpack" ] || { echo "bench/missing.sh: no $wordpack; run make bench, which builds it" >&2; exit 1; }
scripts/ensure-packages espeak-ng sox time python3
work=$(mktemp -d "${TMPDIR:-/tmp}/wordpack-bench-missing.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
rate=44100
mkdir -p "$work/project/takes"
cp -R inputs pipeline.json "$work/project/"
table=$work/table.tsv
: > "$table"
for language in ${MISSING_BENCH_LANGUAGES:-en es fr}; do
  "$wordpack" script --project "$work/project" --language "$language" --all -q
  script=$work/project/scripts/$language.tsv
  # Every recording read again, as WAV (the sample has some as FLAC, which split does not write).
  python3 - "$script" <<'PY'
import sys
path = sys.argv[1]
rows = open(path, encoding="utf-8").read().splitlines()
fixed = [rows[0]] + ["\t".join(f[:4] + [f[4].rsplit(".", 1)[0] + ".wav"]) for f in (row.split("\t") for row in rows[1:])]
open(path, "w", encoding="utf-8").write("\n".join(fixed) + "\n")
PY
  voice=$language
  [ "$language" = en ] && voice=en-us
  count=$(($(wc -l < "$script") - 1))
  mkdir -p "$work/clips/$language"
  # Each line's clip, in the other voice, trimmed; exact zeros either side are left to the gaps.
  tail -n +2 "$script" | cut -f2 | nl -ba -w1 -s$'\t' | while IFS=$'\t' read -r number text; do
    espeak-ng -v "$voice+f3" -s 140 -p 65 -w "$work/raw.wav" "$text"
    sox -D -V1 "$work/raw.wav" -r $rate -b 16 -c 1 "$work/clips/$language/$number.wav" \
      silence 1 0.005 0.5% reverse silence 1 0.005 0.5% reverse
  done
  positions=$(python3 -c "n=$count; print(' '.join(str(round(k*(n-1)/9)+1) for k in range(10)))")
  for condition in room digital; do
    for left in ${MISSING_BENCH_POSITIONS:-$positions}; do
      parts=()
      sox -D -V1 -n -r $rate -b 16 -c 1 "$work/lead.wav" trim 0 0.5
      parts+=("$work/lead.wav")
      for number in $(seq 1 "$count"); do
        [ "$number" = "$left" ] && continue
        gap=$(python3 -c "print(0.6 + 0.8 * ((($number * 7919) % 97) / 96))")
        sox -D -V1 -n -r $rate -b 16 -c 1 "$work/gap$number.wav" trim 0 "$gap"
        parts+=("$work/clips/$language/$number.wav" "$work/gap$number.wav")
      done
      take=$work/project/takes/$language-$left-$condition.wav
      sox -D -V1 "${parts[@]}" "$work/clean.wav"
      if [ "$condition" = room ]; then
        rms=$(sox "$work/clean.wav" -n stat 2>&1 | awk '/RMS     amplitude/ {print $3}')
        volume=$(python3 -c "import math; print(round($rms / 10 ** (30 / 20) * math.sqrt(3), 6))")
        sox -V1 -R -n -r $rate -b 16 -c 1 "$work/noise.wav" synth "$(soxi -D "$work/clean.wav")" whitenoise vol "$volume"
        sox -V1 -R -m "$work/clean.wav" "$work/noise.wav" -b 16 "$take"
      else
        cp "$work/clean.wav" "$take"
      fi
      said=$(/usr/bin/time -f "%e %U %S" -o "$work/time.txt" \
        "$wordpack" split --project "$work/project" --dry-run "$take" --script "$script" 2>&1 || true)
      python3 - "$language" "$condition" "$left" "$script" "$said" "$(tail -1 "$work/time.txt")" >> "$table" <<'PY'
import re, sys
language, condition, left, script, said = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
wall, user, system = (float(x) for x in sys.argv[6].split())
texts = {int(row.split("\t")[0]): row.split("\t")[1] for row in open(script, encoding="utf-8").read().splitlines()[1:]}
first = re.search(r"part ways at line (\d+)", said)
named = [int(first.group(1))] if first else []
named += [int(n) for n in re.findall(r"s \(line (\d+) “", said)]
right = [n for n in named if n == left or texts.get(n) == texts[left]]
print(f"{language}\t{condition}\t{left}\t{int(bool(named) and named[0] in right)}\t{int(bool(right))}\t{' '.join(map(str, named))}\t{wall}\t{user + system}")
PY
    done
  done
done
python3 - "$table" "$work/project/scripts" <<'PY'
import sys, collections
rows = [line.split("\t") for line in open(sys.argv[1], encoding="utf-8").read().splitlines()]
import statistics
print("one line left out at 10 positions; the line wordpack split names first, and among its three;")
print("median wall and CPU seconds of one refused split --dry-run (espeak-ng reading the script included)")
print(f"{'language':10}{'take':10}{'lines':>6}{'named first':>13}{'among three':>13}{'wall s':>8}{'CPU s':>7}   missed (left out → named)")
groups = collections.OrderedDict()
for language, condition, left, first, three, named, wall, cpu in rows:
    groups.setdefault((language, condition), []).append((left, int(first), int(three), named, float(wall), float(cpu)))
for (language, condition), items in groups.items():
    lines = sum(1 for _ in open(f"{sys.argv[2]}/{language}.tsv", encoding="utf-8")) - 1
    missed = ", ".join(f"{i[0]} → {i[3].split(' ')[0] if i[3] else '-'}" for i in items if not i[1])
    wall = statistics.median(i[4] for i in items)
    cpu = statistics.median(i[5] for i in items)
    print(f"{language:10}{condition:10}{lines:>6}{sum(i[1] for i in items):>10}/{len(items):<2}{sum(i[2] for i in items):>10}/{len(items):<2}{wall:>8.2f}{cpu:>7.2f}   {missed}")
PY
