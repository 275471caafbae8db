#!/usr/bin/env python3
"""What the generated Swift of the real apps costs to type-check, per 100 scenes and per 100 XIBs.

    python3 Benchmarks/typecheck_generated.py            # median of 5 runs, and instruction counts
    python3 Benchmarks/typecheck_generated.py --runs 9
    python3 Benchmarks/typecheck_generated.py --quick    # one run, no instruction counts (CI's smoke run)

Run from anywhere in the repository, on Linux. Each folder
Tests/AppleStubs/Tests/GeneratedRealApps*/ holds the generator's output for some
of the real apps of Tests/PreparedStoryboardsTests/Fixtures/RealApps
(`*Storyboards.swift`) and the stand-in classes it names (the other files,
`StandIns.swift`). The script builds those targets of the stub package (scratch
path `.build-typecheck`), then times `swift-frontend -typecheck` of each
folder, whole module (named as the stub package's manifest names the folder's
target: GeneratedRealAppsMonitorControl is `MonitorControl`, the module its
storyboard names), with the flags SwiftPM gives the target in a debug build
(`swift build -v`), twice: all its files, and its stand-ins alone. The
difference is the generated code's cost; it is divided by the scenes of the
storyboards the code was generated from (the `<scene>` elements of the files
each generated file's header lists) and multiplied by 100.

Tests/AppleStubs/Tests/GeneratedRealXibs/ is measured alike, apart: the
generator's output for the real XIBs of
Tests/PreparedStoryboardsTests/Fixtures/RealXibs (`*Nibs.swift`) and its
stand-ins, divided by the XIB files each generated file's header lists.

Times are CPU seconds (user + sys) of the compiler, steadier than wall time on
a busy machine: the median of the runs and, in brackets, the lowest and highest
(the difference is taken run by run). One unmeasured run of each command comes
first. Instructions are counted once per command, by `perf stat` where the
machine supports it, otherwise by valgrind's cachegrind (half a minute for the
largest folder); they vary by well under 0.1% from run to run.

Nothing is asserted: the script fails only when a build or a type-check fails,
or when it cannot tell which storyboards a generated file came from.
"""

import argparse
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STUBS = ROOT / "Tests" / "AppleStubs"
REAL_APPS = ROOT / "Tests" / "PreparedStoryboardsTests" / "Fixtures" / "RealApps"
# The table of app modules (`RealAppModule("DuckDuckGo", ["DuckDuckGo-iOS/DuckDuckGo"], ...)`): where each
# generated file's storyboards are, under REAL_APPS. The file headers list paths relative to those folders.
MODULE_TABLE_FOLDER = ROOT / "Tests" / "PreparedStoryboardsTests"
GENERATED_SUFFIX = "Storyboards.swift"

# What SwiftPM passes swift-frontend for these targets in a debug build (`swift build -v`), less what only
# matters to code generation and outputs. The package's language mode is Swift 6; the targets set nothing else.
FRONTEND_FLAGS = [
    "-swift-version", "6", "-Onone", "-enable-testing", "-parse-as-library",
    "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-D", "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
    "-package-name", "applestubs",
]


# Finding the storyboards and counting their scenes

def module_folders():
    """The folders of each app module, by module name, from the tests' table."""
    pattern = re.compile(r'RealAppModule\(\s*"([^"]+)"\s*,\s*\[([^\]]*)\]')
    table = {}
    for path in sorted(MODULE_TABLE_FOLDER.rglob("*.swift")):
        for name, folders in pattern.findall(path.read_text(encoding="utf-8")):
            table[name] = re.findall(r'"([^"]*)"', folders)
    return table


def header_paths(generated):
    """The storyboard paths listed in the header comment of a generated file."""
    paths = []
    for line in generated.read_text(encoding="utf-8").splitlines()[1:]:
        match = re.match(r"^//\s+(\S.*\.storyboard)\s*$", line)
        if not match:
            break
        paths.append(match.group(1))
    return paths


