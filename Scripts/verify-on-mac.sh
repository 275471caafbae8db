#!/usr/bin/env bash
# Verifies on a Mac what Linux cannot: the adapters built against Apple's SDKs, the example app's tests on an iOS
# simulator (its generated `Storyboards.checkBundle()` included, which asks the Objective-C runtime about every
# outlet, action and segue action), and the root package's tests on macOS, where the Objective-C runtime answers.
#
# Run it from anywhere, on a Mac with Xcode and an iOS simulator:
#
#     bash Scripts/verify-on-mac.sh
#
# SIMULATOR=<device name> picks the simulator (an iPhone of the newest iOS runtime otherwise). This repository's CI runs on
# Linux and never runs this script; Docs/AppleMachine.md lists what it confirms.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname)" != "Darwin" ]] || ! xcodebuild -version >/dev/null 2>&1; then
    echo "verify-on-mac: needs macOS with Xcode (xcodebuild); this is $(uname)." >&2
    exit 2
fi

step() { printf '\n== %s\n' "$*"; }
passed=()

# The first available iPhone of the newest iOS runtime (the example app needs iOS 17), by its UDID: a device name may
# hold parentheses ("iPhone SE (3rd generation)"). SIMULATOR=<name> picks one by name instead.
if [[ -n "${SIMULATOR:-}" ]]; then
    destination="platform=iOS Simulator,name=$SIMULATOR"
else
    udid=$(xcrun simctl list devices available -j 2>/dev/null | python3 -c '
import json, sys
runtimes = json.load(sys.stdin)["devices"]
ios = sorted((key for key in runtimes if ".iOS-" in key), key=lambda key: [int(part) for part in key.rsplit(".iOS-", 1)[1].split("-")])
for key in reversed(ios):
    phones = [device["udid"] for device in runtimes[key] if device["name"].startswith("iPhone")]
    if phones:
        print(phones[0])
        break
' || true)
    if [[ -z "$udid" ]]; then
        echo "verify-on-mac: no iPhone simulator is available; install one in Xcode, or set SIMULATOR." >&2
        exit 2
    fi
    destination="id=$udid"
fi
echo "Xcode: $(xcodebuild -version | head -1); simulator: $destination"

# Warnings are errors: the adapters must build against the real SDKs as they do against the stubs, with none.
strict=(SWIFT_TREAT_WARNINGS_AS_ERRORS=YES GCC_TREAT_WARNINGS_AS_ERRORS=YES)

step "PreparedUIKit and PreparedAppKit, built against the iOS Simulator and macOS SDKs"
xcodebuild build -quiet -scheme PreparedUIKit -destination 'generic/platform=iOS Simulator' "${strict[@]}"
xcodebuild build -quiet -scheme PreparedAppKit -destination 'platform=macOS' "${strict[@]}"
passed+=("the adapters build against the iOS Simulator and macOS SDKs with no warning")

step "The root package's tests on macOS (the Objective-C runtime answers the outlet and runtime-attribute checks)"
swift test
passed+=("the root package's tests pass on macOS")

step "The example app's tests on the simulator ($destination): typed scenes, segues, cells and Storyboards.checkBundle()"
example=Examples/StoryboardApp
scheme=$( (cd "$example" && xcodebuild -list 2>/dev/null) | sed -n '/Schemes:/,$p' | sed -n 's/^ *\(StoryboardApp-Package\) *$/\1/p' | head -1 || true)
scheme=${scheme:-StoryboardApp}
(cd "$example" && xcodebuild test -quiet -scheme "$scheme" -destination "$destination")
passed+=("the example app's tests pass on an iOS simulator, its bundle check included")

step "Passed"
printf -- '- %s\n' "${passed[@]}"
echo "Compare with the list in Docs/AppleMachine.md: what these runs confirm can leave it."
