#!/usr/bin/env bash
# Stress and fault scenarios for the App's state file, run against the built App:
#
#   Scripts/stress-state-file.sh [--app PATH] [--rounds N] [--apps N]
#
# 1. parallel starters: ROUNDS times, APPS Apps start at once on one corrupt file
#    (`echo 'action 1' | App --json --state-file s.json`);
# 2. parallel savers: ROUNDS times, APPS Apps save different states to one valid file at once;
# 3. launches that end without a command on a partly restorable file (5 of them);
# 4. a save lock held by another process (`flock -x DIR sleep 30`);
# 5. a state file the user made read-only (`chmod 400`);
# 6. a full disk (a 64 KiB tmpfs), when this machine lets the script mount one.
#
# It fails (exit 1) on any App exit status other than 0, any valid state set aside as corrupt,
# any copy whose bytes are not the corrupt file's, more than 3 kept copies of a kind, any
# temporary file left, any file the store wrote with a mode other than the state file's
# (0600), a read-only file replaced, or an App that hangs on a held lock.
set -euo pipefail
cd "$(dirname "$0")/.."

app=App/.build/debug/App
rounds=10
apps=12
while [[ $# -gt 0 ]]; do
  case "$1" in
    --app) app=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --apps) apps=$2; shift 2 ;;
    *) echo "usage: $0 [--app PATH] [--rounds N] [--apps N]" >&2; exit 2 ;;
  esac
done
[[ -x "$app" ]] || { echo "no App at $app; run swift build --package-path App first" >&2; exit 2; }
app=$(cd "$(dirname "$app")" && pwd)/$(basename "$app")

umask 022
work=$(mktemp -d)
mounted=""
cleanup() {
  [[ -n "$mounted" ]] && umount "$mounted" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# Checks what the store left in folder $1: no temporary file, every file mode 0600, at most 3
# kept copies of each kind.
check_folder() {
  local folder=$1 what=$2 name mode kind count
  for name in $(ls -A "$folder"); do
    case "$name" in
      .s.json.tmp-*) fail "$what: a temporary file was left: $name" ;;
    esac
    mode=$(stat -c %a "$folder/$name")
    [[ "$mode" == 600 ]] || fail "$what: $name has mode $mode, not the state file's 600"
  done
  for kind in corrupt partial newer-version; do
    count=$(ls -A "$folder" | grep -c "^s\.json\.$kind-" || true)
    [[ $count -le 3 ]] || fail "$what: $count copies of kind $kind, more than 3"
  done
}

# Runs $apps Apps at once in folder $1, the nth reading the lines printed by `input n`;
# prints how many exited with a status other than 0.
run_together() {
  local folder=$1 pids=() n bad=0
  for ((n = 1; n <= apps; n++)); do
    input "$n" | "$app" --json --state-file "$folder/s.json" >/dev/null 2>>"$folder.errors" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do
    wait "$pid" || bad=$((bad + 1))
  done
  echo "$bad"
}

start=$SECONDS

# 1. Parallel starters on a corrupt file.
misfiled=0
exits=0
input() { echo 'action 1'; }
for ((round = 1; round <= rounds; round++)); do
  folder=$work/starters-$round
  mkdir "$folder"
  echo 'garbage{' >"$folder/s.json"
  chmod 600 "$folder/s.json"
  bad=$(run_together "$folder")
  exits=$((exits + bad))
  for copy in "$folder"/s.json.corrupt-*; do
    [[ -e "$copy" ]] || continue
    if [[ "$(cat "$copy")" != 'garbage{' ]]; then
      misfiled=$((misfiled + 1))
    fi
  done
  check_folder "$folder" "parallel starters, round $round"
done
[[ $misfiled -eq 0 ]] || fail "parallel starters: $misfiled valid states set aside as corrupt"
[[ $exits -eq 0 ]] || fail "parallel starters: $exits Apps exited with a status other than 0"
echo "parallel starters: $rounds rounds of $apps Apps on a corrupt file:" \
  "$misfiled valid states misfiled, $exits exits other than 0"