def storyboards(generated, table):
    """The storyboard files a generated file came from."""
    module = generated.name[: -len(GENERATED_SUFFIX)]
    folders = table.get(module)
    paths = header_paths(generated)
    if not paths:
        # A header that no longer lists its files: what `generate <folders>` reads, WatchKit aside.
        if folders is None:
            sys.exit(f"{generated}: its header lists no storyboards and module {module} is not in the table "
                     f"of {MODULE_TABLE_FOLDER.relative_to(ROOT)}")
        return sorted(f for folder in folders for f in (REAL_APPS / folder).rglob("*.storyboard")
                      if 'targetRuntime="watchKit"' not in f.read_text(encoding="utf-8", errors="replace"))
    files = []
    for path in paths:
        if folders is not None:
            found = [REAL_APPS / folder / path for folder in folders if (REAL_APPS / folder / path).is_file()]
        else:
            found = [f for f in REAL_APPS.rglob("*.storyboard") if f.as_posix().endswith("/" + path)]
        if len(found) != 1:
            where = f"the folders {folders} of module {module}" if folders is not None else REAL_APPS
            sys.exit(f"{generated}: its header lists {path}, found {len(found)} times under {where}")
        files.append(found[0])
    return files


def scene_count(storyboard):
    return len(re.findall(r"<scene[\s>]", storyboard.read_text(encoding="utf-8", errors="replace")))


# Building and measuring

def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"failed ({result.returncode}): {' '.join(map(str, command))}")
    return result


def build(targets, scratch):
    """Builds the targets (and so the modules they import) and returns SwiftPM's products folder."""
    common = ["swift", "build", "--package-path", str(STUBS), "--scratch-path", str(scratch)]
    for target in targets:
        print(f"building {target} ...", file=sys.stderr, flush=True)
        run(common + ["--target", target])
    return Path(run(common + ["--show-bin-path"]).stdout.strip())


def find_frontend():
    frontend = shutil.which("swift-frontend")
    if frontend:
        return frontend
    swiftc = shutil.which("swiftc")
    if swiftc and (Path(swiftc).resolve().parent / "swift-frontend").is_file():
        return str(Path(swiftc).resolve().parent / "swift-frontend")
    sys.exit("swift-frontend is neither on the PATH nor beside swiftc")


