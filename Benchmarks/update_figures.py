#!/usr/bin/env python3
"""Writes a run's figures into the table "Every row" of Docs/Benchmarks.md.

The suite's JSON reports (`--json PATH`) of one wall-clock run, one instruction count and, optionally, one
allocation count give each row's median, p10-p90 spread, instructions and allocations, and the ratios to the row's
baseline as the suite computes them (the baseline's measure in the same run). Rows the runs did not measure are left
as they are, and so is every other line of the page.

    python3 Benchmarks/update_figures.py --wall /tmp/bench.json --instructions /tmp/instr.json \\
        [--allocations /tmp/alloc.json] [--doc Docs/Benchmarks.md] [--check]

With --check, it changes nothing and exits 1 when the page differs from what it would write.
"""

import argparse
import json
import re
import sys


def load(path):
    """The results of one JSON report, by benchmark name."""
    if path is None:
        return {}
    with open(path) as file:
        return {result["name"]: result for result in json.load(file)["results"]}


def number(value):
    """A wall-clock figure as the page writes it: one decimal below 100, whole above."""
    return f"{value:.1f}" if value < 100 else f"{value:.0f}"


def ratio(value):
    """A ratio with three significant digits at most: 0.21×, 2.93×, 90.5×, 1625×."""
    if value < 10:
        return f"{value:.2f}×"
    if value < 100:
        return f"{value:.1f}×"
    return f"{value:.0f}×"


def grouped(value):
    """An integer count with its thousands apart: 13 202 862."""
    return f"{round(value):,}".replace(",", " ")


def megabytes_per_second(bytes_read, nanoseconds):
    """Decimal megabytes a second, three significant digits."""
    rate = bytes_read / nanoseconds * 1000
    return f"{rate:.0f}" if rate >= 100 else f"{rate:.1f}"


def baseline_ratio(results, name, measure):
    """The row's measure over its baseline's, 1 for a row without one, or None when the run did not measure the
    baseline (a filtered run): the cell is then left as it is."""
    baseline = results[name].get("baseline")
    if not baseline:
        return 1.0
    if baseline not in results:
        return None
    return measure(results[name]) / measure(results[baseline])


def median(result):
    return result["statistics"]["median"]


def update_row(cells, wall, instructions, allocations):
    """The cells of one table row, with the runs' figures for its benchmark."""
    name = cells[2].strip().strip("`")
    if name in wall:
        result = wall[name]
        stats = result["statistics"]
        shown = number(stats["median"])
        bytes_read = result.get("parameters", {}).get("bytes")
        if bytes_read:
            shown += f" ({megabytes_per_second(bytes_read, stats['median'])} MB/s)"
        cells[4] = f" {shown} "
        cells[5] = f" {number(stats['p10'])}–{number(stats['p90'])} "
        wall_ratio = baseline_ratio(wall, name, median)
        if wall_ratio is not None:
            cells[6] = f" {ratio(wall_ratio)} "
    if name in instructions:
        cells[7] = f" {grouped(median(instructions[name]))} "
        instruction_ratio = baseline_ratio(instructions, name, median)
        if instruction_ratio is not None:
            cells[8] = f" {ratio(instruction_ratio)} "
    if name in allocations and cells[9].strip():
        count = round(median(allocations[name]))
        baseline = allocations[name].get("baseline")
        if "(" not in cells[9]:
            cells[9] = f" {count} "
        elif baseline in allocations:
            extra = count - round(median(allocations[baseline]))
            cells[9] = f" {count} ({extra:+d}) "
    return cells


def updated(text, wall, instructions, allocations):
    """The page with the rows of the table "Every row" rewritten."""
    lines = text.split("\n")
    start = next(index for index, line in enumerate(lines) if line.startswith("### Every row"))
    for index in range(start, len(lines)):
        line = lines[index]
        if index > start and line.startswith("#"):
            break
        if not re.match(r"^\| \([a-z0-9]+\) \| `", line):
            continue
        cells = line.split("|")
        if len(cells) != 11:
            continue
        lines[index] = "|".join(update_row(cells, wall, instructions, allocations))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--wall", required=True)
    parser.add_argument("--instructions", required=True)
    parser.add_argument("--allocations")
    parser.add_argument("--doc", default="Docs/Benchmarks.md")
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    with open(arguments.doc) as file:
        text = file.read()
    new = updated(text, load(arguments.wall), load(arguments.instructions), load(arguments.allocations))
    if arguments.check:
        sys.exit(0 if new == text else 1)
    with open(arguments.doc, "w") as file:
        file.write(new)


if __name__ == "__main__":
    main()
