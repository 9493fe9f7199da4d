#!/usr/bin/env python3
"""Motion correlation of an animated file against its true frames (the metric of MotionFidelity in
AnimaImageFormats): the cosine between the change the file shows and the true change, over every pixel and red,
green and blue channel (premultiplied), sampled every hundredth of a second. Every delay of Anima's GIF, APNG and
WebP files, and of the true frames (the GIFTiming rule: frame i lasts round(100(i+1)/fps) - round(100i/fps)
hundredths), falls on that grid, so this samples both on the union of their own time grids: a tick where neither
changes adds nothing. The file is decoded on its own timing: ffmpeg (GIF, APNG) resampled to 100 fps by its
delays, libwebp's WebPAnimDecoder (webp-frames) for WebP.

Usage: motion.py FILE FRAMES_DIR FPS WEBP_FRAMES_BINARY   (FRAMES_DIR holds frame-00000.png, ...)
Prints the correlation (1: the file changes exactly as the truth does; 0: a still file)."""
import glob
import math
import subprocess
import sys

import numpy as np


def delays(count, fps):
    r = lambda x: math.floor(x + 0.5)  # Swift's .rounded() for positive values
    return [r(100 * (i + 1) / fps) - r(100 * i / fps) for i in range(count)]


def frames(cmd, size):
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    while True:
        b = p.stdout.read(size)
        if len(b) < size:
            break
        yield b
    p.wait()


def premultiplied(b, w, h):
    a = np.frombuffer(b, dtype=np.uint8).reshape(h * w, 4).astype(np.int32)
    alpha = a[:, 3:4]
    return np.where(alpha == 255, a[:, :3], (a[:, :3] * alpha + 127) // 255)


def main():
    path, frames_dir, fps, webp_frames = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
    pngs = sorted(glob.glob(f"{frames_dir}/frame-*.png"))
    size_text = subprocess.run(["identify", "-format", "%w %h", pngs[0]], capture_output=True, text=True).stdout
    w, h = map(int, size_text.split())
    ticks = sum(delays(len(pngs), fps))
    size = w * h * 4
    if path.endswith(".webp"):
        shown_cmd = [webp_frames, path, str(ticks), "100"]
    else:
        shown_cmd = ["ffmpeg", "-v", "error", "-i", path, "-vf", "fps=100", "-frames:v", str(ticks),
                     "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
    truth_cmd = ["ffmpeg", "-v", "error", "-i", f"{frames_dir}/frame-%05d.png", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
    truth_iter = frames(truth_cmd, size)
    starts, t = [], 0
    for d in delays(len(pngs), fps):
        starts.append(t)
        t += d
    dot = shown_sq = truth_sq = 0
    prev_s = prev_t = None
    prev_sb = None
    truth_index, truth_b = -1, None
    shown_b = None
    shown_iter = frames(shown_cmd, size)
    for tick in range(ticks):
        shown_b = next(shown_iter, shown_b)  # a decoder stopping early: its last frame stays
        changed_t = False
        while truth_index + 1 < len(starts) and starts[truth_index + 1] <= tick:
            truth_index += 1
            truth_b = next(truth_iter)
            changed_t = True
        if prev_sb is not None and not changed_t and shown_b == prev_sb:
            continue
        s = premultiplied(shown_b, w, h)
        tt = premultiplied(truth_b, w, h) if changed_t or prev_t is None else prev_t
        if prev_s is not None:
            ds, dt = s - prev_s, tt - prev_t
            dot += int((ds * dt).sum()); shown_sq += int((ds * ds).sum()); truth_sq += int((dt * dt).sum())
        prev_s, prev_t, prev_sb = s, tt, shown_b
    if shown_sq == 0 and truth_sq == 0:
        print("1.0000")
    elif shown_sq == 0 or truth_sq == 0:
        print("0.0000")
    else:
        print(f"{dot / math.sqrt(shown_sq) / math.sqrt(truth_sq):.4f}")


main()
