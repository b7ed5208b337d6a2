#!/usr/bin/env python3
"""Draws Hexbench's small PNG icons (a hexagon badge in a few colours) without any imaging library.

Run from the repository root: python3 releng/tools/make_icons.py. The icons are committed; rerun only to change them.
"""
import math
import struct
import zlib

def png(path, size, fill, edge, inner=None):
    cx = cy = (size - 1) / 2.0
    r = size * 0.47
    corners = [(cx + r * math.cos(math.radians(60 * i + 30)), cy + r * math.sin(math.radians(60 * i + 30))) for i in range(6)]

    def inside(px, py, scale=1.0):
        pts = [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in corners]
        sign = None
        for i in range(6):
            x1, y1 = pts[i]
            x2, y2 = pts[(i + 1) % 6]
            c = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
            s = c >= 0
            if sign is None:
                sign = s
            elif s != sign:
                return False
        return True

    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            # 4x4 supersampling for smooth edges
            hits_outer = hits_body = hits_inner = 0
            for sy in range(4):
                for sx in range(4):
                    px, py = x + (sx + 0.5) / 4 - 0.5, y + (sy + 0.5) / 4 - 0.5
                    if inside(px, py):
                        hits_outer += 1
                        if inside(px, py, 0.78):
                            hits_body += 1
                            if inner and inside(px, py, 0.35):
                                hits_inner += 1
            if hits_outer == 0:
                row += bytes([0, 0, 0, 0])
                continue
            colour = edge if hits_body < 8 else (inner if inner and hits_inner >= 8 else fill)
            row += bytes([*colour, int(255 * hits_outer / 16)])
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)))
        f.write(chunk(b"IDAT", raw))
        f.write(chunk(b"IEND", b""))

GREEN, DARK, GOLD, RED, BLUE, GREY = (76, 140, 74), (40, 60, 40), (230, 190, 60), (190, 60, 50), (60, 100, 170), (120, 120, 120)
base = "bundles/org.hexbench.ui/icons/"
for s in (16, 32, 48, 64, 128):
    png(f"{base}hexbench{s}.png", s, GREEN, DARK, GOLD)
png(base + "authoring16.png", 16, BLUE, DARK)
png("bundles/org.hexbench.ui.play/icons/play16.png", 16, RED, DARK, GOLD)
png("bundles/org.hexbench.ui.play/icons/view16.png", 16, GREY, DARK)
png("bundles/org.hexbench.ui.balance/icons/balance16.png", 16, GOLD, DARK, BLUE)
