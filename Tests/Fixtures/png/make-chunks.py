#!/usr/bin/env python3
"""Writes Tests/Fixtures/png/chunks/: 8-bit PNGs with the ancillary chunks real writers add (gAMA, cHRM, sRGB,
iCCP, text), their image data split across many IDAT chunks, and a photo written by Pillow with its own
adaptive row filters and an ICC profile. PNGImagePlainTests decodes each with libdeflate and with libpng and
requires the same pixels, or that the libdeflate path leaves the file to libpng (those whose name starts with
`libpng-`). Standard library and Pillow; the same bytes on every run.

    python3 Tests/Fixtures/png/make-chunks.py
"""
import io
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib

kinds = importlib.import_module("make-kinds")

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chunks")
WIDTH, HEIGHT = kinds.WIDTH, kinds.HEIGHT


def rgb_png(chunks_before, chunks_after=(), colour_type=2, split=None, trailing=b""):
    pixels = [[kinds.content(colour_type, 8, x, y) for x in range(WIDTH)] for y in range(HEIGHT)]
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, colour_type, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + kinds.chunk(b"IHDR", header)
    for kind, body in chunks_before:
        data += kinds.chunk(kind, body)
    compressed = zlib.compress(kinds.image_data(pixels, WIDTH, HEIGHT, colour_type, 8, False), 9) + trailing
    pieces = [compressed] if split is None else [compressed[i:i + split] for i in range(0, len(compressed), split)]
    for piece in pieces:
        data += kinds.chunk(b"IDAT", piece)
    for kind, body in chunks_after:
        data += kinds.chunk(kind, body)
    return data + kinds.chunk(b"IEND", b"")


def srgb_profile():
    from PIL import ImageCms
    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def main():
    os.makedirs(HERE, exist_ok=True)
    gamma_srgb = (b"gAMA", struct.pack(">I", 45455))
    chrm_srgb = (b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))
    text = (b"tEXt", b"Software\x00a picture editor")
    profile = srgb_profile()
    iccp = (b"iCCP", b"sRGB\x00\x00" + zlib.compress(profile))
    files = {
        "gama-srgb.png": rgb_png([gamma_srgb]),
        "gama-chrm.png": rgb_png([gamma_srgb, chrm_srgb]),
        "srgb-gama-chrm.png": rgb_png([(b"sRGB", b"\x00"), gamma_srgb, chrm_srgb]),
        "iccp.png": rgb_png([iccp]),
        "text-before-and-after.png": rgb_png([text], [text, (b"tIME", struct.pack(">HBBBBB", 2024, 1, 1, 0, 0, 0))]),
        "rgba-many-idat.png": rgb_png([], colour_type=6, split=97),
        "gray-alpha-many-idat.png": rgb_png([], colour_type=4, split=50),
        "gray-gama-srgb.png": rgb_png([gamma_srgb], colour_type=0),
        "trailing-zlib-bytes.png": rgb_png([], trailing=b"\x00\x00\x00\x00"),
        # Left to libpng: pixels it changes, or structures it decides about.
        "libpng-gama-linear.png": rgb_png([(b"gAMA", struct.pack(">I", 100000))]),
        "libpng-trns.png": rgb_png([(b"tRNS", struct.pack(">HHH", 255, 255, 255))]),
        "libpng-sbit.png": rgb_png([(b"sBIT", bytes([5, 6, 5]))]),
        "libpng-plte-suggested.png": rgb_png([(b"PLTE", bytes(range(48)))]),
    }
    # Image data interrupted by another chunk: built by hand, since rgb_png keeps IDATs together.
    whole = rgb_png([], split=400)
    first_end = whole.index(b"IDAT") - 4 + 12 + 400
    files["libpng-idat-split-by-text.png"] = whole[:first_end] + kinds.chunk(*text) + whole[first_end:]
    for name, data in files.items():
        with open(os.path.join(HERE, name), "wb") as file:
            file.write(data)

    # A photo-like picture written by Pillow (its own zlib settings and per-row filter choice), with an ICC
    # profile, as picture editors save them.
    from PIL import Image
    photo = Image.new("RGB", (96, 64))
    photo.putdata([((x * 37 + y * 11) % 256, (x * x + y * 3) % 256, (x ^ y) * 4 % 256)
                   for y in range(64) for x in range(96)])
    buffer = io.BytesIO()
    photo.save(buffer, "PNG", icc_profile=profile, optimize=False)
    with open(os.path.join(HERE, "pillow-photo-iccp.png"), "wb") as file:
        file.write(buffer.getvalue())
    photo.putalpha(Image.linear_gradient("L").resize((96, 64)))
    buffer = io.BytesIO()
    photo.save(buffer, "PNG")
    with open(os.path.join(HERE, "pillow-photo-alpha.png"), "wb") as file:
        file.write(buffer.getvalue())


if __name__ == "__main__":
    main()
