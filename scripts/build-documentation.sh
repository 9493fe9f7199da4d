#!/usr/bin/env bash
# Builds the DocC documentation of every library target into one site, with warnings treated as errors:
# .build/documentation/Anima.doccarchive (static hosting layout; `anima docs` prints where it is and how to view it).
# Extra arguments go to each `docc convert`.
#
# It does what swift-docc-plugin's combined documentation does (`generate-documentation
# --enable-experimental-combined-documentation`) from one symbol-graph dump of the whole package instead of one build
# invocation per target: the plugin spent about 240 s of CI's 2 cores extracting 21 targets' symbols in turn, the
# dump takes about 20 s after a debug build. The graphs carry the plugin's options (public symbols, synthesized members,
# extension blocks); each target is converted with its catalog and its documented dependencies' archives, so that
# links between modules resolve, and `docc merge` joins the archives under a landing page for the package.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."

output=.build/documentation
work="$output/intermediates"
rm -rf "$work" "$output/Anima.doccarchive"
mkdir -p "$work"

swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >"$work/dump.log" 2>&1 \
  || { tail -n 40 "$work/dump.log" >&2; exit 1; }
graphs=$(ls -d .build/*/symbolgraph | head -n 1)

# Every library target under Sources/ (not the test-support target under Tests/, not system-library targets), each
# followed by the documented targets it depends on directly, dependencies before dependents.
mapfile -t plan < <(swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]
           if t["type"] == "library" and t.get("module_type") == "SwiftTarget" and t["path"].startswith("Sources/")}
done = []
def visit(name):
    if name in done: return
    dependencies = [d for d in targets[name].get("target_dependencies") or [] if d in targets]
    for d in dependencies: visit(d)
    done.append(name)
    print(" ".join([name] + dependencies))
for name in sorted(targets): visit(name)
')

archives=()
for line in "${plan[@]}"; do
  read -r target dependencies <<<"$line"
  # A target's graphs: its own and those of its extensions to other modules (Target@Other.symbols.json).
  mkdir -p "$work/$target.symbols"
  cp "$graphs/$target.symbols.json" "$graphs/$target"@*.symbols.json "$work/$target.symbols/"
  catalog=()
  [ -d "Sources/$target/$target.docc" ] && catalog=("Sources/$target/$target.docc")
  links=()
  for dependency in $dependencies; do links+=(--dependency "$work/$dependency.doccarchive"); done
  docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work/$target.symbols" \
    --fallback-display-name "$target" --fallback-bundle-identifier "$target" \
    --enable-experimental-external-link-support "${links[@]}" --emit-lmdb-index \
    --transform-for-static-hosting --warnings-as-errors --output-path "$work/$target.doccarchive" "$@"
  archives+=("$work/$target.doccarchive")
done

docc merge "${archives[@]}" --synthesized-landing-page-name Anima --synthesized-landing-page-kind Package \
  --output-path "$output/Anima.doccarchive"
