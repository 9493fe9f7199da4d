#!/usr/bin/env bash
# Runs every libFuzzer harness for SECONDS each and copies any crash into Fuzz/crashes/<harness>/.
#
#   Fuzz/run.sh SECONDS [HARNESS...]     (default: every harness, one after another)
#   FUZZ_JOBS=N    run N harnesses at once (default 1)
#   FUZZ_NICE=N    niceness of the fuzzers (default 0; the long campaign uses 19)
#   FUZZ_BIN=DIR   run the harnesses already built in DIR instead of building
#   FUZZ_UIKIT_VALUES=1  FuzzUIKit also stops on a recording that disagrees with presentation() (campaigns)
#
# The working corpus grows in Fuzz/corpus/<harness>/ (not committed) from the committed seeds in Fuzz/Seeds/;
# libFuzzer's log for each run is kept in Fuzz/logs/<harness>.log. Exits 1 when any harness crashed.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:?usage: Fuzz/run.sh SECONDS [HARNESS...]}"
shift
all=(FuzzJSON FuzzScene FuzzSkeleton FuzzListState FuzzSVGPath FuzzPNG FuzzRender FuzzGIF FuzzJPEG FuzzText FuzzGrammar FuzzUIKit)
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${all[@]}")
jobs="${FUZZ_JOBS:-1}"
niceness="${FUZZ_NICE:-0}"

# -enable-testing lets the JSON harness reach the internal parser; release so the fuzzer runs at a useful speed.
# FUZZ_BIN=DIR runs harnesses built earlier instead of building.
if [ -n "${FUZZ_BIN:-}" ]; then
  bin="$FUZZ_BIN"
else
  # One `-sanitize=fuzzer,address`: swiftc keeps only the last of several `-sanitize=` flags, and SwiftPM emits
  # `--sanitize=fuzzer --sanitize=address` in an order that varies from run to run, so half the builds had no
  # coverage instrumentation. SwiftPM's own `--sanitize=fuzzer` stays for the link (libFuzzer's main).
  flags=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
  swift build "${flags[@]}" >&2
  bin="$(swift build "${flags[@]}" --show-bin-path)"
fi

mkdir -p corpus logs crashes
# fontconfig's one-time configuration looks like a leak to LeakSanitizer (see lsan.supp).
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
run_one() {
  local harness="$1" name="${1#Fuzz}"
  mkdir -p "corpus/$name" "crashes/$name"
  : >"logs/$name.log"
  local end=$(( $(date +%s) + seconds )) rc=0
  # libFuzzer stops at the first crash; start it again (the crash is saved) until the time is up.
  while [ "$(date +%s)" -lt "$end" ]; do
    # The document readers refuse input over their limits quickly, so long inputs only slow the search.
    nice -n "$niceness" "$bin/$harness" "corpus/$name" "Seeds/$name" \
      -dict="Dictionaries/$name.dict" -max_total_time=$(( end - $(date +%s) )) -max_len=8192 -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="crashes/$name/" -print_final_stats=1 </dev/null >>"logs/$name.log" 2>&1 \
      || rc=1
  done
  return "$rc"
}

failed=0
running=0
for harness in "${harnesses[@]}"; do
  run_one "$harness" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done

for harness in "${harnesses[@]}"; do
  name="${harness#Fuzz}"
  stats="$(grep -E '^#[0-9]+.*(DONE|cov:)' "logs/$name.log" | tail -1 || true)"
  # A harness restarted after a crash logs one total per run: add them up.
  execs="$(grep -E 'stat::number_of_executed_units' "logs/$name.log" | awk '{s += $2} END {print s + 0}' || true)"
  runs="$(grep -c 'INITED' "logs/$name.log" || true)"
  crashes="$(find "crashes/$name" -type f | wc -l)"
  printf '%-14s %s  execs=%s  runs=%s  crashes=%s\n' "$harness" "$stats" "${execs:-?}" "${runs:-?}" "$crashes"
  # A binary built without coverage still runs, and finds nothing: libFuzzer then reports no `cov:` at all.
  if ! grep -q ' cov: [1-9]' "logs/$name.log"; then
    echo "$harness reported no coverage: the build is not instrumented (see the build flags above)" >&2
    failed=1
  fi
done
if [ "$failed" -ne 0 ] || [ -n "$(find crashes -type f)" ]; then
  echo "fuzzing failed (crashes, or no coverage): see Fuzz/crashes/ and Fuzz/logs/" >&2
  exit 1
fi
