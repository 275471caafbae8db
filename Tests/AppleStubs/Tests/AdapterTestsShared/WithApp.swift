#if PREPARED_UIKIT
import PreparedUIKit
import UIKit
#else
import AppKit
import PreparedAppKit
#endif
import AdapterTestSupport

// One source for PreparedUIKitTests and PreparedAppKitTests (a symbolic link
// `Shared` in each): `TestPlatform` is each target's.

/// Installs storyboard files and a failure handler that records, and puts both back afterwards.
@MainActor
func withApp<Result>(_ files: [String: StubStoryboardFile], _ body: (_ failures: () -> [TransitionError]) throws -> Result) rethrows -> Result {
    let savedFiles = TestPlatform.installStoryboardFiles(files)
    defer { _ = TestPlatform.installStoryboardFiles(savedFiles) }
    return try withRecordedFailures(body)
}
