#!/usr/bin/env python3
"""Compares the moves Roundhouse and the 18xx.games engine offer at every position of games.

    product/referee/compare-offers.py [--jar JAR] [--ref-tools DIR] [--jobs N] [--examples K] [--cache DIR] FILE_OR_DIR...

For every game file it runs `roundhouse.jar replay --offers FILE` and the reference's
`actions.rb FILE` (REF18XX names the unpacked reference engine, --ref-tools the directory of
actions.rb), pairs their lines by position and prints every (position, entity, action type) that
one engine offers and the other does not, aggregated by (title, type, side): the count, the files,
and the first examples (file, position, entity, the round and the action that follows). A type
listed for its title (or `*`) in docs/reference-differences.md is a known, explained difference and
is shown apart. Positions whose next action ids differ, or a game one engine stops replaying, are
reported too, since the pairing after them means nothing.

With --cache, each game's comparison is kept in DIR under the digests of the file and the jar, and
taken from there when both are unchanged: a sweep of hundreds of games can be stopped and resumed,
and run again after a change of docs/reference-differences.md at no cost. The reference's offers are
kept there too, under the file's digest alone (DIR/ref): after a change of Roundhouse a sweep runs
again at the cost of our side and of the reference's checks of the positions that differ.

Exit status: 0 when every difference is listed, 1 when some is not, 2 on bad arguments or when
an engine cannot be run at all. Needs Python 3.8+, Java 17 and Ruby; development only.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
SIDES = {"ours": "only Roundhouse offers", "ref": "only 18xx.games offers",
         "idle": "only 18xx.games offers, to a company whose turn it is not",
         "error": "18xx.games fails listing the actions",
         "nolay": "only 18xx.games lists, where it accepts no tile lay",
         "auto": "only 18xx.games lists, where its step passes on its own",
         "nobuy": "only 18xx.games lists, where it accepts no train purchase",
         "notoken": "only 18xx.games lists, where it sells no token place",
         "noplace": "only 18xx.games lists, where it accepts no token"}


def listed_differences(path):
    """{(title, type, entity or None)} from lines `- TITLE TYPE[@ENTITY]: why` of docs/reference-differences.md."""
    out = set()
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^- (\S+) ([^\s@:]+)(?:@(\S+))?:", line)
        if m:
            out.add((m.group(1), m.group(2), m.group(3)))
    return out


def is_listed(listed, title, t, entity):
    """A difference is listed for its title (or `*`), for every entity or for its own."""
    return any((x, t, e) in listed for x in (title, "*") for e in (None, entity))


def game_files(args):
    files = []
    for a in args:
        p = pathlib.Path(a)
        if p.is_dir():
            files += sorted(f for f in p.glob("*.json"))
        else:
            files.append(p)
    return files


def run_lines(cmd, env=None):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    rows = []
    for line in r.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            rows.append(json.loads(line))
    errors = [l for l in r.stderr.splitlines() if l.strip() and "uninitialized constant" not in l
              and not l.startswith(" ") and l.strip() != "^"]
    return rows, r.returncode, errors


def digest(path):
    return hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest()


def compare_cached(path, opts):
    """compare_file's result, from --cache when the file and the jar are those it was made with."""
    if not opts.cache:
        return compare_file(path, opts)
    kept = opts.cache / f"{digest(path)[:24]}-{opts.jar_digest[:16]}.json"
    if kept.is_file():
        res = json.loads(kept.read_text(encoding="utf-8"))
        res["file"] = str(path)
        res["diffs"] = [tuple(d) for d in res["diffs"]]
        return res
    res = compare_file(path, opts)
    tmp = kept.with_suffix(".tmp")
    tmp.write_text(json.dumps(res), encoding="utf-8")
    tmp.replace(kept)
    return res


def reference_offers(path, opts, env):
    """The reference's offers at every position of the file (ref-offers.rb): lines, exit status, errors. With
    --cache they are kept under the file's digest alone, since they do not depend on Roundhouse: after a change of
    ours, a sweep runs again at the cost of our side and of the checks of the positions that differ."""
    kept = opts.cache / "ref" / f"{digest(path)[:24]}.json" if opts.cache else None
    if kept and kept.is_file():
        d = json.loads(kept.read_text(encoding="utf-8"))
        return d["lines"], d["rc"], d["errors"]
    lines, rc, errors = run_lines(["ruby", str(HERE / "ref-offers.rb"), str(path)], env)
    if kept:
        kept.parent.mkdir(parents=True, exist_ok=True)
        tmp = kept.with_suffix(".tmp")
        tmp.write_text(json.dumps({"lines": lines, "rc": rc, "errors": errors}), encoding="utf-8")
        tmp.replace(kept)
    return lines, rc, errors


