#!/usr/bin/env python3
"""Load and abuse check for `anima preview` (issue 15), on loopback and bounded in time.

Starts `anima preview` on a copy of a scene, then:
  0. 200 concurrent requests for frames right after start, while the server is still drawing them (reported, not
     judged: that time is the renderer's, one frame per core at a time);
  1. once every frame is cached (as after the page's first play), 200 concurrent requests for frames, plus
     malformed and hostile requests (a 64 KiB header, path traversal, a POST with a body) sent alongside;
  2. 50 reloads in a loop: the file is rewritten, the server's generation is awaited, and 10 frames of the new
     generation are fetched concurrently each time, with one event-stream client counting reload events;
  3. the 200 concurrent frame requests again, once the last generation is cached.
Reports the server's VmRSS (from /proc/PID/status) before and after, the latency of every request, and exits 1
if any request failed, any took longer than 1 s, or the server stopped answering. Standard library only.

usage: scripts/preview-load.py [--anima .build/release/anima] [--scene Examples/bell.json]
"""
import argparse
import asyncio
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

LIMIT_SECONDS = 1.0


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return -1


def get(port, path, timeout=10):
    start = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        return response.status, body, time.monotonic() - start
    finally:
        connection.close()


async def fetch(port, path):
    """One GET on its own connection (asyncio, so 200 at once cost the client almost nothing): status, body, seconds."""
    start = time.monotonic()
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 10)
    try:
        writer.write(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n" % path).encode())
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), 10)
    finally:
        writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else 0
    return status, body, time.monotonic() - start


async def send_raw(port, data):
    start = time.monotonic()
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 10)
        writer.write(data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(64), 10)
        writer.close()
    except (OSError, asyncio.TimeoutError):
        answer = b""
    return answer.split(b"\r\n", 1)[0].decode("latin-1"), time.monotonic() - start


def concurrently(coroutines):
    """Runs the requests at once; a request that fails is reported as ("error", message, seconds)."""
    async def guarded(coroutine):
        start = time.monotonic()
        try:
            return await coroutine
        except Exception as error:
            return ("error", repr(error), time.monotonic() - start)

    async def run():
        return await asyncio.gather(*(guarded(c) for c in coroutines))

    return asyncio.run(run())


def frame_burst(port, document, count):
    fps, duration, generation = document["fps"], document["duration"], document["generation"]
    frames = max(1, int(duration * fps))
    return [fetch(port, "/_anima/frame?t=%r&g=%d" % ((i % frames) / fps, generation)) for i in range(count)]


def summary(name, latencies, failures):
    latencies = sorted(latencies)
    if not latencies:
        return "%s: no requests" % name
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))]
    return "%s: %d requests, %d failed, p50 %.1f ms, p99 %.1f ms, max %.1f ms" % (
        name, len(latencies), failures, p(0.5) * 1000, p(0.99) * 1000, latencies[-1] * 1000)


def frames_of(document):
    return max(1, int(document["duration"] * document["fps"] - 1e-9) + (0 if (document["duration"] * document["fps"]).is_integer() else 1))


