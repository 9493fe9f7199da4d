#!/usr/bin/env python3
"""Fails when a public symbol of a library target has no doc comment.

Reads the symbol graphs of `swift package dump-symbol-graph --minimum-access-level public` (written to
.build/<triple>/symbolgraph/) and lists every public or open symbol of the package's library modules that carries
no `docComment`, with its file and line. Symbols the compiler synthesises (Equatable's ==, Hashable's hash(into:),
Codable's init(from:), a raw-value enum's init?(rawValue:) …) have no source to comment and are skipped.

Run from the package root after dumping the graphs: python3 scripts/check-doc-comments.py [symbolgraph folder]
"""
import json, pathlib, subprocess, sys


def library_modules():
    """Every Swift library target under Sources/, read from the manifest (so a new module is checked at once)."""
    described = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], check=True,
                                          capture_output=True, text=True).stdout)
    return sorted(t["name"] for t in described["targets"]
                  if t["type"] == "library" and t.get("module_type") == "SwiftTarget" and t["path"].startswith("Sources/"))


MODULES = library_modules()


def graph_folder():
    if len(sys.argv) > 1:
        return pathlib.Path(sys.argv[1])
    found = sorted(pathlib.Path(".build").glob("*/symbolgraph"))
    if not found:
        sys.exit("no symbol graphs: run `swift package dump-symbol-graph --minimum-access-level public` first")
    return found[0]


def undocumented(path):
    graph = json.loads(path.read_text())
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or symbol.get("docComment", {}).get("lines"):
            continue
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block is not a symbol a reader looks up; its members are checked one by one
        location = symbol.get("location", {})
        file = location.get("uri", "?").split("/Sources/", 1)[-1]
        line = location.get("position", {}).get("line", -1) + 1
        yield f"Sources/{file}:{line}: {'.'.join(symbol['pathComponents'])} ({symbol['kind']['displayName']})"


def main():
    folder = graph_folder()
    files = [f for f in sorted(folder.glob("*.symbols.json"))
             if f.name.split(".")[0].split("@")[0] in MODULES]
    if not files:
        sys.exit(f"no symbol graphs of {', '.join(MODULES)} in {folder}")
    missing = sorted({entry for f in files for entry in undocumented(f)})
    for entry in missing:
        print(entry)
    print(f"{len(missing)} public symbols without a doc comment in {len(files)} symbol graphs", file=sys.stderr)
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
