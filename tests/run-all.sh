#!/usr/bin/env bash
# `npm test`: every check there is, in order of speed; stops at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each heading says how long the run has taken so far: the whole must stay under 15 minutes.
step() { printf '\n\033[1m== %s\033[0m (%d s in)\n' "$1" "$SECONDS"; }

# Every test server and portal starts from a copy of the seeded data (46 MB, 1,500 files), and there are
# hundreds: in memory (a tmpfs) a start takes 0.9 s where on disk it took 2.6 s, most of it copying.
if [ -z "${EIP_TEST_TMPDIR:-}" ] && [ -w /dev/shm ] && [ "$(df --output=avail -k /dev/shm | tail -1)" -gt 4000000 ]; then
  EIP_TEST_TMPDIR=/dev/shm/eip-tests
fi
if [ -n "${EIP_TEST_TMPDIR:-}" ]; then
  mkdir -p "$EIP_TEST_TMPDIR"
  export TMPDIR="$EIP_TEST_TMPDIR"
fi

step 'package-lock.json installs with npm ci (npm/cli#9846 workaround)'
node tests/tools/repair-lockfile.mjs --check

step 'typecheck (tsc)'
npx tsc -p tsconfig.json --noEmit

step 'lint and format (biome)'
npx biome ci .

step 'generated files are up to date (manifest, React wrappers, locales)'
node --import tsx elements/build-manifest.ts --check

step 'node tests (api, server on PGlite and PostgreSQL, helpers)'
bash tests/ensure-postgres.sh
bash tests/ensure-dovecot.sh
bash tests/ensure-nginx.sh
bash tests/run-node-shards.sh

step 'browser tests (elements, host) in Chromium, and the build beside them'
# The build needs no browser and the browser tests no build: side by side they keep both cores busy.
# (The manifest and wrappers the full build regenerates were checked above, so only vite runs here.)
build_log=$(mktemp)
(npx vite build && npx vite build --mode elements && npx vite build --mode docs) >"$build_log" 2>&1 &
build_pid=$!
npm run --silent test:browser

step 'build'
build_status=0
wait "$build_pid" || build_status=$?
cat "$build_log"
rm -f "$build_log"
[ "$build_status" = 0 ] || { echo "build failed ($build_status)"; exit "$build_status"; }

step 'end-to-end journeys in Chromium'
bash tests/ensure-chromium.sh
node --import tsx --test --test-reporter=spec --test-concurrency=3 $(bash tests/e2e-files.sh)
echo "npm test: ${SECONDS} s"