def wait_for_cache(port, document, timeout=300):
    """Waits until the server has drawn every frame of the document's generation, as after the page's first play."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        doc = json.loads(get(port, "/_anima/document")[1])
        if doc["generation"] == document["generation"] and doc.get("framesCached", 0) >= frames_of(document):
            break
        time.sleep(0.1)
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--anima", default=os.path.join(root, ".build/release/anima"))
    parser.add_argument("--scene", default=os.path.join(root, "Examples/bell.json"))
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--reloads", type=int, default=50)
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="anima-preview-load-")
    scene = os.path.join(folder, "scene.json")
    original = open(args.scene).read()
    shutil.copy(args.scene, scene)
    server = subprocess.Popen([args.anima, "preview", scene, "--port", "0"], stdout=subprocess.PIPE, text=True)
    failures, slow = [], []
    try:
        line = server.stdout.readline()
        port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
        status, body, _ = get(port, "/")
        document = json.loads(get(port, "/_anima/document")[1])
        before = rss_kib(server.pid)
        print("server pid %d on port %d; %s; VmRSS before: %d KiB" % (server.pid, port, args.anima, before))

        def check(name, results):
            latencies = []
            for result in results:
                status, _, seconds = result
                latencies.append(seconds)
                if status != 200:
                    failures.append((name, status, result[1] if status == "error" else ""))
                if seconds > LIMIT_SECONDS:
                    slow.append((name, seconds))
            print(summary(name, latencies, sum(1 for r in results if r[0] != 200)))

        hostile = [send_raw(port, request) for request in [
            b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: " + b"a" * (64 << 10) + b"\r\n\r\n",
            b"GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
            b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello",
            b"\x16\x03\x01garbage\r\n\r\n"] * 5]
        cold = concurrently(frame_burst(port, document, args.requests))
        latencies = sorted(r[2] for r in cold)
        print(summary("cold start (not judged): %d concurrent frames while the cache fills" % args.requests,
                      latencies, sum(1 for r in cold if r[0] != 200)))
        seconds = wait_for_cache(port, document)
        print("cache filled (%d frames) %.1f s after start; VmRSS %d KiB" % (frames_of(document), seconds, rss_kib(server.pid)))
        mixed = concurrently(frame_burst(port, document, args.requests) + hostile)
        check("burst 1: %d concurrent frames" % args.requests, mixed[:args.requests])
        answers = [result[0] for result in mixed[args.requests:]]
        print("hostile requests alongside: %d, answers: %s" % (len(answers), sorted(set(answers))))
        if any(a.startswith("HTTP/1.1 200") for a in answers):
            failures.append(("hostile", "200", "a hostile request was answered with 200"))

        events = {"count": 0}

        def listen():
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
                connection.request("GET", "/_anima/events")
                response = connection.getresponse()
                while True:
                    line = response.fp.readline()
                    if not line:
                        break
                    if line.startswith(b"event: reload"):
                        events["count"] += 1
            except OSError:
                pass

        threading.Thread(target=listen, daemon=True).start()
        time.sleep(0.3)
        reload_latencies, reload_frames = [], []
        for n in range(args.reloads):
            colour = "#%02X%02X%02X" % (40 + n * 4, 200 - n * 3, 120)
            text = original.replace('"background": "#F2F2F7"', '"background": "%s"' % colour, 1)
            if text == original:
                text = original.replace("{", '{"comment": "reload %d", ' % n, 1) if '"comment"' not in original else \
                    re.sub(r'"comment": "', '"comment": "%d ' % n, original, count=1)
            start = time.monotonic()
            with open(scene + ".tmp", "w") as f:
                f.write(text)
            os.replace(scene + ".tmp", scene)
            while True:
                doc = json.loads(get(port, "/_anima/document")[1])
                if doc["generation"] > document["generation"]:
                    document = doc
                    break
                if time.monotonic() - start > 5:
                    failures.append(("reload", n, "generation did not change within 5 s"))
                    break
                time.sleep(0.02)
            reload_latencies.append(time.monotonic() - start)
            results = concurrently(frame_burst(port, document, 10))
            reload_frames += results
        check("reload loop: frames of each new generation (10 × %d)" % args.reloads, reload_frames)
        print("reload loop: %d file rewrites, generation %d, reload seen after p50 %.0f ms, max %.0f ms "
              "(polling every 250 ms); event stream received %d reload events" % (
                  args.reloads, document["generation"], sorted(reload_latencies)[len(reload_latencies) // 2] * 1000,
                  max(reload_latencies) * 1000, events["count"]))
        wait_for_cache(port, document)
        check("burst 2: %d concurrent frames after the reloads" % args.requests,
              concurrently(frame_burst(port, document, args.requests)))
        status, _, _ = get(port, "/")
        after = rss_kib(server.pid)
        print("still answering: GET / -> %d; VmRSS after: %d KiB (%+d KiB)" % (status, after, after - before))
        if status != 200:
            failures.append(("final", status, "the page is not served"))
    finally:
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
            print("SIGINT: server exited with status %d" % code)
        except subprocess.TimeoutExpired:
            server.kill()
            failures.append(("sigint", "timeout", "the server did not stop within 10 s of SIGINT"))
        shutil.rmtree(folder, ignore_errors=True)
    for failure in failures[:20]:
        print("FAILED:", failure)
    for name, seconds in slow[:20]:
        print("SLOW: %s took %.3f s" % (name, seconds))
    sys.exit(1 if failures or slow else 0)


if __name__ == "__main__":
    main()
