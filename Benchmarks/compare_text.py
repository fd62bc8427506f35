#!/usr/bin/env python3
"""Kiosk's warm-cache text drawing beside cairo's, in one run (pip install pycairo).

    python3 Benchmarks/compare_text.py [--kiosk PATH]

Both draw the same 200 labels of 24 glyphs in Inter at 16 px onto a 1280x800 ARGB32 surface.
cairo's toy text API (`show_text`) uses FreeType through fontconfig and its own glyph cache,
without shaping; its glyph positions are prepared before timing, as Kiosk's layout is.
"""
import argparse, json, subprocess, sys, time
import cairo

WORDS = ["Temperature", "Pressure", "Door open", "Ready", "Pump 3", "Status: OK", "Order #", "Total", "Checkout", "Settings"]


def labels():
    out = []
    for i in range(200):
        s = f"{WORDS[i % len(WORDS)]} {i * 37 % 1000} units"
        while len(s) < 24:
            s += "."
        out.append(s[:24])
    return out


def cairo_us_per_glyph(rounds=20):
    """cairo draws every label's glyphs in one show_glyphs call per round (glyph positions
    prepared beforehand, as Kiosk's layout is), so the Python loop costs nothing measurable."""
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 1280, 800)
    ctx = cairo.Context(surface)
    ctx.select_font_face("Inter")
    ctx.set_font_size(16)
    ctx.set_source_rgb(0, 0, 0)
    scaled = ctx.get_scaled_font()
    glyphs = []
    for i, t in enumerate(labels()):
        g, _clusters, _flags = scaled.text_to_glyphs((i % 5) * 250 + 10.3, (i // 5) * 19.7 + 16, t, True)
        glyphs.extend(g)
    ctx.show_glyphs(glyphs)  # warm the glyph cache
    surface.flush()
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter(); ctx.show_glyphs(glyphs); surface.flush(); best = min(best, time.perf_counter() - t0)
    return best / len(glyphs) * 1e6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiosk", default=".build/release/kiosk")
    args = ap.parse_args()
    k = json.loads(subprocess.run([args.kiosk, "bench", "text", "--json"], check=True, capture_output=True, text=True).stdout)
    c_net = cairo_us_per_glyph()
    print("microseconds per glyph, warm glyph cache, 16 px Inter, 4800 glyphs")
    print(f"  kiosk  {k['warmDrawMicrosecondsPerGlyph']:.3f}   (layout, done once per label: {k['layoutMicrosecondsPerGlyph']:.3f})")
    print(f"  cairo  {c_net:.3f}   (one show_glyphs call for all 4800 glyphs)")
    print(f"  kiosk is {c_net / k['warmDrawMicrosecondsPerGlyph']:.2f}x cairo's speed")


if __name__ == "__main__":
    sys.exit(main())
