"""Writes the HEIC and WebP masters of Tests/Fixtures/heic-webp/: WebP with Pillow, HEIC with heif-enc (package
libheif-examples, from a PNG Pillow writes). Authoring tools only; the tests read the committed files. Prints what
Pillow (its own WebP decoder and lcms2) says each holds, for the README and HEICWebPMasterTests.
"""
import io
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageCms, ImageDraw

out = Path(sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/heic-webp")
out.mkdir(parents=True, exist_ok=True)
tools = Path(__file__).parent


def marked(mode="RGB"):
    """64x48, white (or transparent on the right half for RGBA), a red 16x16 block at the top left."""
    image = Image.new(mode, (64, 48), "white")
    draw = ImageDraw.Draw(image)
    if mode == "RGBA":
        draw.rectangle([32, 0, 63, 47], fill=(0, 0, 0, 0))
    draw.rectangle([0, 0, 15, 15], fill=(255, 0, 0, 255) if mode == "RGBA" else (255, 0, 0))
    return image


marked().save(out / "lossy.webp", quality=90)
marked("RGBA").save(out / "lossless-alpha.webp", lossless=True)
frames = [marked(), Image.new("RGB", (64, 48), "blue")]
frames[0].save(out / "animated.webp", save_all=True, append_images=frames[1:], duration=100, loop=0)

# The P3 orange of the JPEG fixtures, lossless, with the same Display P3 profile.
with tempfile.TemporaryDirectory() as scratch:
    binary, icc = Path(scratch) / "make-p3-profile", Path(scratch) / "p3.icc"
    subprocess.run(["gcc", "-O2", "-o", str(binary), str(tools / "make-p3-profile.c"), "-llcms2"], check=True)
    subprocess.run([str(binary), str(icc)], check=True)
    profile = icc.read_bytes()
orange = Image.new("RGB", (16, 16), (200, 120, 60))
orange.save(out / "display-p3.webp", lossless=True, icc_profile=profile)
converted = ImageCms.profileToProfile(
    Image.open(out / "display-p3.webp"), ImageCms.ImageCmsProfile(io.BytesIO(profile)), ImageCms.createProfile("sRGB"),
    renderingIntent=ImageCms.Intent.PERCEPTUAL, outputMode="RGB")
print(f"display-p3.webp: stored {Image.open(out / 'display-p3.webp').convert('RGB').getpixel((8, 8))}, "
      f"in sRGB by Pillow's lcms2 {converted.getpixel((8, 8))}")

with tempfile.TemporaryDirectory() as scratch:
    for name, mode in (("photo.heic", "RGB"), ("alpha.heic", "RGBA")):
        png = Path(scratch) / "in.png"
        marked(mode).save(png)
        subprocess.run(["heif-enc", "-q", "90", str(png), "-o", str(out / name)], check=True, capture_output=True)
    # A thumbnail of at most 32 pixels a side (32x24) beside the 64x48 picture, as cameras store one.
    png = Path(scratch) / "in.png"
    marked().save(png)
    subprocess.run(["heif-enc", "-q", "90", "-t", "32", str(png), "-o", str(out / "thumbnail.heic")], check=True,
                   capture_output=True)
data = (out / "photo.heic").read_bytes()
(out / "truncated.heic").write_bytes(data[: len(data) // 2])

for path in sorted(out.glob("*.*")):
    if path.suffix != ".md":
        print(f"{path.name}: {path.stat().st_size} bytes")
