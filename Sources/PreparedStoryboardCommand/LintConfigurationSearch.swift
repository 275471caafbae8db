import Foundation
import PreparedStoryboards

/// The lint's configuration as `lint` and `generate --lint` find it, by one
/// rule: the file `--config` names, none with `--no-config`, else the nearest
/// `.prepared-storyboard.json` from the first file or folder given upward,
/// else from the working directory upward.
enum LintConfigurationSearch {
    /// The options both subcommands take for it.
    static let flags: Set<String> = ["--no-config"]
    static let options: Set<String> = ["--config"]

    /// The configuration for `arguments` run from `directory`, or the mistake in its file.
    static func configuration(for arguments: CommandArguments,
                              in directory: URL) -> Result<InterfaceLintConfiguration, InterfaceLintConfiguration.ReadError> {
        guard !arguments.has("--no-config") else { return .success(InterfaceLintConfiguration(folder: directory)) }
        let found = arguments.value("--config").map { CommandArguments.url($0, in: directory) } ?? search(from: arguments, in: directory)
        guard let found else { return .success(InterfaceLintConfiguration(folder: directory)) }
        do {
            return .success(try InterfaceLintConfiguration(contentsOf: found))
        } catch {
            return .failure(error)
        }
    }

    /// The nearest configuration file from the first path's folder upward, else from `directory` upward.
    private static func search(from arguments: CommandArguments, in directory: URL) -> URL? {
        if let first = arguments.urls(in: directory).first {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: first.path, isDirectory: &isFolder)
            let start = exists && isFolder.boolValue ? first : first.deletingLastPathComponent()
            if let found = InterfaceLintConfiguration.find(from: start) { return found }
        }
        return InterfaceLintConfiguration.find(from: directory)
    }
}
