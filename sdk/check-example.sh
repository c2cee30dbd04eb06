#!/usr/bin/env bash
# Builds and tests the example variant (examples/1830-pere-marquette), the example extensions
# (examples/table-extras) and the Spark job (examples/chances-spark) as a plugin author's projects
# outside the reactor: installs the SDK into a private local repository (never the shared ~/.m2),
# then runs `mvn verify` in the example's own directory against that repository alone. The jar it
# leaves in examples/1830-pere-marquette/target/ is what the UI test ExampleVariantUiIT installs into
# a running workbench, so .ci/run runs this before the test command.
# Usage: sdk/check-example.sh [-o]
#   -o  Maven offline (the cache must hold everything)
# Environment: SDK_REPO=DIR the private local repository (copied from ~/.m2 without Roundhouse's own
#   artifacts if absent; default target/sdk-repo); SDK_INSTALLED=1 when it holds this tree's SDK
#   already (sdk/check-archetype.sh then reuses it the same way).
# Prints "N passed, N failed" and exits non-zero on any failure.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OFFLINE=
for a in "$@"; do
  case "$a" in
    -o) OFFLINE=-o ;;
    *) echo "usage: $0 [-o]" >&2; exit 2 ;;
  esac
done
EXAMPLE=$ROOT/examples/1830-pere-marquette
JAR=$EXAMPLE/target/org.example.peremarquette-1.0.0.jar
REPO=${SDK_REPO:-$ROOT/target/sdk-repo}
LOG=$(mktemp -d /tmp/roundhouse-example-check.XXXXXX)
passed=0 failed=0
start=$(date +%s)
ok()   { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAILED: $1 (log: $LOG/$2)"; }
finish() {
  echo "example check: $(( $(date +%s) - start )) s"
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ] && rm -rf "$LOG"
  [ "$failed" = 0 ]
  exit $?
}
if [ ! -d "$REPO" ]; then
  mkdir -p "$REPO"
  # Roundhouse's own artifacts are left out, so that only what this run installs is found
  if [ -d "$HOME/.m2/repository" ]; then
    cp -r "$HOME/.m2/repository/." "$REPO/" && rm -rf "$REPO/roundhouse"
  fi
fi
MVN="mvn -B $OFFLINE -Dmaven.repo.local=$REPO"

# 1. the SDK: the modules a plugin builds against, from this tree
if [ "${SDK_INSTALLED:-}" = 1 ]; then
  echo "SDK already installed in $REPO"
elif (cd "$ROOT" && $MVN install -DskipTests -pl bundles/roundhouse.testsupport,bundles/roundhouse.bots,bundles/roundhouse.title.t1830,bundles/roundhouse.title.t1844,bundles/roundhouse.title.t1854,bundles/roundhouse.title.t18mag,bundles/roundhouse.title.t1841,sdk/roundhouse.sdk,sdk/roundhouse.title.archetype -am) > "$LOG/install" 2>&1
then ok "SDK modules installed into $REPO"; else fail "install of the SDK modules" install; finish; fi

# 2. the example, in its own directory: its pom's parent is roundhouse.sdk from the repository
rm -f "$JAR"
if (cd "$EXAMPLE" && $MVN clean verify) > "$LOG/verify" 2>&1 && grep -q 'Tests run: [1-9][0-9]*, Failures: 0, Errors: 0, Skipped: 0$' "$LOG/verify"
then ok "examples/1830-pere-marquette builds outside the reactor and its tests pass ($(grep -o 'Tests run: [0-9]*' "$LOG/verify" | tail -1))"
else fail "mvn verify of examples/1830-pere-marquette" verify; finish; fi
if unzip -p "$JAR" META-INF/MANIFEST.MF | grep -q '^Bundle-SymbolicName: org.example.peremarquette' \
    && unzip -p "$JAR" META-INF/MANIFEST.MF | tr -d '\r\n ' | grep -Eq 'roundhouse.title.t1830;version="\[1\.[0-9]+,2\)"' \
    && unzip -l "$JAR" | grep -q 'GAME-INF/patch.json'
then ok "the jar is a bundle importing 1830's extension package, with its data: $JAR"
else unzip -p "$JAR" META-INF/MANIFEST.MF > "$LOG/bundle" 2>&1; fail "bundle manifest or data" bundle; fi

# 3. the second example, examples/table-extras: a command, a bot, an analysis tool and a workbench view in
#    one bundle (the plugin guide's section 5 walks through it); sdk/check-archetype.sh runs its command
#    and its bot in the product
EXTRAS=$ROOT/examples/table-extras
EXTRAS_JAR=$EXTRAS/target/org.example.tableextras-1.0.0.jar
rm -f "$EXTRAS_JAR"
if (cd "$EXTRAS" && $MVN clean verify) > "$LOG/verify-extras" 2>&1 && grep -q 'Tests run: [1-9][0-9]*, Failures: 0, Errors: 0, Skipped: 0$' "$LOG/verify-extras"
then ok "examples/table-extras builds outside the reactor and its tests pass ($(grep -o 'Tests run: [0-9]*' "$LOG/verify-extras" | tail -1))"
else fail "mvn verify of examples/table-extras" verify-extras; finish; fi
if unzip -p "$EXTRAS_JAR" META-INF/MANIFEST.MF | grep -q '^Bundle-SymbolicName: org.example.tableextras' \
    && unzip -p "$EXTRAS_JAR" META-INF/MANIFEST.MF | tr -d '\r\n ' | grep -q 'Service-Component:' \
    && ! unzip -p "$EXTRAS_JAR" META-INF/MANIFEST.MF | tr -d '\r\n ' | grep -q 'roundhouse\.[a-z.]*internal'
then ok "the extras jar is a bundle of components importing no internal package: $EXTRAS_JAR"
else unzip -p "$EXTRAS_JAR" META-INF/MANIFEST.MF > "$LOG/bundle-extras" 2>&1; fail "extras bundle manifest" bundle-extras; fi
# 4. the third example, examples/chances-spark: chances over many games on Apache Spark, Roundhouse as a
#    plain library found through ServiceLoader; its test runs Spark in local mode
SPARK=$ROOT/examples/chances-spark
if (cd "$SPARK" && $MVN clean verify) > "$LOG/verify-spark" 2>&1 && grep -q 'Tests run: [1-9][0-9]*, Failures: 0, Errors: 0, Skipped: 0$' "$LOG/verify-spark"
then ok "examples/chances-spark builds outside the reactor and its Spark test passes ($(grep -o 'Tests run: [0-9]*' "$LOG/verify-spark" | tail -1))"
else fail "mvn verify of examples/chances-spark" verify-spark; fi
finish
