#!/usr/bin/env bash
# The node tests in two processes side by side (TEST_SHARD, see tests/node/index.ts); each one's
# report is printed whole when both are done, and the step fails when either does.
set -uo pipefail
cd "$(dirname "$0")/.."
# The seeded demo data every server test starts from a copy of (tests/seeded-data.ts): made once here,
# not by both shards at once.
node --import tsx --input-type=module -e "await (await import('./tests/seeded-data.ts')).seededDataFolder()"
logs=$(mktemp -d)
pids=()
for shard in 1 2; do
  TEST_SHARD=$shard/2 node --import tsx --test --test-reporter=spec tests/node/index.ts >"$logs/$shard.log" 2>&1 &
  pids+=($!)
done
status=0
for shard in 1 2; do
  wait "${pids[$((shard - 1))]}" || status=1
  printf '\n\033[1m-- node tests, shard %s of 2\033[0m\n' "$shard"
  cat "$logs/$shard.log"
done
rm -rf "$logs"
exit $status
