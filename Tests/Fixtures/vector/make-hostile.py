#!/usr/bin/env python3
"""Writes the hostile SVG masters of this folder (README.md says what each is for): pictures that are valid
SVG, small or plain, and cost librsvg unbounded time or memory to draw. The tests only read the committed files."""

import random
from pathlib import Path

HERE = Path(__file__).resolve().parent


def blurred_circles(count=1000):
    """`count` circles, each blurred by a filter of its own size: about 49 KB a thousand."""
    rng = random.Random(46)
    lines = ['<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">',
             '<defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%">'
             '<feGaussianBlur stdDeviation="40"/></filter></defs>', '<g fill="teal" fill-opacity="0.2">']
    for _ in range(count):
        lines.append('<circle cx="%d" cy="%d" r="%d" filter="url(#b)"/>'
                     % (rng.randrange(1000), rng.randrange(1000), rng.randrange(100, 400)))
    lines += ['</g>', '</svg>']
    return "\n".join(lines) + "\n"


def nested_use():
    """Ten levels of a group that uses the level below ten times: 10^10 circles from 1.6 KB."""
    names = "abcdefghijk"
    lines = ['<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">', '<defs>',
             '<circle id="a" cx="5" cy="5" r="4" fill="red"/>']
    for level in range(1, 11):
        lines.append('<g id="%s">%s</g>' % (names[level], '<use href="#%s"/>' % names[level - 1] * 10))
    lines += ['</defs>', '<use href="#k"/>', '</svg>']
    return "\n".join(lines) + "\n"


def long_text():
    """One <text> of 1,000,000 characters (in DejaVu Sans, one of wordpack's fonts)."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">'
            '<text x="0" y="50" font-family="DejaVu Sans" font-size="20">' + "wordpack " * 111111 + "." 
            + '</text></svg>\n')


for name, text in [("blurred-circles.svg", blurred_circles()), ("many-blurred-circles.svg", blurred_circles(6000)),
                   ("nested-use.svg", nested_use()),
                   ("long-text.svg", long_text())]:
    (HERE / name).write_text(text)
    print(name, len(text.encode()))
