#!/usr/bin/env python3
"""Checks the module graph: every target's `import` lines against its dependencies in Package.swift, and the
library targets against the allowed directions of DESIGN.md §2. Prints each mismatch; exits 1 if there is any.

Run from anywhere: `python3 scripts/check-imports.py`. Uses only the standard library."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Modules of the toolchain or the platform: importable without a declared dependency.
PLATFORM = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Darwin", "Musl",
            "Android", "WinSDK", "Testing", "XCTest", "QuartzCore", "UIKit", "AppKit", "SwiftUI", "CoreGraphics", "Combine", "Observation",
            "Synchronization", "_Concurrency", "os"}
LIBC = {"Glibc", "Darwin", "Musl", "Android", "WinSDK"}
FOUNDATION = {"Foundation", "FoundationEssentials", "FoundationNetworking"}
CORE_LIBS = ["AnimaCore", "AnimaSkeleton", "AnimaTransitions", "AnimaPresets", "AnimaFormat", "AnimaImageFormats",
             "AnimaRender", "AnimaExport"]

# DESIGN.md §2: what each library target may import (besides itself). System-library targets (C wrappers) are
# allowed where "system-library targets" are; None means the row puts no limit (tests, executables).
ALLOWED = {
    "AnimaCore": LIBC,
    "AnimaSkeleton": {"AnimaCore"},
    "AnimaTransitions": {"AnimaCore"},
    "AnimaPresets": {"AnimaCore"},
    "AnimaFormat": {"AnimaCore", "AnimaSkeleton", "AnimaTransitions"} | FOUNDATION,
    # The image-formats row names its system libraries (zlib, libpng, libjpeg-turbo, libwebp); RealModule for the
    # colour maths of comparison and 16-bit PNGs.
    "AnimaImageFormats": {"AnimaCore", "RealModule", "CZlib", "CPNG", "CJPEG", "CWebP"},
    # The renderer's system libraries are those of text (and the C library's wmemset, CWideChar); image files are
    # AnimaImageFormats'.
    "AnimaRender": {"AnimaCore", "AnimaImageFormats", "RealModule", "CWideChar", "CFreeType", "CHarfBuzz", "CFontconfig",
                    "CFriBidi"},
    "AnimaExport": {"AnimaCore"} | FOUNDATION,
    "AnimaUIKit": {"AnimaCore"} | FOUNDATION,
    "Anima": set(CORE_LIBS),
    "AnimaTesting": {"Anima", "AnimaUIKit", "SnapshotTesting", "InlineSnapshotTesting", "Testing", "XCTest"}
                    | set(CORE_LIBS) | FOUNDATION,
    "AnimaQuartzCore": {"AnimaCore", "AnimaExport", "AnimaUIKit", "QuartzCore", "UIKit"} | FOUNDATION,
    "AnimaSwiftUI": {"AnimaCore", "AnimaUIKit", "AnimaCombine", "Observation"} | FOUNDATION,
    "AnimaCombine": {"AnimaUIKit", "Synchronization"} | FOUNDATION,
    "AnimaSwiftUIMacros": FOUNDATION,
    # The Linux shims re-export what the Apple module brings along: Foundation whole, URLSession included.
    "SwiftUI": {"AnimaSwiftUI", "FoundationNetworking"},
    "Combine": {"AnimaCombine"},
    # The Linux-only `import UIKit` modules (docs/uikit-on-linux.md) and Swift Testing's cross-import stand-ins.
    "UIKit": {"AnimaUIKit", "QuartzCore", "CoreGraphics", "Dispatch"} | FOUNDATION,
    "QuartzCore": {"AnimaUIKit", "CoreGraphics"} | FOUNDATION,
    "CoreGraphics": {"AnimaUIKit"} | FOUNDATION,
    "_Testing_UIKit": set(),
    "_Testing_CoreGraphics": set(),
}

# Declared dependencies no file imports, on purpose.
UNIMPORTED = {
    # The compiler loads these when a file imports Testing beside UIKit or CoreGraphics (cross-import overlays).
    ("UIKit", "_Testing_UIKit"), ("CoreGraphics", "_Testing_CoreGraphics"),
    # Seen through `import UIKit`'s re-export; listed so SwiftPM rebuilds the tests when it changes.
    ("UIKitCompatibilityTests", "AnimaUIKit"),
}

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)", re.M)


def matching_bracket(text, start):
    """Index of the bracket closing the one at `start`, skipping string literals."""
    depth, i, in_string = 0, start, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError("unbalanced brackets in Package.swift")


def targets(manifest):
    """{name: (kind, path, {declared module names})} for every target in the manifest."""
    found = {}
    inside_until = -1
    for m in re.finditer(r"\.(target|executableTarget|testTarget|systemLibrary|macro|plugin)\(", manifest):
        if m.start() < inside_until:
            continue  # a `.target(name:condition:)` dependency inside another target's declaration
        inside_until = matching_bracket(manifest, m.end() - 1)
        body = manifest[m.end() - 1:matching_bracket(manifest, m.end() - 1) + 1]
        name = re.search(r'name:\s*"([^"]+)"', body).group(1)
        kind = m.group(1)
        path_match = re.search(r'path:\s*"([^"]+)"', body)
        default = ("Tests/" if kind == "testTarget" else "Sources/") + name
        declared = set()
        deps = re.search(r"dependencies:\s*\[", body)
        if deps:
            open_at = deps.end() - 1
            listing = body[open_at:matching_bracket(body, open_at) + 1]
            listing = re.sub(r"\.product\(\s*name:\s*\"([^\"]+)\"[^)]*\)", r'"\1"', listing)
            listing = re.sub(r"\.(?:target|byName)\(\s*name:\s*\"([^\"]+)\"[^)]*\)", r'"\1"', listing)
            declared = set(re.findall(r'"([^"]+)"', listing))
        found[name] = (kind, path_match.group(1) if path_match else default, declared)
    return found


def imports(folder):
    """{module: first file importing it} over the target's Swift files."""
    result = {}
    for file in sorted((ROOT / folder).rglob("*.swift")):
        text = re.sub(r'""".*?"""', "", file.read_text(encoding="utf-8"), flags=re.S)  # multi-line strings
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        text = re.sub(r"//[^\n]*", "", text)
        for module in IMPORT.findall(text):
            result.setdefault(module, file.relative_to(ROOT).as_posix())
    return result


