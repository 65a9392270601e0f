# Sourced by run-all.sh and run-node-shards.sh. `cpu_seconds_of FILE`: the CPU seconds (user and system)
# of the processes a shell waited for, from what bash's `times` wrote to FILE (its second line). `times`
# must run in the shell that waited, not in a $(…) subshell, which would count nothing:
#   times >"$file"; cpu=$(cpu_seconds_of "$file")
cpu_seconds_of() {
  tail -1 "$1" | awk '{ for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] } printf "%d", total }'
}
