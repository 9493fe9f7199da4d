#!/usr/bin/env bash
# The timeline's sampling against its floor, measured in one run of SamplingBenchmarks: one frame of the 10,000-layer
# grid (three animations each, once on one clock and once with staggered starts) through `Timeline.sample(at:into:)`,
# and the same easing, keyframe, spring and clock arithmetic over plain arrays (SamplingFloor.swift), once stopping at
# the rotation's cosine and sine and once also writing the rotation matrix the presented transform holds
# ("floor + transform"). Prints p0 and p50 of wall clock and thread CPU time and the ratio Anima / each floor
# (goal ≤ 1.5×).
# Usage: Benchmarks/scripts/sampling-vs-floor.sh [benchmark-name regex]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
filter="${1:-Sample 10,000.*}"
cd "$here"
swift package benchmark --target SamplingBenchmarks --filter "$filter" --no-progress 2>&1 \
  | tee /dev/stderr | python3 "$here/scripts/ratios.py"
