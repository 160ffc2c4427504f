"""Checks that a PNG screenshot shows something: a real size and many colours.

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
    assert depth == 8 and colour in (2, 6), f"unexpected PNG format {ihdr}"
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


def main(path):
    width, height, bpp, rows = read_png(path)
    colours = set()
    for row in rows[:: max(1, height // 100)]:
        for x in range(0, width * bpp, bpp * max(1, width // 100)):
            colours.add(row[x:x + 3])
    print(f"{path}: {width}x{height}, {len(colours)} distinct colours in a 100x100 sample")
    assert width >= 640 and height >= 400, "the window is too small"
    assert len(colours) >= 12, "the screenshot is (nearly) blank"


if __name__ == "__main__":
    main(sys.argv[1])
