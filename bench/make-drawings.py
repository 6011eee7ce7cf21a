"""Writes COUNT SVG drawings into FOLDER, the same bytes on every run: what bench/vectors.sh draws.

Each is what an illustrator's export looks like: a viewBox of 1000x750 and no width or height (Inkscape's way),
a linear and a radial gradient, 40 shapes (circles, rounded rectangles, cubic curves) with strokes and
transparency, and a group transform. Usage: python3 bench/make-drawings.py COUNT FOLDER
"""
import random
import sys
from pathlib import Path


def drawing(seed: int) -> str:
    rng = random.Random(seed)

    def colour() -> str:
        return "#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))

    shapes = []
    for index in range(40):
        kind = index % 3
        opacity = round(rng.uniform(0.4, 1.0), 2)
        if kind == 0:
            shapes.append(
                f'<circle cx="{rng.randrange(1000)}" cy="{rng.randrange(750)}" r="{rng.randrange(20, 160)}" '
                f'fill="{colour()}" fill-opacity="{opacity}" stroke="{colour()}" stroke-width="{rng.randrange(1, 12)}"/>')
        elif kind == 1:
            shapes.append(
                f'<rect x="{rng.randrange(900)}" y="{rng.randrange(650)}" width="{rng.randrange(40, 300)}" '
                f'height="{rng.randrange(40, 300)}" rx="{rng.randrange(0, 40)}" fill="url(#g{seed % 2})" '
                f'opacity="{opacity}"/>')
        else:
            points = " ".join(f"{rng.randrange(1000)},{rng.randrange(750)}" for _ in range(6))
            shapes.append(
                f'<path d="M {points.split()[0]} C {" ".join(points.split()[1:4])} S {" ".join(points.split()[4:])}" '
                f'fill="none" stroke="{colour()}" stroke-width="{rng.randrange(2, 24)}" stroke-linecap="round"/>')
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 750" version="1.1">\n'
        f'  <defs><linearGradient id="g0" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{colour()}"/>'
        f'<stop offset="1" stop-color="{colour()}"/></linearGradient>\n'
        f'  <radialGradient id="g1"><stop offset="0" stop-color="{colour()}"/><stop offset="1" stop-color="{colour()}" '
        'stop-opacity="0.2"/></radialGradient></defs>\n'
        f'  <rect width="1000" height="750" fill="{colour()}"/>\n'
        f'  <g transform="rotate({rng.randrange(-8, 8)} 500 375)">\n    ' + "\n    ".join(shapes) + "\n  </g>\n</svg>\n")


def main() -> None:
    count, folder = int(sys.argv[1]), Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(count):
        (folder / f"drawing{index:04d}.svg").write_text(drawing(index))


main()
