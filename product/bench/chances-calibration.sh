#!/usr/bin/env bash
# How well the chances command's estimates are calibrated: GAMES seeded 4-player games of greedy bots
# per title, `chances` at the start of every stock round of each (EVERY=round: of every round; PLAYOUTS
# playouts), then, over every (position, player), the Brier score of the estimates against who won,
# beside the naive estimate (the player ahead in worth there wins; ties share; before the first action
# everyone alike), and a reliability table (estimates binned by tenths: mean estimate, share of wins,
# count).
#
#   product/bench/chances-calibration.sh [GAMES] [PLAYOUTS] [TITLE...]   (default 20, 50, 1830)
#
# The games go in batches of BATCH (default 50; game i of a title always has seed SEED + i, and a
# position's playouts are seeded by the position alone, so batches give the estimates one run would).
# Each batch is played and estimated in one process, on every core. With OUT given, a batch already
# estimated with the same settings is kept, not run again: a calibration of thousands of games can be
# stopped and resumed, across days and machines if need be; the table is made from every batch of the
# GAMES asked for. A finished batch keeps only what the table needs: OUT/TITLE/seed-S-N/ holds
# `chances.csv.gz` (the estimates), `settings`, `cpu.play` and `cpu.chances` (CPU seconds) and `jar`
# (the digest of the jar that made it); its games are deleted (the seeds make them again).
# product/bench/calibration/ holds the batches measured so far (`OUT=product/bench/calibration`).
# JAR (default product/target/roundhouse.jar), SEED (default 9000), EVERY (stock), OUT (default a
# temporary directory, removed at the end) and JAVA are honoured.
# Prints, per title, a line like this one, then the reliability table (measured on 2026-12-01 with
# `OUT=product/bench/calibration BATCH=25 product/bench/chances-calibration.sh 1000 8 1830`, batches kept):
#   1830: 1000 games, 14828 positions (every stock round), 8 playouts each: Brier 0.126 (naive 0.200), 40 batches (0 run now), 1.7 h CPU
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
batch=${BATCH:-50}
if [ -n "${OUT:-}" ]; then out=$OUT; mkdir -p "$out"; else out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi
for t in "${titles[@]}"; do
  batches=()
  ran=0
  for ((first = 0; first < games; first += batch)); do
    count=$(( games - first < batch ? games - first : batch ))
    dir="$out/$t/seed-$((seed + first))-$count"
    settings="players 4, bots greedy, seed $((seed + first)), count $count, playouts $playouts, every $every"
    batches+=("$dir")
    if [ -f "$dir/chances.csv.gz" ] && [ "$(cat "$dir/settings" 2>/dev/null)" = "$settings" ]; then
      continue
    fi
    rm -rf "$dir"; mkdir -p "$dir/games"
    /usr/bin/time -f %U -o "$dir/cpu.play" "$java" -jar "$jar" play "$t" --players 4 --count "$count" \
      --seed "$((seed + first))" --bots greedy --out "$dir/games" > /dev/null
    # one process for the batch: one warm-up, the playouts of every position on every core
    /usr/bin/time -f %U -o "$dir/cpu.chances" "$java" -jar "$jar" chances "$dir"/games/*.json --playouts "$playouts" \
      --every "$every" --out "$dir/chances.part.csv" > /dev/null
    gzip -n -9 -c "$dir/chances.part.csv" > "$dir/chances.csv.gz"
    rm -rf "$dir/chances.part.csv" "$dir/games"
    sha256sum "$jar" | cut -c1-64 > "$dir/jar"
    echo "$settings" > "$dir/settings"
    ran=$((ran + 1))
  done
  python3 - "$t" "$every" "$playouts" "$ran" "${batches[@]}" <<'PY'
import csv, gzip, io, os, sys
title, every, playouts, ran, batches = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5:]
rows = []
cpu = 0.0
for b in batches:
    with gzip.open(os.path.join(b, "chances.csv.gz"), "rt", newline="") as h:
        rows += list(csv.DictReader(h))
    for part in ("cpu.play", "cpu.chances"):
        with open(os.path.join(b, part)) as h:
            cpu += float(h.read().split()[-1])
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
hours = f"{cpu / 3600:.1f} h" if cpu >= 3600 else f"{cpu:.1f} s"
print(f"{title}: {games} games, {len(by_pos)} positions (every {'stock round' if every == 'stock' else every}), {playouts} playouts each: "
      f"Brier {brier / n:.3f} (naive {naive / n:.3f}), {len(batches)} batches ({ran} run now), {hours} CPU")
for i, (cs, ws, k) in enumerate(bins):
    if k:
        print(f"  estimates {i / 10:.1f}-{(i + 1) / 10:.1f}: mean {cs / k:.3f}, won {ws / k:.3f}, {k} estimates")
PY
done
