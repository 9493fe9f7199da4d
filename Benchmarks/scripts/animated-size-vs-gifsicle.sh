#!/usr/bin/env bash
# Output size of Anima's animated formats against the usual GIF pipeline, on the skeleton list shimmer
# (Examples/skeleton/list.json, 90 frames at 30 fps, 390×844): ffmpeg palettegen/paletteuse, then gifsicle -O3.
# Prints bytes, the ratio to gifsicle's bytes and SSIM against Anima's true frames (ffmpeg's ssim filter, on RGB).
# Needs: ffmpeg, gifsicle, imagemagick, and a built `anima` (swift build -c release in the repository root).
# Usage: Benchmarks/scripts/animated-size-vs-gifsicle.sh [path/to/anima]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
anima="${1:-$root/.build/release/anima}"
scene="$root/Examples/skeleton/list.json"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
range=(--fps 30 --to 3)

"$anima" skeleton "$scene" "${range[@]}" -o "$work/frames/" >/dev/null
"$anima" skeleton "$scene" "${range[@]}" -o "$work/anima.gif" >/dev/null
"$anima" skeleton "$scene" "${range[@]}" -o "$work/anima.webp" >/dev/null
"$anima" skeleton "$scene" "${range[@]}" -o "$work/anima.apng" >/dev/null
frames=$(ls "$work/frames" | wc -l)

start=$(date +%s.%N)
ffmpeg -v error -framerate 30 -i "$work/frames/frame-%05d.png" -vf palettegen -y "$work/palette.png"
ffmpeg -v error -framerate 30 -i "$work/frames/frame-%05d.png" -i "$work/palette.png" -lavfi paletteuse -y "$work/ffmpeg.gif"
gifsicle -O3 "$work/ffmpeg.gif" -o "$work/gifsicle.gif"
competitor_seconds=$(echo "$(date +%s.%N) - $start" | bc)

# SSIM of an animation's frames as ffmpeg decodes them against the true PNG frames. GIF and APNG merge unchanged
# frames into longer delays, so the decoded stream is resampled to 30 fps by its timestamps first. Animated WebP is
# lossless (checked exactly by WebPEncoderTests) and Debian's ffmpeg 5.1 cannot decode it, so it prints "lossless".
ssim() {
  [[ "$1" == *.webp ]] && { echo lossless; return; }
  ffmpeg -v info -i "$1" -framerate 30 -i "$work/frames/frame-%05d.png" -lavfi \
    "[0:v]fps=30,format=rgb24,setpts=N[a];[1:v]format=rgb24,setpts=N[b];[a][b]ssim" -f null - 2>&1 \
    | sed -n 's/.*SSIM.* All:\([0-9.]*\).*/\1/p' | tail -1
}

reference=$(stat -c %s "$work/gifsicle.gif")
printf "skeleton list shimmer, %s frames at 30 fps (%s)\n" "$frames" "$(date -u +%Y-%m-%d)"
printf "%-34s %10s %8s %8s\n" "output" "bytes" "ratio" "SSIM"
for f in gifsicle.gif ffmpeg.gif anima.gif anima.webp anima.apng; do
  bytes=$(stat -c %s "$work/$f")
  printf "%-34s %10d %8.3f %8s\n" "$f" "$bytes" "$(echo "$bytes / $reference" | bc -l)" "$(ssim "$work/$f")"
done
printf "competitor pipeline time: %.2f s (palettegen + paletteuse + gifsicle -O3)\n" "$competitor_seconds"
