#!/usr/bin/env bash
# Output size of Anima's animated formats against the usual GIF pipeline on eleven scenes, 30 fps each: the four
# benchmark scenes, the skeleton list shimmer (Examples/skeleton/list.json, 90 frames, 390×844), the card
# pulse–shake (Examples/pulse-shake.json, 5.7 s, 320×200), the replicator spinner (Examples/activity-indicator.json,
# 1 s, 240×240 at 2×) and the stagger transition (Examples/transitions/insert-at-top, --animator stagger, 240×320);
# the faint full-width shimmer (Benchmarks/scripts/faint-shimmer.json, 90 frames, 390×480, highlight 10 levels
# over the base, no pixel changing by more than 6 levels a frame); the card flip (Examples/card-flip.json), a
# scene the encoders were not tuned on; and two more faint shimmers (session 23): a slow one, dark bones on black,
# avatar, title and body bones, the band tilted 15°, whose every pixel changes by at most 2 levels a frame (faint-shimmer-slow.json, 390×520),
# and a tinted one over rounded cards (faint-shimmer-tinted.json, 360×420); and three slow ones not tuned for
# (session 24), every pixel changing by at most 2 levels a frame: a narrow band crawling over light text bones
# (faint-shimmer-crawl.json, 375×560), a wide warm band running corner to corner (faint-shimmer-diagonal.json,
# 414×520) and a grey band sweeping top to bottom (faint-shimmer-vertical.json, 390×600). Any other argument
# ending in .json is taken as a skeleton layout file (90 frames at 30 fps).
# The competitor: ffmpeg palettegen + paletteuse (its defaults), then gifsicle -O3, on Anima's own PNG frames.
# Prints per scene bytes, the ratio to gifsicle's bytes, SSIM against the true frames (ffmpeg's ssim filter on
# RGB, every output resampled to the 30 fps frame times by its own delays) and motion (motion.py: the correlation
# between what the file shows changing and what truly changes, each file decoded on its own time grid), then the
# goals, and the encode times:
# Anima's whole `anima … -o x.gif` run (rendering included) against ffmpeg's two passes alone.
# Needs: ffmpeg, gifsicle, imagemagick, bc, python3 with numpy, gcc and libwebp-dev (for webp-frames.c), and a built `anima`
# (swift build -c release in the repository root).
# Usage: Benchmarks/scripts/animated-size-vs-gifsicle.sh [path/to/anima] [lossy N (default 30)] [scene or layout.json …]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
anima="${1:-$root/.build/release/anima}"
lossy="${2:-30}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
ex="$root/Examples"
# libwebp's own animation decoder: Debian's ffmpeg 5.1 cannot read animated WebP, and ImageMagick 6.9's -coalesce
# blends frames that ask not to be blended (it measured a lossless WebP of the stagger at SSIM 0.98).
gcc -O2 "$root/Benchmarks/scripts/webp-frames.c" -o "$work/webp-frames" -lwebpdemux -lwebp

scenes=(shimmer pulse-shake spinner stagger faint-shimmer card-flip faint-slow faint-tinted faint-crawl faint-diagonal
  faint-vertical)
[[ $# -gt 2 ]] && scenes=("${@:3}")
# The anima command (before -o) for each scene.
command_for() {
  case "$1" in
    shimmer) echo skeleton "$ex/skeleton/list.json" --fps 30 --to 3 ;;
    pulse-shake) echo render "$ex/pulse-shake.json" --fps 30 ;;
    spinner) echo render "$ex/activity-indicator.json" --fps 30 ;;
    stagger) echo transition "$ex/transitions/insert-at-top.before.json" "$ex/transitions/insert-at-top.after.json" \
      --animator stagger --fps 30 ;;
    faint-shimmer) echo skeleton "$root/Benchmarks/scripts/faint-shimmer.json" --fps 30 --to 3 ;;
    card-flip) echo render "$ex/card-flip.json" --fps 30 ;;
    faint-slow) echo skeleton "$root/Benchmarks/scripts/faint-shimmer-slow.json" --fps 30 --to 3 ;;
    faint-tinted) echo skeleton "$root/Benchmarks/scripts/faint-shimmer-tinted.json" --fps 30 --to 3 ;;
    faint-crawl | faint-diagonal | faint-vertical)
      echo skeleton "$root/Benchmarks/scripts/faint-shimmer-${1#faint-}.json" --fps 30 --to 3 ;;
    *.json) echo skeleton "$1" --fps 30 --to 3 ;;
  esac
}

# Runs a command and prints "wall cpu" seconds (cpu = user + sys, the fair figure on a loaded machine).
timed() {
  local TIMEFORMAT='%R %U %S' t
  t=$( { time "$@" >/dev/null; } 2>&1 | tail -1 )
  read -r wall user sys <<< "$t"
  echo "$wall $(echo "$user + $sys" | bc)"
}

