#!/usr/bin/env bash
# The moves both engines offer, over many seeded bot games: each setting's games are played here and
# written as 18xx.games files, then product/referee/compare-offers.py holds our offers beside the
# reference's at every position of every game and prints what one offers and the other does not.
#
#   REF18XX=/tmp/ref18xx REF18XX_TOOLS=../shared/tools/ref18xx OUT=DIR \
#     product/bench/offers-sweep.sh TITLE COUNT:SEED:BOTS:PLAYERS:OPTIONS...
#
# Settings as product/bench/reference-agreement.sh takes them (PLAYERS "-" lets the seed choose;
# OPTIONS "-" for the title's defaults, else comma-separated, each given to `play --option`).
# OUT is required and keeps everything: OUT/sN holds setting N's games (played once; a setting whose
# games are there is not played again), OUT/cache each game's comparison (compare-offers.py --cache),
# so a sweep stopped at any point resumes where it was. JAR (default product/target/roundhouse.jar),
# JAVA and JOBS (compare-offers.py --jobs, default 1) are honoured. The exit status is
# compare-offers.py's: 0 when every difference is listed in docs/reference-differences.md.
set -euo pipefail

if [ $# -lt 2 ] || [ -z "${REF18XX:-}" ] || [ -z "${REF18XX_TOOLS:-}" ] || [ -z "${OUT:-}" ]; then
  echo "usage: REF18XX=DIR REF18XX_TOOLS=DIR OUT=DIR [JAR=...] [JOBS=N] $0 TITLE COUNT:SEED:BOTS:PLAYERS:OPTIONS..." >&2
  exit 2
fi
jar=${JAR:-product/target/roundhouse.jar}
java=${JAVA:-java}
here="$(cd "$(dirname "$0")" && pwd)"
# the reference under Ruby's JIT where it has one (3.1+): the same answers for about three quarters of the CPU
if ruby --yjit -e 0 2>/dev/null; then export RUBYOPT="--yjit${RUBYOPT:+ $RUBYOPT}"; fi
referee="$here/../referee"
title=$1; shift
mkdir -p "$OUT"

dirs=()
n=0
for setting in "$@"; do
  n=$((n + 1))
  dir="$OUT/s$n"; dirs+=("$dir")
  if [ "$(cat "$dir/setting" 2>/dev/null)" = "$setting" ]; then
    continue
  fi
  rm -rf "$dir"; mkdir -p "$dir"
  JAR=$jar JAVA=$java "$here/play-setting.sh" "$title" "$setting" "$dir" \
    || { echo "setting $setting: play failed" >&2; tail -3 "$dir/play.log" >&2; }
  echo "$setting" > "$dir/setting"
done

# only the games: play writes nothing else with this ending into a setting's directory
mapfile -t games < <(for d in "${dirs[@]}"; do ls "$d"/*.json 2>/dev/null; done)
echo "$title: ${#games[@]} games in ${#dirs[@]} settings" >&2
exec python3 "$referee/compare-offers.py" --jar "$jar" --ref-tools "$REF18XX_TOOLS" --jobs "${JOBS:-1}" \
  --cache "$OUT/cache" "${games[@]}"
