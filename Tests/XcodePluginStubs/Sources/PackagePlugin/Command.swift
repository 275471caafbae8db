import Foundation

/// Stand-in of `PackagePlugin.Command` (Apple: `public enum Command`, whose cases are not public API).
public enum Command {
    /// Not Apple API: what `buildCommand(…)` made, for the tests to read back.
    case _buildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String: String],
                       inputFiles: [URL], outputFiles: [URL])

    // Apple: `public static func buildCommand(displayName: String?, executable: URL, arguments: [String],
    //         environment: [String : String] = [:], inputFiles: [URL] = [], outputFiles: [URL] = []) -> Command`
    public static func buildCommand(
        displayName: String?, executable: URL, arguments: [String], environment: [String: String] = [:],
        inputFiles: [URL] = [], outputFiles: [URL] = []
    ) -> Command {
        ._buildCommand(displayName: displayName, executable: executable, arguments: arguments, environment: environment,
                       inputFiles: inputFiles, outputFiles: outputFiles)
    }
}
