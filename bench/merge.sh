#!/usr/bin/env bash
# The merge part of `make bench` (`make bench-merge` alone): the sheets' git merge driver (`wordpack git-merge
# BASE OURS THEIRS PATH`, as git runs it) on a list sheet of MERGE_BENCH_ROWS rows (100,000) with
# MERGE_BENCH_EDITS edits (100) on each branch, as CSV and as XLSX (openpyxl's), beside `daff merge` (PyPI) on the
# same CSV files, under /usr/bin/time. Prints each one's CPU seconds (user + system), wall seconds and peak
# resident memory, wordpack's ratio to daff, and whether the merged CSV has the cells of daff's merge.
# Needs .build/release/wordpack (`make bench-merge` builds it). Target: under 5 s and 300 MB for each merge.
set -euo pipefail
cd "$(dirname "$0")/.."
wordpack=$PWD/.build/release/wordpack
[ -x "$wordpack" ] || { echo "bench/merge.sh: no $wordpack; run make bench-merge, which builds it" >&2; exit 1; }
scripts/ensure-packages time python3 python3-openpyxl
python3 -c "import daff" 2>/dev/null || python3 -m pip install --quiet daff==1.4.2 \
  || python3 -m pip install --quiet --break-system-packages daff==1.4.2
daff=$(command -v daff || echo "python3 -m daff")

rows=${MERGE_BENCH_ROWS:-100000}
edits=${MERGE_BENCH_EDITS:-100}
work=$(mktemp -d "${TMPDIR:-/tmp}/wordpack-bench-merge.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "making a sheet of $rows rows and two branches of $edits edits each…" >&2
python3 bench/make_merge_sheets.py "$rows" "$edits" "$work" xlsx

# Runs a command under /usr/bin/time; prints "CPU wall peakMB".
measure() {
  /usr/bin/time -f "%U %S %e %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || {
    cat "$work/stderr" >&2
    exit 1
  }
  awk '{ printf "%.2f %.2f %.1f", $1 + $2, $3, $4 / 1024 }' "$work/time"
}

cp "$work/ours.csv" "$work/merged.csv"
csv=$(measure "$wordpack" git-merge "$work/base.csv" "$work/merged.csv" "$work/theirs.csv" inputs/lists/Bench.csv)
cp "$work/ours.xlsx" "$work/merged.xlsx"
xlsx=$(measure "$wordpack" git-merge "$work/base.xlsx" "$work/merged.xlsx" "$work/theirs.xlsx" inputs/lists/Bench.xlsx)
# shellcheck disable=SC2086
daffs=$(measure $daff merge --output "$work/daff.csv" "$work/base.csv" "$work/ours.csv" "$work/theirs.csv")
same=$(python3 - "$work/merged.csv" "$work/daff.csv" <<'PY'
import csv, sys
a, b = (sorted(map(tuple, csv.reader(open(p, encoding="utf-8-sig", newline="")))) for p in sys.argv[1:3])
print("the same cells" if a == b else "DIFFERENT cells")
PY
)

read -r daff_cpu daff_wall daff_mb <<<"$daffs"
echo "a list sheet of $rows rows, $edits edits on each branch (hints in ours, words in theirs)"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | awk '{print $1, $2}')"
printf '%-34s %7s %7s %9s %8s\n' "" "CPU s" "wall s" "peak MB" "CPU/daff"
for line in "wordpack git-merge, CSV|$csv" "wordpack git-merge, XLSX|$xlsx" "daff merge, CSV|$daffs"; do
  name=${line%%|*}
  read -r cpu wall mb <<<"${line#*|}"
  ratio=$(python3 -c "print(f'{$cpu / max($daff_cpu, 0.01):.3f}')")
  printf '%-34s %7s %7s %9s %8s\n' "$name" "$cpu" "$wall" "$mb" "$ratio"
done
echo "wordpack's merged CSV and daff's: $same"
echo "targets: each wordpack merge under 5 s and 300 MB"
