"""Checks that a PNG screenshot shows something: a real size and many colours;
with --painted, that it shows the painted art (the flat art of before, one
colour a shape, gave under 200 colours in the sample; the textures give
over a thousand); with --same A B WIDTH [BOTTOM], that two screenshots
agree in their left WIDTH columns (and their bottom BOTTOM rows); with
--top PNG X, prints the first row (from the top) where column X differs
from the window's background: the top edge of a dialog there.

Only the standard library, so the test command needs nothing more than python3.
"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, chunks, ihdr = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour = ihdr[:4]
    # ImageMagick writes a picture of one or two colours (a black screen) as
    # one-bit grey unless told PNG24:, which the window tests' `import` say.
    assert depth == 8 and colour in (2, 6), (
        f"{path}: a {depth}-bit PNG of colour type {colour}, not 8-bit RGB(A): "
        "a (nearly) blank picture not taken as PNG24:")
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main(path, painted=False):
    width, height, bpp, rows = read_png(path)
    colours = set()
    for row in rows[:: max(1, height // 100)]:
        for x in range(0, width * bpp, bpp * max(1, width // 100)):
            colours.add(row[x:x + 3])
    print(f"{path}: {width}x{height}, {len(colours)} distinct colours in a 100x100 sample")
    assert width >= 640 and height >= 400, "the window is too small"
    assert len(colours) >= 12, "the screenshot is (nearly) blank"
    if painted:
        assert len(colours) >= 600, "the board looks flat: not the painted tiles"


def same(before, after, width, bottom=0):
    """Counts pixels of the left `width` columns and the bottom `bottom`
    rows that differ visibly."""
    w1, h1, bpp1, rows1 = read_png(before)
    w2, h2, bpp2, rows2 = read_png(after)
    assert (w1, h1) == (w2, h2), f"sizes differ: {w1}x{h1} and {w2}x{h2}"
    differing = 0
    for y, (r1, r2) in enumerate(zip(rows1, rows2)):
        columns = w1 if y >= h1 - bottom else min(width, w1)
        for x in range(columns):
            p1 = r1[x * bpp1:x * bpp1 + 3]
            p2 = r2[x * bpp2:x * bpp2 + 3]
            if max(abs(a - b) for a, b in zip(p1, p2)) > 12:
                differing += 1
    print(f"{before} and {after}: {differing} pixels differ in the left {width} columns"
          f" and the bottom {bottom} rows")
    assert differing <= 200, "the pictures differ"


def top(path, x):
    """The first row whose pixel in column `x` differs visibly from the
    top-left pixel (the background)."""
    width, height, bpp, rows = read_png(path)
    background = rows[0][:3]
    for y, row in enumerate(rows):
        pixel = row[x * bpp:x * bpp + 3]
        if max(abs(a - b) for a, b in zip(pixel, background)) > 12:
            return y
    raise SystemExit(f"{path}: column {x} shows only the background")


if __name__ == "__main__":
    if sys.argv[1] == "--same":
        same(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]) if len(sys.argv) > 5 else 0)
    elif sys.argv[1] == "--top":
        print(top(sys.argv[2], int(sys.argv[3])))
    elif sys.argv[1] == "--painted":
        main(sys.argv[2], painted=True)
    else:
        main(sys.argv[1])
