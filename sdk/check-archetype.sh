#!/usr/bin/env bash
# Checks the SDK as a plugin author meets it, outside the reactor:
#   1. installs Roundhouse into a private local repository (never the shared ~/.m2): the SDK
#      modules and what they need, or with --full the whole reactor from a clean clone of HEAD
#      (the issue's "mvn install on a clean clone");
#   2. generates a title project from the installed archetype into a temporary directory;
#   3. builds and tests it there (mvn verify: the title reads its data, seeded random games end);
#   4. when a product jar is at hand, installs the built bundle for one run (--plugins DIR) and for
#      good (plugins install; later starts see it) and checks that `titles` lists it and that a bot
#      game of it is played with the variant's own rule option and replays;
#   5. does 2 to 4 for a variant of each other title (-Dparent=1844|1854|18Mag|1841).
# Usage: sdk/check-archetype.sh [-o] [--full] [--keep]
#   -o      Maven offline (the cache in ~/.m2/repository must hold everything, the archetype plugin too)
#   --full  clean clone + whole-reactor install (slower; also builds the product used in step 4)
#   --keep  keep the work directory (printed at the end)
# Environment: SDK_REPO=DIR reuses a private local repository between runs (copied from ~/.m2 if absent);
#   SDK_INSTALLED=1 when it holds this tree's SDK already (.ci/run: sdk/check-example.sh installed it).
# Prints "N passed, N failed" and exits non-zero on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OFFLINE= FULL= KEEP=
for a in "$@"; do
  case "$a" in
    -o) OFFLINE=-o ;;
    --full) FULL=1 ;;
    --keep) KEEP=1 ;;
    *) echo "usage: $0 [-o] [--full] [--keep]" >&2; exit 2 ;;
  esac
