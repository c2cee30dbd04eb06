#!/usr/bin/env bash
# Seeded bot games held against the reference engine: each game is played here, written as an
# 18xx.games file and replayed by the reference, and its result and end reason are compared.
#
#   REF18XX=/tmp/ref18xx REF18XX_TOOLS=../shared/tools/ref18xx \
#     product/bench/reference-agreement.sh TITLE SETTING...
#
# A setting is COUNT:SEED:BOTS:PLAYERS:OPTIONS, e.g. 40:49000:random:-:- or 40:49300:greedy:5:lite,-version_2
# (PLAYERS "-" lets the seed choose; OPTIONS "-" for the title's defaults, else comma-separated, each
# given to `play --option`). The games go to OUT (default a temporary directory, removed at the end).
# Printed per setting and in total: games, agreeing, differing (the reference refuses an action or
# ends otherwise) and failing (the reference stops on an error of its own code, not a rule), with
# each kind of disagreement and its games. JAR (default product/target/roundhouse.jar) and JAVA are
# honoured; JOBS (default 1) reference processes share a setting's games. The reference replays each
# game once, strictly (product/referee/ref-results.rb). The reference is a development tool of this
# machine, not of the build. With OUT given, a setting whose directory already holds its results
# (the same setting, ref.jsonl written) is not played again, so a long sweep can be resumed; each
# setting's directory names the jar that played it (its SHA-256, in `jar`).
set -euo pipefail

if [ $# -lt 2 ] || [ -z "${REF18XX:-}" ] || [ -z "${REF18XX_TOOLS:-}" ]; then
  echo "usage: REF18XX=DIR REF18XX_TOOLS=DIR [JAR=...] [OUT=DIR] $0 TITLE COUNT:SEED:BOTS:PLAYERS:OPTIONS..." >&2
  exit 2
fi
jar=${JAR:-product/target/roundhouse.jar}
jobs=${JOBS:-1}
here="$(cd "$(dirname "$0")" && pwd)"
# the reference under Ruby's JIT where it has one (3.1+): the same answers for about three quarters of the CPU
if ruby --yjit -e 0 2>/dev/null; then export RUBYOPT="--yjit${RUBYOPT:+ $RUBYOPT}"; fi
results="$here/../referee/ref-results.rb"
java=${JAVA:-java}
title=$1; shift
if [ -n "${OUT:-}" ]; then out=$OUT; mkdir -p "$out"; else out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi

n=0
for setting in "$@"; do
  n=$((n + 1))
  dir="$out/s$n"; mkdir -p "$dir"
  if [ -f "$dir/ref.jsonl" ] && [ "$(cat "$dir/setting" 2>/dev/null)" = "$setting" ]; then
    echo "setting $setting: kept from an earlier run ($dir)" >&2
    continue
  fi
  rm -f "$dir"/*.json "$dir"/ref.*
  sha256sum "$jar" | cut -d' ' -f1 > "$dir/jar"
  JAR=$jar JAVA=$java "$here/play-setting.sh" "$title" "$setting" "$dir" \
    || { echo "setting $setting: play failed" >&2; tail -3 "$dir/play.log" >&2; }
  echo "$setting" > "$dir/setting"
  # each job takes every JOBS-th game, in one process (the reference loads once per process)
  for j in $(seq 0 $((jobs - 1))); do
    ls "$dir"/*.json | awk -v j="$j" -v n="$jobs" 'NR % n == j' | xargs -r ruby "$results" > "$dir/ref.$j.jsonl" 2> "$dir/ref.$j.err" &
  done
  wait
  cat "$dir"/ref.*.jsonl > "$dir/ref.jsonl"
done

ruby -rjson -e '
  total = Hash.new(0); kinds = Hash.new { |h, k| h[k] = [] }
  ARGV.each do |dir|
    setting = File.read(File.join(dir, "setting")).strip
    row = Hash.new(0)
    File.readlines(File.join(dir, "ref.jsonl")).each do |line|
      d = JSON.parse(line)
      row[:games] += 1
      if d["strict_finished"] && d["strict_result_eq"] && d["strict_ger_eq"]
        row[:agree] += 1
        next
      end
      err = d["strict_error"].to_s
      game = "#{File.basename(d["file"], ".json")}@#{d["strict_error_action"]}"
      if (m = err.match(/Blocking step (.*?) cannot process action (\w+)/))
        row[:differ] += 1; kinds["differs: #{m[1]} / #{m[2]}"] << game
      elsif err.start_with?("Engine::GameError")
        row[:differ] += 1; kinds["differs: #{err.lines.first.strip[0, 90]}"] << game
      elsif !err.empty?
        row[:fail] += 1
        where = err.lines.map(&:strip).reject(&:empty?)[1].to_s[0, 70]
        kinds["reference fails: #{err.lines.first.strip[0, 60]}#{where.empty? ? "" : " (#{where})"}"] << game
      else
        row[:differ] += 1; kinds["differs: result or end reason"] << game
      end
    end
    printf("%-40s games %4d  agree %4d  differ %4d  reference fails %4d\n", setting, row[:games], row[:agree], row[:differ], row[:fail])
    row.each { |k, v| total[k] += v }
  end
  printf("%-40s games %4d  agree %4d  differ %4d  reference fails %4d\n", "total", total[:games], total[:agree], total[:differ], total[:fail])
  kinds.sort_by { |k, v| [-v.size, k] }.each { |k, v| puts "#{v.size} #{k}: #{v.first(6).join(" ")}#{v.size > 6 ? " ..." : ""}" }
' "$out"/s*
