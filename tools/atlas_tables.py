#!/usr/bin/env python3
"""Writes the exact atlas's tables into the documents that show them.

Reads notebooks/seven_knights/data/atlas.csv (made by `skb analyze --profiles smart --rounds 3
--all-deals`, see that folder's README) and replaces the text between each pair of markers
<!-- NAME --> ... <!-- /NAME --> in README.md, docs/seven_knights/guide.md and
docs/seven_knights/benchmarks.md:

  ATLAS-ROUND  the Knights' exact win rate per round, variant x player count;
  ATLAS-GAME   the First player's advantage and how often round 3 decides the game;
  ATLAS-TIMES  per variant: cells, deals played, wall time, each cell's time.

A cell the file lacks is shown as "not computed". Usage: tools/atlas_tables.py (from anywhere).
Exit status 0, or 1 when a marker pair is missing from a document that should hold it.
"""
import csv
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = ["standard", "advanced", "groping", "unity", "unity-advanced", "unity-groping"]
PLAYERS = {"standard": range(4, 9), "advanced": range(4, 8), "groping": range(3, 5), "unity": range(4, 8),
           "unity-advanced": range(4, 8), "unity-groping": range(3, 5)}
COUNTS = range(3, 9)


def grid(rows, value):
    """A variant x player-count table; value(row) formats one cell."""
    out = ["| variant | " + " | ".join(f"{n} players" for n in COUNTS) + " |", "|---|" + "---:|" * len(COUNTS)]
    for v in VARIANTS:
        cells = []
        for n in COUNTS:
            r = rows.get((v, n))
            cells.append(value(r) if r else "not computed" if n in PLAYERS[v] else "–")
        out.append(f"| `{v}` | " + " | ".join(cells) + " |")
    return "\n".join(out)


def percent(x, digits=1):
    return f"{100 * float(x):.{digits}f}%"


def main():
    with open(ROOT / "notebooks/seven_knights/data/atlas.csv", newline="") as f:
        rows = {(r["variant"], int(r["players"])): r for r in csv.DictReader(f)}
    round_table = grid(rows, lambda r: percent(r["knights_win_rate"]))
    game_table = ("First player's advantage (points of %):\n\n" +
                  grid(rows, lambda r: f"{100 * float(r['first_player_advantage']):+.1f}") +
                  "\n\nRound 3 decides the game:\n\n" +
                  grid(rows, lambda r: percent(r["round3_decides_rate"], 0)))
    times = ["| variant | cells | deals played | wall time | per cell |", "|---|---:|---:|---:|---|"]
    for v in VARIANTS:
        mine = [rows[(v, n)] for n in PLAYERS[v] if (v, n) in rows]
        if not mine:
            continue
        seconds = sum(float(r["elapsed_seconds"]) for r in mine)
        deals = sum(int(r["rounds_played"]) for r in mine)
        per = ", ".join(f"{r['players']}p {float(r['elapsed_seconds']):.0f} s" for r in mine)
        times.append(f"| `{v}` | {len(mine)} | {deals:,} | {seconds / 60:.1f} min | {per} |")
    tables = {"ATLAS-ROUND": round_table, "ATLAS-GAME": game_table, "ATLAS-TIMES": "\n".join(times)}
    where = {"README.md": ["ATLAS-ROUND"], "docs/seven_knights/guide.md": ["ATLAS-ROUND", "ATLAS-GAME"],
             "docs/seven_knights/benchmarks.md": ["ATLAS-TIMES"]}
    status = 0
    for name, markers in where.items():
        path = ROOT / name
        text = path.read_text()
        for m in markers:
            pattern = re.compile(rf"(<!-- {m} -->\n).*?(<!-- /{m} -->)", re.S)
            if not pattern.search(text):
                print(f"atlas_tables.py: {name}: no <!-- {m} --> ... <!-- /{m} --> markers", file=sys.stderr)
                status = 1
                continue
            text = pattern.sub(lambda mo: mo.group(1) + tables[m] + "\n" + mo.group(2), text)
        path.write_text(text)
    return status


if __name__ == "__main__":
    sys.exit(main())
