#!/usr/bin/env python3
"""Proves that no target an iOS app links needs a system library (DESIGN.md §2, issue 31): walks the dependencies of
AnimaCore, AnimaPresets, AnimaSkeleton, AnimaTransitions, AnimaExport and AnimaQuartzCore, transitively and as they
apply on iOS (a dependency with a platform condition that leaves out iOS is not followed), through the package's own
targets and into the products of its package dependencies, and fails naming the path to any system-library target
(C wrappers of fontconfig, FreeType, zlib, … that the iOS SDK does not have) or to a target that is not allowed on
iOS (AnimaUIKit, AnimaRender, the `Anima` umbrella that re-exports AnimaRender).

Run from the repository root or anywhere: `python3 scripts/check-ios-link-deps.py` (reads
`swift package dump-package`), or `python3 scripts/check-ios-link-deps.py manifest.json` to check a saved dump.
Exit 0 and one line per target when the graph is clean; exit 1 with the offending paths otherwise. Uses only the
standard library."""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# What an iOS app links from this package.
IOS_LINKED = ["AnimaCore", "AnimaPresets", "AnimaSkeleton", "AnimaTransitions", "AnimaExport", "AnimaQuartzCore"]
# Targets of this package an iOS app must never reach, besides every system-library target: the renderer (its C
# libraries), the umbrella that re-exports it, and the Linux stand-ins for Apple's frameworks.
FORBIDDEN = {"AnimaRender", "Anima", "AnimaUIKit", "UIKit", "QuartzCore", "CoreGraphics", "SwiftUI", "AnimaSwiftUI"}
# Products of package dependencies that are pure Swift (no system library), allowed on iOS.
PURE_SWIFT_PRODUCTS = {("swift-numerics", "RealModule"), ("swift-numerics", "Numerics"),
                       ("swift-numerics", "ComplexModule")}


def load_manifest(argv):
    """The manifest as `swift package dump-package` prints it (or as saved in the file named on the command line)."""
    if len(argv) > 1:
        return json.loads(pathlib.Path(argv[1]).read_text(encoding="utf-8"))
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def applies_on_ios(condition):
    """Whether a dependency with this condition is linked on iOS (no condition, or one whose platforms name iOS)."""
    if not condition:
        return True
    platforms = condition.get("platformNames") or [p.get("name") for p in condition.get("platforms", [])]
    return not platforms or "ios" in [str(p).lower() for p in platforms]


def dependencies(target):
    """(kind, name, package) for each dependency of a dumped target that applies on iOS."""
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind not in dep:
                continue
            entry = dep[kind]
            name = entry[0]
            package = entry[1] if kind == "product" and len(entry) > 1 else None
            condition = entry[-1] if isinstance(entry[-1], dict) else None
            if applies_on_ios(condition):
                yield kind, name, package


def violations(manifest):
    """{iOS-linked target: [path to a forbidden or system-library target, …]}."""
    targets = {t["name"]: t for t in manifest["targets"]}
    found = {}
    for root in IOS_LINKED:
        if root not in targets:
            found[root] = [f"{root} is not a target of the package"]
            continue
        bad, seen, stack = [], set(), [(root, [root])]
        while stack:
            name, path = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            for kind, dep, package in dependencies(targets[name]):
                route = path + [dep if package is None else f"{package}/{dep}"]
                if kind == "product" and package is not None:
                    if (package, dep) not in PURE_SWIFT_PRODUCTS:
                        bad.append(" -> ".join(route) + " (a package product not known to be pure Swift)")
                    continue
                if dep not in targets:
                    bad.append(" -> ".join(route) + " (not a target of this package)")
                elif targets[dep]["type"] == "system":
                    bad.append(" -> ".join(route) + " (a system library)")
                elif dep in FORBIDDEN:
                    bad.append(" -> ".join(route) + " (not linkable on iOS)")
                else:
                    stack.append((dep, route))
        if bad:
            found[root] = sorted(set(bad))
    return found


def main(argv):
    found = violations(load_manifest(argv))
    for root in IOS_LINKED:
        if root in found:
            print(f"{root}: needs what iOS does not have:")
            for line in found[root]:
                print(f"  {line}")
        else:
            print(f"{root}: ok (no system library, no Linux-only or renderer target)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
