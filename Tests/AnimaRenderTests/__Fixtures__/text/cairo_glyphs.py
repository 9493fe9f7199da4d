#!/usr/bin/python3
"""Cairo oracle for a line of text: draws glyphs at the positions HarfBuzz's hb-shape gave them.

Usage: cairo_glyphs.py FAMILY SIZE UPEM WIDTH HEIGHT BASELINE GLYPHS.json (hb-shape's JSON: g, dx, dy, ax)
Writes WIDTH*HEIGHT straight RGBA bytes: black glyphs on white, filled as cairo paths from FreeType's unhinted
outlines at exact (unrounded) positions, as Anima draws glyph paths.
"""
import json
import sys

import cairo

family, size, upem, width, height, baseline = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6])
with open(sys.argv[7]) as f:
    glyphs = json.load(f)
k = size / upem
surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
ctx = cairo.Context(surface)
ctx.set_source_rgb(1, 1, 1)
ctx.paint()
options = cairo.FontOptions()
options.set_hint_style(cairo.HINT_STYLE_NONE)
options.set_hint_metrics(cairo.HINT_METRICS_OFF)
options.set_antialias(cairo.ANTIALIAS_GRAY)
ctx.set_font_options(options)
ctx.set_font_face(cairo.ToyFontFace(family))
ctx.set_font_size(size)
ctx.set_source_rgb(0, 0, 0)
pen = 0.0
placed = []
for g in glyphs:
    placed.append(cairo.Glyph(g["g"], (pen + g["dx"]) * k, baseline - g["dy"] * k))
    pen += g["ax"]
# glyph_path + fill, not show_glyphs: cairo 1.16's image backend snaps show_glyphs origins to whole pixels.
ctx.glyph_path(placed)
ctx.fill()
surface.flush()
data = bytes(surface.get_data())
stride = surface.get_stride()
out = bytearray()
for y in range(height):
    row = data[y * stride:y * stride + width * 4]
    for x in range(width):
        b, g_, r, a = row[4 * x:4 * x + 4]  # little-endian ARGB32, opaque here
        out += bytes((r, g_, b, a))
sys.stdout.buffer.write(bytes(out))
