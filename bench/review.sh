#!/usr/bin/env bash
# The live review benchmark: from the save of one cell to the reload event the open pages get under
# `wordpack review --watch` (bench/review_latency.py), median of 20 edits, on a copy of the sample and on the
# 1,000-word bench catalogue (bench/make_catalogue.py); then to the open page showing the edit
# (bench/review_page.py). Target: within 1 s at the sample's size, 2 s with both cores busy.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages python3
wordpack="${WORDPACK:-$PWD/.build/release/wordpack}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
EDITS=${REVIEW_BENCH_EDITS:-20}

mkdir -p "$work/sample"
cp -R pipeline.json inputs "$work/sample/"
echo "sample (62 words, 6 languages): a Japanese word in inputs/languages/ja/words.csv"
python3 bench/review_latency.py "$wordpack" "$work/sample" inputs/languages/ja/words.csv \
  "Animals,cat,ねこ," "Animals,cat,こねこ," "$EDITS"

echo "generating the 1,000-word catalogue…"
python3 bench/make_catalogue.py "$work/bench" >/dev/null
line=$(sed -n 2p "$work/bench/inputs/languages/en/words.csv")
IFS=, read -r list key word _ <<<"$line"
echo "bench catalogue (1,000 words, 4 languages): $list/$key's word in inputs/languages/en/words.csv"
python3 bench/review_latency.py "$wordpack" "$work/bench" inputs/languages/en/words.csv \
  "$line" "$list,$key,${word}ka${line#"$list,$key,$word"}" "$EDITS"

# From the save to the open page showing it, in Chromium (through Debian's python3, which has python3-selenium),
# side by side with a static rebuild (`wordpack review`, then the page opened again): on an idle machine, then
# with two build loops keeping both cores busy.
scripts/ensure-packages chromium chromium-driver python3-selenium
for load in 0 1; do
  rm -rf "$work/page" && mkdir -p "$work/page" && cp -R pipeline.json inputs "$work/page/"
  echo "sample, the open page (app-japanese.html)$([ "$load" = 1 ] && echo ", both cores kept busy by two build loops" || echo ", idle")"
  /usr/bin/python3 bench/review_page.py "$wordpack" "$work/page" app-japanese.html Animals cat \
    inputs/languages/ja/words.csv "Animals,cat,ねこ," "Animals,cat,こねこ," "$EDITS" "$load"
done
