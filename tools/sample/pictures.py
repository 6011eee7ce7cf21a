"""Drawings of the sample catalogue: pictures, backgrounds, list icons and flags.

Each drawing is a list of ImageMagick MVG primitives (flat colours, anti-aliased
shapes) that make_sample.py renders with `convert -draw` (the MVG text as the argument: the
ImageMagick policy here forbids `@file`). The one PDF
(Food/cake) is written here directly as a small vector PDF, since the installed
LibreOffice has no Draw and ImageMagick's policy forbids writing PDF; its label is set in Helvetica, which
`embed_fonts` then embeds (poppler's `pdftocairo -pdf` rewrites it, drawing Helvetica with URW's Nimbus Sans, its
metric clone from fonts-urw-base35), so that the PDF draws the same on every machine.
"""

import os
import re
import subprocess
import tempfile
import zlib

INK = "#2b1a10"
WHITE = "#ffffff"


class Drawing:
    """A canvas size, a background (a colour or "none") and MVG lines."""

    def __init__(self, width, height, background, label=None, label_colour="#555555"):
        self.width = width
        self.height = height
        self.background = background
        self.lines = []
        self.label = label
        self.label_colour = label_colour

    def _style(self, fill, stroke=None, width=0):
        self.lines.append(f"fill '{fill or 'none'}'")
        self.lines.append(f"stroke '{stroke or 'none'}'")
        self.lines.append(f"stroke-width {width}")

    def circle(self, cx, cy, r, fill, stroke=None, width=0):
        self._style(fill, stroke, width)
        self.lines.append(f"circle {cx},{cy} {cx + r},{cy}")

    def ellipse(self, cx, cy, rx, ry, fill, stroke=None, width=0, angle=0):
        if angle:
            self.lines += ["push graphic-context", f"translate {cx},{cy}", f"rotate {angle}"]
            self._style(fill, stroke, width)
            self.lines += [f"ellipse 0,0 {rx},{ry} 0,360", "pop graphic-context"]
        else:
            self._style(fill, stroke, width)
            self.lines.append(f"ellipse {cx},{cy} {rx},{ry} 0,360")

    def rect(self, x0, y0, x1, y1, fill, radius=0, stroke=None, width=0):
        self._style(fill, stroke, width)
        if radius:
            self.lines.append(f"roundrectangle {x0},{y0} {x1},{y1} {radius},{radius}")
        else:
            self.lines.append(f"rectangle {x0},{y0} {x1},{y1}")

    def polygon(self, points, fill, stroke=None, width=0):
        self._style(fill, stroke, width)
        self.lines.append("polygon " + " ".join(f"{x},{y}" for x, y in points))

    def line(self, points, colour, width):
        self._style(None, colour, width)
        self.lines.append("polyline " + " ".join(f"{x},{y}" for x, y in points))

    def path(self, d, fill=None, stroke=None, width=0):
        self._style(fill, stroke, width)
        self.lines.append(f"path '{d}'")

    def mvg(self):
        head = ["stroke-linecap round", "stroke-linejoin round"]
        tail = []
        if self.label:
            size = max(24, self.height // 24)
            tail = [f"fill '{self.label_colour}'", "stroke 'none'", "font 'DejaVu-Sans'",
                    f"font-size {size}", f"text {size},{self.height - size} '{self.label}'"]
        return "\n".join(head + self.lines + tail) + "\n"


# ---------------------------------------------------------------- Animals

def ant():
    d = Drawing(800, 800, "#fff3d6", "ant")
    d.rect(0, 620, 800, 800, "#e2c48e")
    for leg in ([(360, 440), (300, 520), (265, 612)], [(385, 445), (380, 530), (350, 615)],
                [(410, 440), (470, 520), (500, 612)]):
        d.line([(x + 25, y - 15) for x, y in leg], "#6a5444", 11)
    for leg in ([(360, 440), (300, 520), (265, 612)], [(385, 445), (380, 530), (350, 615)],
                [(410, 440), (470, 520), (500, 612)]):
        d.line(leg, "#3b2a20", 12)
    d.ellipse(565, 420, 130, 95, "#3b2a20")
    d.ellipse(595, 378, 45, 18, "#6d5646", angle=-15)
    d.ellipse(395, 420, 75, 55, "#3b2a20")
    d.circle(245, 390, 72, "#3b2a20")
    d.path("M 215 330 Q 190 240 130 220", stroke="#3b2a20", width=10)
    d.path("M 260 325 Q 275 230 335 200", stroke="#3b2a20", width=10)
    d.circle(212, 378, 17, WHITE)
    d.circle(207, 378, 8, "#000000")
    d.path("M 190 425 Q 205 440 225 432", stroke="#6d5646", width=6)
    return d


def bear():
    d = Drawing(800, 800, "#e8f4e0", "bear")
    for x in (245, 555):
        d.circle(x, 225, 92, "#8d5a34")
        d.circle(x, 225, 50, "#c48b5c")
    d.circle(400, 430, 245, "#8d5a34")
    d.ellipse(400, 515, 125, 98, "#d9a877")
    d.ellipse(400, 462, 46, 32, INK)
    d.path("M 400 490 L 400 540 M 350 548 Q 400 590 450 548", stroke=INK, width=8)
    for x in (310, 490):
        d.circle(x, 365, 25, INK)
        d.circle(x + 8, 357, 7, WHITE)
    return d


def cat():
    d = Drawing(800, 800, "#efe6ff", "cat")
    d.polygon([(185, 340), (225, 110), (375, 250)], "#9e9e9e")
    d.polygon([(222, 295), (240, 175), (330, 258)], "#f4a7b9")
    d.polygon([(615, 340), (575, 110), (425, 250)], "#9e9e9e")
    d.polygon([(578, 295), (560, 175), (470, 258)], "#f4a7b9")
    d.ellipse(400, 440, 255, 225, "#9e9e9e")
    for x0, x1 in ((400, 400), (358, 366), (442, 434)):
        d.line([(x0, 232), (x1, 292)], "#757575", 14)
    for x in (310, 490):
        d.ellipse(x, 405, 46, 56, "#7cb342")
        d.ellipse(x, 405, 12, 46, "#1b1b1b")
        d.circle(x + 14, 388, 7, WHITE)
    d.polygon([(374, 485), (426, 485), (400, 514)], "#f48fb1")
    d.path("M 400 514 Q 400 548 362 552 M 400 514 Q 400 548 438 552", stroke="#424242", width=6)
    for y0, y1 in ((505, 472), (525, 535)):
        d.line([(300, y0), (125, y1)], "#424242", 5)
        d.line([(500, y0), (675, y1)], "#424242", 5)
    return d


def dog():
    d = Drawing(800, 800, "#fff0e0", "dog")
    d.ellipse(205, 410, 78, 175, "#6d4c41", angle=15)
    d.ellipse(595, 410, 78, 175, "#6d4c41", angle=-15)
    d.ellipse(400, 420, 210, 232, "#d7a86e")
    d.ellipse(470, 385, 62, 56, "#b5895a")
    d.ellipse(400, 545, 112, 82, "#f1d3a8")
    d.ellipse(400, 622, 28, 36, "#ef6f7f")
    d.ellipse(400, 503, 50, 35, INK)
    d.path("M 400 535 L 400 572 M 352 576 Q 400 612 448 576", stroke=INK, width=7)
    for x in (330, 470):
        d.circle(x, 390, 26, INK)
        d.circle(x + 8, 382, 8, WHITE)
    return d


def duck():
    d = Drawing(800, 800, "#e3f4fd", "duck")
    d.polygon([(630, 500), (725, 420), (690, 545)], "#ffd54f")
    d.ellipse(430, 540, 235, 132, "#ffd54f")
    d.circle(280, 335, 112, "#ffd54f")
    d.polygon([(178, 318), (75, 342), (82, 368), (178, 388)], "#ff8f00")
    d.line([(80, 356), (170, 354)], "#e65100", 5)
    d.circle(258, 300, 19, "#1b1b1b")
    d.circle(264, 293, 6, WHITE)
    d.ellipse(475, 515, 122, 66, "#ffca28", stroke="#f9a825", width=5, angle=-8)
    waves = "M 0 615 " + " ".join(f"Q {x + 50} 590 {x + 100} 615" for x in range(0, 800, 100))
    d.path(waves + " L 800 800 L 0 800 Z", fill="#64b5f6")
    for y in (680, 740):
        d.path(f"M 120 {y} Q 170 {y - 18} 220 {y} M 500 {y + 15} Q 550 {y - 3} 600 {y + 15}",
               stroke="#bbdefb", width=7)
    return d


def fish():
    d = Drawing(800, 800, "none", "fish")
    d.polygon([(330, 262), (425, 175), (478, 268)], "#ef6c00")
    d.polygon([(565, 400), (725, 255), (700, 400), (725, 545)], "#ef6c00")
    d.ellipse(380, 400, 242, 152, "#ffa726")
    d.ellipse(330, 400, 26, 138, WHITE, stroke="#1b1b1b", width=4)
    d.ellipse(455, 400, 24, 122, WHITE, stroke="#1b1b1b", width=4)
    d.polygon([(380, 540), (430, 610), (470, 530)], "#ef6c00")
    d.circle(212, 372, 28, WHITE)
    d.circle(206, 372, 14, "#1b1b1b")
    d.path("M 150 425 Q 168 437 188 424", stroke="#8d3a00", width=6)
    d.circle(120, 250, 20, None, "#64b5f6", 6)
    d.circle(88, 178, 14, None, "#64b5f6", 6)
    d.circle(112, 120, 9, None, "#64b5f6", 5)
    return d


def frog():
    d = Drawing(800, 800, "#e0f2f1", "frog")
    d.ellipse(400, 655, 335, 112, "#66bb6a")
    d.path("M 400 655 L 560 560 L 600 600 Z", fill="#e0f2f1")
    d.ellipse(400, 480, 262, 192, "#7cb342")
    d.ellipse(400, 585, 150, 70, "#c5e1a5")
    for x in (270, 530):
        d.circle(x, 322, 86, "#7cb342")
        d.circle(x, 312, 56, WHITE)
        d.circle(x + (10 if x < 400 else -10), 318, 28, "#1b1b1b")
        d.ellipse(x - 130 if x < 400 else x + 130, 480, 36, 20, "#f48fb1")
    d.circle(380, 420, 6, "#33691e")
    d.circle(420, 420, 6, "#33691e")
    d.path("M 240 500 Q 400 600 560 500", stroke="#33691e", width=10)
    return d


def horse():
    d = Drawing(900, 600, "#e8f5e9", "horse")
    d.rect(0, 505, 900, 600, "#a5d6a7")
    body = "#8d5a34"
    for x in (285, 355, 565, 635):
        d.rect(x, 330, x + 40, 515, body)
        d.rect(x - 2, 505, x + 42, 530, "#3e2723", radius=6)
    d.path("M 705 285 Q 790 330 765 455", stroke="#3e2723", width=30)
    d.ellipse(480, 320, 235, 112, body)
    d.polygon([(250, 330), (365, 268), (272, 92), (178, 118)], body)
    d.ellipse(160, 160, 100, 46, body, angle=-38)
    d.polygon([(222, 82), (236, 28), (262, 92)], body)
    d.path("M 262 80 Q 320 160 362 266", stroke="#3e2723", width=28)
    d.circle(196, 130, 9, INK)
    d.circle(98, 205, 7, "#3e2723")
    return d


def owl():
    d = Drawing(800, 800, "#1f2a60", "owl", label_colour="#e8eaf6")
    d.circle(660, 120, 62, "#fff59d")
    for x, y in ((110, 90), (230, 160), (540, 70), (120, 330), (700, 330)):
        d.circle(x, y, 6, "#fff9c4")
    d.rect(90, 645, 710, 690, "#6d4c41", radius=22)
    d.polygon([(228, 240), (250, 105), (325, 200)], "#795548")
    d.polygon([(572, 240), (550, 105), (475, 200)], "#795548")
    d.ellipse(400, 425, 212, 262, "#8d6e63")
    d.ellipse(400, 510, 132, 150, "#d7ccc8")
    for x, y in ((350, 470), (400, 455), (450, 470), (375, 530), (425, 530), (400, 590)):
        d.path(f"M {x - 18} {y} Q {x} {y + 18} {x + 18} {y}", stroke="#a1887f", width=5)
    for x in (320, 480):
        d.circle(x, 330, 78, WHITE, stroke="#ffb300", width=14)
        d.circle(x, 335, 36, "#1b1b1b")
        d.circle(x + 12, 322, 10, WHITE)
    d.polygon([(378, 398), (422, 398), (400, 452)], "#ffb300")
    for x in (350, 450):
        d.ellipse(x, 655, 34, 18, "#ffb300")
    return d


def pig():
    d = Drawing(800, 800, "#fde7ef", "pig")
    d.polygon([(205, 265), (245, 105), (350, 222)], "#f48fb1")
    d.polygon([(595, 265), (555, 105), (450, 222)], "#f48fb1")
    d.circle(400, 435, 252, "#f8bbd0")
    d.ellipse(255, 485, 42, 26, "#f48fb1")
    d.ellipse(545, 485, 42, 26, "#f48fb1")
    d.ellipse(400, 505, 112, 76, "#f48fb1")
    d.ellipse(362, 505, 18, 28, "#c2185b")
    d.ellipse(438, 505, 18, 28, "#c2185b")
    for x in (310, 490):
        d.circle(x, 372, 22, "#1b1b1b")
    d.path("M 358 612 Q 400 638 442 612", stroke="#c2185b", width=7)
    return d


# ---------------------------------------------------------------- Food

def apple():
    d = Drawing(800, 800, "#fff8e1", "apple")
    d.ellipse(400, 705, 230, 32, "#ffe0b2")
    d.circle(325, 455, 215, "#e53935")
    d.circle(475, 455, 215, "#e53935")
    d.ellipse(300, 372, 40, 72, "#ef9a9a", angle=20)
    d.path("M 400 285 Q 390 205 420 150", stroke="#6d4c41", width=18)
    d.path("M 418 205 Q 520 120 605 172 Q 520 242 418 205 Z", fill="#43a047")
    d.path("M 430 203 Q 515 175 590 175", stroke="#2e7d32", width=4)
    return d


def banana():
    d = Drawing(600, 800, "#fffde7", "banana")
    d.path("M 205 125 C 60 365 165 645 475 702 C 305 602 235 402 292 140 Z",
           fill="#fdd835", stroke="#f9a825", width=6)
    d.path("M 245 172 C 158 382 228 580 420 672", stroke="#f9a825", width=5)
    d.polygon([(200, 128), (212, 70), (268, 78), (292, 142)], "#6d4c41")
    d.ellipse(470, 700, 14, 10, "#5d4037")
    return d


def bread():
    d = Drawing(800, 800, "#fff3e0", "bread")
    d.rect(95, 612, 705, 665, "#8d6e63", radius=18)
    d.path("M 150 615 L 150 430 C 150 240 650 240 650 430 L 650 615 Z",
           fill="#d4914a", stroke="#a0612b", width=8)
    for x in (255, 370, 485):
        d.path(f"M {x} 420 Q {x + 35} 375 {x + 70} 330", stroke="#f3c58b", width=16)
    d.rect(150, 570, 650, 615, "#b8743a")
    return d


def cheese():
    d = Drawing(800, 800, "#fffde7", "cheese")
    d.polygon([(140, 400), (600, 270), (690, 335)], "#ffe082")
    d.polygon([(140, 400), (690, 335), (690, 565), (140, 625)], "#ffca28")
    for x, y, rx, ry in ((250, 470, 38, 30), (420, 520, 52, 40), (580, 430, 30, 26),
                         (330, 580, 22, 18), (610, 525, 26, 30)):
        d.ellipse(x, y, rx, ry, "#f9a825")
    d.ellipse(420, 330, 36, 14, "#ffd54f")
    return d


def egg():
    d = Drawing(800, 800, "#b0bec5", "egg")
    d.ellipse(420, 705, 205, 32, "#90a4ae")
    d.path("M 400 160 C 540 160 620 400 620 500 C 620 625 520 705 400 705 "
           "C 280 705 180 625 180 500 C 180 400 260 160 400 160 Z",
           fill="#fafafa", stroke="#78909c", width=6)
    d.ellipse(320, 330, 32, 62, WHITE, angle=20)
    d.path("M 520 560 Q 540 470 520 400", stroke="#cfd8dc", width=10)
    return d


def milk():
    d = Drawing(800, 800, "#e3f2fd", "milk")
    d.polygon([(255, 300), (330, 175), (455, 300)], "#f5f5f5", stroke="#90caf9", width=5)
    d.polygon([(330, 175), (500, 140), (585, 262), (455, 300)], "#eeeeee", stroke="#90caf9", width=5)
    d.rect(318, 140, 345, 180, "#e0e0e0")
    d.polygon([(455, 300), (585, 262), (585, 660), (455, 705)], "#e0e0e0", stroke="#90caf9", width=5)
    d.rect(255, 300, 455, 705, WHITE, stroke="#90caf9", width=5)
    d.rect(255, 430, 455, 575, "#42a5f5")
    d.path("M 355 450 C 320 500 330 545 355 548 C 380 545 390 500 355 450 Z", fill=WHITE)
    d.polygon([(455, 425), (585, 390), (585, 530), (455, 570)], "#1e88e5")
    return d


def pear():
    d = Drawing(800, 800, "none", "pear")
    d.path("M 400 205 C 480 205 500 285 512 342 C 532 422 600 452 592 562 "
           "C 582 682 492 722 400 722 C 308 722 218 682 208 562 C 200 452 268 422 288 342 "
           "C 300 285 320 205 400 205 Z", fill="#c0ca33", stroke="#9e9d24", width=6)
    d.ellipse(320, 560, 34, 70, "#dce775", angle=15)
    d.path("M 400 210 Q 395 160 420 120", stroke="#6d4c41", width=16)
    d.path("M 412 160 Q 480 100 550 130 Q 490 190 412 160 Z", fill="#689f38")
    return d


# ---------------------------------------------------------------- backgrounds

def bg_grass():
    d = Drawing(1200, 1200, "#bbdefb")
    d.circle(980, 220, 110, "#ffeb3b")
    for x, y in ((250, 200), (330, 180), (410, 205), (640, 320), (710, 300), (780, 325)):
        d.circle(x, y, 60, WHITE)
    d.ellipse(280, 930, 720, 320, "#81c784")
    d.ellipse(980, 980, 660, 280, "#66bb6a")
    d.rect(0, 960, 1200, 1200, "#4caf50")
    for x, y in ((120, 1040), (360, 1110), (600, 1010), (840, 1090), (1080, 1030), (480, 1160)):
        d.polygon([(x - 30, y + 30), (x - 15, y - 25), (x, y + 30), (x + 15, y - 35), (x + 30, y + 30)],
                  "#388e3c")
    return d


def bg_water():
    d = Drawing(1200, 1200, "#e1f5fe")
    d.rect(0, 360, 1200, 1200, "#4fc3f7")
    d.rect(0, 760, 1200, 1200, "#29b6f6")
    for row, y in enumerate(range(440, 1200, 110)):
        x0 = -60 if row % 2 else 0
        wave = f"M {x0} {y} " + " ".join(f"Q {x + 60} {y - 30} {x + 120} {y}" for x in range(x0, 1200, 240))
        d.path(wave, stroke="#b3e5fc", width=10)
    for x in (60, 95, 130, 1080, 1120):
        d.line([(x, 420), (x + 10, 180)], "#558b2f", 12)
        d.ellipse(x + 10, 200, 14, 48, "#6d4c41")
    return d


def bg_kitchen():
    d = Drawing(1200, 1200, "#fff8e1")
    for x in range(0, 1201, 100):
        d.line([(x, 0), (x, 800)], "#ffe0b2", 4)
    for y in range(0, 801, 100):
        d.line([(0, y), (1200, y)], "#ffe0b2", 4)
    d.rect(750, 150, 1050, 450, "#b3e5fc", stroke="#8d6e63", width=14)
    d.line([(900, 150), (900, 450)], "#8d6e63", 10)
    d.line([(750, 300), (1050, 300)], "#8d6e63", 10)
    d.rect(120, 260, 520, 285, "#8d6e63")
    for x, colour in ((170, "#ef5350"), (260, "#42a5f5"), (350, "#66bb6a"), (440, "#ffca28")):
        d.rect(x, 180, x + 60, 260, colour, radius=10)
    d.rect(0, 800, 1200, 860, "#8d6e63")
    d.rect(0, 860, 1200, 1200, "#a1887f")
    for x in (300, 600, 900):
        d.line([(x, 880), (x, 1200)], "#8d6e63", 8)
    for x in (270, 330, 570, 630, 870, 930):
        d.circle(x, 1000, 12, "#5d4037")
    return d


# ---------------------------------------------------------------- icons and flags

def icon_animals():
    d = Drawing(300, 300, "none")
    d.rect(10, 10, 290, 290, "#ffb74d", radius=48)
    d.ellipse(150, 190, 62, 52, "#5d4037")
    for x, y in ((82, 125), (122, 85), (178, 85), (218, 125)):
        d.ellipse(x, y, 24, 30, "#5d4037")
    return d


def icon_food():
    d = Drawing(300, 300, "none")
    d.rect(10, 10, 290, 290, "#81c784", radius=48)
    d.circle(150, 155, 100, WHITE, stroke="#e0e0e0", width=6)
    d.circle(132, 162, 42, "#e53935")
    d.circle(168, 162, 42, "#e53935")
    d.path("M 150 122 Q 148 102 158 88", stroke="#6d4c41", width=7)
    d.path("M 156 100 Q 185 78 205 92 Q 185 112 156 100 Z", fill="#43a047")
    return d


def flag_en():
    d = Drawing(230, 158, "#ffffff")
    stripe = 158 / 13
    for i in range(0, 13, 2):
        d.rect(0, round(i * stripe, 2), 230, round((i + 1) * stripe, 2), "#b22234")
    d.rect(0, 0, 92, round(7 * stripe, 2), "#3c3b6e")
    for row in range(4):
        for col in range(5):
            d.circle(11 + col * 17.5, 12 + row * 20, 3.5, WHITE)
    return d


def flag_es():
    d = Drawing(230, 158, "#aa151b")
    d.rect(0, 39.5, 230, 118.5, "#f1bf00")
    return d


def flag_ja():
    d = Drawing(230, 158, "#ffffff")
    d.circle(115, 79, 47, "#bc002d")
    return d


# How each drawing is written: file path under inputs/, the drawing, and the
# ImageMagick output options that pick the PNG kind.
RGB = ["PNG24:"]
RGBA = ["PNG32:"]
PALETTE = ["PNG8:"]
GRAY = ["-colorspace", "Gray", "-define", "png:color-type=0", "-define", "png:bit-depth=8", "PNG:"]
RGB16 = ["-depth", "16", "PNG48:"]
INTERLACED = ["-interlace", "PNG", "PNG24:"]

PICTURES = [
    ("words/Animals/icon.png", icon_animals, RGBA),
    ("words/Animals/picture/ant.png", ant, RGB),
    ("words/Animals/picture/bear.png", bear, RGB16),
    ("words/Animals/picture/cat.png", cat, RGB),
    ("words/Animals/picture/dog.png", dog, RGB),
    ("words/Animals/picture/duck.png", duck, RGB),
    ("words/Animals/picture/fish.png", fish, RGBA),
    ("words/Animals/picture/frog.png", frog, RGB),
    ("words/Animals/picture/horse.png", horse, RGB),
    ("words/Animals/picture/owl.png", owl, RGB),
    ("words/Animals/picture/pig.png", pig, PALETTE),
    ("words/Animals/background/bg_grass.png", bg_grass, RGB),
    ("words/Animals/background/bg_water.png", bg_water, RGB),
    ("words/Food/icon.png", icon_food, RGBA),
    ("words/Food/picture/apple.png", apple, RGB),
    ("words/Food/picture/banana.png", banana, RGB),
    ("words/Food/picture/bread.png", bread, RGB),
    ("words/Food/picture/cheese.png", cheese, RGB),
    ("words/Food/picture/egg.png", egg, GRAY),
    ("words/Food/picture/milk.png", milk, INTERLACED),
    ("words/Food/picture/pear.png", pear, PALETTE),
    ("words/Food/background/bg_kitchen.png", bg_kitchen, RGB),
    ("languages/en/flag.png", flag_en, RGB),
    ("languages/es/flag.png", flag_es, PALETTE),
    ("languages/ja/flag.png", flag_ja, RGB),
]


# ---------------------------------------------------------------- the PDF

def _pdf_ellipse(cx, cy, rx, ry):
    k = 0.5523
    return (f"{cx + rx} {cy} m "
            f"{cx + rx} {cy + k * ry:.1f} {cx + k * rx:.1f} {cy + ry} {cx} {cy + ry} c "
            f"{cx - k * rx:.1f} {cy + ry} {cx - rx} {cy + k * ry:.1f} {cx - rx} {cy} c "
            f"{cx - rx} {cy - k * ry:.1f} {cx - k * rx:.1f} {cy - ry} {cx} {cy - ry} c "
            f"{cx + k * rx:.1f} {cy - ry} {cx + rx} {cy - k * ry:.1f} {cx + rx} {cy} c h f")


def _rgb(hex_colour):
    r, g, b = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return f"{r:.3f} {g:.3f} {b:.3f} rg"


FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/opentype/urw-base35</dir>
  <alias binding="same"><family>Helvetica</family><prefer><family>Nimbus Sans</family></prefer></alias>
</fontconfig>
"""


def embed_fonts(pdf):
    """The PDF rewritten by cairo (`pdftocairo -pdf`, package poppler-utils) with its fonts embedded: Helvetica
    drawn as Nimbus Sans (fonts-urw-base35), through a fontconfig configuration that knows no other font. cairo
    dates the file; the date is set to the sample's day (same length, so the offsets stay right)."""
    with tempfile.TemporaryDirectory() as folder:
        conf = os.path.join(folder, "fonts.conf")
        with open(conf, "w") as file:
            file.write(FONTS_CONF)
        source, target = os.path.join(folder, "in.pdf"), os.path.join(folder, "out.pdf")
        with open(source, "wb") as file:
            file.write(pdf)
        subprocess.run(["pdftocairo", "-pdf", source, target], check=True,
                       env=dict(os.environ, FONTCONFIG_FILE=conf))
        with open(target, "rb") as file:
            out = file.read()
    return re.sub(rb"/CreationDate \(D:\d{14}Z\)", b"/CreationDate (D:20261125000000Z)", out)


def cake_pdf():
    """A 400x400 pt vector PDF of a birthday cake, drawn in an 800x800 grid, its label's font embedded."""
    return embed_fonts(cake_pdf_unembedded())


def cake_pdf_unembedded():
    """The cake as written here, its label in Helvetica, not embedded."""
    ops = [
        _rgb("#fce4ec"), "0 0 400 400 re f",
        "q 0.5 0 0 -0.5 0 400 cm",          # 800x800 grid, origin top left
        _rgb("#e0e0e0"), _pdf_ellipse(400, 650, 300, 55),
        _rgb("#ffffff"), _pdf_ellipse(400, 640, 290, 48),
        _rgb("#8d5524"), "170 400 460 230 re f", _pdf_ellipse(400, 630, 230, 30),
        _rgb("#f8bbd0"), "170 490 460 40 re f",
        _rgb("#fff8e1"), _pdf_ellipse(400, 400, 230, 42),
        "170 400 m 200 470 230 470 260 400 c 290 470 320 470 350 400 c "
        "380 470 420 470 450 400 c 480 470 510 470 540 400 c 570 470 600 470 630 400 c h f",
        _rgb("#42a5f5"), "388 250 24 130 re f",
        _rgb("#ffb300"), _pdf_ellipse(400, 220, 20, 36),
        _rgb("#fff176"), _pdf_ellipse(400, 230, 9, 18),
        _rgb("#e53935"), _pdf_ellipse(260, 378, 22, 22), _pdf_ellipse(540, 378, 22, 22),
        "Q",
        "BT /F1 17 Tf 0.333 0.333 0.333 rg 17 17 Td (cake) Tj ET",
    ]
    content = zlib.compress(("\n".join(ops) + "\n").encode("ascii"), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Title (cake) /Producer (wordpack tools/sample/pictures.py) >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += (b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(objects) + 1, xref))
    return bytes(out)
