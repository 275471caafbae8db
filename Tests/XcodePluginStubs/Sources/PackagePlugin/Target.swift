import Foundation

/// Stand-in of `PackagePlugin.Target` (Apple: `public protocol Target`).
public protocol Target {
    // Apple: `var name: String { get }`
    var name: String { get }
}

/// Stand-in of `PackagePlugin.SourceModuleTarget` (Apple: `public protocol SourceModuleTarget : Target`).
public protocol SourceModuleTarget: Target {
    // Apple: `var moduleName: String { get }`
    var moduleName: String { get }
    // Apple: `var sourceFiles: FileList { get }`
    var sourceFiles: FileList { get }
}

extension SourceModuleTarget {
    // Apple: `public func sourceFiles(withSuffix suffix: String) -> FileList`
    public func sourceFiles(withSuffix suffix: String) -> FileList {
        FileList(sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(suffix) })
    }
}

/// Stand-in of `PackagePlugin.File` (Apple: `public struct File`).
public struct File {
    // Apple: `public let url: URL`
    public let url: URL
    // Apple: `public let type: FileType`
    public let type: FileType

    // Apple: `public init(url: URL, type: FileType)`
    public init(url: URL, type: FileType) {
        self.url = url
        self.type = type
    }
}

/// Stand-in of `PackagePlugin.FileType` (Apple: `public enum FileType`).
public enum FileType {
    // Apple: `case source`
    case source
    // Apple: `case header`
    case header
    // Apple: `case resource`
    case resource
    // Apple: `case unknown`
    case unknown
}

/// Stand-in of `PackagePlugin.FileList` (Apple: `public struct FileList`, `extension FileList : Sequence`).
public struct FileList: Sequence {
    private let files: [File]

    // Apple: `public init(_ files: [File])`
    public init(_ files: [File]) {
        self.files = files
    }

    // Apple: `public func makeIterator() -> FileList.Iterator`
    public func makeIterator() -> IndexingIterator<[File]> {
        files.makeIterator()
    }
}
