#!/bin/sh
# Regenerates the PNG fixtures in this folder with ImageMagick 6 (`convert`; an authoring tool: tests only read
# the results). Every picture is 16x16; `-strip` leaves out gAMA, cHRM and text chunks so decoded values are exact.
# Run from anywhere: sh Tests/Fixtures/png/make-fixtures.sh
set -eu
cd "$(dirname "$0")"

# Four 8x8 quadrants: top-left, top-right, bottom-left, bottom-right.
quadrants() {
    echo "-size 8x8 xc:$1 -size 8x8 xc:$2 +append ( -size 8x8 xc:$3 -size 8x8 xc:$4 +append ) -append"
}

convert $(quadrants black white white black) -strip \
    -define png:color-type=0 -define png:bit-depth=1 gray-1bit.png
convert $(quadrants 'rgb(0,0,0)' 'rgb(255,255,255)' 'rgb(128,128,128)' 'rgb(64,64,64)') -strip \
    -define png:color-type=0 -define png:bit-depth=8 gray-8bit.png
convert $(quadrants 'rgba(0,0,0,1)' 'rgba(255,255,255,0.5)' none 'rgba(128,128,128,1)') -strip -depth 8 \
    -define png:color-type=4 gray-alpha.png
convert $(quadrants red lime blue white) -strip -define png:color-type=3 palette.png
convert $(quadrants red 'rgba(0,255,0,0.5)' none white) -strip -depth 8 -type PaletteAlpha palette-trns.png
convert $(quadrants red lime blue 'rgb(128,64,32)') -strip -define png:color-type=2 -define png:bit-depth=8 rgb.png
convert $(quadrants red 'rgba(0,255,0,0.5)' none 'rgba(128,64,32,0.25)') -strip -depth 8 \
    -define png:color-type=6 rgba.png
convert $(quadrants red lime blue 'rgb(50.19608%,25.09804%,0%)') -strip PNG48:rgb-16bit.png

# A gradient whose pixel (x, y) is (255 - 17y, 255 - 17x, 17y), plain and Adam7-interlaced.
gradient="-size 16x16 gradient:red-blue ( -size 16x16 gradient:black-lime -rotate 90 ) -compose plus -composite"
convert $gradient -strip -depth 8 -define png:color-type=2 gradient.png
convert $gradient -strip -depth 8 -define png:color-type=2 -interlace PNG adam7-interlaced.png

# rgba.png cut in the middle of its pixel data (the header is whole).
head -c 60 rgba.png > truncated.png
# kinds/rgba-8bit.png (from make-kinds.py) cut in the middle of its IDAT data, which runs from byte 45 to 1483.
head -c 764 kinds/rgba-8bit.png > truncated-idat.png
# A JPEG photo that was given a .png name.
convert -size 16x16 xc:red -strip jpeg:jpeg-named-png.png
