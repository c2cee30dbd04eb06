#!/usr/bin/env bash
# Warm replay of 18xx.games files, Roundhouse beside the reference engine, in one run.
#
#   REF18XX=/tmp/ref18xx REF18XX_TOOLS=../shared/tools/ref18xx product/bench/replay-vs-reference.sh FILE...
#
# For each file: Roundhouse's `replay --bench` median (after the compiler has settled, see README
# section 4) and the reference's `bench.rb` median (REPS runs, default 7), then the ratio
# reference/Roundhouse. The two take turns ROUNDS times (default 3) and each round's ratio is
# printed, then the median ratio: a shared machine slows down for minutes at a time, and a ratio
# of two figures taken minutes apart measures the machine as much as the engines.
# JAR (default product/target/roundhouse.jar), RUNS (default 60), JAVA and JAVA_OPTS are honoured.
# The reference is a development tool of this machine, not of the build.
set -euo pipefail

if [ $# -lt 1 ] || [ -z "${REF18XX:-}" ] || [ -z "${REF18XX_TOOLS:-}" ]; then
  echo "usage: REF18XX=DIR REF18XX_TOOLS=DIR [JAR=...] [RUNS=60] [REPS=7] [ROUNDS=3] $0 FILE..." >&2
  exit 2
fi
jar=${JAR:-product/target/roundhouse.jar}
runs=${RUNS:-60}
rounds=${ROUNDS:-3}
java=${JAVA:-java}
read -r -a opts <<< "${JAVA_OPTS:-}"

ours=$(mktemp); ref=$(mktemp); ratios=$(mktemp)
trap 'rm -f "$ours" "$ref" "$ratios"' EXIT

for round in $(seq 1 "$rounds"); do
  "$java" "${opts[@]}" -jar "$jar" replay --bench --runs "$runs" "$@" > "$ours"
  REPS=${REPS:-7} ruby "$REF18XX_TOOLS/bench.rb" "$@" > "$ref" 2> /dev/null
  for f in "$@"; do
    b=$(basename "$f")
    o=$(grep -F "BENCH $f " "$ours" | sed -n 's/.* median_ms=\([0-9.]*\).*warm_s=\([0-9.]*\).*/\1 \2/p')
    r=$(grep -F "$b actions=" "$ref" | sed -n 's/.* median_ms=\([0-9.]*\).*/\1/p')
    if [ -z "$o" ] || [ -z "$r" ]; then
      echo "$b: no figure in round $round (ours: '${o}', reference: '${r}')" >&2
      continue
    fi
    awk -v f="$b" -v o="$o" -v r="$r" -v n="$round" 'BEGIN { split(o, a, " ");
      printf "round %d %s: roundhouse %.2f ms (warmed %s s), reference %.1f ms, %.0fx\n", n, f, a[1], a[2], r, r / a[1] }'
    awk -v f="$b" -v o="$o" -v r="$r" 'BEGIN { split(o, a, " "); printf "%s %.3f\n", f, r / a[1] }' >> "$ratios"
  done
done
for f in "$@"; do
  b=$(basename "$f")
  grep -F "$b " "$ratios" | awk '{ print $2 }' | sort -g | awk -v f="$b" '{ v[NR] = $1 } END {
    if (NR > 0) printf "%s: median of %d rounds %.0fx (lowest %.0fx, highest %.0fx)\n", f, NR, v[int((NR + 1) / 2)], v[1], v[NR] }'
done