done
ARCHETYPE_PLUGIN=org.apache.maven.plugins:maven-archetype-plugin:3.2.1
WORK=$(mktemp -d /tmp/roundhouse-sdk-check.XXXXXX)
REPO=${SDK_REPO:-$WORK/m2}
LOG=$WORK/log
passed=0 failed=0
start=$(date +%s)
ok()   { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAILED: $1 (log: $LOG/$2)"; }
finish() {
  echo "sdk check: $(( $(date +%s) - start )) s"
  echo "$passed passed, $failed failed"
  [ -z "$KEEP" ] && [ "$failed" = 0 ] && rm -rf "$WORK"
  [ -n "$KEEP" ] || [ "$failed" != 0 ] && echo "work directory: $WORK"
  [ "$failed" = 0 ]
  exit $?
}
mkdir -p "$LOG"
if [ ! -d "$REPO" ]; then
  mkdir -p "$REPO"
  # Roundhouse's own artifacts are left out, so that only what this run installs is found
  if [ -d "$HOME/.m2/repository" ]; then
    cp -r "$HOME/.m2/repository/." "$REPO/" && rm -rf "$REPO/roundhouse"
  fi
fi
MVN="mvn -B $OFFLINE -Dmaven.repo.local=$REPO"

# The SDK parent names the Roundhouse version literally (an inherited ${project.version} would be
# the plugin project's own): it must be the reactor's.
sdk_pom=$ROOT/sdk/roundhouse.sdk/pom.xml
literal=$(sed -n 's:.*<roundhouse.version>\(.*\)</roundhouse.version>.*:\1:p' "$sdk_pom")
reactor=$(sed -n 's:.*<artifactId>roundhouse</artifactId><version>\(.*\)</version>.*:\1:p' "$sdk_pom" | head -1)
if [ -n "$literal" ] && [ "$literal" = "$reactor" ]; then ok "roundhouse.sdk names version $literal"; else
  echo "roundhouse.version '$literal' != reactor version '$reactor'" > "$LOG/version"; fail "SDK version" version; fi

# 1. install
if [ -n "$FULL" ]; then
  SRC=$WORK/clone
  git clone -q --no-checkout "$ROOT" "$SRC" && git -C "$SRC" checkout -q "$(git -C "$ROOT" rev-parse HEAD)"
  if (cd "$SRC" && $MVN install -DskipTests) > "$LOG/install" 2>&1; then ok "mvn install on a clean clone of $(git -C "$ROOT" rev-parse --short HEAD)"
  else fail "mvn install on a clean clone" install; finish; fi
elif [ "${SDK_INSTALLED:-}" = 1 ]; then
  SRC=$ROOT
  echo "SDK already installed in $REPO"
else
  SRC=$ROOT
  if (cd "$SRC" && $MVN install -DskipTests -pl bundles/roundhouse.testsupport,bundles/roundhouse.title.t1830,bundles/roundhouse.title.t1844,bundles/roundhouse.title.t1854,bundles/roundhouse.title.t18mag,bundles/roundhouse.title.t1841,sdk/roundhouse.sdk,sdk/roundhouse.title.archetype -am) > "$LOG/install" 2>&1
  then ok "SDK modules installed"; else fail "install of the SDK modules" install; finish; fi
fi
VERSION=$literal

# 2. generate
GEN=$WORK/generated
mkdir -p "$GEN"
if (cd "$GEN" && $MVN "$ARCHETYPE_PLUGIN:generate" -DarchetypeGroupId=roundhouse -DarchetypeArtifactId=roundhouse.title.archetype \
      -DarchetypeVersion="$VERSION" -DgroupId=org.example -DartifactId=org.example.bigbank -Dversion=1.0.0 \
      -Dpackage=org.example.bigbank -DtitleId=1830-bigbank "-DtitleName=1830 with a bigger bank") > "$LOG/generate" 2>&1 \
   && [ -f "$GEN/org.example.bigbank/src/main/resources/GAME-INF/title.json" ]
then ok "project generated from the archetype"; else fail "archetype:generate" generate; finish; fi
PROJ=$GEN/org.example.bigbank

# 3. build and test it, outside the reactor
if (cd "$PROJ" && $MVN verify) > "$LOG/verify" 2>&1 && grep -q 'Tests run: [1-9][0-9]*, Failures: 0, Errors: 0' "$LOG/verify"
then ok "generated project builds and its tests pass ($(grep -o 'Tests run: [0-9]*' "$LOG/verify" | tail -1))"; else fail "mvn verify of the generated project" verify; finish; fi
JAR=$PROJ/target/org.example.bigbank-1.0.0.jar
if unzip -p "$JAR" META-INF/MANIFEST.MF | grep -q '^Bundle-SymbolicName: org.example.bigbank' && unzip -l "$JAR" | grep -q 'GAME-INF/title.json'
then ok "the jar is a bundle with its GAME-INF data"; else echo "manifest or data missing in $JAR" > "$LOG/bundle"; fail "bundle" bundle; fi

# 4. the product runs it: for one run (--plugins DIR) and installed for good (plugins install, later
#    starts see it); titles lists it, a seeded bot game of it is played with the variant's own option
#    short_game on (a new game's default: the game ends after the operating rounds of its last turn, or
#    earlier by the parent's rules) and replays, and a later start replays it too.
PRODUCT=$SRC/product/target/roundhouse.jar
runs_in_product() { # ID NAME JAR SUFFIX
  local id=$1 name=$2 jar=$3 sfx=$4
  mkdir -p "$WORK/plugins$sfx" && cp "$jar" "$WORK/plugins$sfx/"
  local J="java -Droundhouse.home=$WORK/home$sfx -Droundhouse.cache=$WORK/cache$sfx -jar $PRODUCT --plugins $WORK/plugins$sfx"
  if $J titles > "$LOG/titles$sfx" 2>&1 && grep -q "^$id	$name	" "$LOG/titles$sfx"
  then ok "titles lists $id (--plugins)"; else fail "titles with --plugins ($id)" "titles$sfx"; return; fi
  if $J play "$id" --players 4 --seed 1 --out "$WORK/game$sfx.json" > "$LOG/play$sfx" 2>&1 \
      && $J replay "$WORK/game$sfx.json" > "$LOG/replay$sfx" 2>&1
  then ok "a seeded bot game of $id is played and replays: $(cat "$LOG/play$sfx")"; else fail "play/replay of $id" "play$sfx"; return; fi
  if grep -q '"short_game"' "$WORK/game$sfx.json"
  then ok "the game of $id was played with the variant's own option short_game"
  else echo "no short_game in the optional_rules of $WORK/game$sfx.json" > "$LOG/option$sfx"; fail "the variant's option ($id)" "option$sfx"; fi
  local K="java -Droundhouse.home=$WORK/kept$sfx -Droundhouse.cache=$WORK/kept-cache$sfx -jar $PRODUCT"
  if $K plugins install "$jar" > "$LOG/install-plugin$sfx" 2>&1 && $K titles > "$LOG/titles-kept$sfx" 2>&1 \
      && grep -q "^$id	" "$LOG/titles-kept$sfx" && $K replay "$WORK/game$sfx.json" > "$LOG/replay-kept$sfx" 2>&1
  then ok "$id installed with plugins install: later starts list it and replay its game"
  else fail "plugins install and a later start ($id)" "install-plugin$sfx"; fi
}
if [ -f "$PRODUCT" ]; then
  runs_in_product 1830-bigbank "1830 with a bigger bank" "$JAR" ""
else
  echo "no product jar at $PRODUCT (build it, or use --full): the runtime check was skipped"
fi

# 5. every title is a parent: a variant of each other title, generated, built and tested, then run by
#    the product as in 4 (-Dparent names the title; its T<parent>Rules is extended)
for PARENT in 1844 1854 18Mag 1841; do
  ID=$PARENT-variant
  ART=org.example.v$(echo "$PARENT" | tr 'A-Z' 'a-z')
  if (cd "$GEN" && $MVN "$ARCHETYPE_PLUGIN:generate" -DarchetypeGroupId=roundhouse -DarchetypeArtifactId=roundhouse.title.archetype \
        -DarchetypeVersion="$VERSION" -DgroupId=org.example -DartifactId="$ART" -Dversion=1.0.0 -Dpackage="$ART" \
        -DtitleId="$ID" "-DtitleName=A variant of $PARENT" -Dparent="$PARENT") > "$LOG/generate-$PARENT" 2>&1 \
     && (cd "$GEN/$ART" && $MVN verify) > "$LOG/verify-$PARENT" 2>&1 \
     && grep -q 'Tests run: [1-9][0-9]*, Failures: 0, Errors: 0' "$LOG/verify-$PARENT"
  then ok "a variant of $PARENT generated (-Dparent=$PARENT), built and tested"
  else fail "the variant of $PARENT" "verify-$PARENT"; continue; fi
  [ -f "$PRODUCT" ] && runs_in_product "$ID" "A variant of $PARENT" "$GEN/$ART/target/$ART-1.0.0.jar" "-$PARENT"
done

# 6. the example extensions (examples/table-extras, built and tested by sdk/check-example.sh): its
#    command and its bot run in the product from a --plugins directory
EXTRAS_JAR=$ROOT/examples/table-extras/target/org.example.tableextras-1.0.0.jar
if [ -f "$PRODUCT" ] && [ -f "$EXTRAS_JAR" ]; then
  mkdir -p "$WORK/plugins-extras" && cp "$EXTRAS_JAR" "$WORK/plugins-extras/"
  X="java -Droundhouse.home=$WORK/home-extras -Droundhouse.cache=$WORK/cache-extras -jar $PRODUCT --plugins $WORK/plugins-extras"
  if $X play 1830 --players 4 --seed 2 --bots thrifty,random,thrifty,random --out "$WORK/thrifty.json" > "$LOG/play-thrifty" 2>&1 \
      && $X replay "$WORK/thrifty.json" > "$LOG/replay-thrifty" 2>&1
  then ok "a game with the example's thrifty bot on two seats is played and replays: $(cat "$LOG/play-thrifty")"
  else fail "play with --bots thrifty" play-thrifty; fi
  if $X leaders "$WORK/thrifty.json" > "$LOG/leaders" 2>&1 && [ "$(grep -c '^[1-4]\. ' "$LOG/leaders")" = 4 ] \
      && $X leaders "$WORK/thrifty.json" --after 0 > "$LOG/leaders-0" 2>&1 && grep -q '^1\. .*  \$600  (cash \$600)$' "$LOG/leaders-0"
  then ok "the example's leaders command prints the standings: $(head -1 "$LOG/leaders")"
  else fail "the leaders command" leaders; fi
  if ! $X leaders "$WORK/thrifty.json" --after -1 > "$LOG/leaders-bad" 2>&1 && [ "$(wc -l < "$LOG/leaders-bad")" = 1 ]
  then ok "leaders refuses an argument out of range in one line: $(cat "$LOG/leaders-bad")"
  else fail "leaders with --after -1" leaders-bad; fi
else
  echo "no product jar or no examples/table-extras jar (run sdk/check-example.sh first): the extras were not run"
fi
finish
