#!/usr/bin/env bash
# Regenerates inputs/ (the sample catalogue) from the tables in tools/sample/tables.
# Usage, from anywhere: bash tools/sample/make-sample.sh
# Needs: espeak-ng, sox + libsox-fmt-all, ImageMagick 6 (convert), LibreOffice Calc (soffice), python3,
# poppler-utils (pdftocairo) and fonts-urw-base35 (the cake PDF's embedded font).
# The build never runs this; its output is committed. It deletes and rewrites all of inputs/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C.UTF-8 PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1
python3 "$here/make_sample.py"
root="$(cd "$here/../.." && pwd)"
# fr arrives as a translator's XLIFF file with about half of the words: exported by wordpack, filled in by
# translate-toolkit as a translation tool would (translate-xliff.py), checked and copied in by wordpack.
# Needs `swift build` and `pip install translate-toolkit==3.20.4` (make test-deps).
wordpack="$root/.build/debug/wordpack"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$wordpack" export-xliff --project "$root" --language fr --quiet > /dev/null
python3 "$here/translate-xliff.py" "$root/translations/fr.xliff" "$here/tables/languages/fr/words.csv" \
    "$here/tables/languages/fr/lists.csv" "$scratch/fr.xliff"
rm -f "$root/translations/fr.xliff"
"$wordpack" import-xliff --project "$root" "$scratch/fr.xliff" --language fr --quiet > /dev/null
size=$(du -sb "$root/inputs" | cut -f1)
echo "inputs/: $(find "$root/inputs" -type f | wc -l) files, $size bytes"
if [ "$size" -ge 5000000 ]; then echo "inputs/ is over 5 MB" >&2; exit 1; fi
