#!/usr/bin/env python3
"""Sweeps a corpus of real-world SVG files (icon themes, clip art, wallpapers) through
`kiosk svg` and resvg, and lists the files where the two disagree, so that what design tools
and icon sets really write is checked, not only the hand-made files in Benchmarks/svg.

    pip install resvg-py pillow numpy
    python3 Benchmarks/sweep_svg.py [--kiosk PATH] [--size N] [--sample N] [--seed S]
                                    [--worst N] [--threshold LEVELS] DIR_OR_FILE...

Debian's packages make a good corpus: papirus-icon-theme, breeze-icon-theme,
elementary-icon-theme, adwaita-icon-theme, openclipart-svg, inkscape-tutorials, desktop-base.
Each file is rendered at N px on its longer side, both composited on white, and compared per
channel. A document is drawn from a copy whose root says that size in whole pixels, its
viewBox (or its width and height) stretched onto them: fitted into a size that rounding has made a little
wider or taller, resvg stretches the drawing and Kiosk centres it (both are right), which moved
fine drawings' edges by a fifth of a pixel and hid real differences among them. Reported per file: the mean and largest difference, and how
many pixels differ by more than 8 levels. A file Kiosk fails on (an error, a crash, a time-out)
is listed with what it printed; a file resvg cannot read is counted and left out. Where the two
differ by the threshold or more, resvg at 8x averaged down over each pixel stands as a
reference nearer exact coverage (resvg's own anti-aliasing samples each pixel at a few
heights, so on drawings of fine lines it is often the farther of the two), and the list is
ordered by Kiosk's distance from it.
"""
import argparse, io, os, random, re, subprocess, sys, tempfile
import numpy as np
from PIL import Image
import resvg_py


def on_white(png_bytes):
    im = Image.open(io.BytesIO(png_bytes)).convert("RGBA")
    bg = Image.new("RGBA", im.size, (255, 255, 255, 255))
    bg.alpha_composite(im)
    return np.asarray(bg.convert("RGB")).astype(np.int32)


# resvg's generic families default to fonts a Debian machine lacks (Times New Roman, Arial),
# and it then draws no text at all: named as fontconfig resolves them for Kiosk.
FONTS = dict(font_family="DejaVu Serif", serif_family="DejaVu Serif", sans_serif_family="DejaVu Sans",
             monospace_family="DejaVu Sans Mono")
ROOT = re.compile(rb"<svg\b[^>]*>", re.S)
LINKED = re.compile(rb"href\s*=\s*[\"'](?!#|data:)")


UNITS = {b"": 1, b"px": 1, b"pt": 4 / 3, b"pc": 16, b"mm": 96 / 25.4, b"cm": 96 / 2.54, b"in": 96}


def length(tag, name):
    """The root's `name` attribute in px, or None (missing, a percentage, unreadable)."""
    m = re.search(rb"\s" + name + rb"\s*=\s*[\"']\s*([0-9.eE+-]+)\s*([a-z]*)\s*[\"']", tag)
    if not m or m.group(2) not in UNITS:
        return None
    try:
        return float(m.group(1)) * UNITS[m.group(2)]
    except ValueError:
        return None


