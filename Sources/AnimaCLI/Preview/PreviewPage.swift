/// The page `anima preview` serves at `/`: one self-contained HTML file (no network beyond the preview server).
///
/// It plays the PNG frames the server renders with AnimaRender (`/_anima/frame?t=`), so it shows what `anima render`
/// shows; scrubs, steps, loops and changes speed; lists the layer tree (`/_anima/document`) and plots a clicked
/// layer's animated key paths (`/_anima/curves`) with a marker at the current time; keeps the Web export
/// (`/_anima/web`) in an iframe at the same time by pausing and seeking its `document.getAnimations()`; lists the
/// problems with their JSON paths when FILE is invalid; and reloads on the server's `reload` events
/// (`/_anima/events`). `window.animaPreview` exposes the state and `seek(t)` to the browser tests.
enum PreviewPage {
    /// The page.
    static let html = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anima preview</title>
<style>
:root {
  --bg: #15171c; --panel: #1d2027; --panel2: #232732; --line: #2f3441; --text: #e6e8ee; --dim: #8b92a3;
  --accent: #7aa2ff; --accent2: #56d4b0; --bad: #ff6b6b; --warn: #ffc857;
  font: 13px/1.45 -apple-system, "Segoe UI", "Inter", "DejaVu Sans", system-ui, sans-serif;
  color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text); }
