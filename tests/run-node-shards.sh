#!/usr/bin/env bash
# The node tests in NODE_SHARDS processes side by side (default 2, one a core; three were no faster on
# two cores: TEST_SHARD, see tests/node/index.ts). Each one's report is printed whole when all are
# done, with the shard's time; the step fails when any does. Each file's time is kept for the next
# run, which deals the files to the shards by it (tests/node/shard-plan.ts).
set -uo pipefail
cd "$(dirname "$0")/.."
source tests/cpu-seconds.sh
# The seeded demo data every server test starts from a copy of (tests/seeded-data.ts): made once here,
# not by both shards at once.
node --import tsx --input-type=module -e "await (await import('./tests/seeded-data.ts')).seededDataFolder()"
logs=$(mktemp -d)
pids=()
shards=${NODE_SHARDS:-2}
for shard in $(seq 1 "$shards"); do
  (
    start=$SECONDS
    code=0
    TEST_SHARD=$shard/$shards node --import tsx --test --test-reporter=spec tests/node/index.ts >"$logs/$shard.log" 2>&1 || code=$?
    # Wall and CPU seconds (the shard's processes, user and system, from bash's `times`): a shard whose
    # CPU falls well short of its wall time waited (sleeps, timeouts) rather than worked.
    times >"$logs/$shard.times"
    cpu=$(cpu_seconds_of "$logs/$shard.times")
    echo "$((SECONDS - start)) s, $cpu CPU-s" >"$logs/$shard.seconds"
    exit $code
  ) &
  pids+=($!)
done
status=0
for shard in $(seq 1 "$shards"); do
  wait "${pids[$((shard - 1))]}" || status=1
  printf '\n\033[1m-- node tests, shard %s of %s (%s)\033[0m\n' "$shard" "$shards" "$(cat "$logs/$shard.seconds")"
  cat "$logs/$shard.log"
done
node --import tsx --input-type=module -e "
  import { readFileSync } from 'node:fs';
  const { recordDurations } = await import('./tests/node/shard-plan.ts');
  recordDurations(process.argv.slice(1).map((log) => readFileSync(log, 'utf8')));" "$logs"/*.log
rm -rf "$logs"
exit $status
