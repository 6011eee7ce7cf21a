#!/usr/bin/env bash
# Regenerates inputs/ (the sample catalogue) from the tables in tools/sample/tables.
# Usage, from anywhere: bash tools/sample/make-sample.sh
# Needs: espeak-ng, sox + libsox-fmt-all, ImageMagick 6 (convert), LibreOffice Calc (soffice), python3.
# The build never runs this; its output is committed. It deletes and rewrites all of inputs/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export LC_ALL=C.UTF-8 PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1
python3 "$here/make_sample.py"
root="$(cd "$here/../.." && pwd)"
size=$(du -sb "$root/inputs" | cut -f1)
echo "inputs/: $(find "$root/inputs" -type f | wc -l) files, $size bytes"
if [ "$size" -ge 5000000 ]; then echo "inputs/ is over 5 MB" >&2; exit 1; fi
