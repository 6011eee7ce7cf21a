"""Writes the JPEG masters of Tests/Fixtures/jpeg/ with Pillow (an authoring tool: `pip install Pillow`; the tests
only read the committed files) and prints what an independent reader (Pillow's own decoder, ImageOps.exif_transpose,
ImageCms with Pillow's lcms2) says each should decode to, for Tests/Fixtures/jpeg/README.md and JPEGMasterTests.

The Display P3 profile is written by tools/make-p3-profile.c (lcms2's cmsCreateRGBProfile with the P3 primaries,
the D65 white and the sRGB curve), compiled and run here.
"""
import io
import os
import random
import subprocess
import sys
from pathlib import Path

from PIL import Image, ImageCms, ImageDraw, ImageOps

out = Path(sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/jpeg")
out.mkdir(parents=True, exist_ok=True)
tools = Path(__file__).parent


def marked(size=(64, 48)):
    """White, with a red 16x16 block at the stored top left."""
    image = Image.new("RGB", size, "white")
    ImageDraw.Draw(image).rectangle([0, 0, 15, 15], fill=(255, 0, 0))
    return image


for orientation in (6, 8):
    exif = Image.Exif()
    exif[0x0112] = orientation
    marked().save(out / f"orientation-{orientation}.jpg", quality=95, exif=exif.tobytes())
    upright = ImageOps.exif_transpose(Image.open(out / f"orientation-{orientation}.jpg")).convert("RGB")
    reds = [(x, y) for y in range(upright.height) for x in range(upright.width) if upright.getpixel((x, y))[0] > 200
            and upright.getpixel((x, y))[1] < 60]
    xs, ys = [x for x, _ in reds], [y for _, y in reds]
    print(f"orientation-{orientation}.jpg: upright {upright.width}x{upright.height}, red block x {min(xs)}-{max(xs)}, "
          f"y {min(ys)}-{max(ys)}")

# CMYK as Pillow writes it: with an Adobe marker, inverted. Left half C0 M255 Y255 K0 (red), right half K128 (grey).
cmyk = Image.new("CMYK", (32, 32), (0, 255, 255, 0))
ImageDraw.Draw(cmyk).rectangle([16, 0, 31, 31], fill=(0, 0, 0, 128))
cmyk.save(out / "cmyk-adobe.jpg", quality=100)
check = Image.open(out / "cmyk-adobe.jpg")
print(f"cmyk-adobe.jpg: mode {check.mode}, Adobe marker {'adobe' in check.info}, "
      f"Pillow's RGB at (4,4) {check.convert('RGB').getpixel((4, 4))}, at (24,4) {check.convert('RGB').getpixel((24, 4))}")

# Display P3: pure red, and an orange inside sRGB's gamut, each a 16x16 block; the profile embedded.
binary = out / "make-p3-profile"
subprocess.run(["gcc", "-O2", "-o", str(binary), str(tools / "make-p3-profile.c"), "-llcms2"], check=True)
subprocess.run([str(binary), str(out / "display-p3.icc")], check=True)
binary.unlink()
p3 = Image.new("RGB", (32, 16), (255, 0, 0))
ImageDraw.Draw(p3).rectangle([16, 0, 31, 15], fill=(200, 120, 60))
profile_bytes = (out / "display-p3.icc").read_bytes()
p3.save(out / "display-p3.jpg", quality=100, subsampling=0, icc_profile=profile_bytes)
source = ImageCms.ImageCmsProfile(io.BytesIO(profile_bytes))
srgb = ImageCms.createProfile("sRGB")
converted = ImageCms.profileToProfile(
    Image.open(out / "display-p3.jpg"), source, srgb, renderingIntent=ImageCms.Intent.PERCEPTUAL, outputMode="RGB")
print(f"display-p3.jpg: as stored (8,8) {Image.open(out / 'display-p3.jpg').getpixel((8, 8))}, (24,8) "
      f"{Image.open(out / 'display-p3.jpg').getpixel((24, 8))}; in sRGB by Pillow's lcms2 (8,8) "
      f"{converted.getpixel((8, 8))}, (24,8) {converted.getpixel((24, 8))}")
(out / "display-p3.icc").unlink()

# Grey: a horizontal ramp.
grey = Image.new("L", (64, 16))
grey.putdata([x * 4 for y in range(16) for x in range(64)])
grey.save(out / "grey.jpg", quality=95)
print(f"grey.jpg: mode {Image.open(out / 'grey.jpg').mode}")

# A camera-sized photo stand-in, 1600x1200: soft gradients and a few shapes (small at quality 60).
random.seed(7)
photo = Image.new("RGB", (1600, 1200))
draw = ImageDraw.Draw(photo)
for y in range(1200):
    draw.line([(0, y), (1599, y)], fill=(40 + y // 8, 90 + y // 12, 160 - y // 10))
for _ in range(12):
    x, y, r = random.randrange(1600), random.randrange(1200), random.randrange(40, 200)
    draw.ellipse([x - r, y - r, x + r, y + r], fill=(random.randrange(256), random.randrange(256), random.randrange(256)))
photo.save(out / "photo-1600x1200.jpg", quality=60)

data = (out / "photo-1600x1200.jpg").read_bytes()
(out / "truncated.jpg").write_bytes(data[: len(data) // 2])
(out / "text.jpg").write_text("Not a picture: a note someone saved with the wrong name.\n")

# A header claiming 60000x60000 (the SOF0 segment of a small JPEG, patched): refused before decoding.
small = io.BytesIO()
Image.new("RGB", (8, 8), "white").save(small, format="JPEG", quality=90)
bomb = bytearray(small.getvalue())
sof = bomb.index(b"\xff\xc0")
bomb[sof + 5:sof + 9] = (60000).to_bytes(2, "big") + (60000).to_bytes(2, "big")
(out / "bomb-60000x60000.jpg").write_bytes(bytes(bomb))

for path in sorted(out.glob("*.jpg")):
    print(f"{path.name}: {path.stat().st_size} bytes")
