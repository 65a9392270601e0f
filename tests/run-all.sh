#!/usr/bin/env bash
# `npm test`: every check there is, in order of speed; stops at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every test server and portal starts from a copy of the seeded data (46 MB, 1,500 files), and there are
# hundreds: in memory (a tmpfs) a start takes 0.9 s where on disk it took 2.6 s, most of it copying.
if [ -z "${EIP_TEST_TMPDIR:-}" ] && [ -w /dev/shm ] && [ "$(df --output=avail -k /dev/shm | tail -1)" -gt 4000000 ]; then
  EIP_TEST_TMPDIR=/dev/shm/eip-tests
fi
if [ -n "${EIP_TEST_TMPDIR:-}" ]; then
  mkdir -p "$EIP_TEST_TMPDIR"
  export TMPDIR="$EIP_TEST_TMPDIR"
fi
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Each heading says how long the run has taken so far, in wall seconds (the whole must stay under 10
# minutes) and in the CPU seconds of the steps finished (bash's `times`: the processes waited for). On two
# cores the CPU seconds say more than the wall: only less work makes the run shorter. They leave out much of
# Chromium's work (the browser step counted 81 CPU-s for 108 s with both cores busy, 2026-12-03) and the
# daemons the tests start (PostgreSQL clusters, mail, directory and proxy servers): compare them between
# runs, not with the wall.
# (`times` in this shell: in a $(…) subshell it would count nothing.)
source tests/cpu-seconds.sh
cpu_seconds() {
  times >"$logs/times"
  cpu=$(cpu_seconds_of "$logs/times")
}
step() {
  cpu_seconds
  printf '\n\033[1m== %s\033[0m (%d s in, %s CPU-s)\n' "$1" "$SECONDS" "$cpu"
}

# Runs each `name=command` in the background, then prints each one's output under its name, with how
# long it took; fails when any did. For checks that share nothing: side by side they fill both cores
# where one after the other each left one idle.
side_by_side() {
  local names=() pids=() status=0
  for job in "$@"; do
    local name=${job%%=*}
    names+=("$name")
    (
      start=$SECONDS
      code=0
      bash -c "${job#*=}" >"$logs/$name.log" 2>&1 || code=$?
      echo "($name: $((SECONDS - start)) s)" >>"$logs/$name.log"
      exit $code
    ) &
    pids+=($!)
  done
  for index in "${!names[@]}"; do
    local code=0
    wait "${pids[$index]}" || code=$?
    printf -- '-- %s%s\n' "${names[$index]}" "$([ "$code" = 0 ] || echo " FAILED ($code)")"
    cat "$logs/${names[$index]}.log"
    [ "$code" = 0 ] || status=1
  done
  return $status
}

# Made while the checks run, for the node tests and the journeys: Debian's servers the tests need (the
# browser comes with test:browser), the seeded data every server test starts from a copy of
# (tests/seeded-data.ts), and the server bundle the journeys' portals run (tests/server-bundle.ts).
(
  bash tests/ensure-postgres.sh && bash tests/ensure-dovecot.sh && bash tests/ensure-slapd.sh &&
    bash tests/ensure-nginx.sh &&
    node --import tsx --input-type=module -e "
      await (await import('./tests/seeded-data.ts')).seededDataFolder();
      await (await import('./tests/server-bundle.ts')).serverBundle();"
) >"$logs/prepare.log" 2>&1 &
prepare_pid=$!

step 'checks: lock file (npm/cli#9846 workaround), typecheck (tsc), lint and format (biome), generated files'
side_by_side \
  'lockfile=node tests/tools/repair-lockfile.mjs --check' \
  'tsc=npx tsc -p tsconfig.json --noEmit' \
  'biome=npx biome ci .' \
  'generated=node --import tsx elements/build-manifest.ts --check'

step 'node tests (api, server on PGlite and PostgreSQL, helpers)'
prepare_status=0
wait "$prepare_pid" || prepare_status=$?
cat "$logs/prepare.log"
[ "$prepare_status" = 0 ] || { echo "preparing the test servers failed ($prepare_status)"; exit "$prepare_status"; }
bash tests/run-node-shards.sh

step 'browser tests (elements, host) in Chromium, and the build beside them'
# The build needs no browser and the browser tests no build: side by side they keep both cores busy.
# (The manifest and wrappers the full build regenerates were checked above, so only vite runs here.)
# After the build, on the same side: the npm package built from it, packed, installed into a React app
# and a plain TypeScript app, each built and opened in Chromium (tests/package).
(npx vite build && npx vite build --mode elements && npx vite build --mode docs &&
  node --import tsx --test --test-reporter=spec tests/package/package.test.ts) >"$logs/build.log" 2>&1 &
build_pid=$!
npm run --silent test:browser

step 'build'
build_status=0
wait "$build_pid" || build_status=$?
cat "$logs/build.log"
[ "$build_status" = 0 ] || { echo "build failed ($build_status)"; exit "$build_status"; }

step 'end-to-end journeys in Chromium'
# Four journeys at a time on two cores: each one waits part of its time (a page settling, a timer, a
# server's answer), and with three the cores stood idle for about a tenth of the step (297 s with three,
# 270 s with four, the same 153 tests passing, 2026-12-03). E2E_CONCURRENCY sets another number.
node --import tsx --test --test-reporter=spec --test-concurrency="${E2E_CONCURRENCY:-4}" $(bash tests/e2e-files.sh)
cpu_seconds
echo "npm test: ${SECONDS} s, $cpu CPU-s"
