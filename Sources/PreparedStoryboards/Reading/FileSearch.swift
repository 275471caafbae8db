import Foundation

/// The files of given extensions at some locations: files given, and folders searched recursively.
enum FileSearch {
    /// The files at `locations` whose extension is one of `extensions`: each file found in a folder, sorted by path,
    /// with its path relative to that folder; each location that is no folder as it is (whatever its extension, and
    /// whether it exists or not), with its name. In a folder, what is no file of the app is skipped: the metadata macOS
    /// writes beside files it copies elsewhere (AppleDouble `._Main.storyboard` files, and the `__MACOSX` folders of its
    /// archives), and the copies in an exported localization catalog (`fr.xcloc/Source Contents/…`), which Xcode writes
    /// for translators and never builds into the app.
    static func files(at locations: [URL], extensions: Set<String>) -> [(url: URL, relative: String, inFolder: Bool)] {
        var found: [(URL, String, Bool)] = []
        for location in locations {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder), isFolder.boolValue else {
                found.append((location, location.lastPathComponent, false))
                continue
            }
            let relativePaths = FileManager.default.enumerator(atPath: location.path)?.compactMap { $0 as? String } ?? []
            found += relativePaths.filter { path in extensions.contains { path.hasSuffix("." + $0) } && !isOutsideTheApp(path) }.sorted()
                .map { (location.appendingPathComponent($0), $0, true) }
        }
        return found
    }

    /// Whether a path in a folder is macOS's metadata of a file, or a copy in a localization catalog: not the app's.
    private static func isOutsideTheApp(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        return components.last?.hasPrefix("._") == true || components.contains("__MACOSX") || components.contains { $0.hasSuffix(".xcloc") }
    }
}
