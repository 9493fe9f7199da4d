#!/usr/bin/env bash
# Builds the DocC documentation of every library target into one site, with warnings treated as errors:
# .build/documentation/Anima.doccarchive (static hosting layout; `anima docs` prints where it is and how to view it).
# Extra arguments go to docc. Needs the package's swift-docc-plugin dependency (resolved with the package).
set -euo pipefail
cd "$(dirname "$0")/.."

# Every library target under Sources/ (not the test-support target under Tests/, not system-library targets).
mapfile -t targets < <(swift package describe --type json | python3 -c '
import json, sys
for t in json.load(sys.stdin)["targets"]:
    if t["type"] == "library" and t.get("module_type") == "SwiftTarget" and t["path"].startswith("Sources/"):
        print(t["name"])
')
target_args=()
for target in "${targets[@]}"; do target_args+=(--target "$target"); done

output=.build/documentation
mkdir -p "$output"
swift package --allow-writing-to-directory "$output" generate-documentation "${target_args[@]}" \
  --enable-experimental-combined-documentation --transform-for-static-hosting --warnings-as-errors \
  --output-path "$output/Anima.doccarchive" "$@"
