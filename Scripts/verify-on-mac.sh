#!/usr/bin/env bash
# Verifies on a Mac what Linux cannot: the adapters built against Apple's SDKs, the example app's tests on an iOS
# simulator (its generated `Storyboards.checkBundle()` included, which asks the Objective-C runtime about every
# outlet, action and segue action), and the root package's tests on macOS, where the Objective-C runtime answers.
#
# Run it from anywhere, on a Mac with Xcode and an iOS simulator:
#
#     bash Scripts/verify-on-mac.sh
#
# SIMULATOR=<device name> picks the simulator (the first available iPhone otherwise). This repository's CI runs on
# Linux and never runs this script; Docs/UIKit.md ("Verified on Linux only") lists what it confirms.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname)" != "Darwin" ]] || ! command -v xcodebuild >/dev/null; then
    echo "verify-on-mac: needs macOS with Xcode (xcodebuild); this is $(uname)." >&2
    exit 2
fi

step() { printf '\n== %s\n' "$*"; }
passed=()

simulator=${SIMULATOR:-$(xcrun simctl list devices available | sed -n 's/^ *\(iPhone[^(]*\) (.*/\1/p' | head -1 | sed 's/ *$//')}
if [[ -z "$simulator" ]]; then
    echo "verify-on-mac: no iOS simulator is available; install one in Xcode, or set SIMULATOR." >&2
    exit 2
fi
echo "Xcode: $(xcodebuild -version | head -1); simulator: $simulator"

# Warnings are errors: the adapters must build against the real SDKs as they do against the stubs, with none.
strict=(SWIFT_TREAT_WARNINGS_AS_ERRORS=YES GCC_TREAT_WARNINGS_AS_ERRORS=YES)

step "PreparedUIKit and PreparedAppKit, built against the iOS Simulator and macOS SDKs"
xcodebuild build -quiet -scheme PreparedUIKit -destination 'generic/platform=iOS Simulator' "${strict[@]}"
xcodebuild build -quiet -scheme PreparedAppKit -destination 'platform=macOS' "${strict[@]}"
passed+=("the adapters build against the iOS Simulator and macOS SDKs with no warning")

step "The root package's tests on macOS (the Objective-C runtime answers the outlet and runtime-attribute checks)"
swift test
passed+=("the root package's tests pass on macOS")

step "The example app's tests on $simulator: typed scenes, segues, cells and Storyboards.checkBundle()"
example=Examples/StoryboardApp
scheme=$(cd "$example" && xcodebuild -list 2>/dev/null | sed -n '/Schemes:/,$p' | sed -n 's/^ *\(StoryboardApp-Package\) *$/\1/p' | head -1)
scheme=${scheme:-StoryboardApp}
(cd "$example" && xcodebuild test -quiet -scheme "$scheme" -destination "platform=iOS Simulator,name=$simulator")
passed+=("the example app's tests pass on the $simulator simulator, its bundle check included")

step "Passed"
printf -- '- %s\n' "${passed[@]}"
echo "Compare with the list in Docs/UIKit.md (\"Verified on Linux only\"): what these runs confirm can leave it."
