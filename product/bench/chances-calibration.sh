#!/usr/bin/env bash
# How well the chances command's estimates are calibrated: GAMES seeded 4-player games of greedy bots
# per title, `chances` at the start of every stock round of each (EVERY=round: of every round; PLAYOUTS
# playouts), then, over every (position, player), the Brier score of the estimates against who won,
# beside the naive estimate (the player ahead in worth there wins; ties share; before the first action
# everyone alike), and a reliability table (estimates binned by tenths: mean estimate, share of wins,
# count). All games of a title are estimated in one process, on every core.
#
#   product/bench/chances-calibration.sh [GAMES] [PLAYOUTS] [TITLE...]   (default 20, 50, 1830)
#
# JAR (default product/target/roundhouse.jar), SEED (default 9000), EVERY (stock), OUT (where games and
# tables are kept; default a temporary directory) and JAVA are honoured. Prints, per title:
#   1830: 1000 games, 11000 positions (every stock round), 8 playouts each: Brier 0.142 (naive 0.171), 812.4 s, 1600.2 s CPU
set -euo pipefail
games=${1:-20}
playouts=${2:-50}
shift 2 || shift $# || true
titles=("$@")
[ ${#titles[@]} -eq 0 ] && titles=(1830)
jar=${JAR:-product/target/roundhouse.jar}
java=${JAVA:-java}
seed=${SEED:-9000}
every=${EVERY:-stock}
out=${OUT:-$(mktemp -d)}
for t in "${titles[@]}"; do
  dir="$out/$t"
  mkdir -p "$dir/games" "$dir/chances"
  start=$(date +%s.%N)
  /usr/bin/time -f %U -o "$dir/cpu.play" "$java" -jar "$jar" play "$t" --players 4 --count "$games" --seed "$seed" \
    --bots greedy --out "$dir/games" > /dev/null
  # one process for all the games: one warm-up, the playouts of every position on every core
  /usr/bin/time -f %U -o "$dir/cpu.chances" "$java" -jar "$jar" chances "$dir"/games/*.json --playouts "$playouts" \
    --every "$every" --out "$dir/chances/all.csv" > /dev/null
  end=$(date +%s.%N)
  cpu=$(awk '{ s += $1 } END { print s }' "$dir/cpu.play" "$dir/cpu.chances")
  python3 - "$t" "$dir/chances" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" "$cpu" "$every" "$playouts" <<'PY'
import csv, glob, sys
title, folder, seconds, cpu, every, playouts = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), sys.argv[5], sys.argv[6]
rows = []
for f in sorted(glob.glob(folder + "/*.csv")):
    with open(f, newline="") as h:
        rows += list(csv.DictReader(h))
by_pos = {}
for r in rows:
    if r["won"] == "":
        continue
    by_pos.setdefault((r["game"], r["position"]), []).append(r)
brier = naive = 0.0
n = 0
bins = [[0.0, 0.0, 0] for _ in range(10)]
for (game, pos), players in by_pos.items():
    worths = [float(p["worth"]) if p["worth"] != "" else None for p in players]
    if any(w is None for w in worths):
        lead = [1.0 / len(players)] * len(players)
    else:
        best = max(worths)
        top = sum(1 for w in worths if w == best)
        lead = [(1.0 / top if w == best else 0.0) for w in worths]
    for p, q in zip(players, lead):
        won = float(p["won"])
        c = float(p["chance"])
        brier += (c - won) ** 2
        naive += (q - won) ** 2
        n += 1
        b = bins[min(9, int(c * 10))]
        b[0] += c; b[1] += won; b[2] += 1
games = len({g for g, _ in by_pos})
print(f"{title}: {games} games, {len(by_pos)} positions (every {'stock round' if every == 'stock' else every}), {playouts} playouts each: "
      f"Brier {brier / n:.3f} (naive {naive / n:.3f}), {seconds:.1f} s, {cpu:.1f} s CPU")
for i, (cs, ws, k) in enumerate(bins):
    if k:
        print(f"  estimates {i / 10:.1f}-{(i + 1) / 10:.1f}: mean {cs / k:.3f}, won {ws / k:.3f}, {k} estimates")
PY
done
