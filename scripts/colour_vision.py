#!/usr/bin/env python3
"""The seats' colours told apart by every kind of colour vision.

Reads the six seat colours (`COLOURS` in src/gui/look.rs), simulates
protanopia, deuteranopia and tritanopia at full severity with the matrices
of Machado, Oliveira and Fernandes (2009), applied to linear RGB, and
measures every pair's distance in CIELAB (ΔE76, D65). Fails when the
closest pair under any vision is nearer than 35: then two seats' figures
would look alike to some players at a glance (the seats' marks on the
figures are the second channel, not a licence for the first).

The palette is measured rather than pixels of a screenshot: on the board a
figure's shading, the tile under it and the software renderer's blending
mix other colours into every pixel, while the seat's colour is what the
figures, swatches, chart lines and tints are all painted from.

With `--simulate PNG`, also writes PNG's three simulations beside it
(`NAME.protanopia.png` ...) with ImageMagick, for a person to look at.
"""

import itertools
import math
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAMES = ["black", "red", "green", "blue", "yellow", "pink"]
LEAST = 35.0
MATRICES = {
    "protanopia": [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
    ],
    "deuteranopia": [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ],
    "tritanopia": [
        [1.255528, -0.076749, -0.178779],
        [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
    ],
}


def linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encoded(c):
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb, vision):
    if vision == "normal":
        return rgb
    m = MATRICES[vision]
    lin = [linear(c) for c in rgb]
    return [encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3)]


def lab(rgb):
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def palette():
    text = (ROOT / "src" / "gui" / "look.rs").read_text()
    block = text[text.index("pub const COLOURS") :]
    block = block[: block.index("];")]
    found = re.findall(r"Color::srgb\(([\d.]+),\s*([\d.]+),\s*([\d.]+)\)", block)
    if len(found) != len(NAMES):
        sys.exit(f"colour_vision: found {len(found)} seat colours in look.rs, not {len(NAMES)}")
    return [tuple(float(v) for v in c) for c in found]


def main():
    colours = palette()
    worst_of_all = math.inf
    print("| vision | closest pair | ΔE76 |")
    print("| --- | --- | ---: |")
    for vision in ["normal", *MATRICES]:
        seen = [lab(simulate(c, vision)) for c in colours]
        d, i, j = min(
            (math.dist(seen[i], seen[j]), i, j)
            for i, j in itertools.combinations(range(len(seen)), 2)
        )
        worst_of_all = min(worst_of_all, d)
        print(f"| {vision} | {NAMES[i]}–{NAMES[j]} | {d:.0f} |")
    if "--simulate" in sys.argv:
        shot = pathlib.Path(sys.argv[sys.argv.index("--simulate") + 1])
        for vision, m in MATRICES.items():
            out = shot.with_suffix(f".{vision}.png")
            matrix = " ".join(str(v) for row in m for v in row)
            subprocess.run(
                ["convert", str(shot), "-colorspace", "RGB", "-color-matrix", matrix,
                 "-colorspace", "sRGB", str(out)],
                check=True,
            )
            print(f"wrote {out}")
    if worst_of_all < LEAST:
        print(f"two seats' colours are {worst_of_all:.0f} apart for some vision, under {LEAST:.0f}", file=sys.stderr)
        return 1
    print(f"every pair of seat colours is {worst_of_all:.0f} or more apart for every vision")
    return 0


if __name__ == "__main__":
    sys.exit(main())
