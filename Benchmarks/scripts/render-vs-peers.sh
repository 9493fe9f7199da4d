#!/usr/bin/env bash
# Anima's frames against their peers, measured in one run of RenderBenchmarks: the three 1170×2532 raster frames
# against Cairo (60 shimmer bones; 200 translucent stroked Bézier blobs with gradients; 20 perspective cards and a
# 12-instance replicator, Cairo given the same geometry flattened to 2D) and 60 frames of three demo scenes against
# rlottie playing their Lottie export. Prints each contender's wall-clock p0 and p50 and the ratio
# Anima / peer for both (p0 is the least disturbed by other load on a shared machine).
# Needs: libcairo2-dev, librlottie-dev. Usage: Benchmarks/scripts/render-vs-peers.sh [benchmark-name regex]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
filter="${1:-.*(bones|Bézier|perspective|60 frames).*}"
cd "$here"
swift package benchmark --target RenderBenchmarks --filter "$filter" --metric wallClock --no-progress 2>&1 \
  | tee /dev/stderr | python3 -c '
import re, sys
unit = {"ns": 1e-6, "μs": 1e-3, "us": 1e-3, "ms": 1.0, "s": 1e3}
times, name = {}, None
for line in sys.stdin:
    line = line.rstrip("\n")
    if " — " in line and not line.startswith(("│", "╒", "╞", "╘")):
        name = line.strip()
    m = re.match(r"│ Time \(wall clock\) \((\S+)\) \*?\s*│(.*)", line)
    if m and name:
        cells = [c.strip() for c in m.group(2).split("│")]
        k = unit[m.group(1)]
        times[name] = (float(cells[0].replace(",", "")) * k, float(cells[2].replace(",", "")) * k)
print("\n%-80s %10s %10s" % ("benchmark (ms)", "p0", "p50"))
for n, (p0, p50) in times.items():
    print("%-80s %10.2f %10.2f" % (n, p0, p50))
print("\n%-64s %12s %12s" % ("Anima / peer", "p0 ratio", "p50 ratio"))
for n, (a0, a50) in times.items():
    if not n.endswith("— Anima"): continue
    stem = n[: -len("Anima")]
    for m, (b0, b50) in times.items():
        if m.startswith(stem) and m != n:
            print("%-64s %12.2f %12.2f" % (stem + "Anima / " + m[len(stem):], a0 / b0, a50 / b50))
'
