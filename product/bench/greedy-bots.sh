#!/usr/bin/env bash
# Greedy bot games per CPU-second, two product jars side by side in one run.
#
#   [ROUNDS=3] product/bench/greedy-bots.sh OLD.jar NEW.jar [TITLE...]      (default titles: 1844 1854)
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

# The jars take turns ROUNDS times (default 1): a shared machine slows down for minutes at a time,
# so each round's ratio is printed and, with several rounds, their median.
rounds=${ROUNDS:-1}
for title in "$@"; do
  echo "$title: $count greedy games from seed $seed, $rounds round(s)" >&2
  ratios=()
  for round in $(seq 1 "$rounds"); do
    o=$(cpu_s "$old" "$title")
    n=$(cpu_s "$new" "$title")
    awk -v t="$title" -v c="$count" -v o="$o" -v n="$n" -v r="$round" 'BEGIN {
      printf "greedy bots %s, round %d: old %.1f CPU-s = %.3f games/CPU-s; new %.1f CPU-s = %.3f games/CPU-s; new/old %.1fx\n",
        t, r, o, c / o, n, c / n, o / n }'
    ratios+=("$(awk -v o="$o" -v n="$n" 'BEGIN { printf "%.2f", o / n }')")
  done
  if [ "$rounds" -gt 1 ]; then
    printf '%s\n' "${ratios[@]}" | sort -g | awk -v t="$title" '{ v[NR] = $1 } END {
      printf "greedy bots %s: median new/old of %d rounds %.1fx (lowest %.1fx, highest %.1fx)\n", t, NR, v[int((NR + 1) / 2)], v[1], v[NR] }'
  fi
done
