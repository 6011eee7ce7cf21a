#!/usr/bin/env python3
"""Writes Tests/Fixtures/png/kinds/: one 48x32 PNG for every colour type and bit depth PNG allows, each plain
and Adam7-interlaced, plus colour-key (tRNS) transparency; and ../too-many-pixels.png. Standard library only
(zlib), no gAMA or other ancillary chunk, row filters cycling through all five: the same bytes on every run.

    python3 Tests/Fixtures/png/make-kinds.py
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT = 48, 32
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Samples (ints) of one row as bytes: big-endian for 16 bits, packed high bits first below 8."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    per_byte = 8 // depth
    out = bytearray()
    for start in range(0, len(samples), per_byte):
        byte = 0
        group = samples[start:start + per_byte]
        for index, sample in enumerate(group):
            byte |= sample << (8 - depth * (index + 1))
        out.append(byte)
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp):
    """Each row with a filter byte in front; filter (row number mod 5), so every filter type is used."""
    out = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for number, row in enumerate(rows):
        kind = number % 5
        filtered = bytearray()
        for i, value in enumerate(row):
            left = row[i - bpp] if i >= bpp else 0
            up = previous[i]
            corner = previous[i - bpp] if i >= bpp else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, corner)][kind]
            filtered.append((value - predictor) & 0xFF)
        out.append(kind)
        out += filtered
        previous = row
    return bytes(out)


def image_data(pixels, width, height, colour_type, depth, interlaced):
    """pixels[y][x] is a tuple of samples."""
    channels = CHANNELS[colour_type]
    bpp = max(1, channels * depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = bytearray()
    for x0, y0, dx, dy in passes:
        xs = range(x0, width, dx)
        ys = range(y0, height, dy)
        if not xs or not ys:
            continue
        rows = [pack_row([s for x in xs for s in pixels[y][x]], depth) for y in ys]
        raw += filter_rows(rows, bpp)
    return bytes(raw)


def png(width, height, colour_type, depth, pixels, interlaced=False, palette=None, transparency=None, level=9):
    header = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 1 if interlaced else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    if palette is not None:
        data += chunk(b"PLTE", b"".join(bytes(colour) for colour in palette))
    if transparency is not None:
        data += chunk(b"tRNS", transparency)
    compressed = zlib.compress(image_data(pixels, width, height, colour_type, depth, interlaced), level)
    return data + chunk(b"IDAT", compressed) + chunk(b"IEND", b"")


def scaled(fraction, depth):
    return round(fraction * ((1 << depth) - 1))


def content(colour_type, depth, x, y):
    """Gradients across and down; the top-left 8x8 block is fully transparent where there is alpha."""
    across, down = x / (WIDTH - 1), y / (HEIGHT - 1)
    gray = scaled((across + down) / 2, depth)
    rgb = (scaled(across, depth), scaled(down, depth), scaled(((x + y) % 7) / 6, depth))
    alpha = 0 if (x < 8 and y < 8) else scaled(1 if x >= WIDTH // 2 else 0.25 + 0.75 * across * 2, depth)
    return {0: (gray,), 2: rgb, 4: (gray, alpha), 6: rgb + (alpha,)}[colour_type]


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(data)


def main():
    os.makedirs(os.path.join(HERE, "kinds"), exist_ok=True)
    kinds = {0: ("gray", [1, 2, 4, 8, 16]), 2: ("rgb", [8, 16]), 3: ("palette", [1, 2, 4, 8]),
             4: ("gray-alpha", [8, 16]), 6: ("rgba", [8, 16])}
    for colour_type, (name, depths) in kinds.items():
        for depth in depths:
            for interlaced in (False, True):
                palette = transparency = None
                if colour_type == 3:
                    entries = min(1 << depth, 200)
                    palette = [((37 * i) % 256, (91 * i + 40) % 256, (53 * i + 200) % 256) for i in range(entries)]
                    pixels = [[((x // 3 + y // 4) % entries,) for x in range(WIDTH)] for y in range(HEIGHT)]
                else:
                    pixels = [[content(colour_type, depth, x, y) for x in range(WIDTH)] for y in range(HEIGHT)]
                suffix = "-interlaced" if interlaced else ""
                write(f"kinds/{name}-{depth}bit{suffix}.png",
                      png(WIDTH, HEIGHT, colour_type, depth, pixels, interlaced, palette, transparency))

    # Colour-key transparency: the top-left 8x8 block has the tRNS colour (palette: entries 0 and 1).
    for colour_type, name, depth in [(0, "gray", 8), (0, "gray", 16), (2, "rgb", 8), (2, "rgb", 16), (3, "palette", 8)]:
        for interlaced in (False, True) if colour_type == 3 else (False,):
            palette = None
            if colour_type == 3:
                palette = [((37 * i) % 256, (91 * i + 40) % 256, (53 * i + 200) % 256) for i in range(200)]
                pixels = [[((x // 3 + y // 4) % 198 + 2,) for x in range(WIDTH)] for y in range(HEIGHT)]
                for y in range(8):
                    for x in range(8):
                        pixels[y][x] = (0 if x < 4 else 1,)
                transparency = bytes([0, 128])
            else:
                pixels = [[content(colour_type, depth, x, y) for x in range(WIDTH)] for y in range(HEIGHT)]
                key = (1 << depth) - 1  # white: not otherwise in the gradients' first rows
                for y in range(8):
                    for x in range(8):
                        pixels[y][x] = (key,) * CHANNELS[colour_type]
                transparency = b"".join(struct.pack(">H", key) for _ in range(CHANNELS[colour_type]))
            suffix = "-interlaced" if interlaced else ""
            write(f"kinds/{name}-{depth}bit-trns{suffix}.png",
                  png(WIDTH, HEIGHT, colour_type, depth, pixels, interlaced, palette, transparency))

    # A decompression bomb: a header claiming 10000x10000 pixels (100,000,000), whose data (all black,
    # 1-bit gray) is 12 KB compressed and would take 400 MB decoded to RGBA.
    side = 10000
    row = b"\x00" + bytes((side + 7) // 8)
    compressed = zlib.compress(row * side, 9)
    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    write("too-many-pixels.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", compressed)
          + chunk(b"IEND", b""))


if __name__ == "__main__":
    main()
