#!/usr/bin/env python3
"""Compares two builds of Kiosk on the raster benchmark: the speed of B as a multiple of A.

    python3 Benchmarks/ab_raster.py A_BINARY B_BINARY [--rounds N] [--tests T,..] [--styles S,..] [--sizes 8,..]

Shared machines drift by a third within a minute, even between two copies of one binary, so a
single run of each says little. Each round runs the binaries in ABBA order (BAAB the next
round), so that a drift over the round weighs on both alike; each cell's ratio is B's mean
over A's within the round, and the table gives the median of the rounds' ratios with their
range, beside each binary's fastest figure. Build B, copy A's binary aside first
(`cp .build/release/kiosk /tmp/kiosk.a`), and give it a few dozen rounds.
"""
import argparse, collections, json, statistics, subprocess, sys


def run(binary, args):
    out = subprocess.run([binary, "bench", "raster", "--json", "--no-full-frame", "--tests", args.tests, "--styles", args.styles,
                          "--sizes", args.sizes, "--budget", str(args.budget), "--rounds", "3"],
                         check=True, capture_output=True, text=True).stdout
    return {(r["test"], r["style"], r["size"]): r["callsPerMs"] for r in json.loads(out[out.index("{"):])["raster"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--budget", type=float, default=100, help="milliseconds per cell and run")
    ap.add_argument("--tests", default="FillRectA,FillRectU,FillRoundU,FillPolyNZi10,StrokeRectA,StrokeRoundU")
    ap.add_argument("--styles", default="solid")
    ap.add_argument("--sizes", default="8,16,32,64,128,256")
    args = ap.parse_args()
    ratios, best = collections.defaultdict(list), collections.defaultdict(float)
    for r in range(args.rounds):
        order = [args.a, args.b, args.b, args.a] if r % 2 == 0 else [args.b, args.a, args.a, args.b]
        figures = collections.defaultdict(list)
        for binary in order:
            for cell, v in run(binary, args).items():
                figures[(cell, binary)].append(v)
                best[(cell, binary)] = max(best[(cell, binary)], v)
        for cell in {c for (c, _) in figures}:
            ratios[cell].append(statistics.mean(figures[(cell, args.b)]) / statistics.mean(figures[(cell, args.a)]))
    print(f"{'test':14} {'style':8} {'size':>4}  {'B/A median':>10}  {'range':>11}  {'A best':>9}  {'B best':>9}  (calls/ms)")
    for cell in sorted(ratios):
        rs = sorted(ratios[cell])
        print(f"{cell[0]:14} {cell[1]:8} {cell[2]:4}  {statistics.median(rs):10.3f}  {rs[0]:5.3f}-{rs[-1]:5.3f}"
              f"  {best[(cell, args.a)]:9.1f}  {best[(cell, args.b)]:9.1f}")


if __name__ == "__main__":
    sys.exit(main())
