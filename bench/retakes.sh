#!/usr/bin/env bash
# The retakes part of `make bench` (`make bench-retakes` alone): how often `wordpack split --retakes last` cuts
# a take with lines said again right, refuses it, or cuts it wrong. For English, Spanish and French, two voices
# each (`<language>+m3`, `<language>+f3`, which split does not read the script with), 16 lines of animals read by
# espeak-ng and trimmed, put together with pauses of 0.6 to 1.4 s, over sox's pink noise 30 dB under the speech
# and as digital silence: one line said twice, two adjacent lines said again, a line missing and another said
# twice, two lines said twice, each at ten places. A split is right when every cut is a saying of its own line
# (within 0.1 s of where the take put it; with a line missing, when the refusal names it), wrong when a cut is
# anything else. The takes are made and split in-process by the test TakeSplitRetakeTests.everyTakeOfTheBenchmark
# (a debug build of the tests; `make test` runs two places of each kind). WORDPACK_RETAKES_LANGUAGES="fr" for
# fewer languages.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages espeak-ng sox
table=$(mktemp "${TMPDIR:-/tmp}/wordpack-bench-retakes.XXXXXX")
trap 'rm -f "$table"' EXIT
WORDPACK_RETAKES_BENCH=1 WORDPACK_RETAKES_TABLE="$table" \
  swift test --filter 'TakeSplitRetakeTests/everyTakeOfTheBenchmark' >/dev/null 2>&1 || status=$?
echo "retakes: right/refused/wrong of 10 takes each, split --retakes last"
cat "$table"
exit "${status:-0}"
