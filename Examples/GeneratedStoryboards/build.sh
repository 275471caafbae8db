#!/bin/sh
# Builds and runs the example: the build tool plugin generates Storyboards.swift from
# Sources/NotesStoryboards/Main.storyboard before the target compiles.
set -eu
cd "$(dirname "$0")"
swift build --scratch-path "${SCRATCH_PATH:-.build}"
output=$(swift run --skip-build --scratch-path "${SCRATCH_PATH:-.build}" NotesStoryboards)
echo "$output"
test "$output" = "storyboards: Main
in the bundle: true"