body { display: grid; grid-template-rows: auto auto auto auto 1fr; min-height: 100vh; }
header { display: flex; align-items: center; gap: 12px; padding: 10px 18px; border-bottom: 1px solid var(--line); background: var(--panel); }
header h1 { font-size: 14px; margin: 0; font-weight: 650; letter-spacing: .2px; }
header h1 span { color: var(--accent); }
.file { font-family: ui-monospace, "DejaVu Sans Mono", monospace; color: var(--text); }
.badge:empty { display: none; }
.badge { padding: 1px 8px; border-radius: 10px; background: var(--panel2); border: 1px solid var(--line); color: var(--dim); font-size: 11px; }
.live { margin-left: auto; display: flex; align-items: center; gap: 6px; color: var(--dim); font-size: 12px; }
.dot { width: 8px; height: 8px; border-radius: 50%; background: var(--dim); }
.dot.on { background: var(--accent2); box-shadow: 0 0 6px var(--accent2); }
#stages { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; padding: 14px 18px 6px; }
.stage { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; overflow: hidden; display: flex; flex-direction: column; }
.stage h2 { margin: 0; padding: 7px 12px; font-size: 11px; font-weight: 600; color: var(--dim); text-transform: uppercase; letter-spacing: .8px; border-bottom: 1px solid var(--line); display: flex; justify-content: space-between; }
.stage h2 em { font-style: normal; text-transform: none; letter-spacing: 0; color: var(--dim); font-weight: 400; }
.view { flex: 1; display: flex; align-items: center; justify-content: center; padding: 16px; min-height: 180px;
  background-image: linear-gradient(45deg, #1a1d23 25%, transparent 25%), linear-gradient(-45deg, #1a1d23 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, #1a1d23 75%), linear-gradient(-45deg, transparent 75%, #1a1d23 75%);
  background-size: 16px 16px; background-position: 0 0, 0 8px, 8px -8px, -8px 0; }
#frame { display: block; max-width: 100%; height: auto; box-shadow: 0 4px 24px #0008; image-rendering: auto; }
#web { border: 0; display: block; max-width: 100%; box-shadow: 0 4px 24px #0008; background: white; }
#transport { display: flex; align-items: center; gap: 10px; padding: 8px 18px 10px; }
button, select { background: var(--panel2); color: var(--text); border: 1px solid var(--line); border-radius: 7px; height: 30px; min-width: 34px; padding: 0 10px; font: inherit; cursor: pointer; }
button:hover, select:hover { border-color: var(--accent); }
button.on { background: #2b3550; border-color: var(--accent); color: var(--accent); }
#play { min-width: 74px; font-weight: 600; }
#scrub { flex: 1; accent-color: var(--accent); height: 4px; cursor: pointer; }
#readout { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; color: var(--text); min-width: 190px; text-align: right; white-space: nowrap; }
#readout small { color: var(--dim); }
#inspect { display: grid; grid-template-columns: 260px 1fr; gap: 14px; padding: 6px 18px 18px; min-height: 0; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; overflow: auto; }
.panel h3 { margin: 0; padding: 8px 12px; font-size: 11px; color: var(--dim); text-transform: uppercase; letter-spacing: .8px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--panel); }
#tree { list-style: none; margin: 0; padding: 6px 0; }
#tree li { padding: 4px 12px; cursor: pointer; display: flex; align-items: center; gap: 6px; white-space: nowrap; color: var(--dim); }
#tree li.animated { color: var(--text); }
#tree li:hover { background: var(--panel2); }
#tree li.selected { background: #2b3550; color: var(--accent); }
#tree .kind { font-size: 10px; color: var(--dim); border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; }
#tree .keys { margin-left: auto; font-size: 10px; color: var(--accent2); }
#curves { padding: 8px 12px 12px; }
#curves .hint { color: var(--dim); padding: 18px 4px; }
.curve { margin: 6px 0 14px; }
.curve .title { display: flex; gap: 12px; align-items: baseline; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
.curve .title b { color: var(--text); font-weight: 600; }
.curve .legend span { margin-right: 10px; font-size: 11px; }
.plot { position: relative; margin-left: 58px; }
.plot svg { width: 100%; height: 96px; display: block; background: var(--panel2); border-radius: 6px; cursor: crosshair; }
.plot .y { position: absolute; left: -58px; width: 52px; text-align: right; font: 10px ui-monospace, "DejaVu Sans Mono", monospace; color: var(--dim); }
.plot .x { display: flex; justify-content: space-between; font: 10px ui-monospace, "DejaVu Sans Mono", monospace; color: var(--dim); padding-top: 2px; }
.curve .note { color: var(--dim); font-size: 12px; }
#problems { display: none; margin: 14px 18px 0; padding: 12px 16px; border: 1px solid #5c2b30; background: #2a1b1f; border-radius: 10px; }
#problems h2 { margin: 0 0 6px; font-size: 13px; color: var(--bad); }
#problems ul { margin: 0; padding-left: 18px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
#problems li { margin: 3px 0; }
#problems .path { color: var(--warn); }
body.invalid #stages, body.invalid #transport, body.invalid #inspect { opacity: .35; pointer-events: none; }
body.invalid #problems { display: block; }
</style>
</head>
<body>
<header>
  <h1><span>◆</span> Anima preview</h1>
  <span class="file" id="file">…</span>
  <span class="badge" id="kind">loading</span>
  <span class="badge" id="size"></span>
  <span class="live"><span class="dot" id="dot"></span><span id="status">connecting</span></span>
</header>
<section id="problems"><h2 id="problems-title">The file is invalid</h2><ul id="problem-list"></ul></section>
<section id="stages">
  <div class="stage"><h2>Anima <em>rendered frames (anima render)</em></h2><div class="view"><canvas id="frame" width="1" height="1"></canvas></div></div>
  <div class="stage"><h2>Web export <em>document.getAnimations(), seeked</em></h2><div class="view"><iframe id="web" title="Web export" style="visibility: hidden"></iframe></div></div>
</section>
<section id="transport">
  <button id="start" title="First frame (Home)">⇤</button>
  <button id="back" title="Previous frame (←)">◀︎|</button>
  <button id="play" title="Play / pause (Space)">▶ Play</button>
  <button id="fwd" title="Next frame (→)">|▶︎</button>
  <button id="loop" class="on" title="Loop (L)">⟲ Loop</button>
  <select id="speed" title="Speed">
    <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
    <option value="0.75">0.75×</option><option value="1" selected>1×</option><option value="1.5">1.5×</option><option value="2">2×</option>
  </select>
  <input id="scrub" type="range" min="0" max="1" step="any" value="0" aria-label="Time">
  <span id="readout">0.000 s</span>
</section>
<section id="inspect">
  <div class="panel"><h3>Layers</h3><ul id="tree"></ul></div>
  <div class="panel"><h3 id="curves-title">Value curves</h3><div id="curves"><div class="hint">Click a layer to plot its animated key paths.</div></div></div>
</section>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
const palette = ["#7aa2ff", "#56d4b0", "#ffc857", "#ff7eb6", "#b388ff", "#ff9f5a", "#6fd3ff", "#c3e88d", "#f78c6c"];
const S = { doc: null, gen: 0, t: 0, shown: -1, playing: false, loop: true, speed: 1, last: 0,
            images: new Map(), queue: [], loading: 0, selected: null, curves: null, webAnimations: [] };
window.animaPreview = S;

function frameCount() { return S.doc && S.doc.ok ? Math.max(1, Math.ceil(S.doc.duration * S.doc.fps - 1e-9)) : 1; }
function frameIndex(t) { return Math.min(frameCount() - 1, Math.max(0, Math.floor(t * S.doc.fps + 1e-9))); }
function frameTime(i) { return i / S.doc.fps; }
function frameURL(i) { return "/_anima/frame?t=" + frameTime(i) + "&g=" + S.gen; }

function image(i, urgent = true) {
  let entry = S.images.get(i);
  if (!entry) {
    entry = { img: new Image(), ready: false, gen: S.gen };
    entry.img.onload = () => { entry.ready = true; S.loading--; pump(); if (frameIndex(S.t) === i) S.shown = -1; };
    entry.img.onerror = () => { S.loading--; S.images.delete(i); pump(); };
    S.images.set(i, entry);
    if (urgent) S.queue.unshift(i); else S.queue.push(i);
    pump();
  } else if (urgent && !entry.started) {
    S.queue = [i, ...S.queue.filter((k) => k !== i)];
  }
  return entry;
}
function pump() {
  while (S.loading < 4 && S.queue.length) {
    const i = S.queue.shift();
    const entry = S.images.get(i);
    if (!entry || entry.started) continue;
    entry.started = true; S.loading++;
    entry.img.src = frameURL(i);
  }
}
function prefetch() {
  const n = Math.min(frameCount(), 1200);
  for (let k = 0; k < n; k++) {
    const i = (frameIndex(S.t) + k) % frameCount();
    image(i, false);
  }
}

function draw() {
  if (!S.doc || !S.doc.ok) return;
  const i = frameIndex(S.t);
  const entry = image(i);
  if (entry.ready && S.shown !== i) {
    const c = $("frame"), ctx = c.getContext("2d");
    if (c.width !== entry.img.naturalWidth || c.height !== entry.img.naturalHeight) {
      c.width = entry.img.naturalWidth; c.height = entry.img.naturalHeight;
    }
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.drawImage(entry.img, 0, 0);
    S.shown = i;
    c.dataset.time = String(frameTime(i));
    c.dataset.generation = String(entry.gen);
  }
  syncWeb(frameTime(i));
  const n = frameCount();
  $("scrub").value = String(S.t);
  $("readout").innerHTML = S.t.toFixed(3) + " s <small>/ " + S.doc.duration.toFixed(3) + " s · frame " + (i + 1) + "/" + n + "</small>";
  moveMarkers();
}

function syncWeb(t) {
  let doc;
  try { doc = $("web").contentDocument; } catch (e) { return; }
  if (!doc || !doc.getAnimations) return;
  for (const a of doc.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
}

function tick(now) {
  const dt = S.last ? (now - S.last) / 1000 : 0;
  S.last = now;
  if (S.playing && S.doc && S.doc.ok) {
    let t = S.t + dt * S.speed;
    const end = frameCount() / S.doc.fps;
    if (t >= end) {
      if (S.loop) t = t % end; else { t = frameTime(frameCount() - 1); setPlaying(false); }
    }
    S.t = t;
  }
  draw();
  requestAnimationFrame(tick);
}

function seek(t) {
  if (!S.doc || !S.doc.ok) return;
  S.t = Math.min(Math.max(0, t), frameTime(frameCount() - 1));
  draw();
}
S.seek = seek;
S.frameShownAt = (t) => {
  const c = $("frame");
  return S.doc && S.doc.ok && c.dataset.generation === String(S.gen) && c.dataset.time === String(frameTime(frameIndex(t)));
};
function step(d) { setPlaying(false); seek(frameTime((frameIndex(S.t) + d + frameCount()) % frameCount())); }
function setPlaying(p) { S.playing = p; $("play").textContent = p ? "❚❚ Pause" : "▶ Play"; $("play").classList.toggle("on", p); }

async function load() {
  const response = await fetch("/_anima/document", { cache: "no-store" });
  const doc = await response.json();
  S.doc = doc; S.gen = doc.generation; S.images = new Map(); S.queue = []; S.shown = -1;
  document.body.dataset.generation = String(doc.generation);
  document.body.classList.toggle("invalid", !doc.ok);
  $("file").textContent = doc.file;
  $("kind").textContent = doc.kind || "unreadable";
  document.title = doc.file + " · Anima preview";
  if (!doc.ok) { showProblems(doc); return; }
  $("problem-list").innerHTML = "";
  $("size").textContent = doc.width + "×" + doc.height + " pt @" + doc.scale + "x · " + doc.duration + " s · " + doc.fps + " fps";
  const c = $("frame");
  c.style.width = doc.width + "px";
  const web = $("web");
  web.style.width = doc.width + "px"; web.style.height = doc.height + "px"; web.style.visibility = "visible";
  web.onload = () => syncWeb(frameTime(frameIndex(S.t)));
  web.src = "/_anima/web?g=" + doc.generation;
  $("scrub").max = String(frameTime(frameCount() - 1));
  S.t = Math.min(S.t, frameTime(frameCount() - 1));
  showTree(doc.layers);
  prefetch();
  S.ready = true;
}

function showProblems(doc) {
  $("problems-title").textContent = doc.file + " is not a valid " + (doc.kind || "file") + " (" + doc.problems.length + (doc.problems.length === 1 ? " problem)" : " problems)");
  const list = $("problem-list");
  list.innerHTML = "";
  for (const p of doc.problems) {
    const li = document.createElement("li");
    const file = p.file.split("/").pop();
    if (file !== doc.file) li.append(file + " ");
    if (p.path) { const s = document.createElement("span"); s.className = "path"; s.textContent = p.path; li.append(s, ": "); }
    li.append(p.message);
    list.append(li);
  }
}

function showTree(layers) {
  const tree = $("tree");
  tree.innerHTML = "";
  if (S.selected && !layers.some((l) => l.id === S.selected)) S.selected = null;
  if (!S.selected) { const first = layers.find((l) => l.keys.length); if (first) S.selected = first.id; }
  for (const layer of layers) {
    const li = document.createElement("li");
    li.dataset.layer = layer.id;
    li.style.paddingLeft = (12 + layer.depth * 16) + "px";
    if (layer.keys.length) li.classList.add("animated");
    if (layer.id === S.selected) li.classList.add("selected");
    const name = document.createElement("span"); name.textContent = layer.id;
    const kind = document.createElement("span"); kind.className = "kind"; kind.textContent = layer.kind;
    li.append(name, kind);
    if (layer.keys.length) { const k = document.createElement("span"); k.className = "keys"; k.textContent = layer.keys.length + (layer.keys.length === 1 ? " key" : " keys"); li.append(k); }
    li.onclick = () => select(layer.id);
    tree.append(li);
  }
  if (S.selected) select(S.selected); else $("curves").innerHTML = '<div class="hint">No layer here is animated.</div>';
}

async function select(id) {
  S.selected = id;
  for (const li of $("tree").children) li.classList.toggle("selected", li.dataset.layer === id);
  $("curves-title").textContent = "Value curves · " + id;
  const gen = S.gen;
  const response = await fetch("/_anima/curves?samples=241&layer=" + encodeURIComponent(id), { cache: "no-store" });
  if (!response.ok || gen !== S.gen || S.selected !== id) return;
  const curves = await response.json();
  if (gen !== S.gen || S.selected !== id) return;
  S.curves = curves;
  plot(curves);
}

const NS = "http://www.w3.org/2000/svg";
function el(name, attrs) { const e = document.createElementNS(NS, name); for (const k in attrs) e.setAttribute(k, attrs[k]); return e; }

function plot(curves) {
  const box = $("curves");
  box.innerHTML = "";
  if (!curves.keys.length) { box.innerHTML = '<div class="hint">' + curves.layer + " has no animations.</div>"; return; }
  const W = 1000, H = 96, P = 8;
  for (const key of curves.keys) {
    const div = document.createElement("div"); div.className = "curve";
    const title = document.createElement("div"); title.className = "title";
    const b = document.createElement("b"); b.textContent = key.key;
    const legend = document.createElement("span"); legend.className = "legend";
    title.append(b, legend); div.append(title);
    if (!key.channels.length) { const n = document.createElement("div"); n.className = "note"; n.textContent = key.note || ""; div.append(n); box.append(div); continue; }
    const all = key.channels.flatMap((c) => c.values.filter((v) => v !== null));
    let lo = Math.min(...all), hi = Math.max(...all);
    if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
    const pad = (hi - lo) * 0.08; lo -= pad; hi += pad;
    const x = (k) => (k / (curves.times.length - 1)) * W;
    const y = (v) => P + (1 - (v - lo) / (hi - lo)) * (H - 2 * P);
    const svg = el("svg", { viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none" });
    for (let g = 0; g <= 4; g++) svg.append(el("line", { x1: 0, x2: W, y1: P + g * (H - 2 * P) / 4, y2: P + g * (H - 2 * P) / 4, stroke: "#2f3441", "stroke-width": 1, "vector-effect": "non-scaling-stroke" }));
    if (lo < 0 && hi > 0) svg.append(el("line", { x1: 0, x2: W, y1: y(0), y2: y(0), stroke: "#4a5163", "stroke-width": 1, "vector-effect": "non-scaling-stroke" }));
    key.channels.forEach((c, n) => {
      const colour = palette[n % palette.length];
      let d = "", pen = false;
      c.values.forEach((v, k) => { if (v === null) { pen = false; return; } d += (pen ? "L" : "M") + x(k).toFixed(2) + " " + y(v).toFixed(2); pen = true; });
      svg.append(el("path", { d, fill: "none", stroke: colour, "stroke-width": 2, "vector-effect": "non-scaling-stroke", "stroke-linejoin": "round" }));
      const item = document.createElement("span"); item.style.color = colour; item.dataset.channel = String(n);
      item.textContent = (key.channels.length > 1 || c.name !== "value" ? c.name + " " : "");
      legend.append(item);
    });
    const marker = el("line", { y1: 0, y2: H, stroke: "#ffffff", "stroke-opacity": 0.75, "stroke-width": 1.5, "vector-effect": "non-scaling-stroke", class: "marker" });
    svg.append(marker);
    svg.onclick = (e) => { const r = svg.getBoundingClientRect(); setPlaying(false); seek(((e.clientX - r.left) / r.width) * curves.times[curves.times.length - 1]); };
    const wrap = document.createElement("div"); wrap.className = "plot";
    const label = (v, top) => { const s = document.createElement("span"); s.className = "y"; s.style.top = top + "px"; s.textContent = String(+v.toPrecision(4)); return s; };
    wrap.append(label(hi - pad, P - 6), label(lo + pad, H - P - 6), svg);
    const axis = document.createElement("div"); axis.className = "x";
    const end = curves.times[curves.times.length - 1];
    for (let q = 0; q <= 4; q++) { const s = document.createElement("span"); s.textContent = (end * q / 4).toFixed(2) + " s"; axis.append(s); }
    wrap.append(axis);
    div.append(wrap);
    div._curve = { key, marker, legend, lo, hi };
    box.append(div);
  }
  S.markerTime = null;
  moveMarkers();
}

function moveMarkers() {
  const curves = S.curves;
  if (!curves || !S.doc || !S.doc.ok || S.markerTime === S.t) return;
  S.markerTime = S.t;
  const end = curves.times[curves.times.length - 1] || 1;
  const t = frameTime(frameIndex(S.t));
  const k = Math.min(curves.times.length - 1, Math.max(0, Math.round((t / end) * (curves.times.length - 1))));
  for (const div of $("curves").children) {
    const c = div._curve;
    if (!c) continue;
    const x = (t / end) * 1000;
    c.marker.setAttribute("x1", x); c.marker.setAttribute("x2", x);
    c.key.channels.forEach((ch, n) => {
      const v = ch.values[k];
      const item = c.legend.children[n];
      if (item) item.textContent = (c.key.channels.length > 1 || ch.name !== "value" ? ch.name + " " : "") + (v === null ? "–" : (+v.toFixed(4)));
    });
  }
}

function connect() {
  const events = new EventSource("/_anima/events");
  events.onopen = () => { $("dot").classList.add("on"); $("status").textContent = "live · watching the file"; };
  events.onerror = () => { $("dot").classList.remove("on"); $("status").textContent = "disconnected · retrying"; };
  events.addEventListener("hello", (e) => { if (Number(e.data) !== S.gen) load(); });
  events.addEventListener("reload", () => load());
}

$("play").onclick = () => setPlaying(!S.playing);
$("back").onclick = () => step(-1);
$("fwd").onclick = () => step(1);
$("start").onclick = () => { setPlaying(false); seek(0); };
$("loop").onclick = () => { S.loop = !S.loop; $("loop").classList.toggle("on", S.loop); };
$("speed").onchange = (e) => { S.speed = Number(e.target.value); };
$("scrub").oninput = (e) => { setPlaying(false); seek(Number(e.target.value)); };
document.addEventListener("keydown", (e) => {
  if (e.target.tagName === "SELECT") return;
  if (e.key === " ") { e.preventDefault(); setPlaying(!S.playing); }
  else if (e.key === "ArrowLeft") step(-1);
  else if (e.key === "ArrowRight") step(1);
  else if (e.key === "Home") { setPlaying(false); seek(0); }
  else if (e.key === "l" || e.key === "L") $("loop").click();
});
load().then(() => { if (S.doc.ok) setPlaying(true); connect(); requestAnimationFrame(tick); });
</script>
</body>
</html>
"""#
}
