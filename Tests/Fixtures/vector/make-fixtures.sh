#!/usr/bin/env bash
# Remakes the PDF fixture of this folder from its SVG (rsvg-convert, package librsvg2-bin: cairo writes the PDF).
# The SVG files are written by hand; README.md says what each is for. The tests only read the committed files.
set -euo pipefail
cd "$(dirname "$0")"
rsvg-convert -f pdf -o cairo-wide.pdf inkscape-viewbox.svg