def main():
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    all_targets = targets(manifest)
    system_libraries = {n for n, (kind, _, _) in all_targets.items() if kind == "systemLibrary"}
    problems = []
    for name, (kind, folder, declared) in sorted(all_targets.items()):
        if kind in ("systemLibrary", "plugin"):
            continue
        used = imports(folder)
        for module, file in sorted(used.items()):
            if module == name or (module in PLATFORM and module not in declared):
                continue
            if module not in declared:
                problems.append(f"{name}: {file} imports {module}, which Package.swift does not declare")
        macros = {n for n, (k, _, _) in all_targets.items() if k == "macro"}   # used through #externalMacro
        for module in sorted(declared - set(used) - macros):
            if (name, module) in UNIMPORTED:
                continue
            problems.append(f"{name}: Package.swift declares {module}, which no file imports")
        allowed = ALLOWED.get(name)
        if allowed is None:
            # Tests, their support target (under Tests/) and the executable may import any module they declare.
            if kind not in ("testTarget", "executableTarget") and not folder.startswith("Tests/"):
                problems.append(f"{name}: not in DESIGN.md §2's table (add its row to scripts/check-imports.py)")
            continue
        if "@system-libraries" in allowed:
            allowed = allowed | system_libraries
        for module, file in sorted(used.items()):
            if module == name or module in allowed or (module in PLATFORM and module not in FOUNDATION | LIBC):
                continue
            problems.append(f"{name}: {file} imports {module}, against DESIGN.md §2")
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} import problem(s)", file=sys.stderr)
        return 1
    print(f"imports match Package.swift and DESIGN.md §2 ({len(all_targets)} targets)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
