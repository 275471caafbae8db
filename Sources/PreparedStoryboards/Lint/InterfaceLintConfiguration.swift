import Foundation

/// The lint's configuration file, `.prepared-storyboard.json`: which rules run,
/// how much each matters, and which paths are left out.
///
/// ```json
/// {
///   "rules": { "storyboard-id-convention": "warning", "unreachable-scene": "off", "ambiguous-segues": "error" },
///   "exclude": ["Pods", "Vendor/**/Legacy*.storyboard"]
/// }
/// ```
///
/// A rule is `"off"`, `"warning"` or `"error"`; a rule not named keeps its
/// default. Excluded paths are relative to the file's folder: a path without
/// `*` or `?` leaves out the file or folder it names, a pattern matches a
/// path, or a leading part of it, with `*` for any characters but `/`, `**`
/// for any characters, and `?` for one. Excluded paths leave files out of the
/// folders searched; a file named on the command line is always read.
public struct InterfaceLintConfiguration: Sendable {
    /// `.prepared-storyboard.json`.
    package static let fileName = ".prepared-storyboard.json"

    /// The rules and their severities.
    public var options: InterfaceLint.Options
    /// The excluded paths and patterns, relative to ``folder``.
    package var excluded: [String]
    /// The folder that excluded paths are relative to: the configuration file's.
    package let folder: URL

    /// A configuration with `options`, excluding `excluded` paths relative to `folder`.
    package init(options: InterfaceLint.Options = InterfaceLint.Options(), excluded: [String] = [], folder: URL) {
        self.options = options
        self.excluded = excluded
        self.folder = folder
    }

    /// The configuration file in `directory` or the nearest folder above it, or `nil`.
    ///
    /// - Complexity: One look-up per folder up to the root.
    package static func find(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads the configuration file at `url`.
    ///
    /// - Throws: ``ReadError`` naming the file and what to change: unreadable, not JSON of
    ///   this form, an unknown rule (with the closest one), an unknown severity.
    public init(contentsOf url: URL) throws(ReadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReadError(file: url.path, message: "the configuration file cannot be read (\(error.localizedDescription)).")
        }
        let file: FileContents
        do {
            file = try JSONDecoder().decode(FileContents.self, from: data)
        } catch let error as ReadError {
            throw ReadError(file: url.path, message: error.message)
        } catch {
            throw ReadError(file: url.path, message: "the configuration file is not JSON of the form "
                + "{\"rules\": {\"rule-id\": \"off\" | \"warning\" | \"error\"}, \"exclude\": [\"path or pattern\"]}.")
        }
        var options = InterfaceLint.Options()
        for (id, value) in (file.rules ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let rule = InterfaceFinding.Rule(rawValue: id) else {
                let suggestion = InterfaceFinding.Rule.closest(to: id).map { " Did you mean '\($0.rawValue)'?" } ?? ""
                throw ReadError(file: url.path, message: "the rule '\(id)' does not exist.\(suggestion) The rules are "
                    + InterfaceFinding.Rule.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            switch value {
            case "off": options.set(rule, to: nil)
            case "warning": options.set(rule, to: .warning)
            case "error": options.set(rule, to: .error)
            default:
                throw ReadError(file: url.path, message: "the rule '\(id)' is set to '\(value)'; give \"off\", \"warning\" or \"error\".")
            }
        }
        self.init(options: options, excluded: file.exclude ?? [], folder: url.deletingLastPathComponent())
    }

    /// Whether `url` is left out: its path relative to the configuration file's folder matches an excluded path or
    /// pattern. A file outside that folder is never left out.
    ///
    /// ```swift
    /// let catalog = InterfaceCatalog(reading: [folder], excluding: configuration.isExcluded)
    /// ```
    public func isExcluded(_ url: URL) -> Bool {
        guard !excluded.isEmpty else { return false }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(prefix) else { return false }
        let relative = String(path.dropFirst(prefix.count))
        return excluded.contains { PathPattern($0).matches(relative) }
    }

    /// A mistake in a configuration file, with the file and what to change.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The configuration file's path.
        package let file: String
        /// What is wrong and what to change.
        package let message: String

        /// `.prepared-storyboard.json: error: the rule 'unreachable' does not exist. …`
        public var description: String { "\(file): error: \(message)" }
    }

    /// The file's JSON: two optional keys, and no other.
    private struct FileContents: Decodable {
        let rules: [String: String]?
        let exclude: [String]?

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for key in container.allKeys where key.stringValue != "rules" && key.stringValue != "exclude" {
                throw ReadError(file: "", message: "the configuration file has the key '\(key.stringValue)'; "
                    + "it takes only \"rules\" and \"exclude\".")
            }
            rules = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "rules"))
            exclude = try container.decodeIfPresent([String].self, forKey: Key(stringValue: "exclude"))
        }
    }
}
