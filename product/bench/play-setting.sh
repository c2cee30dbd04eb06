#!/usr/bin/env bash
# Plays one setting's seeded bot games into a directory, as the sweeps take them:
#
#   product/bench/play-setting.sh TITLE COUNT:SEED:BOTS:PLAYERS:OPTIONS DIR
#
# PLAYERS "-" lets each game's seed choose; OPTIONS "-" for the title's defaults, else comma-separated,
# each given to `play --option` ("-ID" switches one off). Every game is written to DIR, the summary to
# DIR/play.log. JAR (default product/target/roundhouse.jar) and JAVA are honoured; the exit status is play's.
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: [JAR=...] $0 TITLE COUNT:SEED:BOTS:PLAYERS:OPTIONS DIR" >&2; exit 2; }
title=$1 setting=$2 dir=$3
IFS=: read -r count seed bots players options <<< "$setting"
args=(play "$title" --count "$count" --seed "$seed" --bots "$bots" --out "$dir")
[ "$players" != "-" ] && args+=(--players "$players")
if [ "$options" != "-" ]; then
  IFS=, read -r -a list <<< "$options"
  for o in "${list[@]}"; do args+=("--option=$o"); done
fi
exec "${JAVA:-java}" -jar "${JAR:-product/target/roundhouse.jar}" "${args[@]}" > "$dir/play.log" 2>&1
