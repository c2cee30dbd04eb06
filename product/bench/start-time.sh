#!/usr/bin/env bash
# Whole-process start time of a headless command, two product jars alternated in one run.
#
#   product/bench/start-time.sh OLD.jar NEW.jar [ROUNDS] [COMMAND ARGS...]
#
# Each round runs OLD then NEW (the order flips every round, so neither always follows the
# other), timing `java -jar JAR COMMAND` from fork to exit with date +%s%N. The first run of each
# jar is a warm-up (it fills the framework cache and the page cache) and is not counted. Prints
# every jar's median and the ratio NEW/OLD, of the elapsed time and of the CPU time the process
# used (user + system: on a shared, loaded machine the elapsed time mostly measures the others).
# JAVA (default: java) and JAVA_OPTS are honoured; run it under `nice` on a shared machine. Output
# of the command goes to /dev/null; a failing run stops the benchmark.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 OLD.jar NEW.jar [ROUNDS] [COMMAND ARGS...]" >&2
  exit 2
fi
old=$1; new=$2; shift 2
rounds=30
if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then rounds=$1; shift; fi
[ $# -gt 0 ] || set -- titles
java=${JAVA:-java}
read -r -a opts <<< "${JAVA_OPTS:-}"

cpu_file=$(mktemp)
trap 'rm -f "$cpu_file"' EXIT
run_ms() { # jar -> elapsed milliseconds (with a fraction); appends its CPU milliseconds to $cpu_file
  local t0 t1 TIMEFORMAT='%U %S'
  t0=$(date +%s%N)
  { time "$java" "${opts[@]}" -jar "$1" "${@:2}" > /dev/null 2>&3; } 3>&2 2>> "$cpu_file"
  t1=$(date +%s%N)
  echo "$(( (t1 - t0) / 1000 ))" | awk '{ printf "%.1f\n", $1 / 1000 }'
}
last_cpu() { tail -1 "$cpu_file" | awk '{ printf "%.1f\n", ($1 + $2) * 1000 }'; }

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.1f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

run_ms "$old" "$@" > /dev/null
run_ms "$new" "$@" > /dev/null
old_times=(); new_times=(); old_cpu=(); new_cpu=()
for ((i = 0; i < rounds; i++)); do
  if (( i % 2 == 0 )); then
    old_times+=("$(run_ms "$old" "$@")"); old_cpu+=("$(last_cpu)")
    new_times+=("$(run_ms "$new" "$@")"); new_cpu+=("$(last_cpu)")
  else
    new_times+=("$(run_ms "$new" "$@")"); new_cpu+=("$(last_cpu)")
    old_times+=("$(run_ms "$old" "$@")"); old_cpu+=("$(last_cpu)")
  fi
done
old_med=$(printf '%s\n' "${old_times[@]}" | median)
new_med=$(printf '%s\n' "${new_times[@]}" | median)
old_cpu_med=$(printf '%s\n' "${old_cpu[@]}" | median)
new_cpu_med=$(printf '%s\n' "${new_cpu[@]}" | median)
echo "command: $*   rounds: $rounds (warm; first run of each jar not counted)   java: $("$java" -version 2>&1 | head -1)"
echo "old: median ${old_med} ms, CPU ${old_cpu_med} ms   ($old)"
echo "new: median ${new_med} ms, CPU ${new_cpu_med} ms   ($new)"
awk -v a="$new_med" -v b="$old_med" -v c="$new_cpu_med" -v d="$old_cpu_med" \
  'BEGIN { printf "ratio new/old: %.2fx (CPU %.2fx)\n", a / b, c / d }'
