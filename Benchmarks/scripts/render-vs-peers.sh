#!/usr/bin/env bash
# Anima's frames against their peers, measured in one run of RenderBenchmarks: the four 1170×2532 raster frames
# against Cairo (60 shimmer bones; 200 translucent stroked Bézier blobs with gradients; 20 perspective cards and a
# 12-instance replicator, Cairo given the same geometry flattened to 2D; 50 rotated images and 20 text lines) and 60
# frames of three demo scenes against rlottie playing their Lottie export. Prints each contender's wall-clock p0 and
# p50 and the ratio Anima / peer for both (p0 is the least disturbed by other load on a shared machine).
# Needs: libcairo2-dev, librlottie-dev. Usage: Benchmarks/scripts/render-vs-peers.sh [benchmark-name regex]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
filter="${1:-.*(bones|Bézier|perspective|images|60 frames).*}"
cd "$here"
swift package benchmark --target RenderBenchmarks --filter "$filter" --metric wallClock --no-progress 2>&1 \
  | tee /dev/stderr | python3 "$here/scripts/ratios.py"