def compare_file(path, opts):
    try:
        title = json.loads(path.read_text(encoding="utf-8")).get("title", "?")
    except (OSError, UnicodeDecodeError, ValueError, AttributeError) as e:
        # one unreadable file is named and left out; the others are still compared
        return {"file": str(path), "title": "?", "diffs": [], "notes": [f"not a game file: {e}"]}
    ours, ours_rc, ours_err = run_lines(["java", "-jar", str(opts.jar), "replay", "--offers", str(path)])
    env = dict(os.environ, REF18XX=opts.ref, REF18XX_TOOLS=str(opts.ref_tools))
    ref, ref_rc, ref_err = reference_offers(path, opts, env)
    facts = ref.pop() if ref and "companies" in ref[-1] else {}
    privates = set(facts.get("companies", []))
    if facts.get("finished") and ref:
        ref[-1]["offers"] = {}  # the game is over: the reference's round still answers, but nobody moves
    result = {"file": str(path), "title": title, "diffs": [], "notes": []}
    if ours_rc not in (0,) or ours_err:
        result["notes"].append(f"Roundhouse exit {ours_rc}: {' | '.join(ours_err[-2:])}")
    if ref_rc != 0 or (not ref and ref_err):
        result["notes"].append(f"18xx.games exit {ref_rc}: {' | '.join(ref_err[-2:])}")
    if len(ours) != len(ref):
        result["notes"].append(f"positions: Roundhouse {len(ours)}, 18xx.games {len(ref)}")
    for o, r in zip(ours, ref):
        k = o["position"]
        oid, rid = (o.get("next") or {}).get("id"), (r.get("next") or {}).get("id")
        if oid != rid:
            result["notes"].append(f"position {k}: next action id {oid} here, {rid} in 18xx.games; stopped comparing")
            break
        nxt = o.get("next") or {}
        where = f"{r.get('round', o.get('round'))}, waits for {','.join(r.get('waiting_for', []))}, next {nxt.get('type', 'end')} by {nxt.get('entity', '-')} (id {oid})"
        for entity in sorted(set(o["offers"]) | set(r["offers"])):
            mine, theirs = set(o["offers"].get(entity, [])), set(r["offers"].get(entity, []))
            for t in sorted(mine - theirs):
                result["diffs"].append((title, t, "ours", k, entity, where))
            # the reference's steps answer for any corporation or minor, while only the ones it waits for
            # may move; privates (usable in another's turn) and players are never ruled out this way
            idle = not entity.startswith("player:") and entity not in privates and entity not in r.get("waiting_for", [])
            for t in sorted(theirs - mine):
                side = "error" if t.startswith("error: ") else "idle" if idle else "ref"
                result["diffs"].append((title, t, side, k, entity, where))
    reclassify(path, result, env)
    return result


class NotMove:
    """What the reference alone lists and `script` finds is no move there: the diff kinds it asks about
    (`types`, or every type but `exclude`), the row's field and the value that says so, the side it then gets."""

    def __init__(self, script, side, field, value, types=None, exclude=(), with_type=False):
        self.script, self.side, self.field, self.value = script, side, field, value
        self.name = script[len("ref-"):-len(".rb")]  # the check's name in ref-checks.rb
        self.types, self.exclude, self.with_type = types, exclude, with_type

    def asks(self, d):
        return d[2] == "ref" and (d[1] in self.types if self.types else d[1] not in self.exclude)

    def key(self, d):
        return (d[3], d[4], d[1]) if self.with_type else (d[3], d[4])


NOT_MOVES = [
    # a lay only where it would accept one (ref-lays.rb)
    NotMove("ref-lays.rb", "nolay", "lays", 0, types=("lay_tile",)),
    # no move where its step would pass on its own (ref-auto.rb)
    NotMove("ref-auto.rb", "auto", "auto_pass", True, exclude=("lay_tile", "pass"), with_type=True),
    # a purchase only where it would accept one (ref-buys.rb)
    NotMove("ref-buys.rb", "nobuy", "buys", 0, types=("buy_train",)),
    # a token place only where it would sell one (ref-tokens.rb)
    NotMove("ref-tokens.rb", "notoken", "places", 0, types=("buy_token",)),
    # a token only where it would place one (ref-places.rb)
    NotMove("ref-places.rb", "noplace", "places", 0, types=("place_token",)),
]