def cpu_seconds(command):
    """The CPU time (user + sys) of one run of a command that must succeed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run(command)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def perf_instructions(command, check=True):
    with tempfile.NamedTemporaryFile("r", suffix=".perf") as out:
        perf = ["perf", "stat", "-x", ",", "-e", "instructions:u", "-o", out.name, "--"] + command
        if check:
            run(perf)
        elif subprocess.run(perf, capture_output=True).returncode != 0:
            return None
        for line in out.read().splitlines():
            fields = line.split(",")
            if len(fields) > 2 and fields[2].startswith("instructions") and fields[0].isdigit():
                return int(fields[0])
    if check:
        sys.exit(f"perf counted no instructions for {' '.join(command)}")
    return None


def valgrind_instructions(command):
    result = run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + command)
    match = re.search(r"I\s+refs:\s+([\d,]+)", result.stderr)
    if not match:
        sys.exit(f"valgrind counted no instructions for {' '.join(command)}")
    return int(match.group(1).replace(",", ""))


def instruction_counter():
    """perf where the machine counts instructions (not in most virtual machines), else valgrind, else None."""
    if shutil.which("perf") and perf_instructions(["true"], check=False):
        return perf_instructions, "perf stat -e instructions:u"
    if shutil.which("valgrind"):
        return valgrind_instructions, "valgrind --tool=cachegrind"
    return None, None


# Reporting

def spread(values, scale=1.0, digits=3):
    values = [v * scale for v in values]
    if len(values) == 1:
        return f"{values[0]:.{digits}f}"
    return f"{statistics.median(values):.{digits}f} [{min(values):.{digits}f}-{max(values):.{digits}f}]"


def table(header, rows):
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]
    line = lambda row: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(row, widths)))
    print(line(header))
    for row in rows:
        print(line(row))


def describe_checkout():
    try:
        commit = run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"]).stdout.strip()
        dirty = run(["git", "-C", str(ROOT), "status", "--porcelain", "--", "Tests/AppleStubs"]).stdout.strip()
        return commit + (" (Tests/AppleStubs modified)" if dirty else "")
    except SystemExit:
        return "unknown commit"


def header_xib_count(generated):
    """How many XIB files the header comment of a generated file lists."""
    count = 0
    for line in generated.read_text(encoding="utf-8").splitlines()[1:]:
        if not line.startswith("//"):
            break
        count += bool(re.match(r"^//\s+(\S.*\.xib)\s*$", line))
    return count


def target_names():
    """The stub package's target of each folder (`path: "Tests/GeneratedRealAppsMonitorControl"` is the target
    `MonitorControl`), from its manifest; a folder not listed is the target of its name."""
    manifest = (STUBS / "Package.swift").read_text(encoding="utf-8")
    return {folder: name for name, folder in
            re.findall(r'\.target\(\s*name:\s*"([^"]+)"[^)]*?path:\s*"Tests/([^"]+)"', manifest)}


def suite(folder, suffix, units):
    """A folder's files, its generated files (named `*suffix`), the rest (its stand-ins), its target's name, and the
    units (scenes or XIBs) `units` counts for its generated files."""
    # `migrate`'s replacements (`*Migration.swift`) are checked beside the generated code, not measured with it.
    sources = sorted(p for p in folder.glob("*.swift") if not p.name.endswith("Migration.swift"))
    generated = [p for p in sources if p.name.endswith(suffix)]
    stand_ins = [p for p in sources if not p.name.endswith(suffix)]
    if not generated or not stand_ins:
        sys.exit(f"{folder}: expected *{suffix} files and StandIns.swift")
    return {"name": folder.name, "target": target_names().get(folder.name, folder.name), "all": sources,
            "stand-ins": stand_ins, "generated": generated, "scenes": sum(units(g) for g in generated)}


def groups_to_measure():
    """The folders measured, in two groups, each with the unit its costs are divided by: the GeneratedRealApps*
    folders per scene, and GeneratedRealXibs per XIB."""
    folders = sorted(p for p in (STUBS / "Tests").glob("GeneratedRealApps*") if p.is_dir())
    if not folders:
        sys.exit(f"no GeneratedRealApps* folder under {STUBS / 'Tests'}")
    table_of_modules = module_folders()
    scenes = lambda g: sum(scene_count(s) for s in storyboards(g, table_of_modules))
    storyboard_suites = [suite(folder, GENERATED_SUFFIX, scenes) for folder in folders]
    xibs = STUBS / "Tests" / "GeneratedRealXibs"
    if not xibs.is_dir():
        sys.exit(f"no folder {xibs}")
    return [("scenes", storyboard_suites), ("XIBs", [suite(xibs, "Nibs.swift", header_xib_count)])]


def report_seconds(suites, runs, unit):
    print("generated = all files - StandIns alone; CPU seconds, "
          + ("one run" if runs == 1 else f"median of {runs} runs [min-max]"))
    print()
    for suite in suites:
        suite["seconds"]["generated"] = [a - b for a, b in zip(suite["seconds"]["all"], suite["seconds"]["stand-ins"])]
    total = {"name": "total", "generated": [g for s in suites for g in s["generated"]],
             "scenes": sum(s["scenes"] for s in suites),
             "seconds": {files: [sum(s["seconds"][files][i] for s in suites) for i in range(runs)]
                         for files in ("stand-ins", "all", "generated")}}
    rows = []
    for suite in suites + [total]:
        seconds, scenes = suite["seconds"], suite["scenes"]
        rows.append([suite["name"], len(suite["generated"]), scenes, spread(seconds["stand-ins"]),
                     spread(seconds["all"]), spread(seconds["generated"]),
                     spread(seconds["generated"], 100 / scenes) if scenes else "-"])
    table(["folder", "generated files", unit, "StandIns alone s", "all files s", "generated s", f"per 100 {unit} s"],
          rows)


def report_instructions(suites, counter_name, unit):
    print(f"instructions (millions), one run each, counted by {counter_name}")
    print()
    total = {"name": "total", "scenes": sum(s["scenes"] for s in suites),
             "instructions": {files: sum(s["instructions"][files] for s in suites) for files in ("stand-ins", "all")}}
    rows = []
    for suite in suites + [total]:
        stand_ins, all_files = (suite["instructions"][files] / 1e6 for files in ("stand-ins", "all"))
        generated = all_files - stand_ins
        rows.append([suite["name"], suite["scenes"], f"{stand_ins:.1f}", f"{all_files:.1f}", f"{generated:.1f}",
                     f"{generated * 100 / suite['scenes']:.1f}" if suite["scenes"] else "-"])
    table(["folder", unit, "StandIns alone", "all files", "generated", f"per 100 {unit}"], rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each command (default 5)")
    parser.add_argument("--quick", action="store_true", help="one timed run, no instruction counts")
    parser.add_argument("--instructions", action=argparse.BooleanOptionalAction, default=None,
                        help="count instructions (default: yes, but not with --quick)")
    parser.add_argument("--scratch-path", type=Path, default=ROOT / ".build-typecheck",
                        help="SwiftPM's scratch path for the stub package (default .build-typecheck)")
    args = parser.parse_args()
    runs = 1 if args.quick else args.runs
    if runs < 1:
        sys.exit("--runs must be at least 1")
    count_instructions = args.instructions if args.instructions is not None else not args.quick

    groups = groups_to_measure()
    suites = [s for _, group in groups for s in group]
    products = build([s["target"] for s in suites], args.scratch_path)
    common = [find_frontend(), "-frontend", "-typecheck", "-I", str(products / "Modules"),
              "-module-cache-path", str(products / "ModuleCache")] + FRONTEND_FLAGS

    def command(suite, files):
        return common + ["-module-name", suite["target"]] + [str(f) for f in suite[files]]

    # An unmeasured run of each command first: the first type-check after a build fills the module cache
    # (its clang modules hash other flags than SwiftPM's), which takes over a second.
    for suite in suites:
        for files in ("stand-ins", "all"):
            run(command(suite, files))
    for suite in suites:
        suite["seconds"] = {"stand-ins": [], "all": []}
    for index in range(runs):  # interleaved, so that a slow minute of the machine spreads over every figure
        print(f"run {index + 1} of {runs} ...", file=sys.stderr, flush=True)
        for suite in suites:
            for files in ("stand-ins", "all"):
                suite["seconds"][files].append(cpu_seconds(command(suite, files)))
    counter, counter_name = instruction_counter() if count_instructions else (None, None)
    if count_instructions and counter is None:
        print("no instruction counts: neither perf nor valgrind can count instructions here", file=sys.stderr)
    if counter:
        for suite in suites:
            print(f"counting instructions: {suite['name']} ...", file=sys.stderr, flush=True)
            suite["instructions"] = {files: counter(command(suite, files)) for files in ("stand-ins", "all")}

    toolchain = run(["swift", "--version"]).stdout.splitlines()[0]
    print(f"Type-check cost of the generated Swift of the real apps, at {describe_checkout()}")
    print(f"{toolchain}; swift-frontend -typecheck, Swift 6 mode, against the stubs")
    print(" ".join(["command: python3 Benchmarks/typecheck_generated.py"] + sys.argv[1:]))
    for unit, group in groups:
        print()
        print(f"costs per 100 {unit}:")
        report_seconds(group, runs, unit)
        if counter:
            print()
            report_instructions(group, counter_name, unit)


if __name__ == "__main__":
    main()
