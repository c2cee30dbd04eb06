#!/usr/bin/env bash
# Greedy bot games per CPU-second, two product jars side by side in one run.
#
#   product/bench/greedy-bots.sh OLD.jar NEW.jar [TITLE...]      (default titles: 1844 1854)
#
# For each title, runs `java -jar JAR play TITLE --bots greedy --count COUNT --seed SEED` with
# each jar (COUNT default 6, SEED default 1; the same seeds, so the same games when both play
# alike) and prints the CPU time the process used (user + system: on a shared machine the
# elapsed time mostly measures the others), the games per CPU-second and the ratio NEW/OLD.
# The process start is included in both. JAVA (default: java) and JAVA_OPTS are honoured.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: COUNT=6 SEED=1 $0 OLD.jar NEW.jar [TITLE...]" >&2
  exit 2
fi
old=$1; new=$2; shift 2
[ $# -gt 0 ] || set -- 1844 1854
count=${COUNT:-6}
seed=${SEED:-1}
java=${JAVA:-java}
read -r -a opts <<< "${JAVA_OPTS:-}"

cpu_s() { # jar title -> CPU seconds of one play run; its summary line goes to stderr
  local out TIMEFORMAT='%U %S'
  out=$(mktemp)
  { time "$java" "${opts[@]}" -jar "$1" play "$2" --bots greedy --count "$count" --seed "$seed" > "$out" 2>&3; } 3>&2 2> "$out.cpu"
  echo "  $(basename "$1"): $(cat "$out")" >&2
  awk '{ printf "%.2f\n", $1 + $2 }' "$out.cpu"
  rm -f "$out" "$out.cpu"
}

for title in "$@"; do
  echo "$title: $count greedy games from seed $seed" >&2
  o=$(cpu_s "$old" "$title")
  n=$(cpu_s "$new" "$title")
  awk -v t="$title" -v c="$count" -v o="$o" -v n="$n" 'BEGIN {
    printf "greedy bots %s: old %.1f CPU-s = %.3f games/CPU-s; new %.1f CPU-s = %.3f games/CPU-s; new/old %.1fx\n",
      t, o, c / o, n, c / n, o / n }'
done
