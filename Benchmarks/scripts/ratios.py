#!/usr/bin/env python3
"""Reads package-benchmark's table output on stdin and prints every benchmark's p0 and p50, then the ratio of each
"<name> — Anima" row to every other "<name> — <peer>" row of the same run, for wall clock and, where a suite records
it, thread CPU time. Used by render-vs-peers.sh and sampling-vs-floor.sh."""
import re
import sys

unit = {"ns": 1e-6, "μs": 1e-3, "us": 1e-3, "ms": 1.0, "s": 1e3}
metrics = {"wall": {}, "cpu": {}}
name = None
for line in sys.stdin:
    line = line.rstrip("\n")
    if " — " in line and not line.startswith(("│", "╒", "╞", "╘")):
        name = line.strip()
    m = re.match(r"│ Time \(wall clock\) \((\S+)\) \*?\s*│(.*)", line)
    c = re.match(r"│ Thread CPU \(µs\) \*?\s*│(.*)", line)
    if name and (m or c):
        cells = [x.strip() for x in (m.group(2) if m else c.group(1)).split("│")]
        k = unit[m.group(1)] if m else 1e-3
        metrics["wall" if m else "cpu"][name] = (float(cells[0].replace(",", "")) * k,
                                                 float(cells[2].replace(",", "")) * k)
for metric, times in metrics.items():
    if not times:
        continue
    label = "wall clock" if metric == "wall" else "thread CPU"
    print("\n%-80s %10s %10s" % ("benchmark, %s (ms)" % label, "p0", "p50"))
    for n, (p0, p50) in times.items():
        print("%-80s %10.3f %10.3f" % (n, p0, p50))
    print("\n%-64s %12s %12s" % ("Anima / peer, %s" % label, "p0 ratio", "p50 ratio"))
    for n, (a0, a50) in times.items():
        if not n.endswith("— Anima"):
            continue
        stem = n[: -len("Anima")]
        for other, (b0, b50) in times.items():
            if other.startswith(stem) and other != n:
                print("%-64s %12.2f %12.2f" % (stem + "Anima / " + other[len(stem):], a0 / b0, a50 / b50))
