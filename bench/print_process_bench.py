"""Benchmark: `main.py print` as whole processes, every sheet kind, today's main beside this tree (#35 item 8).

Run: python bench/print_process_bench.py [RUNS] [--players N] [--baseline REV]   (default 3 runs, 300 players)
Targets, in CPU seconds over bare Python (`python -c pass`): any sheet ≤ 0.3 s as a whole
`main.py print` process; 300 certificates ≤ 0.5 s (a whole process printing them,
bench/print_children.py, as no demo tournament awards exactly 300).

Each tree makes its own demo tournament of N players (`main.py demo`) and plays
two rounds of every event in it (bench/print_children.py ``played``), untimed.
Each command runs once untimed first, with bytecode and the font cache written,
so the figures are those of an installed station on its second print. The trees
alternate run by run beside bare Python (bench/baseline.py), each tree with its own
cache folder; the figures are the min and median of RUNS, minus bare Python's min.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import ROOT, baseline_revision, baseline_tree, print_side_by_side, tree_env  # noqa: E402
from startup_bench import process_seconds  # noqa: E402

BASELINE_REVISION = "7e56a98"  # main when the plain-SQL print started
PYTHON = sys.executable
CHILDREN = Path(__file__).resolve().parent / "print_children.py"
SHEET_TARGET, CERTIFICATES_TARGET = 0.3, 0.5
CERTIFICATES = 300
# (kind, its options after `print DEMO KIND`): every kind the station prints, each at a 300-player event.
SHEETS = (("pairings", ["--event", "xiangqi"]), ("seating", ["--event", "xiangqi"]),
          ("scoresheet", ["--event", "doudizhu"]), ("identity_slips", ["--event", "sanguosha_identity"]),
          ("standings", ["--event", "go"]), ("teams", ["--event", "go"]), ("crosstable", ["--event", "xiangqi"]),
          ("checkin", ["--event", "xiangqi"]), ("overall", []), ("certificates", ["--event", "xiangqi", "--force"]),
          ("prize_list", ["--force"]), ("prize_receipt", ["--force"]), ("referee_report", []))


def commands(tree: Path, demo: Path, out: Path) -> list[tuple[str, list[str], float | None]]:
    """(measure, argv, target) of every measure in ``tree`` (the fonts alone, without a target: their share)."""
    rows = [(f"print {kind} {' '.join(options)}".rstrip(),
             [PYTHON, str(tree / "main.py"), "print", str(demo), kind, *options, "-o", str(out / f"{kind}.pdf")],
             SHEET_TARGET) for kind, options in SHEETS]
    return rows + [("the three fonts loaded, nothing printed", [PYTHON, str(CHILDREN), "fonts"], None),
                   (f"{CERTIFICATES} certificates (a whole process)",
                    [PYTHON, str(CHILDREN), "certificates", str(CERTIFICATES), str(out / "certificates300.pdf")],
                    CERTIFICATES_TARGET)]


def prepare(tree: Path, folder: Path, players: int) -> tuple[Path, dict[str, str]]:
    """The tree's played demo tournament and its environment (its own font cache folder)."""
    env = {**tree_env(tree), "XDG_CACHE_HOME": str(folder / "cache")}
    demo = folder / "demo.sqlite"
    subprocess.run([PYTHON, str(tree / "main.py"), "demo", str(demo), "--players", str(players)], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run([PYTHON, str(CHILDREN), "played", str(demo)], env=env, check=True)
    return demo, env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=3)
    parser.add_argument("--players", type=int, default=300, help="the demo tournament's players (default 300)")
    parser.add_argument("--baseline", help="the revision to compare with (default: main when this work started)")
    args = parser.parse_args()
    revision = args.baseline or BASELINE_REVISION
    trees = {"baseline": baseline_tree(revision), "now": ROOT}
    with tempfile.TemporaryDirectory() as scratch:
        plans, envs = {}, {}
        for label, tree in trees.items():
            folder = Path(scratch) / label
            folder.mkdir()
            demo, envs[label] = prepare(tree, folder, args.players)
            plans[label] = commands(tree, demo, folder)
            for _name, argv, _target in plans[label]:  # untimed: bytecode, font cache
                subprocess.run(argv, env=envs[label], check=True, stdout=subprocess.DEVNULL)
        bare = [process_seconds([PYTHON, "-c", "pass"], envs["now"])[1] for _ in range(args.runs)]
        cpu = {label: [[] for _ in plans[label]] for label in trees}
        for _ in range(args.runs):
            for index in range(len(plans["now"])):
                for label in trees:
                    cpu[label][index].append(process_seconds(plans[label][index][1], envs[label])[1])
    report(plans["now"], cpu, min(bare), args.runs, args.players, revision)


def report(plan: list, cpu: dict, bare: float, runs: int, players: int, revision: str) -> None:
    rows = []
    for index, (name, _argv, target) in enumerate(plan):
        for pick_name, pick in (("min", min), ("median", statistics.median)):
            before, now = (pick(cpu[label][index]) - bare for label in ("baseline", "now"))
            goal = f"≤ {target}" if pick_name == "min" and target is not None else ""
            rows.append((f"{name}: {pick_name}", goal, before, now))
    print_side_by_side(f"`main.py print`, CPU over bare Python (CPU min {bare:.3f} s), {runs} alternating runs, "
                       f"{players} players, baseline {revision}", rows, "CPU seconds over bare Python")
    for index, (name, _argv, target) in enumerate(plan):
        if target is None:
            continue
        now = min(cpu["now"][index]) - bare
        print(f"{name}: {now:.3f} s, target ≤ {target} s: {'met' if now <= target else 'NOT met'}")


if __name__ == "__main__":
    main()
