#!/usr/bin/env python3
"""Drives headless Chromium for the `anima preview` browser tests, over the DevTools protocol on a pipe
(--remote-debugging-pipe: the browser reads NUL-terminated JSON messages on fd 3 and writes them on fd 4).

Standard library only. Reads one JSON command per line on stdin and answers one JSON line on stdout:
  {"op": "launch", "chromium": PATH, "width": W, "height": H}
  {"op": "open", "url": URL}                       navigates and waits for the load event
  {"op": "eval", "expr": JS}                       the value of an expression (promises awaited)
  {"op": "wait", "expr": JS, "timeout": S}         polls until the expression is truthy: {"ok", "elapsed"}
  {"op": "screenshot", "path": P, "selector": CSS} the page, or one element's box, as PNG at scale 1
  {"op": "compare", "a": P, "b": P, "tolerance": N} decodes two PNGs, compares RGB per pixel
  {"op": "raw", "port": N, "request": TEXT}        sends bytes as-is on a TCP socket to 127.0.0.1: status line
  {"op": "quit"}
Errors come back as {"error": MESSAGE}.
"""
import base64
import fcntl
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib


class Browser:
    def __init__(self, chromium, width, height):
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        # Park the child's ends above 9 so the dup2 onto 3 and 4 below cannot overwrite one with the other.
        high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD_CLOEXEC, 10)
        high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_child_r)
        os.close(from_child_w)
        self.profile = tempfile.mkdtemp(prefix="anima-chromium-")

        def wire():
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--force-color-profile=srgb", "--mute-audio",
                "--user-data-dir=" + self.profile, "--window-size=%d,%d" % (width, height), "about:blank"]
        self.process = subprocess.Popen(args, preexec_fn=wire, close_fds=False,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(high_r)
        os.close(high_w)
        self.write = os.fdopen(to_child_w, "wb", buffering=0)
        self.read = os.fdopen(from_child_r, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next((t for t in targets if t["type"] == "page"), None)
        target = page["targetId"] if page else self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def message(self):
        while b"\0" not in self.buffer:
            chunk = self.read.read(65536)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(text)

    def call(self, method, params=None):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            request["sessionId"] = self.session
        self.write.write(json.dumps(request).encode() + b"\0")
        while True:
            answer = self.message()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError("%s: %s" % (method, answer["error"].get("message")))
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def wait_event(self, name, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for i, event in enumerate(self.events):
                if event["method"] == name:
                    del self.events[i]
                    return event
            self.call("Runtime.evaluate", {"expression": "0"})  # pumps events in
            time.sleep(0.02)
        raise RuntimeError("no %s within %s s" % (name, timeout))

    def evaluate(self, expr):
        result = self.call("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError("script error: %s" % details.get("exception", {}).get("description", details.get("text")))
        return result["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def decode_png(path):
    """Width, height and RGBA rows of an 8-bit, non-interlaced PNG (greyscale, RGB, palette-free RGBA)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise RuntimeError("%s is not a PNG" % path)
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise RuntimeError("%s: unsupported PNG (depth %d, colour type %d, interlace %d)" % (path, depth, colour, interlace))
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    rgba = []
    for line in rows:
        out = bytearray()
        for x in range(width):
            px = line[x * channels:(x + 1) * channels]
            if channels == 1:
                out += bytes((px[0], px[0], px[0], 255))
            elif channels == 2:
                out += bytes((px[0], px[0], px[0], px[1]))
            elif channels == 3:
                out += bytes((px[0], px[1], px[2], 255))
            else:
                out += px
        rgba.append(out)
    return width, height, rgba


def compare(a, b, tolerance):
    wa, ha, ra = decode_png(a)
    wb, hb, rb = decode_png(b)
    result = {"size_a": [wa, ha], "size_b": [wb, hb]}
    if (wa, ha) != (wb, hb):
        return result
    worst, over, total = 0, 0, 0
    for row_a, row_b in zip(ra, rb):
        for x in range(wa):
            d = max(abs(row_a[4 * x + c] - row_b[4 * x + c]) for c in range(3))
            worst = max(worst, d)
            total += d
            if d > tolerance:
                over += 1
    result.update({"max": worst, "over": over, "mean": total / float(wa * ha), "pixels": wa * ha})
    return result


def raw_request(port, request):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(request.encode("latin-1"))
        answer = b""
        try:
            while b"\r\n" not in answer:
                chunk = connection.recv(4096)
                if not chunk:
                    break
                answer += chunk
        except (ConnectionResetError, socket.timeout):
            pass
    line = answer.split(b"\r\n", 1)[0].decode("latin-1")
    parts = line.split(" ")
    return {"status": int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0, "line": line}


def main():
    browser = None
    for line in sys.stdin:
        command = json.loads(line)
        op = command["op"]
        try:
            if op == "launch":
                browser = Browser(command["chromium"], command.get("width", 1400), command.get("height", 900))
                answer = {"ok": True}
            elif op == "open":
                browser.events.clear()
                browser.call("Page.navigate", {"url": command["url"]})
                browser.wait_event("Page.loadEventFired", command.get("timeout", 20))
                answer = {"ok": True}
            elif op == "eval":
                answer = {"value": browser.evaluate(command["expr"])}
            elif op == "wait":
                start, timeout, value = time.monotonic(), command.get("timeout", 5), None
                while time.monotonic() - start < timeout:
                    value = browser.evaluate(command["expr"])
                    if value:
                        break
                    time.sleep(0.02)
                answer = {"ok": bool(value), "elapsed": time.monotonic() - start, "value": value}
            elif op == "screenshot":
                params = {"format": "png"}
                if command.get("selector"):
                    box = browser.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                                           " return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()"
                                           % json.dumps(command["selector"]))
                    params["clip"] = {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1}
                data = base64.b64decode(browser.call("Page.captureScreenshot", params)["data"])
                with open(command["path"], "wb") as f:
                    f.write(data)
                answer = {"ok": True, "bytes": len(data)}
            elif op == "compare":
                answer = compare(command["a"], command["b"], command.get("tolerance", 0))
            elif op == "raw":
                answer = raw_request(command["port"], command["request"])
            elif op == "quit":
                break
            else:
                answer = {"error": "unknown op " + op}
        except Exception as error:  # reported to the test, which fails with the message
            answer = {"error": "%s: %s" % (type(error).__name__, error)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    if browser:
        browser.close()


if __name__ == "__main__":
    main()
