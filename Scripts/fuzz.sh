#!/usr/bin/env bash
# Builds the libFuzzer harness (FuzzHarness, the package in Fuzz/Harnesses, which runs the Fuzz
# package's FuzzChecks) with -sanitize=fuzzer,address and fuzzes one
# target, or each target in turn. Every target starts from its committed seeds
# (Fuzz/corpus/TARGET) and dictionary (Fuzz/dictionaries/TARGET.dict); what the fuzzer learns
# is kept in .build-fuzz/corpus/TARGET, and an input that crashes or fails the target's check
# is written to Fuzz/crashes/TARGET/, which `swift test --package-path Fuzz` replays
# (Fuzz/Tests/FuzzChecksTests).
#
# Usage: Scripts/fuzz.sh [--runs N] [TARGET [SECONDS]]
#   TARGET    deep-links, snapshot, rules, imports or session-command; all of them when absent
#   SECONDS   how long to fuzz each target (default 600 for one target, 10 for all)
#   --runs N  stop a target after N executions, if that comes before SECONDS
#
# Standard output is one summary line per target, such as
#   deep-links: 1234567 executions, 0 crashes, 60 s (20576 per second)
# which can be saved (Fuzz/last-long-run.txt is such output); libFuzzer's own log goes to
# .build-fuzz/logs/TARGET.log, and its end to standard error when a target crashes.
# Exit status: 0 no crash (or interrupted), 1 a target crashed, 2 wrong arguments.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH="$PATH:/opt/swift/usr/bin"
fi

all_targets=(deep-links snapshot rules imports session-command)
usage() {
  echo "usage: Scripts/fuzz.sh [--runs N] [TARGET [SECONDS]]; targets: ${all_targets[*]}" >&2
  exit 2
}

runs=-1
if [[ "${1:-}" == --runs ]]; then
  [[ "${2:-}" =~ ^[0-9]+$ ]] || usage
  runs=$2
  shift 2
fi
case $# in
  0) targets=("${all_targets[@]}"); seconds=10 ;;
  1 | 2)
    [[ " ${all_targets[*]} " == *" $1 "* ]] || usage
    targets=("$1")
    seconds=${2:-600}
    [[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || usage
    ;;
  *) usage ;;
esac

scratch=$root/.build-fuzz
mkdir -p "$scratch"
# The toolchain's lld links the harness: the default gold stops with an internal error
# (dwarf_reader.cc) on the sanitized objects. A toolset is the one way to pass it a linker.
lld=$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld
printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" >"$scratch/toolset.json"
build=(swift build --package-path Fuzz/Harnesses --product FuzzHarness --scratch-path "$scratch"
  -c release --toolset "$scratch/toolset.json" -Xswiftc -sanitize=fuzzer,address)
echo "building the harness with -sanitize=fuzzer,address" >&2
"${build[@]}" >&2
harness=$("${build[@]}" --show-bin-path)/FuzzHarness

status=0
for target in "${targets[@]}"; do
  corpus=$scratch/corpus/$target
  crashes=Fuzz/crashes/$target
  log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
  before=$(find "$crashes" -type f | wc -l)
  started=$SECONDS
  set +e
  NAVIGATIONKIT_FUZZ_TARGET=$target "$harness" "$corpus" "Fuzz/corpus/$target" \
    -dict="Fuzz/dictionaries/$target.dict" -artifact_prefix="$crashes/" \
    -max_total_time="$seconds" -runs="$runs" -max_len=8192 -timeout=10 \
    -print_final_stats=1 >"$log" 2>&1
  exit_code=$?
  set -e
  elapsed=$((SECONDS - started))
  # The final statistics when the run ended on its own; after a crash, the last status line.
  executions=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -n 1)
  if [[ -z "$executions" ]]; then
    executions=$(sed -nE 's/^#([0-9]+)[[:space:]].*/\1/p' "$log" | tail -n 1)
  fi
  executions=${executions:-0}
  found=$(($(find "$crashes" -type f | wc -l) - before))
  ending=""
  if [[ $exit_code -eq 72 ]]; then
    ending=", interrupted"  # libFuzzer's exit status after SIGINT or SIGTERM
  elif [[ $exit_code -ne 0 && $found -eq 0 ]]; then
    found=1  # a failure libFuzzer wrote no input for (the log says what)
  fi
  rate=$((executions / (elapsed > 0 ? elapsed : 1)))
  echo "$target: $executions executions, $found crashes, $elapsed s ($rate per second)$ending"
  if [[ $found -ne 0 ]]; then
    status=1
    echo "$target crashed; the end of $log:" >&2
    tail -n 40 "$log" >&2
  fi
done
exit $status
