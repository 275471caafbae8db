#!/usr/bin/env python3
"""Where a benchmark's instructions go, per function and per iteration.

    prepared-benchmarks --instructions --filter NAME --profiles DIR
    python3 Benchmarks/instructions_by_function.py DIR/NAME-N.callgrind DIR/NAME-2N.callgrind

`--profiles` keeps callgrind's two output files for each benchmark, one per
run length (N and 2N iterations, named after the benchmark). This script runs
`callgrind_annotate` on both and prints, for each function, the difference of
its own instructions (self cost) divided by N: what one iteration costs in it,
setup and start-up cancelled out. Pass --inclusive to count the functions it
calls too. Names are demangled when `swift demangle` is on the PATH.
"""

import re
import signal
import subprocess
import sys


def costs(path, inclusive):
    text = subprocess.run(
        ["callgrind_annotate", "--threshold=100", f"--inclusive={'yes' if inclusive else 'no'}", "--auto=no", path],
        check=True, capture_output=True, text=True,
    ).stdout
    table = {}
    for line in text.splitlines():
        match = re.match(r"^\s*([\d,]+)\s+\([\s\d.]+%\)\s+(.*)$", line) or re.match(r"^\s*([\d,]+)\s+(\S.*)$", line)
        if not match or "PROGRAM TOTALS" in line:
            continue
        name = match.group(2).split(" [", 1)[0]
        name = name.split(":", 1)[1] if ":" in name and not name.startswith("$") else name
        cost = int(match.group(1).replace(",", ""))
        # A function's own cost is listed once per source file its code came
        # from (inlining): add those up. Its inclusive cost is repeated on each
        # of those lines: keep one.
        table[name] = max(table.get(name, 0), cost) if inclusive else table.get(name, 0) + cost
    return table


def iterations(path):
    match = re.search(r"-(\d+)\.callgrind$", path)
    if not match:
        sys.exit(f"cannot read the run length from {path} (expected NAME-N.callgrind)")
    return int(match.group(1))


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the output quietly
    args = [a for a in sys.argv[1:] if a != "--inclusive"]
    inclusive = "--inclusive" in sys.argv
    if len(args) != 2:
        sys.exit(__doc__)
    short, long = sorted(args, key=iterations)
    n = iterations(long) - iterations(short)
    a, b = costs(short, inclusive), costs(long, inclusive)
    rows = sorted(((b.get(k, 0) - a.get(k, 0)) / n, k) for k in a.keys() | b.keys())
    rows = [r for r in rows if abs(r[0]) >= 0.5][::-1]
    total = sum(r[0] for r in rows) if not inclusive else None
    names = [r[1] for r in rows]
    try:
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names),
                                   capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        demangled = names
    if total is not None:
        print(f"{total:10.1f}  instructions per iteration in all functions (self cost)")
    for (cost, _), name in zip(rows, demangled):
        share = f"{100 * cost / total:5.1f}%" if total else ""
        print(f"{cost:10.1f}  {share}  {name[:150]}")


if __name__ == "__main__":
    main()
