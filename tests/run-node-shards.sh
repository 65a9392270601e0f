#!/usr/bin/env bash
# The node tests in NODE_SHARDS processes side by side (default 2, one a core; three were no faster on
# two cores: TEST_SHARD, see tests/node/index.ts). Each one's report is printed whole when all are
# done; the step fails when any does.
set -uo pipefail
cd "$(dirname "$0")/.."
# The seeded demo data every server test starts from a copy of (tests/seeded-data.ts): made once here,
# not by both shards at once.
node --import tsx --input-type=module -e "await (await import('./tests/seeded-data.ts')).seededDataFolder()"
logs=$(mktemp -d)
pids=()
shards=${NODE_SHARDS:-2}
for shard in $(seq 1 "$shards"); do
  TEST_SHARD=$shard/$shards node --import tsx --test --test-reporter=spec tests/node/index.ts >"$logs/$shard.log" 2>&1 &
  pids+=($!)
done
status=0
for shard in $(seq 1 "$shards"); do
  wait "${pids[$((shard - 1))]}" || status=1
  printf '\n\033[1m-- node tests, shard %s of %s\033[0m\n' "$shard" "$shards"
  cat "$logs/$shard.log"
done
rm -rf "$logs"
exit $status
