#!/usr/bin/env python3
"""Writes a generated project for the build benchmark: 1,000 words in 10 lists and 4 languages, each word
with a picture and a reward sound, each language with a recording per word and its letter sounds.
Deterministic: the same files every run. Usage: make_catalogue.py FOLDER"""
import math
import os
import struct
import sys
import wave
import zlib

root = sys.argv[1]
LISTS = [f"List{n:02d}" for n in range(10)]
LANGUAGES = ["en", "es", "fr", "de"]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as handle:
        handle.write(data)


def word(n, language):
    # A pronounceable word from the number, different per language.
    syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "be", "du"]
    shift = LANGUAGES.index(language)
    parts, value = [], n + 7 * shift + 11
    for _ in range(3):
        parts.append(syllables[(value + shift) % 10])
        value //= 10
    return "".join(parts)


TONES = {}


def tone(path, frequency, seconds=0.6, rate=44100):
    """A speech-like tone (rising and falling loudness); tones are made once per pitch and reused."""
    frequency = 150 + (frequency % 40) * 10
    key = (frequency, seconds)
    if key not in TONES:
        frames = int(seconds * rate)
        samples = bytearray()
        for i in range(frames):
            envelope = min(1.0, i / 2000, (frames - i) / 2000)
            value = int(12000 * envelope * math.sin(2 * math.pi * frequency * i / rate)
                        * (0.6 + 0.4 * math.sin(2 * math.pi * 3 * i / rate)))
            samples += struct.pack("<h", value)
        TONES[key] = bytes(samples)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(TONES[key])


def png(path, size, colour):
    """A flat picture with a darker square in the middle, as an illustrator's flat artwork."""
    dark = bytes(c // 2 for c in colour)
    light = bytes(colour)
    quarter = size // 4
    plain = b"\0" + light * size
    marked = b"\0" + light * quarter + dark * (size - 2 * quarter) + light * quarter
    raw = zlib.compress(plain * quarter + marked * (size - 2 * quarter) + plain * quarter, 6)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", raw) + chunk(b"IEND", b"")
    write(path, data)


write(f"{root}/pipeline.json", '{"version": 1, "apps": {"all": {"kind": "firstwords", "name": "Benchmark", '
      '"lists": "all", "languages": "all"}}}\n')
for index, name in enumerate(LISTS):
    rows = ["key,background"]
    for n in range(100):
        key = f"w{index}{n:02d}"
        rows.append(f"{key},bg")
        png(f"{root}/inputs/words/{name}/picture/{key}.png", 800, (40 + n * 2, 90 + index * 15, 200 - n))
        tone(f"{root}/inputs/words/{name}/sound/{key}.wav", 300 + n * 5, seconds=0.4)
    write(f"{root}/inputs/lists/{name}.csv", "\r\n".join(rows) + "\r\n")
    png(f"{root}/inputs/words/{name}/background/bg.png", 1200, (120, 180 + index * 5, 120))
    png(f"{root}/inputs/words/{name}/icon.png", 300, (200, 100, 40 + index * 20))
for language in LANGUAGES:
    folder = f"{root}/inputs/languages/{language}"
    rows = ["list,key,word"]
    for index, name in enumerate(LISTS):
        for n in range(100):
            key = f"w{index}{n:02d}"
            rows.append(f"{name},{key},{word(index * 100 + n, language)}")
            tone(f"{folder}/speech/{name}/{key}.wav", 200 + (index * 100 + n) % 300)
    write(f"{folder}/words.csv", "\n".join(rows) + "\n")
    write(f"{folder}/lists.csv", "list,name\n" + "".join(f"{name},{name} {language}\n" for name in LISTS))
    write(f"{folder}/all.txt", f"All ({language})")
    png(f"{folder}/flag.png", 230, (30 * LANGUAGES.index(language), 60, 160))
    for position, letter in enumerate(LETTERS):
        tone(f"{folder}/letters/{letter}.wav", 400 + 10 * position, seconds=0.3)
