#!/usr/bin/env bash
# The expert bot against three greedy bots: GAMES seeded 4-player games per title, the expert taking
# each seat in turn (a quarter of the games each), with its wins, the invariants and the CPU a game
# took (the whole batch's user CPU over its games: an upper bound, the JVM's own work included).
#
#   product/bench/expert-vs-greedy.sh [GAMES] [TITLE...]      (default 200; 1830 1841 1844 1854 18Mag)
#
# JAR (default product/target/roundhouse.jar), SEED (default 7000), OUT (a directory to keep the games)
# and JAVA are honoured. Prints one line per title and seat, then one per title:
#   1830: 200 games, expert won 120 (60.0%), invariant breaks 0, unfinished 0, 41.2 s CPU per game
set -euo pipefail
games=${1:-200}
shift || true
titles=("$@")
[ ${#titles[@]} -eq 0 ] && titles=(1830 1841 1844 1854 18Mag)
jar=${JAR:-product/target/roundhouse.jar}
java=${JAVA:-java}
seed=${SEED:-7000}
quarter=$(( (games + 3) / 4 ))
for t in "${titles[@]}"; do
  won=0; played=0; breaks=0; over=0; cpu=0
  for seat in 1 2 3 4; do
    bots=()
    for s in 1 2 3 4; do [ "$s" = "$seat" ] && bots+=(expert) || bots+=(greedy); done
    out=()
    [ -n "${OUT:-}" ] && out=(--out "$OUT/$t/seat$seat")
    log=$(mktemp)
    /usr/bin/time -f "CPU %U" "$java" -jar "$jar" play "$t" --players 4 --count "$quarter" \
      --seed $(( seed + seat * 100000 )) --bots "$(IFS=,; echo "${bots[*]}")" --game-timeout 600 "${out[@]}" > "$log" 2>&1 || true
    line=$(grep -E "^$t: [0-9]+ games" "$log" || true)
    if [ -z "$line" ]; then echo "$t seat $seat: no summary"; cat "$log"; rm -f "$log"; continue; fi
    n=$(sed -n 's/^[^:]*: \([0-9]*\) games.*/\1/p' <<< "$line")
    w=$(grep -o 'expert=[0-9]*' <<< "$line" | cut -d= -f2); w=${w:-0}
    b=$(sed -n 's/.*invariant breaks \([0-9]*\).*/\1/p' <<< "$line")
    o=$(sed -n 's/.*over a limit \([0-9]*\).*/\1/p' <<< "$line")
    c=$(sed -n 's/^CPU \([0-9.]*\)/\1/p' "$log")
    echo "$t seat $seat: $n games, expert won $w, invariant breaks $b, over a limit $o, $c s CPU"
    won=$((won + w)); played=$((played + n)); breaks=$((breaks + b)); over=$((over + o))
    cpu=$(awk -v a="$cpu" -v b="$c" 'BEGIN { print a + b }')
    rm -f "$log"
  done
  awk -v t="$t" -v n="$played" -v w="$won" -v b="$breaks" -v o="$over" -v c="$cpu" 'BEGIN {
    printf "%s: %d games, expert won %d (%.1f%%), invariant breaks %d, unfinished %d, %.1f s CPU per game\n",
      t, n, w, n ? 100 * w / n : 0, b, o, n ? c / n : 0 }'
done