# 2. Parallel savers on a valid file.
exits=0
unreadable=0
input() {
  printf 'action 2\n'
  [[ $(($1 % 2)) -eq 0 ]] && printf 'tab catalog\n'
  printf 'action 1\n'
}
for ((round = 1; round <= rounds; round++)); do
  folder=$work/savers-$round
  mkdir "$folder"
  echo 'action 2' | "$app" --state-file "$folder/s.json" >/dev/null
  bad=$(run_together "$folder")
  exits=$((exits + bad))
  if ! "$app" state --json --state-file "$folder/s.json" >/dev/null 2>"$folder.state-errors" \
    || [[ -s "$folder.state-errors" ]]; then
    unreadable=$((unreadable + 1))
  fi
  check_folder "$folder" "parallel savers, round $round"
  if ls -A "$folder" | grep -q '^s\.json\.'; then fail "parallel savers: a copy was set aside"; fi
done
[[ $unreadable -eq 0 ]] || fail "parallel savers: $unreadable state files did not read back whole"
[[ $exits -eq 0 ]] || fail "parallel savers: $exits Apps exited with a status other than 0"
echo "parallel savers: $rounds rounds of $apps Apps on one file:" \
  "$unreadable unreadable results, $exits exits other than 0"

# 3. Launches that end without a command keep one copy of a partly restorable file.
folder=$work/partial
mkdir "$folder"
"$app" open --logged-in --state-file "$folder/s.json" myapp://orders/A-1/track >/dev/null
for ((n = 1; n <= 5; n++)); do
  "$app" --state-file "$folder/s.json" </dev/null >/dev/null 2>&1 || fail "partial: exit $?"
done
copies=$(ls -A "$folder" | grep -c '^s\.json\.partial-' || true)
[[ $copies -eq 1 ]] || fail "partial: $copies copies after 5 launches, not 1"
check_folder "$folder" "partial launches"
echo "partial file: 5 logged-out launches: $copies copies kept"

# 4. A held save lock: the App warns and goes on instead of hanging.
folder=$work/locked
mkdir "$folder"
if ! command -v flock >/dev/null; then
  echo "held lock: skipped, no flock(1) on this machine (StateFileContentionTests holds one)"
else
echo 'action 2' | "$app" --state-file "$folder/s.json" >/dev/null
flock -x "$folder" sleep 30 >/dev/null 2>&1 &
holder=$!
sleep 0.2
lock_start=$SECONDS
if echo 'action 2' | timeout 20 "$app" --state-file "$folder/s.json" >/dev/null 2>"$folder.errors"; then
  grep -q 'another process holds its lock' "$folder.errors" || fail "held lock: no warning"
else
  fail "held lock: the App exited $? (124 is a hang killed by timeout)"
fi
# flock's child (the sleep) holds the lock too: end it, then flock.
kill $(pgrep -P "$holder") "$holder" 2>/dev/null || true
wait "$holder" 2>/dev/null || true
echo "held lock: the App ended in $((SECONDS - lock_start)) s"
fi

# 5. A read-only state file is never replaced.
folder=$work/read-only
mkdir "$folder"
echo 'action 2' | "$app" --state-file "$folder/s.json" >/dev/null
chmod 400 "$folder/s.json"
inode=$(stat -c %i "$folder/s.json")
echo 'action 2' | "$app" --state-file "$folder/s.json" >/dev/null 2>"$folder.errors" \
  || fail "read-only: exit $?"
grep -q 'it is read-only' "$folder.errors" || fail "read-only: no warning"
[[ $(stat -c %i "$folder/s.json") == "$inode" && $(stat -c %a "$folder/s.json") == 400 ]] \
  || fail "read-only: the file was replaced"
echo "read-only file: inode $inode before, $(stat -c %i "$folder/s.json") after; mode $(stat -c %a "$folder/s.json")"

# 6. A full disk: a partly restorable file the App cannot copy aside.
folder=$work/full
mkdir "$folder"
if mount -t tmpfs -o size=64k tmpfs "$folder" 2>/dev/null; then
  mounted=$folder
  "$app" open --logged-in --state-file "$folder/s.json" myapp://orders/A-1/track >/dev/null
  head -c 1M /dev/zero >"$folder/filler" 2>/dev/null || true
  if echo 'state' | "$app" --state-file "$folder/s.json" >/dev/null 2>"$work/full.errors"; then
    grep -q 'No space left on device' "$work/full.errors" || fail "full disk: no warning"
  else
    fail "full disk: the App exited $?"
  fi
  rm -f "$folder/filler"
  check_folder "$folder" "full disk"
  umount "$folder" && mounted=""
  echo "full disk (64 KiB tmpfs): the App ran to the end of its input"
else
  echo "full disk: skipped, this machine does not let the script mount a tmpfs" \
    "(the tests inject the failure instead)"
fi

echo "stress: $failures failures in $((SECONDS - start)) s"
[[ $failures -eq 0 ]]