# SSIM of an animation against the true frames in $2: decoded (ffmpeg for GIF and APNG, libwebp for WebP) and
# resampled to 30 fps by the file's own timing.
ssim() {
  local file="$1" frames="$2" input
  if [[ "$file" == *.webp ]]; then
    local n size; n=$(ls "$frames" | wc -l); size=$(identify -format '%wx%h' "$frames/frame-00000.png")
    "$work/webp-frames" "$file" "$n" 30 > "$file.rgba"
    input=(-f rawvideo -pix_fmt rgba -s "$size" -framerate 30 -i "$file.rgba")
  else
    input=(-i "$file")
  fi
  ffmpeg -v info "${input[@]}" -framerate 30 -i "$frames/frame-%05d.png" -lavfi \
    "[0:v]fps=30,format=rgb24,setpts=N[a];[1:v]format=rgb24,setpts=N[b];[a][b]ssim" -f null - 2>&1 \
    | sed -n 's/.*SSIM.* All:\([0-9.]*\).*/\1/p' | tail -1
}

printf "Anima animated output against ffmpeg palettegen/paletteuse + gifsicle -O3, 30 fps (%s, %s)\n" \
  "$(date -u +%Y-%m-%d)" "$(nproc) cores"
summary=()
for scene in "${scenes[@]}"; do
  read -ra cmd <<< "$(command_for "$scene")"
  dir="$work/$scene"; mkdir -p "$dir"
  "$anima" "${cmd[@]}" -o "$dir/frames/" >/dev/null
  read -r anima_wall anima_cpu <<< "$(timed "$anima" "${cmd[@]}" -o "$dir/anima.gif")"
  "$anima" "${cmd[@]}" -o "$dir/anima-lossy.gif" --lossy "$lossy" >/dev/null
  read -r webp_wall webp_cpu <<< "$(timed "$anima" "${cmd[@]}" -o "$dir/anima.webp")"
  "$anima" "${cmd[@]}" -o "$dir/anima-lossless.webp" --lossless >/dev/null
  "$anima" "${cmd[@]}" -o "$dir/anima.apng" >/dev/null
  frames=$(ls "$dir/frames" | wc -l)

  read -r pass1_wall pass1_cpu <<< "$(timed ffmpeg -v error -framerate 30 -i "$dir/frames/frame-%05d.png" -vf palettegen -y "$dir/palette.png")"
  read -r pass2_wall pass2_cpu <<< "$(timed ffmpeg -v error -framerate 30 -i "$dir/frames/frame-%05d.png" -i "$dir/palette.png" \
    -lavfi paletteuse -y "$dir/ffmpeg.gif")"
  ffmpeg_wall=$(echo "$pass1_wall + $pass2_wall" | bc); ffmpeg_cpu=$(echo "$pass1_cpu + $pass2_cpu" | bc)
  gifsicle -O3 "$dir/ffmpeg.gif" -o "$dir/gifsicle.gif"

  reference=$(stat -c %s "$dir/gifsicle.gif")
  printf "\n%s: %s frames, %s\n" "$scene" "$frames" "$(identify -format '%wx%h' "$dir/frames/frame-00000.png")"
  printf "  %-24s %10s %8s %8s %8s\n" "output" "bytes" "ratio" "SSIM" "motion"
  for f in gifsicle.gif ffmpeg.gif anima.gif anima-lossy.gif anima.webp anima-lossless.webp anima.apng; do
    bytes=$(stat -c %s "$dir/$f")
    ratio=$(echo "$bytes / $reference" | bc -l)
    s=$(ssim "$dir/$f" "$dir/frames")
    m=$(python3 "$root/Benchmarks/scripts/motion.py" "$dir/$f" "$dir/frames" 30 "$work/webp-frames")
    label="$f"; [[ "$f" == anima-lossy.gif ]] && label="anima.gif --lossy $lossy"
    [[ "$f" == anima-lossless.webp ]] && label="anima.webp --lossless"
    printf "  %-24s %10d %8.3f %8s %8s\n" "$label" "$bytes" "$ratio" "$s" "$m"
    summary+=("$scene $f $ratio $s $m")
  done
  printf "  time, anima (render + encode) vs ffmpeg two-pass (encode only): wall %.2f vs %.2f s, cpu %.2f vs %.2f s (ratio %.2f)\n" \
    "$anima_wall" "$ffmpeg_wall" "$anima_cpu" "$ffmpeg_cpu" "$(echo "$anima_cpu / $ffmpeg_cpu" | bc -l)"
  printf "  time, anima .webp (render + quality search + encode): wall %.2f s, cpu %.2f s\n" "$webp_wall" "$webp_cpu"
done

printf "\nGoals (ratio to gifsicle bytes, SSIM floor, motion floor): GIF <= 0.8 at >= 0.995, >= 0.95; lossy GIF <= 0.5 at >= 0.99, >= 0.9; WebP <= 0.35 at >= 0.995, >= 0.95\n"
for row in "${summary[@]}"; do
  read -r scene f ratio s m <<< "$row"
  case "$f" in
    anima.gif) goal=0.8; floor=0.995; motion=0.95 ;;
    anima-lossy.gif) goal=0.5; floor=0.99; motion=0.9 ;;
    anima.webp) goal=0.35; floor=0.995; motion=0.95 ;;
    *) continue ;;
  esac
  met=$(echo "$ratio <= $goal && $s >= $floor && $m >= $motion" | bc -l)
  printf "  %-14s %-16s ratio %6.3f (goal %s)  SSIM %s (floor %s)  motion %s (floor %s)  %s\n" "$scene" "$f" "$ratio" \
    "$goal" "$s" "$floor" "$m" "$motion" "$([[ "$met" == 1 ]] && echo met || echo MISSED)"
done