def reclassify(path, result, env):
    """Asks the reference's checks (ref-checks.rb: one start of the engine and one walk over the game for all of
    them) about the positions of the diffs each check covers, then moves those a check finds no move to its side,
    check by check in the order of NOT_MOVES: a diff one check explains is not the next one's."""
    asked = [(check, key) for check in NOT_MOVES for key in sorted({check.key(d) for d in result["diffs"] if check.asks(d)})]
    if not asked:
        return
    args = [f"{check.name}@{':'.join(map(str, key))}" for check, key in asked]
    rows, rc, errors = run_lines(["ruby", str(HERE / "ref-checks.rb"), str(path)] + args, env)
    if rc != 0:
        result["notes"].append(f"ref-checks.rb exit {rc}: {' | '.join(errors[-2:])}")
    for check in NOT_MOVES:
        found = {(r["position"], r["entity"], r["type"]) if check.with_type else (r["position"], r["entity"])
                 for r in rows if r.get("check") == check.name
                 and type(r.get(check.field)) is type(check.value) and r.get(check.field) == check.value}
        result["diffs"] = [d[:2] + (check.side,) + d[3:] if check.asks(d) and check.key(d) in found else d
                           for d in result["diffs"]]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    ap.add_argument("--jar", type=pathlib.Path, default=REPO / "product/target/roundhouse.jar")
    ap.add_argument("--ref-tools", type=pathlib.Path,
                    default=pathlib.Path(os.environ.get("REF18XX_TOOLS", "/work/shared/tools/ref18xx")))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--examples", type=int, default=1, help="examples shown per difference (default 1)")
    ap.add_argument("--listed", type=pathlib.Path, default=REPO / "docs/reference-differences.md")
    ap.add_argument("--cache", type=pathlib.Path, help="keeps each game's comparison here (resumable sweeps)")
    opts = ap.parse_args()
    opts.ref = os.environ.get("REF18XX", "/tmp/ref18xx")
    if not opts.jar.is_file():
        sys.exit(f"compare-offers: no {opts.jar}; build the product first (mvn -B -o package -pl product -am)")
    if not (opts.ref_tools / "actions.rb").is_file() or not pathlib.Path(opts.ref, "lib").is_dir():
        sys.exit(f"compare-offers: needs {opts.ref_tools}/actions.rb and REF18XX={opts.ref} with the reference's lib/")
    files = game_files(opts.paths)
    if not files:
        sys.exit("compare-offers: no game files given")
    if opts.cache:
        opts.cache.mkdir(parents=True, exist_ok=True)
        opts.jar_digest = digest(opts.jar)
    listed = listed_differences(opts.listed)

    agg = collections.OrderedDict()
    notes = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        for res in pool.map(lambda f: compare_cached(f, opts), files):
            for n in res["notes"]:
                notes.append(f"{res['file']}: {n}")
            for title, t, side, k, entity, where in res["diffs"]:
                # a listed line explains what 18xx.games alone offers; a move only Roundhouse offers is always shown
                if side == "ref" and is_listed(listed, title, t, entity):
                    side += "@listed"
                a = agg.setdefault((title, t, side), {"count": 0, "files": set(), "examples": []})
                a["count"] += 1
                a["files"].add(res["file"])
                if len(a["examples"]) < opts.examples:
                    a["examples"].append(f"{res['file']} position {k} {entity} ({where})")

    unlisted = 0
    def group(key):
        if key[2] in SIDES and key[2] not in ("ours", "ref"):
            return 2
        return 1 if key[2].endswith("@listed") else 0
    headings = ["differences:", "listed in docs/reference-differences.md:",
                "not moves (the reference answers for a company that is not acting, lists a lay, train, token or token place it would refuse or a move its step passes at once, or fails):"]
    for g, heading in enumerate(headings):
        rows = [(key, a) for key, a in sorted(agg.items()) if group(key) == g]
        if not rows:
            continue
        print(heading)
        for (title, t, side), a in rows:
            print(f"  {title} {t} {SIDES[side.split('@')[0]]}: {a['count']} positions in {len(a['files'])} files")
            for e in a["examples"]:
                print(f"      e.g. {e}")
            unlisted += 1 if g == 0 else 0
    for n in notes:
        print("note: " + n)
    print(f"{len(files)} files, {sum(a['count'] for a in agg.values())} differing (position, entity, type), "
          f"{unlisted} unlisted kinds, {len(notes)} notes")
    return 1 if unlisted else 0


if __name__ == "__main__":
    sys.exit(main())