def fitted_copy(path, size, tmp):
    """A copy of `path` whose root element is `size` px on its longer side, its viewBox (or,
    without one, its width and height as one) stretched onto exactly that many pixels; None
    where the document's size cannot be read."""
    data = open(path, "rb").read()
    m = ROOT.search(data)
    # A copy elsewhere would not find the files a document links to.
    if not m or LINKED.search(data):
        return None
    tag = m.group(0)
    vb = re.search(rb"\sviewBox\s*=\s*[\"']([^\"']*)[\"']", tag)
    if vb:
        try:
            _, _, w, h = (float(v) for v in re.split(rb"[\s,]+", vb.group(1).strip()))
        except ValueError:
            return None
    else:
        w, h = length(tag, b"width"), length(tag, b"height")
        if w is None or h is None:
            return None
        tag = tag[:4] + f' viewBox="0 0 {w} {h}"'.encode() + tag[4:]
    if w <= 0 or h <= 0:
        return None
    scale = size / max(w, h)
    pw, ph = max(1, round(w * scale)), max(1, round(h * scale))
    tag = re.sub(rb"\s(width|height|preserveAspectRatio)\s*=\s*(\"[^\"]*\"|'[^']*')", b"", tag)
    tag = tag[:4] + f' width="{pw}" height="{ph}" preserveAspectRatio="none"'.encode() + tag[4:]
    out = os.path.join(tmp, "fitted.svg")
    open(out, "wb").write(data[:m.start()] + tag + data[m.end():])
    return out, pw, ph


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in names if n.endswith(".svg")]
        else:
            files.append(p)
    # Icon themes link the same drawing under many names.
    seen, unique = set(), []
    for f in sorted(files):
        real = os.path.realpath(f)
        if real not in seen and os.path.isfile(real):
            seen.add(real)
            unique.append(real)
    return unique


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiosk", default=".build/release/kiosk")
    ap.add_argument("--size", type=int, default=128)
    ap.add_argument("--sample", type=int, default=0, help="this many files at random (0: all)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worst", type=int, default=25, help="list this many of the worst files")
    ap.add_argument("--threshold", type=float, default=1.0, help="mean difference counted as a disagreement")
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    files = collect(args.paths)
    if args.sample and args.sample < len(files):
        files = random.Random(args.seed).sample(files, args.sample)
    rows, failures, unreadable = [], [], 0
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "k.png")
        for i, f in enumerate(files):
            beside = os.path.dirname(f)
            fitted = fitted_copy(f, args.size, tmp)
            try:
                if fitted:
                    r = on_white(bytes(resvg_py.svg_to_bytes(svg_path=fitted[0], resources_dir=beside, dpi=96, **FONTS)))
                else:
                    r = on_white(bytes(resvg_py.svg_to_bytes(svg_path=f, width=args.size, height=args.size, resources_dir=beside, dpi=96, **FONTS)))
            except BaseException:  # resvg_py raises its own panics as BaseException
                unreadable += 1
                continue
            h, w = r.shape[:2]
            try:
                p = subprocess.run([args.kiosk, "svg", fitted[0] if fitted else f, "--out", out, "--size", f"{w}x{h}"],
                                   capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                failures.append((f, "time-out"))
                continue
            if p.returncode != 0:
                failures.append((f, f"exit {p.returncode}: {p.stderr.strip()[:300]}"))
                continue
            k = on_white(open(out, "rb").read())
            h, w = min(h, k.shape[0]), min(w, k.shape[1])
            k, r = k[:h, :w], r[:h, :w]
            d = np.abs(k - r)
            ref_k = ref_r = None
            if d.mean() >= args.threshold and fitted:
                # resvg samples each pixel at a few heights: where the two disagree, resvg at
                # 8x averaged down says which is nearer exact coverage.
                try:
                    big = on_white(bytes(resvg_py.svg_to_bytes(svg_path=fitted[0], zoom=8, resources_dir=beside, dpi=96, **FONTS)))
                    if big.shape[0] >= h * 8 and big.shape[1] >= w * 8:
                        ref = big[:h * 8, :w * 8].reshape(h, 8, w, 8, 3).mean(axis=(1, 3))
                        ref_k, ref_r = np.abs(k - ref).mean(), np.abs(r - ref).mean()
                except BaseException:
                    pass
            # Text is drawn in whatever font each finds: resvg draws nothing for a family it
            # does not have (Kiosk falls back, as browsers do), so such files are marked.
            has_text = b"<text" in open(f, "rb").read()
            rows.append((d.mean(), int(d.max()), int((d.max(axis=2) > 8).sum()), ref_k, ref_r, has_text, f))
            if (i + 1) % 200 == 0:
                print(f"... {i + 1} of {len(files)}", file=sys.stderr)
    # Worst first by the distance from the 8x reference where there is one.
    rows.sort(key=lambda r: r[3] if r[3] is not None else r[0], reverse=True)
    over = [r for r in rows if (r[3] if r[3] is not None else r[0]) >= args.threshold]
    print(f"{len(rows)} files compared at {args.size} px, {unreadable} unreadable by resvg, "
          f"{len(failures)} failed in Kiosk, {len(over)} with a mean difference of {args.threshold} levels or more "
          f"(from the 8x reference where resvg and Kiosk differ that much)")
    if rows:
        means = np.array([r[0] for r in rows])
        print(f"mean difference from resvg: median {np.median(means):.3f}, 99th percentile {np.percentile(means, 99):.3f}, mean {means.mean():.3f}")
    for f, why in failures:
        print(f"FAILED {f}: {why}")
    print(f"{'mean':>7} {'max':>4} {'>8':>6} {'ref: kiosk':>10} {'resvg':>6} text  file")
    for mean, mx, n, rk, rr, has_text, f in rows[:args.worst]:
        ref = f"{rk:10.3f} {rr:6.3f}" if rk is not None else f"{'':10} {'':6}"
        print(f"{mean:7.3f} {mx:4d} {n:6d} {ref} {'text' if has_text else '    '}  {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
